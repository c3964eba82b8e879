/**
 * Generalization tasks, round 2 (issue 17): written on 2026-11-27 before any change to the analysis
 * code in that session, because round 1's held-back half was read when it was reported. Same rules as
 * round 1 (generalizationTasks.ts): labelled from the dataset's own columns, never by reading a
 * company; criteria in a tax adviser's words with two paraphrases; contrasts none of round 1's tasks
 * uses. Which half is guided and which is held back is decided by a seeded shuffle
 * (GENERALIZATION_GROUPS), not by hand. The held-back half is scored once, when the work is reported.
 */
import round2 from './generalizationTasksRound2.json' with { type: 'json' };
import type { GeneralizationTask } from './generalizationTypes.ts';
import { generalizationTaskList } from './taskData.ts';

export const ROUND_2_TASKS: readonly GeneralizationTask[] = generalizationTaskList(round2, 'generalizationTasksRound2.json');
