/**
 * How well a database's industry label (Capital IQ "Primary Industry", ADR 0023) resolves to NAICS:
 * S&P 500 constituents carry GICS sub-industry labels, the same kind of words Capital IQ uses
 * ("Building Products", "Industrial Machinery & Supplies & Components"); the SEC gives the same
 * companies' SIC code (matched by CIK), and the Census concordance gives the NAICS 2022 industries
 * of that SIC. A label agrees at the sector when its resolved code's sector is one of the SIC's
 * NAICS sectors, and at the subsector when its first three digits are one of their subsectors (a
 * code of two digits, a bare function such as 42, agrees at the sector only). A measurement, not a
 * target: the SIC of a filer and the GICS label of an index member can honestly disagree.
 */
import { classificationIndex, sectorOf, type ClassificationIndex } from '../classification/classificationIndex.ts';
import { industryLabelCode } from '../classification/industryLabel.ts';

export interface LabelledCompany {
  readonly name: string;
  /** The industry label ("Building Products"). */
  readonly label: string;
  /** The company's SIC 1987 code (4 digits). */
  readonly sic: string;
}

export interface LabelAgreement {
  readonly companies: number;
  /** Companies whose label resolved to a code at all. */
  readonly resolved: number;
  readonly sector: number;
  readonly subsector: number;
  /** Distinct labels, and how many of them agree at the sector / subsector for every company carrying them. */
  readonly labels: number;
  readonly misses: readonly { readonly label: string; readonly code: string | null; readonly title: string | null; readonly truth: readonly string[] }[];
}

export function labelAgreement(companies: readonly LabelledCompany[], resolve: (label: string) => string | null = industryLabelCode, index: ClassificationIndex = classificationIndex()): LabelAgreement {
  let resolved = 0;
  let sector = 0;
  let subsector = 0;
  const cache = new Map<string, string | null>();
  const misses = new Map<string, LabelAgreement['misses'][number]>();
  let counted = 0;
  for (const c of companies) {
    const truth = index.industriesFor('sic', c.sic).map((i) => (index.industries[i] as { code: string }).code);
    if (truth.length === 0) continue;
    counted++;
    if (!cache.has(c.label)) cache.set(c.label, resolve(c.label));
    const code = cache.get(c.label) ?? null;
    if (!code) {
      misses.set(c.label, { label: c.label, code: null, title: null, truth: truth.slice(0, 4) });
      continue;
    }
    resolved++;
    const sectorOk = truth.some((t) => sectorOf(t) === sectorOf(code));
    const subOk = code.length >= 3 && truth.some((t) => t.startsWith(code.slice(0, 3)));
    if (sectorOk) sector++;
    if (subOk) subsector++;
    if (!subOk) misses.set(c.label, { label: c.label, code, title: index.naicsTitle(code), truth: truth.slice(0, 4) });
  }
  return { companies: counted, resolved, sector, subsector, labels: cache.size, misses: [...misses.values()] };
}
