/**
 * Generalization tasks, round 3 (issue 17): written on 2026-11-27 (fourth stop of the day) before
 * any change to the analysis code in that stop, because round 2's held-back half was read when it was
 * reported. Same rules as rounds 1 and 2: labelled from the dataset's own columns (NAICS Canada code
 * prefix AND the company's own primary business activity), never by reading a company; criteria in a
 * tax adviser's words with two paraphrases; no contrast of rounds 1 or 2 or of the probe tasks. Which
 * half is guided and which is held back is decided by a seeded shuffle (GENERALIZATION_GROUPS), not by
 * hand. The held-back half is scored once, when the work is reported.
 */
import round3 from './generalizationTasksRound3.json' with { type: 'json' };
import type { GeneralizationTask } from './generalizationTypes.ts';
import { generalizationTaskList } from './taskData.ts';

export const ROUND_3_TASKS: readonly GeneralizationTask[] = generalizationTaskList(round3, 'generalizationTasksRound3.json');
