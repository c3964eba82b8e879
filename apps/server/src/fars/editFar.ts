// Creating and saving financial analysis reports (product-spec §2, §6). Each save stores a revision
// naming the fields that changed; a save from an older version answers 409.
import type { Schemas } from '@quartile/api';
import type { AppContext } from '../context.ts';
import { farTemplate, MESSAGES, type Characterisation, type FarMatrix } from '@quartile/domain';
import type { AuthContext } from '../auth/guard.ts';
import { anyBenchmarkInFirm } from '../benchmarks/benchmarkStore.ts';
import { clientInFirm } from '../clients/clientStore.ts';
import type { SqlRunner } from '../db/database.ts';
import { withFirm } from '../db/firmScope.ts';
import { NotFoundError, ValidationError, WorkflowError } from '../errors.ts';
import { addRevision, bumpFarVersion, foreignBenchmarks, getFar, insertFar, setFarBenchmarks, updateFarColumns, type FarRow } from './farStore.ts';

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

/** A FAR report's create or update body: the API's FarUpdate, with the domain's characterisation and matrix. */
export type FarInput = Omit<Schemas['FarUpdate'], 'characterisation' | 'content' | 'financials'> & {
  characterisation?: Characterisation | null;
  content?: FarMatrix;
  financials?: { year: number }[];
};

const bad = (field: string, message: string) => new ValidationError(message, { [field]: [message] });

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
  if (!(await anyBenchmarkInFirm(sql, firmId, foreign))) throw new NotFoundError('Benchmark not found', { benchmark_ids: ['Benchmark not found'] });
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

export async function createFar(ctx: AppContext, auth: AuthContext, body: FarInput & { client_id: string }): Promise<FarRow> {
  const input = clean(body);
  const clientId = body.client_id;
  return withFirm(ctx.database, auth.firmId, async (sql) => {
    if (!(await clientInFirm(sql, auth.firmId, clientId))) throw new NotFoundError(MESSAGES.clientNotFound, { client_id: [MESSAGES.clientNotFound] });
    await checkBenchmarks(sql, auth.firmId, clientId, input.benchmark_ids ?? []);
    const characterisation = input.characterisation ?? null;
    const id = await insertFar(sql, auth.firmId, auth.userId, {
      clientId,
      title: input.title,
      status: input.status ?? null,
      fiscalYear: input.fiscal_year ?? null,
      testedParty: input.tested_party ?? '',
      testedPartyCountry: input.tested_party_country ?? '',
      groupName: input.group_name ?? '',
      industry: input.industry ?? '',
      transactions: input.transactions ?? '',
      characterisation,
      characterisationRationale: input.characterisation_rationale ?? '',
      content: input.content ?? farTemplate(characterisation, input.group_name || 'Group principal'),
      financials: input.financials ?? [],
      currency: input.currency ?? null,
    });
    await setFarBenchmarks(sql, auth.firmId, id, input.benchmark_ids ?? []);
    const far = await getFar(sql, auth.firmId, id);
    await addRevision(sql, far, auth.userId, [], 'Created');
    return far;
  });
}

export async function updateFar(ctx: AppContext, auth: AuthContext, id: string, body: FarInput): Promise<FarRow> {
  const input = clean(body);
  return withFirm(ctx.database, auth.firmId, async (sql) => {
    const before = await getFar(sql, auth.firmId, id, true);
    if (input.base_version !== undefined && input.base_version !== before.version) throw new WorkflowError('staleVersion', STALE_FAR);
    if (input.benchmark_ids) await checkBenchmarks(sql, auth.firmId, before.client_id, input.benchmark_ids);
    const columns = new Map<string, unknown>();
    for (const field of TEXT_FIELDS) if (input[field] !== undefined) columns.set(field, input[field]);
    if ('fiscal_year' in input) columns.set('fiscal_year', input.fiscal_year ?? null);
    if ('characterisation' in input) columns.set('characterisation', input.characterisation ?? null);
    if (input.content) columns.set('content', JSON.stringify(input.content));
    if (input.financials) columns.set('financials', JSON.stringify(input.financials));
    await updateFarColumns(sql, auth.firmId, id, columns);
    if (input.benchmark_ids) await setFarBenchmarks(sql, auth.firmId, id, input.benchmark_ids);
    const changed = changedFields(before, await getFar(sql, auth.firmId, id));
    if (changed.length === 0) return before;
    await bumpFarVersion(sql, auth.firmId, id, auth.userId);
    const after = await getFar(sql, auth.firmId, id);
    await addRevision(sql, after, auth.userId, changed, summary(changed));
    return after;
  });
}
