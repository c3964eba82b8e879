import { toast } from '@quartile/ui';
import { RegisterForm } from '@quartile/ui/fragments/AuthForms';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/client.ts';
import { session } from '../../../shared/session/index.ts';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle.ts';
import { useSubmit } from '../useSubmit.ts';

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('title.register'), { withSuffix: true });
  const submit = useSubmit(['first_name', 'last_name', 'email', 'password', 'firm_name'] as const);
  return (
    <RegisterForm
      onSubmit={(values) =>
        void submit.run(async () => {
          const result = await api.register(values);
          session.signIn(result);
          toast.success(t('welcome', { name: result.user.first_name }));
        })
      }
      isPending={submit.isPending}
      formError={submit.formError}
      fieldErrors={submit.fieldErrors}
    />
  );
}
