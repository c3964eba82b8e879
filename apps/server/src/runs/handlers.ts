// Which item handler does each kind of per-company job.
import { analysisItemHandler } from './analysisItem.ts';
import { annualReportItemHandler } from './annualReportItem.ts';
import { webSearchItemHandler } from './webSearchItem.ts';
import type { ItemHandler } from './items.ts';
import type { JobKind } from './jobRows.ts';

export const ITEM_HANDLERS: Readonly<Partial<Record<JobKind, ItemHandler<unknown>>>> = {
  analysis: analysisItemHandler as ItemHandler<unknown>,
  web_search: webSearchItemHandler as ItemHandler<unknown>,
  annual_reports_process: annualReportItemHandler as ItemHandler<unknown>,
};
