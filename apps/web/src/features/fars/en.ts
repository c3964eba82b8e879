// English texts of the FAR report pages; the spec's messages come verbatim from @quartile/domain.
import { MESSAGES } from '@quartile/domain';

export const en = {
  listDocumentTitle: 'FAR reports · Quartile',
  farDocumentTitle: '{{name}} · FAR reports · Quartile',
  newTitle: 'New FAR report',
  created: 'FAR report created. Its changes save as you type.',
  createFailed: 'Failed to create the FAR report. Please try again.',
  saved: MESSAGES.changesSaved,
  saveFailed: MESSAGES.failedToSaveChanges,
  generateTitle: 'Benchmark inputs from this FAR',
  generateFailed: MESSAGES.failedToGenerateCriteria,
  applied: MESSAGES.changesSaved,
  identical: MESSAGES.criteriaIdentical,
} as const;
