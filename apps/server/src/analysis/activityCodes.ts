// The activity codes of an uploaded database file (Orbis "NACE Rev. 2 core code", "US SIC",
// "NAICS" columns, mapped by the import to the nace_code / sic_code / naics_code attributes) as the
// analyst's CompanyInput.activity_codes: evidence cited as the database field, weighed below what
// the company says about itself (ADR 0017).
import type { ActivityCode } from '@quartile/analyst';
import { MAPPED_FIELD_LABELS } from '@quartile/domain';

const FIELDS = [
  ['nace_code', 'nace'],
  ['sic_code', 'sic'],
  ['naics_code', 'naics'],
] as const;

/** A cell may hold several codes ("4669; 4690", "3561 | 3594"); each needs at least two digits. */
export function activityCodesOf(attributes: Record<string, unknown> | null | undefined): ActivityCode[] {
  const codes: ActivityCode[] = [];
  for (const [field, scheme] of FIELDS) {
    const value = attributes?.[field];
    if (value === null || value === undefined) continue;
    for (const part of String(value).split(/[;,|/\n]+/)) {
      const code = part.trim();
      if (!/^\d{2}[\d.]*$/.test(code)) continue;
      codes.push({ scheme, code, field: MAPPED_FIELD_LABELS[field] });
    }
  }
  return codes;
}
