// Financial analysis reports (product-spec §2, §6): employees only; another firm's report, client or
// benchmark answers 404. Each save stores a revision; a save from an older version answers 409.
import {
  farCriteria,
  farTemplate,
  farTestedPartyDescription,
  isCharacterisation,
  MESSAGES,
  type Characterisation,
  type FarMatrix,
} from '@quartile/domain';
import { requireEmployee } from '../../auth/guard.ts';
import type { SqlRunner } from '../../db/database.ts';
import { withFirm } from '../../db/firmScope.ts';
import { exportFar } from '../../fars/farExport.ts';
import {
  addRevision,
  FAR_NOT_FOUND,
  foreignBenchmarks,
  getFar,
  listFars,
  listRevisions,
  setFarBenchmarks,
  type FarRow,
} from '../../fars/farStore.ts';
import { HttpError, type OperationHandlers } from '../context.ts';

const TEXT_FIELDS = [
  'title',
  'status',
  'tested_party',
  'tested_party_country',
  'group_name',
  'industry',
  'transactions',
  'characterisation_rationale',
  'currency',
] as const;

/** Field names as a reader of the history sees them, in the report's reading order. */
const FIELD_LABELS: Record<string, string> = {
  title: 'title',
  status: 'status',
  fiscal_year: 'fiscal year',
  tested_party: 'tested party',
  tested_party_country: 'country',
  group_name: 'group',
  industry: 'products or services',
  currency: 'currency',
  transactions: 'transactions',
  functions: 'functions',
  assets: 'assets',
  risks: 'risks',
  characterisation: 'characterisation',
  characterisation_rationale: 'rationale',
  financials: 'financials',
  benchmarks: 'linked benchmarks',
};
const FIELD_ORDER = Object.keys(FIELD_LABELS);

export const STALE_FAR =
  'This report was changed by someone else since you opened it. Your changes are kept on the page: reload their version or save yours over it.';
export const NEEDS_CHARACTERISATION = 'Choose the tested party’s characterisation in the FAR first: the criteria follow from it.';
export const NOT_LINKED = 'Link this benchmark to the FAR report first.';

type FarInput = {
  title?: string;
  status?: 'draft' | 'final';
  fiscal_year?: number | null;
  tested_party?: string;
  tested_party_country?: string;
  group_name?: string;
  industry?: string;
  transactions?: string;
  characterisation?: Characterisation | null;
  characterisation_rationale?: string;
  content?: FarMatrix;
  financials?: { year: number }[];
  currency?: string | null;
  benchmark_ids?: string[];
  base_version?: number;
};

const bad = (field: string, message: string) => new HttpError(400, message, { [field]: [message] });

/** Trims text and refuses what only the server can see as wrong (blank names, a year twice). */
function clean(input: FarInput): FarInput {
  const out: FarInput = { ...input };
  for (const field of TEXT_FIELDS) {
    const value = input[field];
    if (typeof value === 'string') (out as Record<string, unknown>)[field] = value.trim();
  }
  if (out.title !== undefined && !out.title) throw bad('title', MESSAGES.requiredField);
  if (out.currency === '') out.currency = null;
  if (input.content) {
    const content = {} as Record<keyof FarMatrix, FarMatrix[keyof FarMatrix]>;
    for (const section of ['functions', 'assets', 'risks'] as const) {
      content[section] = input.content[section].map((item, i) => {
        const name = item.name.trim();
        if (!name) throw bad(`content.${section}.${i}.name`, MESSAGES.requiredField);
        return { ...item, name, performed_by: item.performed_by.trim(), notes: item.notes.trim() };
      });
    }
    out.content = content as FarMatrix;
  }
  if (input.financials) {
    const years = input.financials.map((f) => f.year);
    const twice = years.find((y, i) => years.indexOf(y) !== i);
    if (twice !== undefined) throw bad('financials', `The year ${twice} is there twice.`);
    out.financials = [...input.financials].sort((a, b) => a.year - b.year);
  }
  return out;
}

async function checkBenchmarks(sql: SqlRunner, firmId: string, clientId: string, ids: readonly string[]): Promise<void> {
  const foreign = await foreignBenchmarks(sql, firmId, clientId, ids);
  if (foreign.length === 0) return;
  const [inFirm] = await sql.query('select 1 from benchmarks where firm_id = $1 and id = any($2::uuid[])', [firmId, foreign]);
  if (!inFirm) throw new HttpError(404, 'Benchmark not found', { benchmark_ids: ['Benchmark not found'] });
  throw bad('benchmark_ids', 'A FAR report links only to benchmarks of its own client.');
}

const stringify = (value: unknown) => JSON.stringify(value ?? null);

/** The fields whose values differ, by their history names (content by section). */
function changedFields(before: FarRow, after: FarRow): string[] {
  const fields: string[] = [];
  for (const key of [...TEXT_FIELDS, 'fiscal_year', 'characterisation', 'financials'] as const)
    if (stringify(before[key]) !== stringify(after[key])) fields.push(key);
  const b = before.content as FarMatrix;
  const a = after.content as FarMatrix;
  for (const section of ['functions', 'assets', 'risks'] as const)
    if (stringify(b[section]) !== stringify(a[section])) fields.push(section);
  if (stringify(before.benchmarks) !== stringify(after.benchmarks)) fields.push('benchmarks');
  return fields.sort((a, b) => FIELD_ORDER.indexOf(a) - FIELD_ORDER.indexOf(b));
}

function summary(fields: readonly string[]): string {
  const labels = fields.map((f) => FIELD_LABELS[f] ?? f);
  if (labels.length === 0) return 'Saved without changes';
  const text = labels.length === 1 ? labels[0]! : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
  return `Edited ${text}`;
}

export const farHandlers: OperationHandlers = {
  async listFars(request, _reply, ctx) {
    const auth = requireEmployee(request);
    const { search = '', page = 1, page_size: pageSize = 20 } = request.query as { search?: string; page?: number; page_size?: number };
    return withFirm(ctx.database, auth.firmId, async (sql) => ({
      ...(await listFars(sql, auth.firmId, search, pageSize, (page - 1) * pageSize)),
      page,
      page_size: pageSize,
    }));
  },

  async createFar(request, reply, ctx) {
    const auth = requireEmployee(request);
    const input = clean(request.body as FarInput & { client_id: string });
    const clientId = (request.body as { client_id: string }).client_id;
    const created = await withFirm(ctx.database, auth.firmId, async (sql) => {
      const [client] = await sql.query('select 1 from clients where id = $1 and firm_id = $2', [clientId, auth.firmId]);
      if (!client) throw new HttpError(404, MESSAGES.clientNotFound, { client_id: [MESSAGES.clientNotFound] });
      await checkBenchmarks(sql, auth.firmId, clientId, input.benchmark_ids ?? []);
      const characterisation = input.characterisation ?? null;
      const content = input.content ?? farTemplate(characterisation, input.group_name || 'Group principal');
      const [row] = await sql.query<{ id: string }>(
        `insert into fars (firm_id, client_id, title, status, fiscal_year, tested_party, tested_party_country, group_name, industry, transactions,
                           characterisation, characterisation_rationale, content, financials, currency, created_by, updated_by)
         values ($1, $2, $3, coalesce($4, 'draft'), $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16) returning id`,
        [
          auth.firmId,
          clientId,
          input.title,
          input.status ?? null,
          input.fiscal_year ?? null,
          input.tested_party ?? '',
          input.tested_party_country ?? '',
          input.group_name ?? '',
          input.industry ?? '',
          input.transactions ?? '',
          characterisation,
          input.characterisation_rationale ?? '',
          JSON.stringify(content),
          JSON.stringify(input.financials ?? []),
          input.currency ?? null,
          auth.userId,
        ],
      );
      await setFarBenchmarks(sql, auth.firmId, row!.id, input.benchmark_ids ?? []);
      const far = await getFar(sql, auth.firmId, row!.id);
      await addRevision(sql, far, auth.userId, [], 'Created');
      return far;
    });
    reply.code(201);
    return created;
  },

  async getFar(request, _reply, ctx) {
    const auth = requireEmployee(request);
    const { far_id: id } = request.params as { far_id: string };
    return withFirm(ctx.database, auth.firmId, (sql) => getFar(sql, auth.firmId, id));
  },

  async updateFar(request, _reply, ctx) {
    const auth = requireEmployee(request);
    const { far_id: id } = request.params as { far_id: string };
    const input = clean(request.body as FarInput);
    return withFirm(ctx.database, auth.firmId, async (sql) => {
      const before = await getFar(sql, auth.firmId, id, true);
      if (input.base_version !== undefined && input.base_version !== before.version) throw new HttpError(409, STALE_FAR);
      if (input.benchmark_ids) await checkBenchmarks(sql, auth.firmId, before.client_id, input.benchmark_ids);
      const sets: string[] = [];
      const values: unknown[] = [id, auth.firmId];
      const set = (column: string, value: unknown) => {
        values.push(value);
        sets.push(`${column} = $${values.length}`);
      };
      for (const field of TEXT_FIELDS) if (input[field] !== undefined) set(field, input[field]);
      if ('fiscal_year' in input) set('fiscal_year', input.fiscal_year ?? null);
      if ('characterisation' in input) set('characterisation', input.characterisation ?? null);
      if (input.content) set('content', JSON.stringify(input.content));
      if (input.financials) set('financials', JSON.stringify(input.financials));
      if (sets.length > 0) await sql.query(`update fars set ${sets.join(', ')} where id = $1 and firm_id = $2`, values);
      if (input.benchmark_ids) await setFarBenchmarks(sql, auth.firmId, id, input.benchmark_ids);
      const changed = changedFields(before, await getFar(sql, auth.firmId, id));
      if (changed.length === 0) return before;
      await sql.query('update fars set version = version + 1, updated_by = $3, updated_at = now() where id = $1 and firm_id = $2', [
        id,
        auth.firmId,
        auth.userId,
      ]);
      const after = await getFar(sql, auth.firmId, id);
      await addRevision(sql, after, auth.userId, changed, summary(changed));
      return after;
    });
  },

  async listFarHistory(request, _reply, ctx) {
    const auth = requireEmployee(request);
    const { far_id: id } = request.params as { far_id: string };
    return withFirm(ctx.database, auth.firmId, async (sql) => {
      await getFar(sql, auth.firmId, id);
      return listRevisions(sql, auth.firmId, id);
    });
  },

  async exportFar(request, reply, ctx) {
    const auth = requireEmployee(request);
    const { far_id: id } = request.params as { far_id: string };
    const { format = 'pdf' } = request.query as { format?: 'pdf' | 'docx' };
    const { far, history } = await withFirm(ctx.database, auth.firmId, async (sql) => ({
      far: await getFar(sql, auth.firmId, id),
      history: await listRevisions(sql, auth.firmId, id),
    }));
    const file = await exportFar(far, history, format);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .send(file.data);
  },

  async farBenchmarkInputs(request, _reply, ctx) {
    const auth = requireEmployee(request);
    const { far_id: id } = request.params as { far_id: string };
    const { benchmark_id: benchmarkId } = request.body as { benchmark_id: string };
    return withFirm(ctx.database, auth.firmId, async (sql) => {
      const far = await getFar(sql, auth.firmId, id);
      const [benchmark] = await sql.query<{ criteria: { accept: string[]; reject: string[] }; tested_party_description: string }>(
        'select criteria, tested_party_description from benchmarks where id = $1 and firm_id = $2',
        [benchmarkId, auth.firmId],
      );
      if (!benchmark) throw new HttpError(404, 'Benchmark not found');
      if (!(far.benchmarks as { id: string }[]).some((b) => b.id === benchmarkId)) throw new HttpError(409, NOT_LINKED);
      if (!isCharacterisation(far.characterisation)) throw new HttpError(409, NEEDS_CHARACTERISATION);
      const facts = { ...(far as unknown as Parameters<typeof farTestedPartyDescription>[0]), characterisation: far.characterisation };
      const criteria = farCriteria(facts);
      const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
      return {
        benchmark_id: benchmarkId,
        tested_party_description: farTestedPartyDescription(facts),
        criteria,
        current_criteria: benchmark.criteria,
        current_tested_party_description: benchmark.tested_party_description,
        identical_to_current: same(criteria.accept, benchmark.criteria.accept) && same(criteria.reject, benchmark.criteria.reject),
      };
    });
  },
};

export { FAR_NOT_FOUND };
