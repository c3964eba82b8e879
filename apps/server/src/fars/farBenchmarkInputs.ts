// What a FAR proposes for one of its linked benchmarks: the tested party's description, its
// financials and the criteria that follow from its characterisation (product-spec §6).
import type { AppContext } from '../context.ts';
import type { Schemas } from '@quartile/api';
import { farCriteria, farTestedPartyDescription, IMPORT_METRICS, isCharacterisation, isFinancialYear } from '@quartile/domain';
import type { AuthContext } from '../auth/guard.ts';
import { benchmarkCriteria } from '../benchmarks/benchmarkStore.ts';
import { withFirm } from '../db/firmScope.ts';
import { NotFoundError, WorkflowError } from '../errors.ts';
import { getFar } from './farStore.ts';

export const NEEDS_CHARACTERISATION = 'Choose the tested party’s characterisation in the FAR first: the criteria follow from it.';
export const NOT_LINKED = 'Link this benchmark to the FAR report first.';

const FINANCIAL_INPUT_KEYS = new Set<string>(['year', ...IMPORT_METRICS]);

/** A stored year with the benchmark's input metrics only (whatever else a stored year carries stays behind). */
const inputYear = (year: Schemas['FarFinancialYear']): Schemas['CompanyFinancialsInput'] =>
  Object.fromEntries(Object.entries(year).filter(([key]) => FINANCIAL_INPUT_KEYS.has(key))) as Schemas['CompanyFinancialsInput'];

export async function farBenchmarkInputs(ctx: AppContext, auth: AuthContext, farId: string, benchmarkId: string) {
  return withFirm(ctx.database, auth.firmId, async (sql) => {
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
      financials: far.financials.filter((y) => isFinancialYear(Number(y.year))).map(inputYear),
      criteria: { accept: [...criteria.accept], reject: [...criteria.reject] },
      current_criteria: benchmark.criteria,
      current_tested_party_description: benchmark.tested_party_description,
      identical_to_current: same(criteria.accept, benchmark.criteria.accept) && same(criteria.reject, benchmark.criteria.reject),
    };
  });
}
