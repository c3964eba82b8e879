/**
 * Probe tasks: screens outside the five tasks the local provider's lexicon was built on, to see how
 * it does on activities a TP study may screen for that the scored tasks do not cover. They are
 * scored and printed by `pnpm score:analyst` but carry no target.
 * - GUIDED: written first; the lexicon's health, services, payments, hospitality and semiconductor
 *   entries were then added from general TP vocabulary, and their tuning split (even rows) was read.
 * - HELD_BACK: written before those entries and scored only after them; no company of theirs was read.
 * Same data, licences and ground truth rules as tasks.ts. The tasks are data: probeTasks.json.
 */
import probes from './probeTasks.json' with { type: 'json' };
import { screeningTasks } from './taskData.ts';
import type { ScreeningTask } from './tasks.ts';

export const GUIDED_PROBE_TASKS: readonly ScreeningTask[] = screeningTasks(probes.guided, 'probeTasks.json guided');

export const HELD_BACK_PROBE_TASKS: readonly ScreeningTask[] = screeningTasks(probes.held_back, 'probeTasks.json held_back');
