/**
 * Screening tasks for measuring the Research Analyst on the S&P 500 Wikipedia descriptions
 * (../shared/data/companies-dev/sp500_wikipedia_descriptions.csv; descriptions CC BY-SA 4.0,
 * "Wikipedia contributors"; GICS labels ODC-PDDL). Ground truth comes from the GICS sub-industry:
 * each task lists explicitly which sub-industries are the accept side and which the reject side;
 * companies in other sub-industries are not part of the task. The criteria are written as a TP
 * analyst would write them for the tested party: no company names, no GICS labels.
 * The tasks themselves are data: tasks.json, checked on load (taskData.ts).
 */
import type { Criteria } from '../types.ts';
import scored from './tasks.json' with { type: 'json' };
import { screeningTasks } from './taskData.ts';

export interface ScreeningTask {
  readonly id: string;
  /** Why the task was added, where that matters for reading its score. */
  readonly note?: string;
  readonly title: string;
  readonly acceptGics: readonly string[];
  readonly rejectGics: readonly string[];
  readonly criteria: Criteria;
  /**
   * The same screen worded as other people would write it (short, first person, synonyms). Scored
   * separately: the product must not depend on one wording of the criteria.
   */
  readonly paraphrases: readonly Criteria[];
}

export const SCREENING_TASKS: readonly ScreeningTask[] = screeningTasks(scored, 'tasks.json');
