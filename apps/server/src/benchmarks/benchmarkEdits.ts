// Writing a benchmark's own fields: creation, the edit form, the results page's tested party (its
// settings go through benchmarkStore.saveResultsSettings). Every statement names the firm; callers
// run it inside withFirm (db/firmScope.ts).
import type { ResultsSettings } from '@quartile/domain';
import type { SqlRunner } from '../db/database.ts';

export interface NewBenchmark {
  readonly clientId: string;
  readonly name: string;
  readonly testedPartyDescription: string;
  readonly startDate: string;
  readonly financialYears: readonly number[];
}

export async function insertBenchmark(sql: SqlRunner, firmId: string, userId: string, input: NewBenchmark): Promise<string> {
  const [row] = await sql.query<{ id: string }>(
    `insert into benchmarks (firm_id, client_id, name, tested_party_description, start_date, financial_years, created_by)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [firmId, input.clientId, input.name, input.testedPartyDescription, input.startDate, input.financialYears, userId],
  );
  return row!.id;
}

/** The edit form's fields; null keeps a field as it is, except financial_data_setup (set when `setFinancialDataSetup`). */
export interface BenchmarkFieldChanges {
  readonly name: string | null;
  readonly testedPartyDescription: string | null;
  readonly startDate: string | null;
  readonly financialYears: readonly number[] | null;
  readonly setFinancialDataSetup: boolean;
  readonly financialDataSetup: unknown;
}

export async function updateBenchmarkFields(sql: SqlRunner, firmId: string, id: string, changes: BenchmarkFieldChanges): Promise<void> {
  await sql.query(
    `update benchmarks set
       name = coalesce($3, name),
       tested_party_description = coalesce($4, tested_party_description),
       start_date = coalesce($5::date, start_date),
       financial_years = coalesce($6::int[], financial_years),
       financial_data_setup = case when $7::boolean then $8::jsonb else financial_data_setup end,
       version = version + 1, updated_at = now()
     where id = $1 and firm_id = $2`,
    [
      id,
      firmId,
      changes.name,
      changes.testedPartyDescription,
      changes.startDate,
      changes.financialYears,
      changes.setFinancialDataSetup,
      changes.financialDataSetup === undefined ? null : JSON.stringify(changes.financialDataSetup),
    ],
  );
}

/** Locks the benchmark row for this transaction; null when it is not the firm's. */
export async function lockBenchmark(
  sql: SqlRunner,
  firmId: string,
  id: string,
): Promise<{ results_settings: ResultsSettings | null; version: number } | null> {
  const [row] = await sql.query<{ results_settings: ResultsSettings | null; version: number }>(
    'select results_settings, version from benchmarks where id = $1 and firm_id = $2 for update',
    [id, firmId],
  );
  return row ?? null;
}

/** `financials` null keeps the stored ones. */
export async function saveTestedParty(
  sql: SqlRunner,
  firmId: string,
  id: string,
  description: string,
  financials: readonly Record<string, unknown>[] | null,
): Promise<void> {
  await sql.query(
    `update benchmarks set tested_party_description = $3, tested_party_financials = coalesce($4::jsonb, tested_party_financials),
       version = version + 1, updated_at = now() where id = $1 and firm_id = $2`,
    [id, firmId, description, financials ? JSON.stringify(financials) : null],
  );
}
