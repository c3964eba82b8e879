import i18n from 'i18next';
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { en } from './en.ts';

i18n.addResourceBundle('en', 'shell', en, true, true);

export { ProtectedLayout } from './ProtectedLayout.tsx';

const DashboardPage = lazy(() => import('./pages/DashboardPage.tsx'));
const HelpSupportPage = lazy(() => import('./pages/HelpSupportPage.tsx'));
const SettingsPage = lazy(() => import('./pages/SettingsPage.tsx'));

/** Signed-in pages of the shell itself (children of ProtectedLayout in app/router.tsx). */
export const shellRoutes: RouteObject[] = [
  { path: '/dashboard', element: <DashboardPage /> },
  { path: '/help-and-support', element: <HelpSupportPage /> },
  { path: '/settings', element: <SettingsPage /> },
];
