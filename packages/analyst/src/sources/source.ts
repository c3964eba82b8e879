/** Immutable sources: text plus provenance and a sha256 content hash. */
import { createHash } from 'node:crypto';
import type { PageSpan, SectionSpan, Source, SourceKind } from '../types.ts';

export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export interface CreateSourceInput {
  readonly kind: SourceKind;
  readonly text: string;
  readonly url?: string;
  readonly document_name?: string;
  readonly retrieved_at?: string | Date;
  readonly pages?: readonly PageSpan[];
  readonly sections?: readonly SectionSpan[];
  /** Defaults to `<kind>:<first 16 hex of the hash>`; give one to keep ids stable in a store. */
  readonly id?: string;
}

export function createSource(input: CreateSourceInput): Source {
  const content_hash = sha256(input.text);
  const location = input.url ?? input.document_name ?? (input.kind === 'database_description' ? 'description' : input.kind === 'database_record' ? 'database record' : input.kind);
  const retrieved = input.retrieved_at ?? new Date();
  const source: Source = {
    id: input.id ?? `${input.kind}:${content_hash.slice(0, 16)}`,
    kind: input.kind,
    location,
    ...(input.url !== undefined ? { url: input.url } : {}),
    ...(input.document_name !== undefined ? { document_name: input.document_name } : {}),
    retrieved_at: typeof retrieved === 'string' ? retrieved : retrieved.toISOString(),
    content_hash,
    text: input.text,
    ...(input.pages ? { pages: Object.freeze(input.pages.map((p) => Object.freeze({ ...p }))) } : {}),
    ...(input.sections ? { sections: Object.freeze(input.sections.map((s) => Object.freeze({ ...s }))) } : {}),
  };
  return Object.freeze(source);
}

/** The database description from the upload as a source (location 'description'). */
export function descriptionSource(text: string, options: { id?: string; retrieved_at?: string | Date } = {}): Source {
  return createSource({ kind: 'database_description', text, ...options });
}

/** Where an offset of a source lies: "page N", a section title, or the URL / location. */
export function locate(source: Source, offset: number): string {
  const page = source.pages?.find((p) => offset >= p.start && offset < p.end);
  if (page) return `page ${page.page}`;
  const section = source.sections?.find((s) => offset >= s.start && offset < s.end);
  if (section) return section.title;
  return source.location;
}
