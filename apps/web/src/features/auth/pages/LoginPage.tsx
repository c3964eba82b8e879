import { LoginForm } from '@quartile/ui/fragments/AuthForms';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { api } from '../../../shared/api/client.ts';
import { session } from '../../../shared/session/index.ts';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle.ts';
import { useSubmit } from '../useSubmit.ts';

interface LoginState {
  from?: string;
  notice?: string;
  email?: string;
}

export default function LoginPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('title.login'), { withSuffix: true });
  const state = (useLocation().state ?? {}) as LoginState;
  const submit = useSubmit(['email', 'password'] as const);
  // The route guard sends the signed-in user on (to the page they came from, or the dashboard).
  return (
    <LoginForm
      onSubmit={(values) => void submit.run(async () => session.signIn(await api.login(values)))}
      isPending={submit.isPending}
      formError={submit.formError}
      fieldErrors={submit.fieldErrors}
      notice={state.notice ?? null}
      initialEmail={state.email}
    />
  );
}
