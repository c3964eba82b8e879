/**
 * How often a company's own words are read as the industry its register files it under: the first
 * activity of readCompany (classification/company.ts) against the company's NAICS code. The
 * decisions rest on this reading, so it bounds them (ADR 0017, tenth stop). A measurement, not a
 * target: a register's code and a company's own description can honestly disagree.
 *
 * The labels are NAICS Canada (the ccc profiles): its wholesale trade is sector 41 (NAICS 2022 US:
 * 42), so wholesalers are left out; at the sector, 31-33, 44-45 and 48-49 are one sector each.
 */
import { collectEvidence } from '../analysis/evidence.ts';
import { sectorOf } from '../classification/classificationIndex.ts';
import { readCompany } from '../classification/company.ts';
import { descriptionSource } from '../sources/source.ts';

export interface ReadCompany {
  readonly name: string;
  readonly text: string;
  /** The register's NAICS (Canada) code, at least 3 digits. */
  readonly naics: string;
}

export interface ReadingAgreement {
  /** Companies counted (wholesalers left out). */
  readonly companies: number;
  /** Companies of which no sentence names an activity. */
  readonly unread: number;
  /** Share whose first activity lies in the labelled sector, 3-digit subsector, 4-digit industry group. */
  readonly sector: number;
  readonly subsector: number;
  readonly industry_group: number;
  /** Share whose first three activities include the labelled subsector. */
  readonly subsector_in_top3: number;
  /** The most frequent sector confusions, "labelled->read": count. */
  readonly confusions: readonly (readonly [string, number])[];
}

const share = (n: number, of: number) => Math.round((n / Math.max(1, of)) * 1000) / 1000;

export function readingAgreement(companies: readonly ReadCompany[], confusions = 12): ReadingAgreement {
  let counted = 0;
  let unread = 0;
  let sector = 0;
  let subsector = 0;
  let group = 0;
  let top3 = 0;
  const confused = new Map<string, number>();
  for (const c of companies) {
    if (c.naics.startsWith('41')) continue;
    counted++;
    const reading = readCompany(collectEvidence([descriptionSource(c.text)], { companyName: c.name }), [], c.name);
    const first = reading.activities[0];
    if (!first) {
      unread++;
      continue;
    }
    if (sectorOf(first.code) === sectorOf(c.naics)) sector++;
    else {
      const key = `${sectorOf(c.naics)}->${sectorOf(first.code)}`;
      confused.set(key, (confused.get(key) ?? 0) + 1);
    }
    if (first.code.slice(0, 3) === c.naics.slice(0, 3)) subsector++;
    if (c.naics.length >= 4 && first.code.slice(0, 4) === c.naics.slice(0, 4)) group++;
    if (reading.activities.slice(0, 3).some((a) => a.code.slice(0, 3) === c.naics.slice(0, 3))) top3++;
  }
  return {
    companies: counted,
    unread,
    sector: share(sector, counted),
    subsector: share(subsector, counted),
    industry_group: share(group, counted),
    subsector_in_top3: share(top3, counted),
    confusions: [...confused].sort((a, b) => b[1] - a[1]).slice(0, confusions),
  };
}
