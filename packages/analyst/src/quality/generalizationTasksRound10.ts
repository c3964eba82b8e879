/**
 * Generalization tasks, round 10 (issue 17): written on 2026-11-27 after round 9's held-back half
 * was scored and before any later change to the analysis code. Same rules as rounds 5 to 9 (labelled
 * from the dataset's own columns, never by reading a company; criteria in a tax adviser's words with
 * two paraphrases; no contrast or study set of rounds 1-9 or of the probe and scored tasks): eight
 * study-style tasks (the reject side is companies of other industries of the same function that no
 * reject criterion names) and eight two-class contrasts. When the round is registered, which half is
 * guided and which is held back is decided by a seeded shuffle (GENERALIZATION_GROUPS), not by hand.
 */
import round10 from './generalizationTasksRound10.json' with { type: 'json' };
import type { GeneralizationTask } from './generalizationTypes.ts';
import { generalizationTaskList } from './taskData.ts';

export const ROUND_10_TASKS: readonly GeneralizationTask[] = generalizationTaskList(round10, 'generalizationTasksRound10.json');
