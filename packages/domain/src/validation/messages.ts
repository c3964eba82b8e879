/**
 * Every user-facing message the spec spells out, verbatim, so the web app, the server and the
 * CLI show the same words (product-spec §4, §5, §8). Templates are functions.
 * Messages not in the spec (workflow errors) are marked "Quartile wording".
 */
export const MESSAGES = {
  // §5 Validation
  requiredField: 'This field is required',
  invalidUrl: 'Invalid URL',
  invalidUrlFormat: 'Invalid URL format',
  noColumnsFound: 'No columns found in the file',
  criteriaRequired: 'At least one criteria field must be filled',
  // §4 / §8 Inquiry forms
  inquirySending: 'Sending Request...',
  inquiryGenericError: 'An error occurred while submitting your request. Please try again.',
  inquiryNetworkError: 'Network error. Please check your connection and try again.',
  selectPlaceholder: 'Select...',
  // §8 Usage
  usageLoadFailed: 'Failed to load usage data.',
  usageEmpty: 'No comparables usage data available.',
  loading: 'Loading...',
  // §8 Signed-in area
  somethingWentWrong: 'Something went wrong',
  failedToFetchData: 'Failed to fetch data',
  failedToUpdateWebsite: 'Failed to update website',
  failedToUpdateCompany: 'Failed to update company',
  failedToCreateClient: 'Failed to create client',
  failedToFetchClientDetails: 'Failed to fetch client details',
  failedToUpdateClient: 'Failed to update client',
  clientNotFound: 'Client not found',
  failedToStartBenchmark: 'Failed to start benchmark',
  uploadFailed: 'Upload failed',
  operationFailed: 'Operation failed',
  failedToSaveChanges: 'Failed to save changes',
  noCompaniesImported: 'No companies were imported',
  failedToValidateIssue: 'Failed to validate issue',
  failedToSaveCriteria: 'Failed to save criteria',
  failedToGenerateCriteria: 'Failed to generate criteria',
  criteriaIdentical: 'Generated criteria are identical to current criteria',
  failedToFetchBenchmarkData: 'Failed to fetch benchmark data.',
  benchmarkIdMissingExport: 'Benchmark ID is missing, cannot export.',
  failedToExport: 'Failed to export benchmark data.',
  failedToCreateIndustryOverview: 'Failed to create industry overview. Please try again.',
  failedToStartIndustryOverview: 'Failed to start industry overview generation',
  failedToLoadIndustryOverviews: 'Failed to load industry overviews',
  // §8 Success messages
  benchmarkStarted: 'Successfully started benchmark',
  clientUpdated: 'Updated Client Successfully',
  clientCreated: 'Created Client Successfully',
  websiteUpdated: 'Website updated successfully',
  companyUpdated: 'Company updated successfully',
  changesSaved: 'Changes saved successfully',
  exportStarted: 'Benchmark data export started successfully.',
  industryOverviewCreated: 'Industry overview created successfully. You can now run the generation.',
  industryOverviewQueued: 'Industry overview generation has been queued',
  // Quartile wording (spec states the rule, not the words)
  fileRequiredBeforeMapping: 'Upload a file before mapping columns',
  unsupportedFileType: 'Upload a CSV or Excel file',
  invalidEmail: 'Enter a valid work e-mail address',
  yearOutOfRange: 'Years must be between 2010 and 2029',
  startAfterEnd: 'The start year cannot be after the end year',
  financialFieldRequired: 'Map at least one financial field',
  exportNeedsCompanies: 'There are no companies to export',
  analysisBlockedByCriteria: 'Analysis cannot run while criteria changes await confirmation. Confirm or revert them first.',
  analysisAlreadyRunning: 'The analysis is already running. Wait for it to finish.',
  confirmNeedsFinishedAnalysis: 'Criteria changes can be confirmed or reverted only after the analysis has finished.',
  noCriteriaChangesPending: 'There are no criteria changes awaiting confirmation.',
  oneFileOnly: 'Only one file can be uploaded. Delete the current file before uploading a new one.',
  noFileToDelete: 'There is no uploaded file to delete.',
  conflictNeedsAcceptOrReject: 'The automated and the human decision differ. Choose Accept or Reject again.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** §5 Mapping: 'Missing required fields: {fields}' (fields joined with ", "). */
export const missingRequiredFieldsMessage = (fields: readonly string[]): string =>
  `Missing required fields: ${fields.join(', ')}`;

/** §5 / §8 generated API client: 'Required parameter {name} was null or undefined when calling {operation}.' */
export const requiredParameterMessage = (name: string, operation: string): string =>
  `Required parameter ${name} was null or undefined when calling ${operation}.`;

/** §8: a response without a message field yields an HTTP error with its status number. */
export const httpErrorMessage = (status: number): string => `HTTP error! status: ${status}`;

/** §2 Careers: mailto line. */
export const careersContactMessage = (email: string): string => `send a resume to ${email}`;
