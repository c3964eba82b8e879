import { ResetPasswordForm } from '@quartile/ui/fragments/AuthForms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { api } from '../../../shared/api/client.ts';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle.ts';
import { useSubmit } from '../useSubmit.ts';

/** /reset-password-confirm/:uidb64/:token, the link e-mailed by POST /password-reset/request/. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('title.resetPassword'), { withSuffix: true });
  const { uidb64, token } = useParams();
  const [done, setDone] = useState<string | null>(null);
  const submit = useSubmit(['password'] as const);
  return (
    <ResetPasswordForm
      onSubmit={({ password }) =>
        void submit.run(async () => {
          const result = await api.confirmPasswordReset({ uidb64: uidb64 ?? '', token: token ?? '', password });
          setDone(result.message);
        })
      }
      isPending={submit.isPending}
      formError={submit.formError}
      fieldErrors={submit.fieldErrors}
      doneMessage={done}
    />
  );
}
