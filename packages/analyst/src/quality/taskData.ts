/**
 * Loads the quality task definitions, which are data (the *.json files beside this one), and checks
 * their shape on load so that a malformed edit fails loudly instead of silently scoring a different
 * task. Which tasks exist and how they are written is documented in the .ts file that loads each
 * JSON file (tasks.ts, probeTasks.ts, generalizationTasks*.ts).
 */
import type { Criteria } from '../types.ts';
import type { GeneralizationDataset, GeneralizationSide, GeneralizationTask } from './generalizationTypes.ts';
import type { ScreeningTask } from './tasks.ts';

type Json = Readonly<Record<string, unknown>>;

const DATASETS: readonly GeneralizationDataset[] = ['ccc', 'sp500', 'sec10k'];
const SIDE_KEYS = ['naics', 'activity', 'gics', 'sic'] as const;

class TaskDataError extends Error {
  constructor(where: string, problem: string) {
    super(`Invalid quality task data (${where}): ${problem}`);
  }
}

function record(value: unknown, where: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new TaskDataError(where, 'expected an object');
  return value as Json;
}

function list(value: unknown, where: string): readonly unknown[] {
  if (!Array.isArray(value)) throw new TaskDataError(where, 'expected an array');
  return value;
}

function text(value: unknown, where: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw new TaskDataError(where, 'expected a non-empty string');
  return value;
}

function texts(value: unknown, where: string): readonly string[] {
  return list(value, where).map((item, i) => text(item, `${where}[${i}]`));
}

function criteria(value: unknown, where: string): Criteria {
  const c = record(value, where);
  return { accept: texts(c.accept, `${where}.accept`), reject: texts(c.reject, `${where}.reject`) };
}

/** The fields every task has: id, title, criteria and paraphrases. */
function common(value: unknown, where: string) {
  const t = record(value, where);
  const id = text(t.id, `${where}.id`);
  const at = `${where} (${id})`;
  return {
    t,
    at,
    task: {
      id,
      title: text(t.title, `${at}.title`),
      criteria: criteria(t.criteria, `${at}.criteria`),
      paraphrases: list(t.paraphrases, `${at}.paraphrases`).map((p, i) => criteria(p, `${at}.paraphrases[${i}]`)),
    },
  };
}

function uniqueIds<T extends { readonly id: string }>(tasks: readonly T[], where: string): readonly T[] {
  const seen = new Set<string>();
  for (const { id } of tasks) {
    if (seen.has(id)) throw new TaskDataError(where, `task id ${id} appears twice`);
    seen.add(id);
  }
  return tasks;
}

/** Screening tasks on the S&P 500 descriptions (ground truth: GICS sub-industries). */
export function screeningTasks(data: unknown, where: string): readonly ScreeningTask[] {
  const tasks = list(data, where).map((value, i): ScreeningTask => {
    const { t, at, task } = common(value, `${where}[${i}]`);
    return {
      id: task.id,
      ...(t.note === undefined ? {} : { note: text(t.note, `${at}.note`) }),
      title: task.title,
      acceptGics: texts(t.acceptGics, `${at}.acceptGics`),
      rejectGics: texts(t.rejectGics, `${at}.rejectGics`),
      criteria: task.criteria,
      paraphrases: task.paraphrases,
    };
  });
  return uniqueIds(tasks, where);
}

function side(value: unknown, where: string): GeneralizationSide {
  const s = record(value, where);
  const unknownKey = Object.keys(s).find((k) => !(SIDE_KEYS as readonly string[]).includes(k));
  if (unknownKey) throw new TaskDataError(where, `unknown key ${unknownKey}`);
  if (s.naics === undefined && s.gics === undefined && s.sic === undefined) throw new TaskDataError(where, 'a side names naics, gics or sic');
  return {
    ...(s.naics === undefined ? {} : { naics: texts(s.naics, `${where}.naics`) }),
    ...(s.activity === undefined ? {} : { activity: text(s.activity, `${where}.activity`) }),
    ...(s.gics === undefined ? {} : { gics: texts(s.gics, `${where}.gics`) }),
    ...(s.sic === undefined ? {} : { sic: texts(s.sic, `${where}.sic`) }),
  };
}

/** Generalization tasks (issue 17): a dataset and the rows of it on each side. */
export function generalizationTaskList(data: unknown, where: string): readonly GeneralizationTask[] {
  const tasks = list(data, where).map((value, i): GeneralizationTask => {
    const { t, at, task } = common(value, `${where}[${i}]`);
    const dataset = text(t.dataset, `${at}.dataset`);
    if (!(DATASETS as readonly string[]).includes(dataset)) throw new TaskDataError(`${at}.dataset`, `unknown dataset ${dataset}`);
    return {
      id: task.id,
      title: task.title,
      dataset: dataset as GeneralizationDataset,
      accept: side(t.accept, `${at}.accept`),
      reject: side(t.reject, `${at}.reject`),
      criteria: task.criteria,
      paraphrases: task.paraphrases,
    };
  });
  return uniqueIds(tasks, where);
}
