// The route table, composed from each feature's routes. Pages load lazily so a public page
// ships only what it needs. Signed-in routes live under the shell's ProtectedLayout.
// Kept apart from router.tsx so the build-time prerender (src/prerender.tsx) renders the same
// routes with a static router.
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { agentRoutes } from '../features/agents/routes.tsx';
import { authRoutes } from '../features/auth/routes.tsx';
import { farRoutes } from '../features/fars/routes.tsx';
import { benchmarkRoutes } from '../features/benchmarks/routes.tsx';
import { publicRoutes } from '../features/public/routes.tsx';
import { shellRoutes, ProtectedLayout } from '../features/shell/routes.tsx';
import { usageRoutes } from '../features/usage/routes.tsx';
import { vaultRoutes } from '../features/vault/routes.tsx';
import { isIdParam, WellFormedIds } from './routes/WellFormedIds.tsx';

const NotFoundPage = lazy(() => import('./routes/NotFoundPage.tsx'));

/** Pages addressed by a record id check its form before they load anything. */
const withIdCheck = (route: RouteObject): RouteObject =>
  route.path?.split('/').some((part) => part.startsWith(':') && isIdParam(part.slice(1)))
    ? { ...route, element: <WellFormedIds>{route.element}</WellFormedIds> }
    : route;

export const routes: RouteObject[] = [
  ...publicRoutes,
  ...authRoutes,
  {
    element: <ProtectedLayout />,
    children: [...shellRoutes, ...vaultRoutes, ...benchmarkRoutes, ...usageRoutes, ...agentRoutes, ...farRoutes].map(withIdCheck),
  },
  { path: '*', element: <NotFoundPage /> },
];
