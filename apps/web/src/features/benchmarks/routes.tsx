import i18n from 'i18next';
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { en } from './en.ts';

// Registered when a page first loads: routes are imported before i18next is initialised.
const withTexts = <T,>(load: () => Promise<T>) => () => {
  if (!i18n.hasResourceBundle('en', 'benchmarks')) i18n.addResourceBundle('en', 'benchmarks', en, true, true);
  return load();
};

const BenchmarksPage = lazy(withTexts(() => import('./pages/BenchmarksPage.tsx')));
const BenchmarkPage = lazy(withTexts(() => import('./pages/BenchmarkPage.tsx')));

/** Benchmarks; the shell's guard redirects to /dashboard when the firm's benchmarking is off. */
export const benchmarkRoutes: RouteObject[] = [
  { path: '/benchmarks', element: <BenchmarksPage /> },
  { path: '/benchmarks/:id', element: <BenchmarkPage /> },
];
