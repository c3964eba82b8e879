// Year-on-year roll-forward (spec section 7: yoy-upload-file-headers, yoy-process-file,
// yoy-import-data, yoy-remove-year): a newer export adds a year of financials to the companies it
// matches, by BvD ID when both sides have one, else by name and country.
import { recordEvent, userActor } from '../../audit/recordEvent.ts';
import { requireBenchmarking } from '../../auth/guard.ts';
import { insertBlob } from '../../blob/blobStore.ts';
import type { SqlRunner } from '../../db/database.ts';
import { withFirm } from '../../db/firmScope.ts';
import { HttpError, type OperationHandlers } from '../context.ts';
import { BENCHMARK_NOT_FOUND } from '../../benchmarks/benchmarkStore.ts';
import { getBenchmarkDto } from '../../benchmarks/benchmarkRows.ts';
import { sniffCompanyFile, UPLOAD_LIMIT_BYTES } from './fileSniff.ts';

interface YoyRow {
  bvd_id?: string | null;
  name?: string | null;
  country?: string | null;
  values: Record<string, number | null>;
}

/** Lower case, no accents or punctuation, single spaces: "BETA TRADING SpA" and "Beta Trading S.p.A." match. */
export const matchKey = (value: string | null | undefined): string =>
  (value ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.'’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

function parseJsonList(value: unknown, field: string): string[] {
  if (value === undefined) return [];
  try {
    const parsed: unknown = JSON.parse(String(value));
    if (Array.isArray(parsed) && parsed.length <= 1000 && parsed.every((v) => typeof v === 'string' && v.length <= 1000)) return parsed as string[];
  } catch {
    // reported below
  }
  throw new HttpError(400, `${field} must be a JSON list of texts.`, { [field]: ['Must be a JSON list of texts.'] });
}

async function assertBenchmark(sql: SqlRunner, firmId: string, benchmarkId: string): Promise<void> {
  const [row] = await sql.query('select 1 from benchmarks where id = $1 and firm_id = $2 for update', [benchmarkId, firmId]);
  if (!row) throw new HttpError(404, BENCHMARK_NOT_FOUND);
}

async function loadUpload(sql: SqlRunner, firmId: string, benchmarkId: string, uploadId: string) {
  const [upload] = await sql.query<{ id: string; pending_year: number | null; pending_matches: { company_id: string; values: Record<string, number | null> }[] | null; imported_at: string | null }>(
    'select id, pending_year, pending_matches, imported_at::text from yoy_uploads where id = $1 and benchmark_id = $2 and firm_id = $3 for update',
    [uploadId, benchmarkId, firmId],
  );
  if (!upload) throw new HttpError(404, 'This roll-forward file was not found. Upload it again.');
  return upload;
}

export const yearOnYearHandlers: OperationHandlers = {
  async yoyUploadFileHeaders(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    const { benchmark_id: benchmarkId } = request.params as { benchmark_id: string };
    if (!request.isMultipart()) throw new HttpError(400, 'Send the file as multipart/form-data in the field "file".');
    const part = await request.file({ limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1 } });
    if (!part) throw new HttpError(400, 'No file was sent.', { file: ['This field is required'] });
    const data = new Uint8Array(await part.toBuffer());
    if (part.file.truncated) throw new HttpError(413, `The file is larger than ${UPLOAD_LIMIT_BYTES / 1024 / 1024} MB.`);
    const sniffed = sniffCompanyFile(part.filename, data);
    if (!sniffed.ok) throw new HttpError(400, sniffed.message, { file: [sniffed.message] });
    const field = (name: string) => (part.fields[name] as { value?: unknown } | undefined)?.value;
    const headers = parseJsonList(field('headers'), 'headers');
    if (headers.length === 0) throw new HttpError(400, 'No columns found in the file', { headers: ['No columns found in the file'] });
    const sheetNames = parseJsonList(field('sheet_names'), 'sheet_names');
    const sheetName = typeof field('sheet_name') === 'string' ? String(field('sheet_name')).slice(0, 200) : null;
    return withFirm(ctx.database, auth.firmId, async (sql) => {
      await assertBenchmark(sql, auth.firmId, benchmarkId);
      const blob = await insertBlob(sql, { firmId: auth.firmId, filename: part.filename, contentType: sniffed.contentType, data });
      const [upload] = await sql.query<{ id: string }>(
        `insert into yoy_uploads (firm_id, benchmark_id, blob_id, filename, sheet_name, sheet_names, headers, uploaded_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
        [auth.firmId, benchmarkId, blob.id, part.filename, sheetName, JSON.stringify(sheetNames), JSON.stringify(headers), auth.userId],
      );
      return { upload_id: upload!.id, sheet_names: sheetNames, headers };
    });
  },

  async yoyProcessFile(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    const { benchmark_id: benchmarkId } = request.params as { benchmark_id: string };
    const body = request.body as { upload_id: string; year: number; column_mapping?: Record<string, string>; rows: YoyRow[] };
    return withFirm(ctx.database, auth.firmId, async (sql) => {
      const upload = await loadUpload(sql, auth.firmId, benchmarkId, body.upload_id);
      if (upload.imported_at) throw new HttpError(409, 'This file was already imported. Upload the file again to import another year.');
      const companies = await sql.query<{ id: string; bvd_id: string | null; name: string | null; country: string | null; years: number[] }>(
        `select id, bvd_id, name, country,
                coalesce((select array_agg((e->>'year')::int) from jsonb_array_elements(case when jsonb_typeof(financials) = 'array' then financials else '[]' end) e), '{}') as years
         from companies where benchmark_id = $1 and firm_id = $2 and deleted_at is null`,
        [benchmarkId, auth.firmId],
      );
      const byBvd = new Map(companies.filter((c) => c.bvd_id).map((c) => [matchKey(c.bvd_id), c]));
      const byName = new Map<string, typeof companies>();
      for (const c of companies) byName.set(matchKey(c.name), [...(byName.get(matchKey(c.name)) ?? []), c]);

      const matches = new Map<string, Record<string, number | null>>();
      const unmatched: string[] = [];
      let byBvdCount = 0;
      for (const row of body.rows) {
        let company = row.bvd_id ? byBvd.get(matchKey(row.bvd_id)) : undefined;
        if (company) byBvdCount++;
        else {
          const candidates = (byName.get(matchKey(row.name)) ?? []).filter((c) => !row.country || !c.country || matchKey(c.country) === matchKey(row.country));
          company = candidates.length === 1 ? candidates[0] : undefined;
        }
        if (company && !matches.has(company.id)) matches.set(company.id, row.values);
        else if (!company) unmatched.push(row.name?.trim() || row.bvd_id?.trim() || '(no name)');
      }
      const replaces = companies.some((c) => matches.has(c.id) && c.years.includes(body.year));
      await sql.query('update yoy_uploads set pending_year = $2, pending_matches = $3, column_mapping = $4 where id = $1', [
        upload.id,
        body.year,
        JSON.stringify([...matches].map(([company_id, values]) => ({ company_id, values }))),
        JSON.stringify(body.column_mapping ?? {}),
      ]);
      return { upload_id: upload.id, year: body.year, matched: matches.size, matched_by_bvd_id: byBvdCount, replaces_existing_year: replaces, unmatched_names: unmatched.slice(0, 500) };
    });
  },

  async yoyImportData(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    const { benchmark_id: benchmarkId } = request.params as { benchmark_id: string };
    const body = request.body as { upload_id: string; year: number };
    return withFirm(ctx.database, auth.firmId, async (sql) => {
      await assertBenchmark(sql, auth.firmId, benchmarkId);
      const upload = await loadUpload(sql, auth.firmId, benchmarkId, body.upload_id);
      if (upload.imported_at) throw new HttpError(409, 'This file was already imported.');
      if (upload.pending_year !== body.year || !upload.pending_matches) throw new HttpError(409, 'Match the file for this year before importing it.');
      // Replace the year's entry (if any) in each matched company's financials, in one statement.
      const updated = await sql.query(
        `update companies c set
           financials = (
             select coalesce(jsonb_agg(e order by (e->>'year')::int), '[]') from (
               select e from jsonb_array_elements(case when jsonb_typeof(c.financials) = 'array' then c.financials else '[]' end) e where (e->>'year')::int <> $3
               union all select jsonb_build_object('year', $3::int) || m.values
             ) y(e)
           ),
           version = version + 1, updated_at = now()
         from jsonb_to_recordset($4::jsonb) as m(company_id uuid, values jsonb)
         where c.id = m.company_id and c.benchmark_id = $1 and c.firm_id = $2 and c.deleted_at is null
         returning c.id`,
        [benchmarkId, auth.firmId, body.year, JSON.stringify(upload.pending_matches)],
      );
      await sql.query(
        `update benchmarks set financial_years = (select array_agg(distinct y order by y) from unnest(financial_years || $3::int) y), version = version + 1, updated_at = now()
         where id = $1 and firm_id = $2`,
        [benchmarkId, auth.firmId, body.year],
      );
      await sql.query('update yoy_uploads set imported_at = now() where id = $1', [upload.id]);
      await recordEvent(sql, { firmId: auth.firmId, benchmarkId, actor: userActor(auth.userId), action: 'year.imported', details: { year: body.year, updated_companies: updated.length, upload_id: upload.id } });
      return { year: body.year, updated_companies: updated.length };
    });
  },

  async yoyRemoveYear(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    const { benchmark_id: benchmarkId } = request.params as { benchmark_id: string };
    const { year } = request.body as { year: number };
    return withFirm(ctx.database, auth.firmId, async (sql) => {
      await assertBenchmark(sql, auth.firmId, benchmarkId);
      const [benchmark] = await sql.query<{ financial_years: number[] }>('select financial_years from benchmarks where id = $1', [benchmarkId]);
      if (!benchmark!.financial_years.includes(year)) throw new HttpError(400, `${year} is not a year of this benchmark.`, { year: [`${year} is not a year of this benchmark.`] });
      if (benchmark!.financial_years.length === 1) throw new HttpError(409, 'A benchmark keeps at least one financial year.');
      await sql.query(
        `update companies set financials = (
           select coalesce(jsonb_agg(e), '[]') from jsonb_array_elements(case when jsonb_typeof(financials) = 'array' then financials else '[]' end) e where (e->>'year')::int <> $3
         ), version = version + 1, updated_at = now()
         where benchmark_id = $1 and firm_id = $2 and jsonb_typeof(financials) = 'array'`,
        [benchmarkId, auth.firmId, year],
      );
      await sql.query('update benchmarks set financial_years = array_remove(financial_years, $3), version = version + 1, updated_at = now() where id = $1 and firm_id = $2', [benchmarkId, auth.firmId, year]);
      await recordEvent(sql, { firmId: auth.firmId, benchmarkId, actor: userActor(auth.userId), action: 'year.removed', details: { year }, before: { financial_years: benchmark!.financial_years }, after: { financial_years: benchmark!.financial_years.filter((y) => y !== year) } });
      return getBenchmarkDto(sql, auth.firmId, benchmarkId);
    });
  },
};
