/**
 * Loads the companies of a generalization task from the dataset's rows (parsed CSV objects read at
 * run time from ../shared/data; nothing of them is stored in the repository). Labels come from the
 * dataset's own columns (generalizationTasks.ts); each side is sampled with a fixed seed; branches
 * of one chain (same normalized name) count once; the split (tune/test) is by name, so a name is
 * always on the same side of it.
 */
import { GENERALIZATION_SEED, seededShuffle, type GeneralizationSide, type GeneralizationTask } from './generalizationTasks.ts';

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

const normalizedName = (name: string) =>
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

/** The task's companies: up to PER_SIDE per side, seeded, one per name, texts of 40+ characters. */
export function sampleTask(task: GeneralizationTask, rows: readonly Row[]): GeneralizationCompany[] {
  const out: GeneralizationCompany[] = [];
  const seen = new Set<string>();
  for (const truth of ['accept', 'reject'] as const) {
    const side = task[truth];
    const members = rows.filter((r) => onSide(task.dataset, side, r) && rowText(task.dataset, r).trim().length >= 40 && normalizedName(rowName(task.dataset, r)) !== '');
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
