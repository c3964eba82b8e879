// The industry classifications behind the criteria editor: what each criterion is read as, and a
// search to add a code (analysis/criteriaReadings.ts).
import { requireBenchmarking } from '../../auth/guard.ts';
import { readCriteria, searchClassificationIndex } from '../../analysis/criteriaReadings.ts';
import type { Handlers } from '../handlers.ts';

export const classificationHandlers = {
  async searchClassifications(request) {
    requireBenchmarking(request);
    return searchClassificationIndex(request.query.q, request.query.limit ?? 20);
  },

  async readCriteria(request) {
    requireBenchmarking(request);
    return readCriteria(request.body);
  },
} satisfies Handlers;
