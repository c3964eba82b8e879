import i18n from 'i18next';
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { bootSession } from '../../shared/session/boot.ts';
import { en } from './en.ts';

i18n.addResourceBundle('en', 'shell', en, true, true);

// Loaded with the session it needs: a public page's start-up bundle carries neither.
export const ProtectedLayout = lazy(() =>
  bootSession()
    .then(() => import('./ProtectedLayout.tsx'))
    .then((m) => ({ default: m.ProtectedLayout })),
);

const DashboardPage = lazy(() => import('./pages/DashboardPage.tsx'));
const HelpSupportPage = lazy(() => import('./pages/HelpSupportPage.tsx'));
const SettingsPage = lazy(() => import('./pages/SettingsPage.tsx'));

/** Signed-in pages of the shell itself (children of ProtectedLayout in app/router.tsx). */
export const shellRoutes: RouteObject[] = [
  { path: '/dashboard', element: <DashboardPage /> },
  { path: '/help-and-support', element: <HelpSupportPage /> },
  { path: '/settings', element: <SettingsPage /> },
];
