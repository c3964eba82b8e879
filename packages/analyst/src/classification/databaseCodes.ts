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

/**
 * `values`: the row's cells by field. A code cell may hold several codes ("4669; 4690",
 * "3561 | 3594"); each needs at least two digits. `industryHeader`: the file's header of the
 * industry column ("Primary Industry" is cited as "Capital IQ Primary Industry").
 */
export function databaseActivityCodes(values: Readonly<Record<string, unknown>> | null | undefined, industryHeader?: string | null): ActivityCode[] {
  const codes: ActivityCode[] = [];
  for (const [field, scheme] of CODE_FIELDS) {
    // Kept as the file gives it ("46.90"): the code is quoted as the database field.
    for (const code of activityCodeParts(values?.[field])) {
      if (/^\d{2}[\d.]*$/.test(code)) codes.push({ scheme, code, field: MAPPED_FIELD_LABELS[field] });
    }
  }
  const industry = values?.industry;
  if (typeof industry === 'string' || typeof industry === 'number') codes.push(...industryLabelCodes(industry, industryFieldName(industryHeader)));
  return codes;
}
