/**
 * Generalization tasks, round 6 (issue 17): written on 2026-11-27 at the end of the seventh stop,
 * after round 5's held-back half was scored once and read, and before any later change to the
 * analysis code. Same rules as round 5 (labelled from the dataset's own columns, never by reading a
 * company; criteria in a tax adviser's words with two paraphrases; no contrast of rounds 1-5 or of
 * the probe tasks): eight study-style tasks (the reject side is companies of other industries that
 * no reject criterion names) and eight two-class contrasts. Which half is guided and which is held
 * back is decided by a seeded shuffle (GENERALIZATION_GROUPS), not by hand.
 */
import round6 from './generalizationTasksRound6.json' with { type: 'json' };
import type { GeneralizationTask } from './generalizationTypes.ts';
import { generalizationTaskList } from './taskData.ts';

export const ROUND_6_TASKS: readonly GeneralizationTask[] = generalizationTaskList(round6, 'generalizationTasksRound6.json');
