/** The shape of a generalization task (issue 17): which dataset rows form each side, and the criteria. */
import type { Criteria } from '../types.ts';

export type GeneralizationDataset = 'ccc' | 'sp500' | 'sec10k';

/** One side of a task: which rows of the dataset belong to it. */
export interface GeneralizationSide {
  /** NAICS Canada code prefixes (ccc). */
  readonly naics?: readonly string[];
  /** Prefix of the self-reported primary business activity (ccc): 'Manufacturer', 'Trading House', 'Services', 'Retail'. */
  readonly activity?: string;
  /** GICS sub-industries (sp500). */
  readonly gics?: readonly string[];
  /** SIC code prefixes (sec10k). */
  readonly sic?: readonly string[];
}

export interface GeneralizationTask {
  readonly id: string;
  readonly title: string;
  readonly dataset: GeneralizationDataset;
  readonly accept: GeneralizationSide;
  readonly reject: GeneralizationSide;
  readonly criteria: Criteria;
  readonly paraphrases: readonly Criteria[];
}
