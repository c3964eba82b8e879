/**
 * Generalization tasks, round 11 (issue 17): written on 2026-11-27 after round 10's held-back half
 * was scored (on commit 88a11b2) and before any later change to the analysis' decisions (commit
 * d75f2a4 only made phrase matching faster, with identical results). Same rules as rounds 5 to 10
 * (labelled from the dataset's own columns, never by reading a company; criteria in a tax adviser's
 * words with two paraphrases; no contrast or study set of rounds 1-10 or of the probe and scored
 * tasks): eight study-style tasks (the reject side is companies of other industries of the same
 * function that no reject criterion names) and eight two-class contrasts. When the round is
 * registered, which half is guided and which is held back is decided by a seeded shuffle
 * (GENERALIZATION_GROUPS), not by hand.
 */
import round11 from './generalizationTasksRound11.json' with { type: 'json' };
import type { GeneralizationTask } from './generalizationTypes.ts';
import { generalizationTaskList } from './taskData.ts';

export const ROUND_11_TASKS: readonly GeneralizationTask[] = generalizationTaskList(round11, 'generalizationTasksRound11.json');
