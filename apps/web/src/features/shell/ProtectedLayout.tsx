import { sidebarItems } from '@quartile/domain';
import { toast } from '@quartile/ui';
import type { User } from '@quartile/api';
import { AppShell } from '@quartile/ui/fragments/AppShell';
import { FullPageSpinner } from '@quartile/ui/fragments/FullPageSpinner';
import { Sidebar } from '@quartile/ui/fragments/Sidebar';
import { QueryClientProvider } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { queryClient } from '../../shared/api/queryClient.ts';
import { AriaRouter } from '../../shared/router/AriaRouter.tsx';
import { session, useAccessToken, useSessionStatus, useSessionUser } from '../../shared/session/index.ts';
import { sidebarCollapsedAtom, themePreferenceAtom } from './atoms.ts';
import { redirectReason, shellRedirect } from './guards.ts';

function ShellSidebar({ user, currentPath }: { user: User; currentPath: string }) {
  const [collapsed, setCollapsed] = useAtom(sidebarCollapsedAtom);
  const [theme, setTheme] = useAtom(themePreferenceAtom);
  const [loggingOut, setLoggingOut] = useState(false);
  return (
    <Sidebar
      items={sidebarItems(user).map((item) => ({ id: item.id, label: item.label, href: item.path }))}
      currentPath={currentPath}
      userName={`${user.first_name} ${user.last_name}`.trim()}
      firmName={user.firm.name}
      isCollapsed={collapsed}
      onCollapsedChange={setCollapsed}
      themePreference={theme}
      onThemeChange={setTheme}
      isLoggingOut={loggingOut}
      onLogout={() => {
        setLoggingOut(true);
        void session.logout().finally(() => setLoggingOut(false));
      }}
    />
  );
}

/** Sends the user on and says why, so a page they were refused does not just vanish. */
function RedirectWithNotice({ to, notice }: { to: string; notice: string }) {
  useEffect(() => {
    toast.info(notice);
  }, [notice]);
  return <Navigate to={to} replace />;
}

/**
 * The signed-in frame. Without a token or a user it restores the session with the refresh cookie
 * behind a full-page spinner (spec section 4); then it applies the role and firm redirects
 * (sections 2 and 6) and shows the page inside the shell.
 */
export function ProtectedLayout() {
  const user = useSessionUser();
  const token = useAccessToken();
  const status = useSessionStatus();
  const location = useLocation();
  const hasSession = Boolean(user && token);

  useEffect(() => {
    if (!hasSession && status !== 'ended') void session.restore();
  }, [hasSession, status]);

  if (!user || !token) {
    if (status === 'ended') return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
    return <FullPageSpinner />;
  }
  const redirect = shellRedirect(user, location.pathname);
  if (redirect) return <RedirectWithNotice to={redirect} notice={redirectReason(user, location.pathname)} />;

  // Server state is read only by signed-in pages: the query client loads with this frame, so a
  // public page's start-up bundle does not carry it.
  return (
    <QueryClientProvider client={queryClient}>
      <AriaRouter>
        <AppShell sidebar={<ShellSidebar user={user} currentPath={location.pathname} />}>
          <Suspense fallback={<FullPageSpinner />}>
            <Outlet />
          </Suspense>
        </AppShell>
      </AriaRouter>
    </QueryClientProvider>
  );
}
