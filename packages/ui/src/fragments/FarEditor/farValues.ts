import type { FAR } from '@quartile/api';

/** What a person edits in a FAR report (everything the server saves, without its bookkeeping). */
export type FarValues = Pick<
  FAR,
  | 'title'
  | 'status'
  | 'fiscal_year'
  | 'tested_party'
  | 'tested_party_country'
  | 'group_name'
  | 'industry'
  | 'transactions'
  | 'characterisation'
  | 'characterisation_rationale'
  | 'content'
  | 'financials'
  | 'currency'
> & { benchmark_ids: string[] };

export type FarItemValue = FarValues['content']['functions'][number];
export type FarYearValue = FarValues['financials'][number];

export function valuesOf(far: FAR): FarValues {
  return {
    title: far.title,
    status: far.status,
    fiscal_year: far.fiscal_year,
    tested_party: far.tested_party,
    tested_party_country: far.tested_party_country,
    group_name: far.group_name,
    industry: far.industry,
    transactions: far.transactions,
    characterisation: far.characterisation,
    characterisation_rationale: far.characterisation_rationale,
    content: far.content,
    financials: far.financials,
    currency: far.currency,
    benchmark_ids: far.benchmarks.map((b) => b.id),
  };
}

/** The fields of `next` that differ from `base` (what an autosave sends). */
export function changesBetween(base: FarValues, next: FarValues): Partial<FarValues> {
  const out: Partial<FarValues> = {};
  for (const key of Object.keys(next) as (keyof FarValues)[]) {
    if (JSON.stringify(base[key]) !== JSON.stringify(next[key])) (out as Record<string, unknown>)[key] = next[key];
  }
  return out;
}

export type SaveState = 'saved' | 'saving' | 'unsaved' | 'error' | 'conflict';
