// The activity codes of an uploaded database file (Orbis "NACE Rev. 2 core code", "US SIC",
// "NAICS" columns, mapped by the import to the nace_code / sic_code / naics_code attributes; a
// Capital IQ industry label, the `industry` attribute) as the analyst's CompanyInput.activity_codes:
// evidence cited as the database field, weighed below what the company says about itself (ADR 0017).
// The reading is the analyst's (databaseActivityCodes), shared with `quartile screen`.
import { databaseActivityCodes, type ActivityCode } from '@quartile/analyst';

/** `industryHeader`: the file's header of the industry column, e.g. "Primary Industry" (cited as "Capital IQ Primary Industry"). */
export function activityCodesOf(attributes: Record<string, unknown> | null | undefined, industryHeader?: string | null): ActivityCode[] {
  return databaseActivityCodes(attributes, industryHeader);
}
