/**
 * Generalization tasks, round 5 (issue 17): written on 2026-11-27 at the end of the fifth stop,
 * after round 4's held-back half was scored once and read, and before any later change to the
 * analysis code. Same rules as rounds 1-4 (labelled from the dataset's own columns, never by
 * reading a company; criteria in a tax adviser's words with two paraphrases; no contrast of rounds
 * 1-4 or of the probe tasks), plus a kind the earlier rounds lacked: eight study-style tasks whose
 * reject side is companies of other industries that no reject criterion names (the reject criteria
 * name other functions, as an adviser's list does), so the accept criterion must really be met:
 * a cosmetics maker is not a machinery maker because both manufacture. Which half is guided and
 * which is held back is decided by a seeded shuffle (GENERALIZATION_GROUPS), not by hand.
 */
import round5 from './generalizationTasksRound5.json' with { type: 'json' };
import type { GeneralizationTask } from './generalizationTypes.ts';
import { generalizationTaskList } from './taskData.ts';

export const ROUND_5_TASKS: readonly GeneralizationTask[] = generalizationTaskList(round5, 'generalizationTasksRound5.json');
