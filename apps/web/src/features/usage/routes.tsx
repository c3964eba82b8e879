import type { RouteObject } from 'react-router-dom';
import { lazyWithTexts } from '../../shared/i18n/lazyWithTexts.ts';
import { en } from './en.ts';

const UsagePage = lazyWithTexts('usage', en, () => import('./pages/UsagePage.tsx'));

export const usageRoutes: RouteObject[] = [{ path: '/usage', element: <UsagePage /> }];
