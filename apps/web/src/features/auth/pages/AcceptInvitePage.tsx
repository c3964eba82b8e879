import { toast } from '@quartile/ui';
import { AcceptInviteForm } from '@quartile/ui/fragments/AuthForms';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { api } from '../../../shared/api/client.ts';
import { session } from '../../../shared/session/index.ts';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle.ts';
import { useSubmit } from '../useSubmit.ts';

/** /accept-invite/:token, the link e-mailed by POST /team/invites/. */
export default function AcceptInvitePage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('title.acceptInvite'), { withSuffix: true });
  const { token } = useParams();
  const submit = useSubmit(['first_name', 'last_name', 'password'] as const);
  return (
    <AcceptInviteForm
      onSubmit={(values) =>
        void submit.run(async () => {
          const result = await api.acceptInvite({ token: token ?? '', ...values });
          session.signIn(result);
          toast.success(t('joined', { firm: result.user.firm.name, name: result.user.first_name }));
        })
      }
      isPending={submit.isPending}
      formError={submit.formError}
      fieldErrors={submit.fieldErrors}
    />
  );
}
