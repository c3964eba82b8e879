import { describe, expect, it } from 'vitest';
import {
  assertParamExists,
  dataValidationIssues,
  inquiryErrorToast,
  isAcceptedUpload,
  MESSAGES,
  missingRequiredFieldsMessage,
  nextInquiryState,
  requiredParameterMessage,
  validateColumns,
  validateCompanyIdentity,
  validateFinancialSetup,
  financialDataSetupErrors,
  isWithinSetupYears,
  setupYears,
  type FinancialDataSetupInput,
  validateInquiry,
  validateMapping,
  validateRequired,
  validateUrl,
} from '../src/index.ts';

describe('exact spec messages (§5, §8)', () => {
  it('constants', () => {
    expect(MESSAGES.requiredField).toBe('This field is required');
    expect(MESSAGES.noColumnsFound).toBe('No columns found in the file');
    expect(MESSAGES.criteriaRequired).toBe('At least one criteria field must be filled');
    expect(MESSAGES.usageLoadFailed).toBe('Failed to load usage data.');
    expect(missingRequiredFieldsMessage(['Company name', 'Website'])).toBe('Missing required fields: Company name, Website');
    expect(requiredParameterMessage('benchmarkId', 'getBenchmark')).toBe('Required parameter benchmarkId was null or undefined when calling getBenchmark.');
  });
  it('assertParamExists throws the required-parameter message for null/undefined only', () => {
    expect(() => assertParamExists('updateCompany', 'companyId', undefined)).toThrow('Required parameter companyId was null or undefined when calling updateCompany.');
    expect(() => assertParamExists('updateCompany', 'companyId', null)).toThrow(/companyId/);
    expect(() => assertParamExists('updateCompany', 'companyId', 0)).not.toThrow();
  });
});

describe('required and URL', () => {
  it('required', () => {
    expect(validateRequired('  ')).toBe('This field is required');
    expect(validateRequired(null)).toBe('This field is required');
    expect(validateRequired('x')).toBeNull();
  });
  it.each(['https://example.com', 'http://sub.example.co.uk/path?q=1', 'example.com', 'www.acme-gmbh.de'])('%s is a valid URL', (u) => {
    expect(validateUrl(u)).toBeNull();
  });
  it.each(['not a url', 'http://', 'ftp://example.com', 'https://localhost', 'example', 'http://exa mple.com'])('%s is invalid', (u) => {
    expect(validateUrl(u)).toBe('Invalid URL');
    expect(validateUrl(u, 'format')).toBe('Invalid URL format');
  });
  it('company name, country and website are required', () => {
    expect(validateCompanyIdentity({ name: '', country: null, website: 'bad' })).toEqual({
      name: 'This field is required',
      country: 'This field is required',
      website: 'Invalid URL format',
    });
    const issues = dataValidationIssues([{ name: 'A', country: 'DE', website: 'a.de' }, { name: '', country: '', website: 'x' }]);
    expect([issues.missingNames.length, issues.missingCountries.length, issues.invalidWebsites.length]).toEqual([1, 1, 1]);
  });
});

describe('inquiry forms (§4, §5, §8)', () => {
  it('validates name, work e-mail and company size', () => {
    expect(validateInquiry({})).toEqual({ name: MESSAGES.requiredField, email: MESSAGES.requiredField, company_size: MESSAGES.requiredField });
    expect(validateInquiry({ name: 'A', email: 'a@b', company_size: 'Select...' })).toEqual({ email: MESSAGES.invalidEmail, company_size: MESSAGES.requiredField });
    expect(validateInquiry({ name: 'A', email: 'a@firm.com', company_size: '1000+' })).toEqual({});
  });
  it('error toast precedence: name, email, company_size, message, generic; network without response', () => {
    const all = { name: ['Name bad', 'second'], email: 'Email bad', company_size: 'Size bad', message: 'Server says no' };
    expect(inquiryErrorToast(all)).toBe('Name bad');
    expect(inquiryErrorToast({ ...all, name: undefined })).toBe('Email bad');
    expect(inquiryErrorToast({ company_size: ['Size bad'], message: 'm' })).toBe('Size bad');
    expect(inquiryErrorToast({ message: 'Server says no' })).toBe('Server says no');
    expect(inquiryErrorToast({})).toBe('An error occurred while submitting your request. Please try again.');
    expect(inquiryErrorToast(undefined)).toBe('Network error. Please check your connection and try again.');
  });
  it('states editing → submitting → submitted | editing; no way back from Thank You', () => {
    expect(nextInquiryState('editing', 'submit')).toBe('submitting');
    expect(nextInquiryState('submitting', 'success')).toBe('submitted');
    expect(nextInquiryState('submitting', 'error')).toBe('editing');
    expect(() => nextInquiryState('submitted', 'submit')).toThrow(/cannot handle "submit" while submitted/);
  });
});

describe('mapping and financial setup (§5)', () => {
  it('file and columns', () => {
    expect(validateColumns(null)).toBe(MESSAGES.fileRequiredBeforeMapping);
    expect(validateColumns(['', '  ', null])).toBe('No columns found in the file');
    expect(validateColumns(['Company name'])).toBeNull();
    expect(isAcceptedUpload('Export.XLSX')).toBe(true);
    expect(isAcceptedUpload('notes.pdf')).toBe(false);
  });
  it('missing required mapped fields', () => {
    expect(validateMapping({ name: 'Company name', country: '', website: null })).toBe('Missing required fields: Country, Website');
    expect(validateMapping({ name: 'a', country: 'b', website: 'c' })).toBeNull();
  });
  it('years 2010–2029, start <= end, one financial field', () => {
    const ok = { includeFinancials: true, startYear: 2010, endYear: 2029, mapping: { '2023': { revenue: 'Sales 2023' } } };
    expect(validateFinancialSetup(ok)).toEqual([]);
    expect(validateFinancialSetup({ ...ok, startYear: 2009 })).toEqual([MESSAGES.yearOutOfRange]);
    expect(validateFinancialSetup({ ...ok, endYear: 2030 })).toEqual([MESSAGES.yearOutOfRange]);
    expect(validateFinancialSetup({ ...ok, startYear: 2024, endYear: 2023 })).toEqual([MESSAGES.startAfterEnd]);
    expect(validateFinancialSetup({ ...ok, mapping: { '2023': { revenue: '' } } })).toEqual([MESSAGES.financialFieldRequired]);
    expect(validateFinancialSetup({ ...ok, includeFinancials: false, mapping: {} })).toEqual([]);
  });
});

describe('financialDataSetupErrors (the import request)', () => {
  const setup = (over: Partial<FinancialDataSetupInput> = {}): FinancialDataSetupInput => ({
    pli: 'OM',
    start_year: 2021,
    end_year: 2023,
    column_mapping: [{ year: 2023, metric: 'revenue', column: 'Revenue 2023' }],
    ...over,
  });

  it('accepts a valid setup', () => {
    expect(financialDataSetupErrors(setup())).toEqual([]);
  });

  it('gives the same messages as the wizard', () => {
    expect(financialDataSetupErrors(setup({ start_year: 2024, end_year: 2022 }))).toEqual([MESSAGES.startAfterEnd]);
    expect(financialDataSetupErrors(setup({ column_mapping: [] }))).toEqual([MESSAGES.financialFieldRequired]);
    expect(financialDataSetupErrors(setup({ start_year: 2005 }))).toEqual([MESSAGES.yearOutOfRange]);
  });

  it('refuses a column mapped to a year outside the setup', () => {
    expect(financialDataSetupErrors(setup({ column_mapping: [{ year: 2020, metric: 'revenue', column: 'Revenue 2020' }] }))).toEqual([
      'The column "Revenue 2020" is mapped to 2020, outside 2021–2023.',
    ]);
  });

  it('lists the years of a setup', () => {
    expect(setupYears(setup())).toEqual([2021, 2022, 2023]);
    expect(isWithinSetupYears(setup(), 2020)).toBe(false);
    expect(isWithinSetupYears(setup(), 2023)).toBe(true);
  });
});
