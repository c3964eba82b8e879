import { ForgotPasswordForm } from '@quartile/ui/fragments/AuthForms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/client.ts';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle.ts';
import { useSubmit } from '../useSubmit.ts';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('title.forgotPassword'), { withSuffix: true });
  const [sent, setSent] = useState<string | null>(null);
  const submit = useSubmit(['email'] as const);
  return (
    <ForgotPasswordForm
      onSubmit={(values) =>
        void submit.run(async () => {
          const result = await api.requestPasswordReset(values);
          setSent(result.message);
        })
      }
      isPending={submit.isPending}
      formError={submit.formError}
      fieldErrors={submit.fieldErrors}
      sentMessage={sent}
    />
  );
}
