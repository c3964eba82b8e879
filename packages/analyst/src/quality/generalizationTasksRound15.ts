/**
 * Generalization tasks, round 15 (issue 17): written on 2026-11-28, after round 14's held-back half
 * was scored and read and before any later change to the analysis code, by a helper that read only
 * the label columns of the ccc profiles (name, NAICS Canada code and title, primary business
 * activity; never a description, whose length alone was checked) and never ran the analysis.
 *
 * The RELAXED rule of round 14 (ADR 0017, "Round 14" and "Round 15"):
 * - fresh companies: a task samples only companies whose normalized name no task of rounds 1-14
 *   sampled (all datasets, both sides, both splits), nor a task listed before it here, so that the
 *   guided and held-back halves share no company (`tasksBefore`, `generalizationSampler`); each side
 *   has at least 40 such companies;
 * - new distinctions: an accept side may lie inside an earlier round's accept prefix, but no task of
 *   rounds 1-14 or of this round has one side overlapping this task's accept side and the other
 *   overlapping its reject side (by NAICS prefix, either way round), and no scored or probe task
 *   (S&P 500 GICS sides, checked by reading them) draws it; every criterion and paraphrase is new.
 * It is a weaker held-back check than rounds 5-13: the broad industries of the accept sides were
 * tuned on, these companies and distinctions were not. Otherwise as before: each side is a NAICS
 * Canada prefix AND the company's own primary business activity; criteria in a tax adviser's words
 * with two paraphrases; eight study-style tasks (the reject side is companies of other industries of
 * the same activity that no reject criterion names) and eight two-class contrasts. Which half is
 * guided and which held back is decided by a seeded shuffle (GENERALIZATION_GROUPS), not by hand.
 */
import round15 from './generalizationTasksRound15.json' with { type: 'json' };
import type { GeneralizationTask } from './generalizationTypes.ts';
import { generalizationTaskList } from './taskData.ts';

export const ROUND_15_TASKS: readonly GeneralizationTask[] = generalizationTaskList(round15, 'generalizationTasksRound15.json');
