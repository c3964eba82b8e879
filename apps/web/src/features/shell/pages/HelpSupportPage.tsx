import { toast } from '@quartile/ui';
import { HelpSupport } from '@quartile/ui/fragments/HelpSupport';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/client.ts';
import { formFailure } from '../../../shared/api/formErrors.ts';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle.ts';

const FIELDS = ['subject', 'message'] as const;

export default function HelpSupportPage() {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('title.help'), { withSuffix: true });
  const [sending, setSending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<(typeof FIELDS)[number], string>>>({});
  return (
    <HelpSupport
      isSending={sending}
      fieldErrors={fieldErrors}
      onSubmitSupport={async (values) => {
        setSending(true);
        setFieldErrors({});
        try {
          const result = await api.submitSupportRequest(values);
          toast.success(result.message);
          return true;
        } catch (error) {
          setFieldErrors(formFailure(error, FIELDS).fieldErrors);
          return false;
        } finally {
          setSending(false);
        }
      }}
    />
  );
}
