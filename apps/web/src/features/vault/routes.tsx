import type { RouteObject } from 'react-router-dom';
import { lazyWithTexts } from '../../shared/i18n/lazyWithTexts.ts';
import { en } from './en.ts';

const ClientsPage = lazyWithTexts('vault', en, () => import('./pages/ClientsPage.tsx'));
const ClientPage = lazyWithTexts('vault', en, () => import('./pages/ClientPage.tsx'));

/** The Vault (employees only; the shell's sidebar shows it to employees). */
export const vaultRoutes: RouteObject[] = [
  { path: '/vault', element: <ClientsPage /> },
  { path: '/vault/:id', element: <ClientPage /> },
];
