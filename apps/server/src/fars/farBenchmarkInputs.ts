// What a FAR proposes for one of its linked benchmarks: the tested party's description, its
// financials and the criteria that follow from its characterisation (product-spec §6).
import { farCriteria, farTestedPartyDescription, isCharacterisation, isFinancialYear } from '@quartile/domain';
import type { AuthContext } from '../auth/guard.ts';
import { benchmarkCriteria } from '../benchmarks/benchmarkRows.ts';
import type { Database } from '../db/database.ts';
import { withFirm } from '../db/firmScope.ts';
import { NotFoundError, WorkflowError } from '../errors.ts';
import { getFar } from './farStore.ts';

export const NEEDS_CHARACTERISATION = 'Choose the tested party’s characterisation in the FAR first: the criteria follow from it.';
export const NOT_LINKED = 'Link this benchmark to the FAR report first.';

const FINANCIAL_INPUT_KEYS = new Set([
  'year',
  'revenue',
  'cost_of_goods_sold',
  'gross_profit',
  'operating_expenses',
  'operating_profit',
  'net_profit',
  'total_assets',
]);

export async function farBenchmarkInputs(database: Database, auth: AuthContext, farId: string, benchmarkId: string) {
  return withFirm(database, auth.firmId, async (sql) => {
    const far = await getFar(sql, auth.firmId, farId);
    const benchmark = await benchmarkCriteria(sql, auth.firmId, benchmarkId);
    if (!benchmark) throw new NotFoundError('Benchmark not found');
    if (!(far.benchmarks as { id: string }[]).some((b) => b.id === benchmarkId)) throw new WorkflowError('benchmarkNotLinked', NOT_LINKED);
    if (!isCharacterisation(far.characterisation)) throw new WorkflowError('needsCharacterisation', NEEDS_CHARACTERISATION);
    const facts = { ...(far as unknown as Parameters<typeof farTestedPartyDescription>[0]), characterisation: far.characterisation };
    const criteria = farCriteria(facts);
    const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
    return {
      benchmark_id: benchmarkId,
      tested_party_description: farTestedPartyDescription(facts),
      // The benchmark keeps the tested party's financials in the product's year range only.
      financials: (far.financials as Record<string, unknown>[])
        .filter((y) => isFinancialYear(Number(y.year)))
        .map((y) => Object.fromEntries(Object.entries(y).filter(([key]) => FINANCIAL_INPUT_KEYS.has(key)))),
      criteria,
      current_criteria: benchmark.criteria,
      current_tested_party_description: benchmark.tested_party_description,
      identical_to_current: same(criteria.accept, benchmark.criteria.accept) && same(criteria.reject, benchmark.criteria.reject),
    };
  });
}
