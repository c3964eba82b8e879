import type { RouteObject } from 'react-router-dom';
import { lazyWithTexts } from '../../shared/i18n/lazyWithTexts.ts';
import { en } from './en.ts';

const BenchmarksPage = lazyWithTexts('benchmarks', en, () => import('./pages/BenchmarksPage.tsx'));
const BenchmarkPage = lazyWithTexts('benchmarks', en, () => import('./pages/BenchmarkPage.tsx'));

/** Benchmarks; the shell's guard redirects to /dashboard when the firm's benchmarking is off. */
export const benchmarkRoutes: RouteObject[] = [
  { path: '/benchmarks', element: <BenchmarksPage /> },
  { path: '/benchmarks/:id', element: <BenchmarkPage /> },
];
