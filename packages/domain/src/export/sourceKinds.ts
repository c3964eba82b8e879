/**
 * How a stored source's kind is named to a person (the evidence view, the workbook, the evidence
 * report and the study report), one home for every surface (ADR 0020). `database_record` is the
 * uploaded file's activity fields (NACE / US SIC / NAICS codes, Capital IQ industry), one line per
 * field, which a citation of a database field quotes (ADR 0031).
 */
export const SOURCE_KIND_LABELS: Readonly<Record<string, string>> = {
  website: 'Website',
  annual_report: 'Annual report',
  database_description: 'Database description',
  external_profile: 'External profile',
  database_record: 'Database record',
  financial_data: 'Financial data',
};

/** The label of a source kind; an unknown kind in words ("some_kind" -> "Some kind"), never the raw key. */
export function sourceKindLabel(kind: string): string {
  const known = SOURCE_KIND_LABELS[kind];
  if (known) return known;
  const words = kind.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What the database record holds, as a source's name where it has no title of its own. */
export const DATABASE_RECORD_NAME = 'Activity fields of the uploaded file';

/** The `source` of a citation of the database record (its stored location). */
export const DATABASE_RECORD_SOURCE = 'database record';

/** What the database description is, as a source's name where it has no title of its own. */
export const DATABASE_DESCRIPTION_NAME = 'Trade description of the uploaded file';

/** The `source` (and location) of a citation of the database description, as stored. */
export const DATABASE_DESCRIPTION_SOURCE = 'description';

/**
 * A source's name as a person reads it: its title, the database record and the database description
 * by what they hold (never their stored places "database record" / "description"), else its place.
 */
export function sourceDisplayName(s: { readonly kind: string; readonly title?: string | null; readonly location?: string | null; readonly url?: string | null }): string {
  if (s.title) return s.title;
  if (s.kind === 'database_record') return DATABASE_RECORD_NAME;
  if (s.kind === 'database_description') return DATABASE_DESCRIPTION_NAME;
  return s.location ?? s.url ?? sourceKindLabel(s.kind);
}

/**
 * A citation's stored `source` as a person reads it: the database record and the database description
 * by their labels ("Database record", "Database description"), a page or document as cited.
 */
export function citationSourceLabel(source: string): string {
  if (source === DATABASE_RECORD_SOURCE) return sourceKindLabel('database_record');
  if (source === DATABASE_DESCRIPTION_SOURCE) return sourceKindLabel('database_description');
  return source;
}

/**
 * Where a citation comes from, as shown beside its quote: "Database record · US SIC" for a database
 * field (the record and the field it quotes), "Database description" for the uploaded trade
 * description, else its source and, when it says more, its location ("https://… · About us").
 */
export function citationWhere(c: { readonly source: string; readonly location?: string | null }): string {
  const source = citationSourceLabel(c.source);
  return c.location && c.location !== c.source ? `${source} · ${c.location}` : source;
}
