// The companies of a benchmark: list, edit (which deletes the analysis and needs a re-run,
// spec section 4), include/exclude, and force-validating a flagged data issue.
import { changedFields, recordEvent, userActor } from '../../audit/recordEvent.ts';
import { MESSAGES, isValidUrl, screenReasons } from '@quartile/domain';
import { requireBenchmarking } from '../../auth/guard.ts';
import type { SqlRunner } from '../../db/database.ts';
import { withFirm } from '../../db/firmScope.ts';
import { HttpError, type OperationHandlers } from '../context.ts';
import { BENCHMARK_NOT_FOUND } from '../../benchmarks/benchmarkStore.ts';
import { normalizeWebsite } from './companyFile.ts';
import { SELECT_COMPANY, listCompanies, toCompanyDto, type CompanyRow } from '../../companies/companyStore.ts';

export const COMPANY_NOT_FOUND = 'Company not found';
const ANALYSED_DATA = ['name', 'country', 'website', 'database_description'] as const;

async function loadCompany(sql: SqlRunner, firmId: string, benchmarkId: string, companyId: string): Promise<CompanyRow> {
  const [row] = await sql.query<CompanyRow>(`${SELECT_COMPANY} where id = $1 and benchmark_id = $2 and firm_id = $3 for update`, [companyId, benchmarkId, firmId]);
  if (!row) throw new HttpError(404, COMPANY_NOT_FOUND);
  if (row.deleted_at) throw new HttpError(409, 'This company was deleted with its file and cannot be changed.');
  return row;
}

export const companyHandlers: OperationHandlers = {
  async getCompanies(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    const { benchmark_id: benchmarkId } = request.params as { benchmark_id: string };
    return withFirm(ctx.database, auth.firmId, async (sql) => {
      const [benchmark] = await sql.query('select 1 from benchmarks where id = $1 and firm_id = $2', [benchmarkId, auth.firmId]);
      if (!benchmark) throw new HttpError(404, BENCHMARK_NOT_FOUND);
      return listCompanies(sql, auth.firmId, benchmarkId);
    });
  },

  async updateCompany(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    const { benchmark_id: benchmarkId, company_id: companyId } = request.params as { benchmark_id: string; company_id: string };
    const input = request.body as {
      name?: string;
      country?: string;
      website?: string;
      database_description?: string | null;
      is_excluded?: boolean;
      url_manually_validated?: boolean;
      exclusion_reason?: string | null;
    };
    if (input.website !== undefined) {
      const website = normalizeWebsite(input.website);
      if (!website || !isValidUrl(website)) throw new HttpError(400, MESSAGES.invalidUrlFormat, { website: [MESSAGES.invalidUrlFormat] });
      input.website = website;
    }
    return withFirm(ctx.database, auth.firmId, async (sql) => {
      const current = await loadCompany(sql, auth.firmId, benchmarkId, companyId);
      const dataChanged = ANALYSED_DATA.some((field) => input[field] !== undefined && (input[field]?.trim?.() ?? null) !== current[field]);
      const status = input.is_excluded === true ? 'Excluded' : input.is_excluded === false && current.excluded ? 'Included' : dataChanged && current.status !== 'Not Analyzed' ? 'Ready for Analysis' : current.status;
      await sql.query(
        `update companies set
           name = coalesce($3, name), country = coalesce($4, country), website = coalesce($5, website),
           database_description = case when $6::boolean then $7 else database_description end,
           excluded = coalesce($8, excluded),
           exclusion_source = case when $8::boolean is null then exclusion_source when $8 then 'manual' else null end,
           exclusion_reason = case when $8::boolean is null then coalesce($12, exclusion_reason) else $12 end,
           url_manually_validated = case when $5::text is not null then coalesce($9, false) else coalesce($9, url_manually_validated) end,
           url_issue = case when $5::text is not null then null else url_issue end,
           analysis = case when $10::boolean then null else analysis end,
           conflict = case when $10::boolean then false else conflict end,
           criteria_change = case when $10::boolean then null else criteria_change end,
           outdated_criteria = case when $10::boolean then false else outdated_criteria end,
           status = $11, version = version + 1, updated_at = now()
         where id = $1 and firm_id = $2`,
        [
          companyId,
          auth.firmId,
          input.name?.trim() ?? null,
          input.country?.trim() ?? null,
          input.website ?? null,
          'database_description' in input,
          input.database_description?.trim() || null,
          input.is_excluded ?? null,
          input.url_manually_validated ?? null,
          dataChanged,
          status,
          input.exclusion_reason?.trim() || null,
        ],
      );
      const [row] = await sql.query<CompanyRow>(`${SELECT_COMPANY} where id = $1`, [companyId]);
      const fields = ['name', 'country', 'website', 'database_description', 'excluded', 'exclusion_reason', 'url_manually_validated', 'status'] as const;
      const change = changedFields(
        Object.fromEntries(fields.map((f) => [f, current[f]])),
        Object.fromEntries(fields.map((f) => [f, row![f]])),
      );
      if (change) {
        await recordEvent(sql, {
          firmId: auth.firmId,
          benchmarkId,
          companyId,
          actor: userActor(auth.userId),
          action: 'excluded' in change.after ? (row!.excluded ? 'company.excluded' : 'company.included') : 'company.updated',
          details: dataChanged ? { analysis_deleted: current.analysis !== null } : {},
          ...change,
        });
      }
      return toCompanyDto(row!);
    });
  },

  async forceValidateLookout(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    const { benchmark_id: benchmarkId, company_id: companyId } = request.params as { benchmark_id: string; company_id: string };
    const { lookout } = request.body as { lookout: 'website' | 'country' | 'name' | 'source'; note?: string };
    return withFirm(ctx.database, auth.firmId, async (sql) => {
      const current = await loadCompany(sql, auth.firmId, benchmarkId, companyId);
      if ((lookout === 'website' || lookout === 'source') && !current.website) {
        throw new HttpError(400, 'Add a website before validating it.', { website: [MESSAGES.requiredField] });
      }
      if (lookout === 'website' || lookout === 'source') {
        await sql.query('update companies set url_manually_validated = true, url_issue = null, version = version + 1, updated_at = now() where id = $1', [companyId]);
      }
      await recordEvent(sql, { firmId: auth.firmId, benchmarkId, companyId, actor: userActor(auth.userId), action: 'lookout.force_validated', details: { lookout, note: (request.body as { note?: string }).note ?? null } });
      const [row] = await sql.query<CompanyRow>(`${SELECT_COMPANY} where id = $1`, [companyId]);
      return toCompanyDto(row!);
    });
  },
};

export const screenHandlers: OperationHandlers = {
  async applyQuantitativeScreens(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    const { benchmark_id: benchmarkId } = request.params as { benchmark_id: string };
    const body = request.body as {
      independence?: { allowed: string[]; exclude_unknown?: boolean } | null;
      data_availability?: boolean;
      persistent_losses?: { loss_years: number } | null;
      min_revenue?: number | null;
    };
    const screens = {
      independence: body.independence ? { allowed: body.independence.allowed, excludeUnknown: body.independence.exclude_unknown ?? false } : null,
      dataAvailability: body.data_availability ?? false,
      persistentLosses: body.persistent_losses ? { lossYears: body.persistent_losses.loss_years } : null,
      minRevenue: body.min_revenue ?? null,
    };
    return withFirm(ctx.database, auth.firmId, async (sql) => {
      const [benchmark] = await sql.query<{ financial_years: number[] }>('select financial_years from benchmarks where id = $1 and firm_id = $2 for update', [benchmarkId, auth.firmId]);
      if (!benchmark) throw new HttpError(404, BENCHMARK_NOT_FOUND);
      if (screens.persistentLosses && screens.persistentLosses.lossYears > benchmark.financial_years.length) {
        const message = `Choose at most ${benchmark.financial_years.length} loss years (the benchmark has ${benchmark.financial_years.length} financial years).`;
        throw new HttpError(400, message, { persistent_losses: [message] });
      }
      const companies = await sql.query<CompanyRow>(
        `${SELECT_COMPANY} where benchmark_id = $1 and firm_id = $2 and deleted_at is null`,
        [benchmarkId, auth.firmId],
      );
      const results = companies.map((c) => ({
        company: c,
        reasons: screenReasons(
          { independenceIndicator: (c.attributes?.independence_indicator as string | undefined) ?? null, financials: Array.isArray(c.financials) ? c.financials : [] },
          screens,
          benchmark.financial_years,
        ),
      }));
      const toExclude = results.filter((r) => r.reasons.length > 0 && r.company.exclusion_source !== 'manual');
      const toInclude = results.filter((r) => r.reasons.length === 0 && r.company.exclusion_source === 'screen');
      await sql.query(
        `update companies c set excluded = true, exclusion_source = 'screen', exclusion_reason = r.reason,
           status = case when c.status in ('Not Analyzed', 'Ready for Analysis', 'Included') then 'Excluded' else c.status end,
           version = version + 1, updated_at = now()
         from jsonb_to_recordset($2::jsonb) as r(id uuid, reason text) where c.id = r.id and c.firm_id = $1`,
        [auth.firmId, JSON.stringify(toExclude.map((r) => ({ id: r.company.id, reason: r.reasons.join('; ') })))],
      );
      await sql.query(
        `update companies set excluded = false, exclusion_source = null, exclusion_reason = null,
           status = case when status = 'Excluded' then 'Included' else status end, version = version + 1, updated_at = now()
         where firm_id = $1 and id = any($2::uuid[])`,
        [auth.firmId, toInclude.map((r) => r.company.id)],
      );
      await sql.query('update benchmarks set screens = $2, version = version + 1, updated_at = now() where id = $1', [benchmarkId, JSON.stringify(body)]);
      await recordEvent(sql, { firmId: auth.firmId, benchmarkId, actor: userActor(auth.userId), action: 'screens.applied', details: { screens: body, excluded: toExclude.length, included_again: toInclude.length } });
      return {
        excluded: toExclude.length,
        included_again: toInclude.length,
        results: results.filter((r) => r.reasons.length > 0).map((r) => ({ company_id: r.company.id, reasons: r.reasons })),
      };
    });
  },
};
