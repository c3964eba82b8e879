import i18n from 'i18next';
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { en } from './en.ts';

// Registered when a page first loads: routes are imported before i18next is initialised.
const withTexts = <T,>(load: () => Promise<T>) => () => {
  if (!i18n.hasResourceBundle('en', 'usage')) i18n.addResourceBundle('en', 'usage', en, true, true);
  return load();
};

const UsagePage = lazy(withTexts(() => import('./pages/UsagePage.tsx')));

export const usageRoutes: RouteObject[] = [{ path: '/usage', element: <UsagePage /> }];
