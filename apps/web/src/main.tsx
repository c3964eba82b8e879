import './app/i18nInit.ts';
import { readThemePreference, setTheme } from '@quartile/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { router } from './app/router.tsx';
import { INQUIRY_PATH } from './features/public/inquiryPath.ts';
import { installSession } from './shared/session/index.ts';
import { startVersionPoll } from './shared/version/versionPoll.ts';

// The boot script set data-theme before paint; this also follows the system setting under 'system'.
setTheme(readThemePreference());
installSession({ navigate: (to, options) => void router.navigate(to, options), quietPaths: [INQUIRY_PATH] });
if (import.meta.env.PROD) startVersionPoll();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
