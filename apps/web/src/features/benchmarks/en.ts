// English texts of the Benchmarks pages; the spec's messages come verbatim from @quartile/domain.
import { MESSAGES } from '@quartile/domain';

export const en = {
  documentTitle: 'Benchmarks · Quartile',
  benchmarkDocumentTitle: '{{name}} · Benchmarks · Quartile',
  startTitle: 'Start a benchmark',
  started: MESSAGES.benchmarkStarted,
  startFailed: MESSAGES.failedToStartBenchmark,
} as const;
