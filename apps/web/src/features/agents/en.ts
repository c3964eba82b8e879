// English texts of the Agents pages; the spec's messages come verbatim from @quartile/domain.
import { MESSAGES } from '@quartile/domain';

export const en = {
  agentsDocumentTitle: 'Agents · Quartile',
  overviewsDocumentTitle: 'Industry overviews · Quartile',
  overviewDocumentTitle: '{{name}} · Industry overviews · Quartile',
  openOverviews: 'Open industry overviews',
  openBenchmarks: 'Open benchmarks',
  notEnabled: 'Not enabled for your firm. Ask your Quartile contact to switch it on.',
  employeesOnly: 'Available to your firm’s employees.',
  farsTitle: 'Financial analysis reports',
  farsDescription:
    'FAR reports for your tested parties: functions performed, assets used and risks assumed, the characterisation and a multi-year financial analysis with PLIs.',
  openFars: 'Open FAR reports',
  newOverviewTitle: 'New industry overview',
  created: MESSAGES.industryOverviewCreated,
  createFailed: MESSAGES.failedToCreateIndustryOverview,
  queued: MESSAGES.industryOverviewQueued,
  runFailed: MESSAGES.failedToStartIndustryOverview,
  exportFailed: 'Failed to export the industry overview.',
} as const;
