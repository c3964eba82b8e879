// Creating a benchmark and editing its fields (spec sections 2 and 7); every change is audited.
import type { Benchmark, BenchmarkCreate, BenchmarkUpdate } from '@quartile/api';
import { changedFields, recordUserEvent } from '../audit/recordEvent.ts';
import type { AuthContext } from '../auth/guard.ts';
import { clientInFirm } from '../clients/clientStore.ts';
import type { AppContext } from '../context.ts';
import { withFirm } from '../db/firmScope.ts';
import { setBenchmarkFars } from '../fars/farStore.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import { getBenchmarkDto, insertBenchmark, updateBenchmarkFields } from './benchmarkStore.ts';


function assertYears(years: readonly number[] | undefined): void {
  if (years && years.length === 0) throw new ValidationError('Choose at least one financial year.', { financial_years: ['Choose at least one financial year.'] });
}

export async function createBenchmark(ctx: AppContext, auth: AuthContext, input: BenchmarkCreate): Promise<Benchmark> {
  assertYears(input.financial_years);
  if (!input.name.trim()) throw new ValidationError('This field is required', { name: ['This field is required'] });
  return withFirm(ctx.database, auth.firmId, async (sql) => {
    if (!(await clientInFirm(sql, auth.firmId, input.client_id))) throw new NotFoundError('Client not found', { client_id: ['Client not found'] });
    const id = await insertBenchmark(sql, auth.firmId, auth.userId, {
      clientId: input.client_id,
      name: input.name.trim(),
      testedPartyDescription: input.tested_party_description.trim(),
      startDate: input.start_date,
      financialYears: [...input.financial_years].sort(),
    });
    const created = await getBenchmarkDto(sql, auth.firmId, id);
    await recordUserEvent(sql, auth, {
      benchmarkId: id,
      action: 'benchmark.created',
      after: { name: created.name, client_id: input.client_id, financial_years: created.financial_years },
    });
    return created;
  });
}

export async function updateBenchmark(ctx: AppContext, auth: AuthContext, id: string, input: BenchmarkUpdate): Promise<Benchmark> {
  assertYears(input.financial_years);
  return withFirm(ctx.database, auth.firmId, async (sql) => {
    const before = await getBenchmarkDto(sql, auth.firmId, id);
    if (input.far_ids) await setBenchmarkFars(sql, auth.firmId, id, String(before.client_id), input.far_ids);
    await updateBenchmarkFields(sql, auth.firmId, id, {
      name: input.name?.trim() || null,
      testedPartyDescription: input.tested_party_description ?? null,
      startDate: input.start_date ?? null,
      financialYears: input.financial_years ? [...input.financial_years].sort() : null,
      setFinancialDataSetup: 'financial_data_setup' in input,
      financialDataSetup: input.financial_data_setup,
    });
    const after = await getBenchmarkDto(sql, auth.firmId, id);
    const fields = ['name', 'tested_party_description', 'start_date', 'financial_years', 'financial_data_setup', 'fars'];
    const change = changedFields(pick(before, fields), pick(after, fields));
    if (change) await recordUserEvent(sql, auth, { benchmarkId: id, action: 'benchmark.updated', ...change });
    return after;
  });
}

export const pick = (record: Record<string, unknown>, keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, record[k]]));
