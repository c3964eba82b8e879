/**
 * Inquiry forms (product-spec §3 "Inquiry", §4 "Inquiry forms", §5, §8).
 * - name: required text; email: required, valid e-mail format; company_size: required, one of
 *   1-50, 51-200, 201-1000, 1000+ (the 'Select...' placeholder is not a value).
 * - Server field errors may be a string or a list; a list is reduced to its first message.
 * - Error toast precedence: name error, email error, company_size error, the server's message,
 *   otherwise the generic text; with no server response at all, the network text.
 * - States: editing → submitting → submitted (success true) or back to editing (error).
 *   Submitted is final ("There is no way back from Thank You to the form").
 */
import { isBlank, isValidEmail, type FieldErrors } from './fields.ts';
import { MESSAGES } from './messages.ts';

export const COMPANY_SIZES = ['1-50', '51-200', '201-1000', '1000+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];
export const INQUIRY_TYPES = ['PricingPage', 'ContactForm'] as const;
export const INQUIRY_SOURCES = ['pricing_page', 'contact_form', 'demo_request', 'newsletter', 'footer_contact', 'general'] as const;

export interface InquiryInput {
  readonly name?: string | null;
  readonly email?: string | null;
  readonly company_size?: string | null;
}

export type InquiryField = 'name' | 'email' | 'company_size';

export function validateInquiry(input: InquiryInput): FieldErrors<InquiryField> {
  const errors: FieldErrors<InquiryField> = {};
  if (isBlank(input.name)) errors.name = MESSAGES.requiredField;
  if (isBlank(input.email)) errors.email = MESSAGES.requiredField;
  else if (!isValidEmail(String(input.email))) errors.email = MESSAGES.invalidEmail;
  if (isBlank(input.company_size)) errors.company_size = MESSAGES.requiredField;
  else if (!(COMPANY_SIZES as readonly string[]).includes(String(input.company_size))) errors.company_size = MESSAGES.requiredField;
  return errors;
}

/** Server error value → one message (a list is reduced to its first message). */
export function firstMessage(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (Array.isArray(value)) {
    for (const v of value) {
      const m = firstMessage(v);
      if (m !== null) return m;
    }
  }
  return null;
}

export interface InquiryErrorResponse {
  readonly name?: unknown;
  readonly email?: unknown;
  readonly company_size?: unknown;
  readonly message?: unknown;
}

/** §8 precedence. `response` undefined/null means no server response at all. */
export function inquiryErrorToast(response: InquiryErrorResponse | null | undefined): string {
  if (response === null || response === undefined) return MESSAGES.inquiryNetworkError;
  return (
    firstMessage(response.name) ??
    firstMessage(response.email) ??
    firstMessage(response.company_size) ??
    firstMessage(response.message) ??
    MESSAGES.inquiryGenericError
  );
}

export type InquiryFormState = 'editing' | 'submitting' | 'submitted';
export type InquiryFormEvent = 'submit' | 'success' | 'error';

export function nextInquiryState(state: InquiryFormState, event: InquiryFormEvent): InquiryFormState {
  if (state === 'editing' && event === 'submit') return 'submitting';
  if (state === 'submitting' && event === 'success') return 'submitted';
  if (state === 'submitting' && event === 'error') return 'editing';
  throw new Error(`The inquiry form cannot handle "${event}" while ${state}.`);
}
