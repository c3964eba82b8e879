/**
 * The activity codes of a row of an uploaded database file, as CompanyInput.activity_codes: the
 * Orbis / TP Catalyst code columns (the import's nace_code / sic_code / naics_code fields) and an
 * industry named in words (the `industry` field: Capital IQ "Primary Industry", resolved through
 * the classification index, industryLabel.ts). The server (its stored attributes) and
 * `quartile screen` (the file's cells) read them the same way; each is cited as the database field
 * and weighed below what the company says about itself (company.ts, ADR 0017).
 */
import { activityCodeParts, industryFieldName, MAPPED_FIELD_LABELS } from '@quartile/domain';
import type { ActivityCode } from '../types.ts';
import { industryLabelCodes } from './industryLabel.ts';

const CODE_FIELDS = [
  ['nace_code', 'nace'],
  ['sic_code', 'sic'],
  ['naics_code', 'naics'],
] as const;

/** The activity fields of a row, by the import's field names. */
export type DatabaseActivityField = (typeof CODE_FIELDS)[number][0] | 'industry';

/** The file's headers of the activity fields ("NACE Rev. 2 core code", "Primary Industry"). */
export type DatabaseFieldHeaders = Readonly<Partial<Record<DatabaseActivityField, string | null>>>;

/**
 * `values`: the row's cells by field. A code cell may hold several codes ("4669; 4690",
 * "3561 | 3594"); each needs at least two digits. `headers`: the file's headers of the activity
 * columns (a string: the industry column's alone, as before); each code carries its database
 * record line, the header (else the field's label) and the cell as the file gives them, which
 * databaseRecordSource stores and the citation quotes. The industry column's citation names
 * Capital IQ's own headers ("Capital IQ Primary Industry").
 */
export function databaseActivityCodes(values: Readonly<Record<string, unknown>> | null | undefined, headers?: string | DatabaseFieldHeaders | null): ActivityCode[] {
  const named: DatabaseFieldHeaders = typeof headers === 'string' ? { industry: headers } : (headers ?? {});
  const line = (field: DatabaseActivityField, cell: unknown) => `${named[field]?.trim() || MAPPED_FIELD_LABELS[field]}: ${String(cell).replace(/\s+/g, ' ').trim()}`;
  const codes: ActivityCode[] = [];
  for (const [field, scheme] of CODE_FIELDS) {
    // Kept as the file gives it ("46.90"): the code is quoted as the database field.
    for (const code of activityCodeParts(values?.[field])) {
      if (/^\d{2}[\d.]*$/.test(code)) codes.push({ scheme, code, field: MAPPED_FIELD_LABELS[field], line: line(field, values?.[field]) });
    }
  }
  const industry = values?.industry;
  if (typeof industry === 'string' || typeof industry === 'number') {
    for (const code of industryLabelCodes(industry, industryFieldName(named.industry))) codes.push({ ...code, line: line('industry', industry) });
  }
  return codes;
}
