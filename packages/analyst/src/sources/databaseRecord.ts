/**
 * The database record: the activity fields of an uploaded file's row (Orbis "NACE Rev. 2 core
 * code", "US SIC", "NAICS"; Capital IQ "Primary Industry") as a stored source of kind
 * `database_record`, one line per field, the header and the cell as the file gives them:
 *
 *   NACE Rev. 2 core code: 4669
 *   Primary Industry: Industrial Machinery (Primary)
 *
 * Deterministic (same fields, same text, same content hash), so a re-run finds the stored row.
 * A citation of a database activity quotes its line verbatim, so verify.ts keeps it like any other
 * citation; the analysis does not read the record as the company's own words (evidence.ts).
 */
import type { ActivityCode, Source } from '../types.ts';
import { createSource } from './source.ts';

/**
 * Whether a source holds the company's own words (or words about it): the database record is the
 * file's activity fields, cited as evidence of the activity but never read as a description.
 */
export const isOwnWords = (source: Source): boolean => source.kind !== 'database_record';

/**
 * The highest confidence of a decision that rests on a database field alone (ADR 0031): a
 * classification, not the company's account of itself, so a person looks. The learning keeps it.
 */
export const FIELD_CONFIDENCE = 0.6;

/** True when every citation of a result quotes a source that is not the company's own words (its database record). */
export function restsOnDatabaseRecord(citations: readonly { readonly source_id: string }[], sources: readonly Source[]): boolean {
  if (citations.length === 0) return false;
  return citations.every((c) => {
    const source = sources.find((s) => s.id === c.source_id);
    return source !== undefined && !isOwnWords(source);
  });
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The record's line of an activity code: its `line`, else "<field>: <quote or code>". */
export function recordLine(code: Pick<ActivityCode, 'field' | 'code' | 'quote' | 'line'>): string {
  return oneLine(code.line ?? `${code.field}: ${code.quote ?? code.code}`);
}

/** The field's name as the record's line gives it ("US SIC" of "US SIC: 3561"). */
export function recordLineField(line: string): string {
  const at = line.indexOf(': ');
  return at < 0 ? line : line.slice(0, at);
}

/**
 * The record of a row's activity codes (each distinct line once, in the codes' order), or null when
 * there is none. Each line is a section titled with its field, so a citation's location names it.
 */
export function databaseRecordSource(codes: readonly ActivityCode[] | null | undefined, options: { retrieved_at?: string | Date; id?: string } = {}): Source | null {
  const lines = [...new Set((codes ?? []).map(recordLine).filter((l) => l !== ''))];
  if (lines.length === 0) return null;
  const sections: { title: string; start: number; end: number }[] = [];
  let text = '';
  for (const line of lines) {
    if (text !== '') text += '\n';
    sections.push({ title: recordLineField(line), start: text.length, end: text.length + line.length });
    text += line;
  }
  return createSource({ kind: 'database_record', text, sections, ...options });
}
