/**
 * Loads the companies of a generalization task from the dataset's rows (parsed CSV objects read at
 * run time from ../shared/data; nothing of them is stored in the repository). Labels come from the
 * dataset's own columns (generalizationTasks.ts); each side is sampled with a fixed seed; branches
 * of one chain (same normalized name) count once; the split (tune/test) is by name, so a name is
 * always on the same side of it. From round 14 on, a task samples only companies that no task of an
 * earlier round, nor a task before it in its round, sampled (`generalizationSampler`, `tasksBefore`;
 * ADR 0017, "Round 14").
 */
import { GENERALIZATION_SEED, seededShuffle, tasksBefore, type GeneralizationSide, type GeneralizationTask } from './generalizationTasks.ts';

export interface GeneralizationCompany {
  readonly id: string;
  readonly name: string;
  readonly text: string;
  readonly truth: 'accept' | 'reject';
  readonly split: 'tune' | 'test';
  /** The dataset's label (code or sub-industry), for verbose output only. */
  readonly label: string;
}

/** Companies per side of a task (fewer when the dataset has fewer). */
export const PER_SIDE = 80;
/** 10-K business sections are long: the first characters say what the company does. */
const MAX_TEXT = 20_000;

type Row = Readonly<Record<string, string | undefined>>;

/** The name a company counts once under: branches of one chain (and legal-form variants) share it. */
export const normalizedName = (name: string) =>
  name
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\b(inc|incorporated|corp|corporation|co|company|ltd|limited|llc|ltée|ltee|lp|the)\b\.?/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Stable 32-bit hash (FNV-1a) of a string. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

function rowName(dataset: GeneralizationTask['dataset'], r: Row): string {
  return (dataset === 'ccc' ? r.name : dataset === 'sp500' ? r.company_name : r.company) ?? '';
}

function rowText(dataset: GeneralizationTask['dataset'], r: Row): string {
  const text = (dataset === 'sec10k' ? r.item_1 : r.description) ?? '';
  return text.length > MAX_TEXT ? text.slice(0, MAX_TEXT) : text;
}

function rowLabel(dataset: GeneralizationTask['dataset'], r: Row): string {
  if (dataset === 'ccc') return `${r.naics_canada ?? ''} ${(r.primary_business_activity ?? '').split(' ')[0] ?? ''}`;
  return (dataset === 'sp500' ? r.gics_sub_industry : r.sic) ?? '';
}

function onSide(dataset: GeneralizationTask['dataset'], side: GeneralizationSide, r: Row): boolean {
  if (dataset === 'ccc') {
    const code = r.naics_canada ?? '';
    return (side.naics ?? []).some((p) => code.startsWith(p)) && (!side.activity || (r.primary_business_activity ?? '').startsWith(side.activity));
  }
  if (dataset === 'sp500') return (side.gics ?? []).includes(r.gics_sub_industry ?? '');
  return (side.sic ?? []).some((p) => (r.sic ?? '').padStart(4, '0').startsWith(p));
}

/**
 * The task's companies: up to PER_SIDE per side, seeded, one per name, texts of 40+ characters, and
 * none whose normalized name is in `exclude` (the names sampled before it, for a fresh round).
 */
export function sampleTask(task: GeneralizationTask, rows: readonly Row[], exclude: ReadonlySet<string> = new Set()): GeneralizationCompany[] {
  const out: GeneralizationCompany[] = [];
  const seen = new Set<string>();
  for (const truth of ['accept', 'reject'] as const) {
    const side = task[truth];
    const members = rows.filter((r) => {
      if (!onSide(task.dataset, side, r) || rowText(task.dataset, r).trim().length < 40) return false;
      const key = normalizedName(rowName(task.dataset, r));
      return key !== '' && !exclude.has(key);
    });
    let taken = 0;
    for (const r of seededShuffle(members, GENERALIZATION_SEED + hash(`${task.id}:${truth}`))) {
      if (taken >= PER_SIDE) break;
      const name = rowName(task.dataset, r);
      const key = normalizedName(name);
      if (seen.has(key)) continue;
      seen.add(key);
      taken++;
      out.push({ id: `${task.id}:${truth}:${taken}`, name, text: rowText(task.dataset, r), truth, split: hash(key) % 2 === 0 ? 'tune' : 'test', label: rowLabel(task.dataset, r) });
    }
  }
  return out;
}

/** The normalized names of the given companies (every side and split of the tasks they were sampled for). */
export function sampledNames(companies: readonly GeneralizationCompany[]): Set<string> {
  return new Set(companies.map((c) => normalizedName(c.name)));
}

/**
 * Samples tasks as they are scored: a task of a fresh round (`before(task)` not empty) leaves out
 * every name that those tasks sampled, themselves sampled so (memoized by task id). Rounds 1-13 have
 * no such tasks, so their samples are the ones they were scored on.
 */
export function generalizationSampler(
  rowsOf: (dataset: GeneralizationTask['dataset']) => readonly Row[],
  before: (task: GeneralizationTask) => readonly GeneralizationTask[] = tasksBefore,
): (task: GeneralizationTask) => GeneralizationCompany[] {
  const samples = new Map<string, GeneralizationCompany[]>();
  const sample = (task: GeneralizationTask): GeneralizationCompany[] => {
    let found = samples.get(task.id);
    if (!found) {
      const exclude = sampledNames(before(task).flatMap(sample));
      found = sampleTask(task, rowsOf(task.dataset), exclude);
      samples.set(task.id, found);
    }
    return found;
  };
  return sample;
}
