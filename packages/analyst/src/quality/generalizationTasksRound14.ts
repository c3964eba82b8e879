/**
 * Generalization tasks, round 14 (issue 17): written on 2026-11-28, after round 13's held-back half
 * was scored and read and before any change to the analysis code for the thirteenth stop, by a helper
 * that read only the label columns of the ccc profiles (name, NAICS Canada code and title, primary
 * business activity; never a description, whose length alone was checked) and never ran the analysis.
 *
 * A RELAXED rule (ADR 0017, "Round 14"): the rule of rounds 5-13 (no accept side overlapping an
 * earlier accept side by NAICS prefix) left only 227 of the 35,084 ccc companies (twelfth stop). So:
 * - fresh companies: a task samples only companies whose normalized name no task of rounds 1-13
 *   sampled (all datasets, both sides, both splits), nor a task listed before it here, so that the
 *   guided and held-back halves share no company (`tasksBefore`, `generalizationSampler`); each side
 *   has at least 40 such companies;
 * - new distinctions: an accept side may lie inside an earlier round's accept prefix, but no task of
 *   rounds 1-13 or of this round has one side overlapping this task's accept side and the other
 *   overlapping its reject side (by NAICS prefix, either way round), and no scored or probe task
 *   (S&P 500 GICS sides, checked by reading them) draws it; every criterion is written anew.
 * It is a weaker held-back check than rounds 5-13: the broad industries of the accept sides were
 * tuned on, these companies and distinctions were not. Otherwise as before: each side is a NAICS
 * Canada prefix AND the company's own primary business activity; criteria in a tax adviser's words
 * with two paraphrases; eight study-style tasks (the reject side is companies of other industries of
 * the same function that no reject criterion names) and eight two-class contrasts. When the round is
 * registered, which half is guided and which held back is decided by a seeded shuffle
 * (GENERALIZATION_GROUPS), not by hand.
 */
import round14 from './generalizationTasksRound14.json' with { type: 'json' };
import type { GeneralizationTask } from './generalizationTypes.ts';
import { generalizationTaskList } from './taskData.ts';

export const ROUND_14_TASKS: readonly GeneralizationTask[] = generalizationTaskList(round14, 'generalizationTasksRound14.json');
