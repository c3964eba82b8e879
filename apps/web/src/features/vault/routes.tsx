import i18n from 'i18next';
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { en } from './en.ts';

// Registered when a page first loads: routes are imported before i18next is initialised.
const withTexts = <T,>(load: () => Promise<T>) => () => {
  if (!i18n.hasResourceBundle('en', 'vault')) i18n.addResourceBundle('en', 'vault', en, true, true);
  return load();
};

const ClientsPage = lazy(withTexts(() => import('./pages/ClientsPage.tsx')));
const ClientPage = lazy(withTexts(() => import('./pages/ClientPage.tsx')));

/** The Vault (employees only; the shell's sidebar shows it to employees). */
export const vaultRoutes: RouteObject[] = [
  { path: '/vault', element: <ClientsPage /> },
  { path: '/vault/:id', element: <ClientPage /> },
];
