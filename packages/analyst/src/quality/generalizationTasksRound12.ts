/**
 * Generalization tasks, round 12 (issue 17): written on 2026-11-27 after round 11's held-back half
 * was scored (on commit f18a8c1) and before any later change to the analysis' decisions. Same rules
 * as rounds 5 to 11 (labelled from the dataset's own columns, never by reading a company; criteria in
 * a tax adviser's words with two paraphrases; no contrast or study set of rounds 1-11 or of the probe
 * and scored tasks): eight study-style tasks (the reject side is companies of other industries of the
 * same function that no reject criterion names) and eight two-class contrasts. When the round is
 * registered, which half is guided and which is held back is decided by a seeded shuffle
 * (GENERALIZATION_GROUPS), not by hand. Written by a helper that read only the columns (never a
 * description) and never ran the analysis. While it wrote them, one experiment ran on uncommitted code
 * (the practitioner fold in terms.ts); a score run of the held-back group then picked up this round's
 * half by mistake, and its output was deleted unread (ADR 0017, eleventh stop).
 */
import round12 from './generalizationTasksRound12.json' with { type: 'json' };
import type { GeneralizationTask } from './generalizationTypes.ts';
import { generalizationTaskList } from './taskData.ts';

export const ROUND_12_TASKS: readonly GeneralizationTask[] = generalizationTaskList(round12, 'generalizationTasksRound12.json');
