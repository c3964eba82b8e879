import { toast } from '@quartile/ui';
import { HelpSupport } from '@quartile/ui/fragments/HelpSupport';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/client.ts';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle.ts';
import { useServerForm } from '../../../shared/hooks/useServerForm.ts';

const FIELDS = ['subject', 'message'] as const;

export default function HelpSupportPage() {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('title.help'), { withSuffix: true });
  const form = useServerForm(FIELDS);
  return (
    <HelpSupport
      isSending={form.pending}
      fieldErrors={form.fieldErrors}
      onSubmitSupport={(values) =>
        form.submit(async () => {
          const result = await api.submitSupportRequest(values);
          toast.success(result.message);
        })
      }
    />
  );
}
