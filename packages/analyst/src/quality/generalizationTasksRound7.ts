/**
 * Generalization tasks, round 7 (issue 17): written on 2026-11-27, after round 6's held-back half was
 * scored once (on commit 6e4f448) and read, and before any later change to the analysis code. Same
 * rules as rounds 5 and 6 (labelled from the dataset's own columns, never by reading a company;
 * criteria in a tax adviser's words with two paraphrases; no contrast of rounds 1-6 or of the probe
 * and scored tasks): eight study-style tasks (the reject side is companies of other industries of the
 * same function that no reject criterion names) and eight two-class contrasts. Which half is guided
 * and which is held back is decided by a seeded shuffle (GENERALIZATION_GROUPS), not by hand.
 */
import round7 from './generalizationTasksRound7.json' with { type: 'json' };
import type { GeneralizationTask } from './generalizationTypes.ts';
import { generalizationTaskList } from './taskData.ts';

export const ROUND_7_TASKS: readonly GeneralizationTask[] = generalizationTaskList(round7, 'generalizationTasksRound7.json');
