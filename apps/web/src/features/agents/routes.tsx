import i18n from 'i18next';
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { en } from './en.ts';

// Registered when a page first loads: routes are imported before i18next is initialised.
const withTexts =
  <T,>(load: () => Promise<T>) =>
  () => {
    if (!i18n.hasResourceBundle('en', 'agents')) i18n.addResourceBundle('en', 'agents', en, true, true);
    return load();
  };

const AgentsPage = lazy(withTexts(() => import('./pages/AgentsPage.tsx')));
const IndustryOverviewsPage = lazy(withTexts(() => import('./pages/IndustryOverviewsPage.tsx')));
const IndustryOverviewPage = lazy(withTexts(() => import('./pages/IndustryOverviewPage.tsx')));

/** The Agents area; the shell's guard sends /agents/industry-overview to /agents unless the firm has it. */
export const agentRoutes: RouteObject[] = [
  { path: '/agents', element: <AgentsPage /> },
  { path: '/agents/industry-overview', element: <IndustryOverviewsPage /> },
  { path: '/agents/industry-overview/:id', element: <IndustryOverviewPage /> },
];
