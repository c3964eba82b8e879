// Submitting the pricing and contact forms (spec sections 4 and 8): editing -> submitting ->
// submitted (final) or back to editing with the error toast chosen by the spec's precedence.
import { useState } from 'react';
import { ApiError } from '@quartile/api';
import {
  firstMessage,
  inquiryErrorToast,
  nextInquiryState,
  type CompanySize,
  type InquiryField,
  type InquiryFormState,
} from '@quartile/domain';
import { toast, type InquiryFieldErrors, type InquiryFormValues } from '@quartile/ui/fragments/InquiryForm';

export { INQUIRY_PATH } from './inquiryPath.ts';

export type InquiryType = 'PricingPage' | 'ContactForm';

const FIELDS: readonly InquiryField[] = ['name', 'email', 'company_size'];

function fieldErrorsOf(errors: Record<string, unknown> | undefined): InquiryFieldErrors {
  const result: InquiryFieldErrors = {};
  for (const field of FIELDS) {
    const message = firstMessage(errors?.[field]);
    if (message) result[field] = message;
  }
  return result;
}

export interface InquiryController {
  state: InquiryFormState;
  serverErrors: InquiryFieldErrors | undefined;
  submit: (values: InquiryFormValues) => Promise<void>;
}

export function useInquiry(inquiryType: InquiryType): InquiryController {
  const [state, setState] = useState<InquiryFormState>('editing');
  const [serverErrors, setServerErrors] = useState<InquiryFieldErrors | undefined>(undefined);

  async function submit(values: InquiryFormValues): Promise<void> {
    if (state !== 'editing') return;
    setState(nextInquiryState('editing', 'submit'));
    setServerErrors(undefined);
    try {
      // The API client loads with the first submission, not with the page.
      const { api } = await import('../../shared/api/client.ts');
      const response = await api.submitInquiry({
        name: values.name,
        email: values.email,
        company_size: values.company_size as CompanySize,
        inquiry_type: inquiryType,
        ...(values.website ? { website: values.website } : {}),
      });
      if (response.success) {
        setState(nextInquiryState('submitting', 'success'));
        toast.success(response.message);
        return;
      }
      toast.error(inquiryErrorToast({ message: response.message }));
      setState(nextInquiryState('submitting', 'error'));
    } catch (error) {
      if (error instanceof ApiError) {
        const body = typeof error.body === 'object' && error.body !== null ? (error.body as Record<string, unknown>) : {};
        const fields = fieldErrorsOf(error.errors);
        toast.error(inquiryErrorToast({ ...fields, message: body['message'] }));
        setServerErrors(Object.keys(fields).length > 0 ? fields : undefined);
      } else {
        // No server response at all (offline, connection dropped).
        toast.error(inquiryErrorToast(null));
      }
      setState(nextInquiryState('submitting', 'error'));
    }
  }

  return { state, serverErrors, submit };
}
