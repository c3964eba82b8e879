import { isPublicRoute } from '@quartile/domain';
import { Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { FullPageSpinner } from '@quartile/ui/fragments/FullPageSpinner';
import { AriaRouter } from '../../shared/router/AriaRouter.tsx';
import { useAccessToken, useSessionUser } from '../../shared/session/index.ts';

/**
 * Frame of the sign-in screens. With `signedInGoesOn`, a signed-in visitor (or one who has just
 * signed in) goes on to the page they came from, or to /dashboard.
 */
export function AuthRoute({ children, signedInGoesOn = false }: { children: ReactNode; signedInGoesOn?: boolean }) {
  const user = useSessionUser();
  const token = useAccessToken();
  const state = useLocation().state as { from?: unknown } | null;
  if (signedInGoesOn && user && token) {
    const from = typeof state?.from === 'string' && state.from.startsWith('/') && !isPublicRoute(state.from) ? state.from : '/dashboard';
    return <Navigate to={from} replace />;
  }
  return (
    <AriaRouter>
      <Suspense fallback={<FullPageSpinner />}>{children}</Suspense>
    </AriaRouter>
  );
}
