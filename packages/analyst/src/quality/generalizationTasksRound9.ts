/**
 * Generalization tasks, round 9 (issue 17): written on 2026-11-27, before round 8's held-back half
 * was scored and before any later change to the analysis code. Same rules as rounds 5 to 8 (labelled
 * from the dataset's own columns, never by reading a company; criteria in a tax adviser's words with
 * two paraphrases; no contrast or study set of rounds 1-8 or of the probe and scored tasks): eight
 * study-style tasks (the reject side is companies of other industries of the same function that no
 * reject criterion names) and eight two-class contrasts. When the round is registered, which half is
 * guided and which is held back is decided by a seeded shuffle (GENERALIZATION_GROUPS), not by hand.
 */
import round9 from './generalizationTasksRound9.json' with { type: 'json' };
import type { GeneralizationTask } from './generalizationTypes.ts';
import { generalizationTaskList } from './taskData.ts';

export const ROUND_9_TASKS: readonly GeneralizationTask[] = generalizationTaskList(round9, 'generalizationTasksRound9.json');
