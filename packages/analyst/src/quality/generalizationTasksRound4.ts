/**
 * Generalization tasks, round 4 (issue 17): written on 2026-11-27 at the end of the fourth stop,
 * after round 3's held-back half was scored once and read, and before any later change to the
 * analysis code. Same rules as rounds 1-3: labelled from the dataset's own columns (NAICS Canada
 * code prefix AND the company's own primary business activity), never by reading a company;
 * criteria in a tax adviser's words with two paraphrases; no contrast of rounds 1-3 or of the probe
 * tasks. Which half is guided and which is held back is decided by a seeded shuffle
 * (GENERALIZATION_GROUPS), not by hand. The held-back half is scored once, when the work is reported.
 */
import round4 from './generalizationTasksRound4.json' with { type: 'json' };
import type { GeneralizationTask } from './generalizationTypes.ts';
import { generalizationTaskList } from './taskData.ts';

export const ROUND_4_TASKS: readonly GeneralizationTask[] = generalizationTaskList(round4, 'generalizationTasksRound4.json');
