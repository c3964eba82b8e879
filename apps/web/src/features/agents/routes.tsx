import type { RouteObject } from 'react-router-dom';
import { lazyWithTexts } from '../../shared/i18n/lazyWithTexts.ts';
import { en } from './en.ts';

const AgentsPage = lazyWithTexts('agents', en, () => import('./pages/AgentsPage.tsx'));
const IndustryOverviewsPage = lazyWithTexts('agents', en, () => import('./pages/IndustryOverviewsPage.tsx'));
const IndustryOverviewPage = lazyWithTexts('agents', en, () => import('./pages/IndustryOverviewPage.tsx'));

/** The Agents area; the shell's guard sends /agents/industry-overview to /agents unless the firm has it. */
export const agentRoutes: RouteObject[] = [
  { path: '/agents', element: <AgentsPage /> },
  { path: '/agents/industry-overview', element: <IndustryOverviewsPage /> },
  { path: '/agents/industry-overview/:id', element: <IndustryOverviewPage /> },
];
