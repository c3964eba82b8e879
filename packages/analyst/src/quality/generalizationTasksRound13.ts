/**
 * Generalization tasks, round 13 (issue 17): written on 2026-11-28 after round 12's held-back half
 * was scored (on commit ae96387) and before any later change to the analysis' decisions. Same rules
 * as rounds 5 to 12 (labelled from the dataset's own columns, never by reading a company; criteria in
 * a tax adviser's words with two paraphrases; no contrast or study set of rounds 1-12 or of the probe
 * and scored tasks, and no accept side that overlaps an earlier accept side by NAICS prefix): eight
 * study-style tasks (the reject side is companies of other industries of the same function that no
 * reject criterion names) and eight two-class contrasts. When the round is registered, which half is
 * guided and which is held back is decided by a seeded shuffle (GENERALIZATION_GROUPS), not by hand.
 * Written by a helper that read only the columns (never a description) and never ran the analysis.
 */
import round13 from './generalizationTasksRound13.json' with { type: 'json' };
import type { GeneralizationTask } from './generalizationTypes.ts';
import { generalizationTaskList } from './taskData.ts';

export const ROUND_13_TASKS: readonly GeneralizationTask[] = generalizationTaskList(round13, 'generalizationTasksRound13.json');
