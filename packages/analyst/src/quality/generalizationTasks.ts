/**
 * Generalization tasks (issue 17, part 4): screens the local provider was NOT written for, labelled
 * from columns of the data itself, never by reading a company. Written before any change to the
 * analysis code for issue 17.
 *
 * Data (read at run time from ../shared/data, never copied into the repository):
 * - `ccc`: companies-ccc/ccc_company_profiles.csv (Canadian Company Capabilities; a side is a NAICS
 *   Canada code prefix AND the company's own primary business activity, so that both agree);
 * - `sp500`: companies-dev/sp500_wikipedia_descriptions.csv (GICS sub-industry; CC BY-SA 4.0
 *   "Wikipedia contributors"), only contrasts none of the scored or probe tasks uses;
 * - `sec10k`: sec-10k-item1/10k_item1_with_sic.csv (SIC code of the filer; the Item 1 text).
 *
 * The criteria are written as a tax adviser writes them for a tested party, with paraphrases.
 * Which half is guided (read while tuning) and which is held back (scored once at the end) is
 * decided by a seeded shuffle below, not by hand. The tasks are data: generalizationTasksRound1.json
 * to generalizationTasksRound15.json, checked on load (taskData.ts).
 *
 * Rounds 1 to 4 came first (round 1 before the first change for issue 17); rounds 5 to 13 kept every
 * accept side out of the NAICS prefixes of every earlier accept side; rounds 14 and 15 (relaxed, ADR
 * 0017 "Round 14" and "Round 15") may lie inside an earlier round's broad industries but sample only
 * companies that no earlier round (nor a task before it in the same round) sampled, and draw only
 * distinctions that no earlier task draws (tasksBefore, generalizationTasksRound14.ts and
 * generalizationTasksRound15.ts).
 */
import round1 from './generalizationTasksRound1.json' with { type: 'json' };
import type { GeneralizationTask } from './generalizationTypes.ts';
import { generalizationTaskList } from './taskData.ts';
import { ROUND_2_TASKS } from './generalizationTasksRound2.ts';
import { ROUND_3_TASKS } from './generalizationTasksRound3.ts';
import { ROUND_4_TASKS } from './generalizationTasksRound4.ts';
import { ROUND_5_TASKS } from './generalizationTasksRound5.ts';
import { ROUND_6_TASKS } from './generalizationTasksRound6.ts';
import { ROUND_7_TASKS } from './generalizationTasksRound7.ts';
import { ROUND_8_TASKS } from './generalizationTasksRound8.ts';
import { ROUND_9_TASKS } from './generalizationTasksRound9.ts';
import { ROUND_10_TASKS } from './generalizationTasksRound10.ts';
import { ROUND_11_TASKS } from './generalizationTasksRound11.ts';
import { ROUND_12_TASKS } from './generalizationTasksRound12.ts';
import { ROUND_13_TASKS } from './generalizationTasksRound13.ts';
import { ROUND_14_TASKS } from './generalizationTasksRound14.ts';
import { ROUND_15_TASKS } from './generalizationTasksRound15.ts';

export type { GeneralizationDataset, GeneralizationSide, GeneralizationTask } from './generalizationTypes.ts';

/** Round 1: written before the first change for issue 17; its held-back half was read when it was reported. */
const ROUND_1_TASKS: readonly GeneralizationTask[] = generalizationTaskList(round1, 'generalizationTasksRound1.json');

/** Every round, oldest first; the last is the one whose held-back half nobody has read. */
const ROUNDS: readonly (readonly GeneralizationTask[])[] = [ROUND_1_TASKS, ROUND_2_TASKS, ROUND_3_TASKS, ROUND_4_TASKS, ROUND_5_TASKS, ROUND_6_TASKS, ROUND_7_TASKS, ROUND_8_TASKS, ROUND_9_TASKS, ROUND_10_TASKS, ROUND_11_TASKS, ROUND_12_TASKS, ROUND_13_TASKS, ROUND_14_TASKS, ROUND_15_TASKS];

export const GENERALIZATION_TASKS: readonly GeneralizationTask[] = ROUNDS.flat();

/**
 * The first round whose tasks sample only fresh companies (index in ROUNDS: round 14). Rounds 5-13
 * kept each accept side out of every earlier accept side's NAICS prefixes; by round 14 that left too
 * few companies (ADR 0017, twelfth stop), so EVERY round from 14 on (14, 15, ...) uses the relaxed
 * rule: an accept side may lie inside an earlier round's industries, and what keeps a round unseen
 * is its companies and its distinctions.
 */
const FIRST_FRESH_ROUND = ROUNDS.indexOf(ROUND_14_TASKS);

/**
 * The tasks whose companies `task` must not reuse: for a task of round 14 or later, every task of
 * the earlier rounds (all datasets, both sides, both splits, as they are sampled; for round 15 that
 * is rounds 1-14, round 14's tasks sampled as round 14 samples them) and the tasks listed before it
 * in its own round (so that no company of a held-back task is read in a guided task of the same
 * round); for rounds 1-13 none, so that their samples stay the ones they were scored on.
 * Used by generalizationSampler.
 */
export function tasksBefore(task: GeneralizationTask): readonly GeneralizationTask[] {
  const round = ROUNDS.findIndex((tasks) => tasks.some((t) => t.id === task.id));
  if (round < FIRST_FRESH_ROUND) return [];
  const own = ROUNDS[round] ?? [];
  return [...ROUNDS.slice(0, round).flat(), ...own.slice(0, own.findIndex((t) => t.id === task.id))];
}

/** Fixed seed of every random choice in these tasks (group split, samples, decision draws). */
export const GENERALIZATION_SEED = 17;

/** Deterministic PRNG (mulberry32): the same seed gives the same sequence on every machine. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher-Yates shuffle with a seeded PRNG (returns a new array). */
export function seededShuffle<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  const rnd = seededRandom(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export type GeneralizationGroup = 'guided' | 'held_back';

/**
 * The group of each task. The held-back halves of rounds 1 to 5 were read when they were reported;
 * round 6's was scored once (on commit 6e4f448), round 7's once (eef0d39), round 8's once (579e661),
 * round 9's once (18a7ae1), round 10's once (88a11b2), round 11's once (f18a8c1, ADR 0017, tenth
 * stop), round 12's once (ae96387, ADR 0017, eleventh stop) and round 13's once (on the code of the
 * eleventh stop, the same analysis as ae96387), and read. Round 14 (relaxed rule: fresh companies
 * and new distinctions; written on 2026-11-28 before the thirteenth stop's changes to the analysis)
 * was split by the seeded shuffle while it was the last round; its held-back half was scored once,
 * on the thirteenth stop's code (8cb7633) and on d41580f, and read (ADR 0017, thirteenth stop). So
 * rounds 1 to 14 are now guided. Round 15 (the same relaxed rule, its companies also outside round
 * 14's samples; written on 2026-11-28 after round 14's held-back half was scored and before any
 * later change to the analysis) is the last of ROUNDS, so it is split by the seeded shuffle: the
 * first half guided, the rest held back. Its held-back half was scored once, on 62a976d (the
 * thirteenth stop's analysis) and on the same code with d41580f's analysis, and read (ADR 0017,
 * "Round 15's held-back half"): the next change to the analysis needs a round 16 written before it.
 */
export const GENERALIZATION_GROUPS: ReadonlyMap<string, GeneralizationGroup> = (() => {
  const groups = new Map<string, GeneralizationGroup>(ROUNDS.slice(0, -1).flat().map((t) => [t.id, 'guided']));
  const order = seededShuffle((ROUNDS.at(-1) ?? []).map((t) => t.id), GENERALIZATION_SEED);
  const half = Math.ceil(order.length / 2);
  order.forEach((id, i) => groups.set(id, i < half ? 'guided' : 'held_back'));
  return groups;
})();

export function generalizationTasks(group?: GeneralizationGroup): GeneralizationTask[] {
  return GENERALIZATION_TASKS.filter((t) => !group || GENERALIZATION_GROUPS.get(t.id) === group);
}
