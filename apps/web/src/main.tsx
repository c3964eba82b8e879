import './app/i18nInit.ts';
import { isMarketingRoute } from '@quartile/domain';
// The design system's global styles and theme switch, without its barrel (the start-up bundle of a
// public page carries only what that page uses).
import '@quartile/ui/styles';
import { readThemePreference, setTheme } from '@quartile/ui/theme-mode';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { App } from './app/App.tsx';
import { router } from './app/router.tsx';
import { INQUIRY_PATH } from './features/public/inquiryPath.ts';
import { bootSession, bootSessionWhenIdle, configureSession } from './shared/session/boot.ts';
import { startVersionPoll } from './shared/version/versionPoll.ts';

// The boot script set data-theme before paint; this also follows the system setting under 'system'.
setTheme(readThemePreference());
configureSession({ navigate: (to, options) => void router.navigate(to, options), quietPaths: [INQUIRY_PATH] });
// A marketing page needs no session to show or to send an inquiry: start it once the page is idle.
if (isMarketingRoute(window.location.pathname)) bootSessionWhenIdle();
else void bootSession();
if (import.meta.env.PROD) startVersionPoll();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const app = (
  <StrictMode>
    <App>
      <RouterProvider router={router} />
    </App>
  </StrictMode>
);
// Public pages arrive prerendered (scripts/prerender.ts): take over their HTML instead of redrawing
// it. As a transition, hydration works in short slices, so a tap or a keystroke is never kept
// waiting behind it (the page is already visible and needs no urgency).
if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
