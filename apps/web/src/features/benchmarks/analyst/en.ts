// English texts of the Web Search and Accept/Reject tabs (namespace 'analyst'); the fragments
// carry their own screen texts, these are the page's toasts and load states.
export const en = {
  loadFailed: 'Failed to fetch data',
  loadFailedText: 'The companies could not be loaded.',
  loading: 'Loading the companies',
  webSearchStarted_one: 'Web search started for {{count}} company',
  webSearchStarted_other: 'Web search started for {{count}} companies',
  analysisStarted_one: 'Analysis started for {{count}} company',
  analysisStarted_other: 'Analysis started for {{count}} companies',
  websiteValidated: 'Website marked as manually validated',
  criteriaSaved: 'Changes saved successfully',
  criteriaGenerated: 'Criteria generated: review them, then save.',
} as const;
