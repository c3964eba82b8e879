import i18n from 'i18next';
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { en } from './en.ts';

// Registered when a page first loads: routes are imported before i18next is initialised.
const withTexts =
  <T,>(load: () => Promise<T>) =>
  () => {
    if (!i18n.hasResourceBundle('en', 'fars')) i18n.addResourceBundle('en', 'fars', en, true, true);
    return load();
  };

const FarsPage = lazy(withTexts(() => import('./pages/FarsPage.tsx')));
const FarPage = lazy(withTexts(() => import('./pages/FarPage.tsx')));

/** FAR reports: employees only (the shell's guard sends everyone else to /agents, spec §6). */
export const farRoutes: RouteObject[] = [
  { path: '/fars', element: <FarsPage /> },
  { path: '/fars/:farId', element: <FarPage /> },
];
