import type { RouteObject } from 'react-router-dom';
import { lazyWithTexts } from '../../shared/i18n/lazyWithTexts.ts';
import { en } from './en.ts';

const FarsPage = lazyWithTexts('fars', en, () => import('./pages/FarsPage.tsx'));
const FarPage = lazyWithTexts('fars', en, () => import('./pages/FarPage.tsx'));

/** FAR reports: employees only (the shell's guard sends everyone else to /agents, spec §6). */
export const farRoutes: RouteObject[] = [
  { path: '/fars', element: <FarsPage /> },
  { path: '/fars/:farId', element: <FarPage /> },
];
