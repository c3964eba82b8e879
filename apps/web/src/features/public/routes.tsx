// The public website: one layout route around the marketing pages. Every page is its own lazy
// chunk; the layout's chunk and the current page's chunk are requested together.
// The copy ('public' i18n namespace) is registered by PublicShell.tsx, the first public module to
// load, so the signed-in app's start-up bundle does not carry the marketing texts.
import { lazy, type ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';

export { INQUIRY_PATH } from './inquiryPath.ts';

type PageModule = { default: ComponentType };
const pages: Record<string, () => Promise<PageModule>> = {
  '/': () => import('./pages/HomePage.tsx'),
  '/products': () => import('./pages/ProductsPage.tsx'),
  '/benchmarking': () => import('./pages/BenchmarkingPage.tsx'),
  '/pricing': () => import('./pages/PricingPage.tsx'),
  '/contact': () => import('./pages/ContactPage.tsx'),
  '/about': () => import('./pages/AboutPage.tsx'),
  '/careers': () => import('./pages/CareersPage.tsx'),
  '/privacy-policy': () => import('./pages/LegalPages.tsx').then((m) => ({ default: m.PrivacyPolicyPage })),
  '/terms-of-service': () => import('./pages/LegalPages.tsx').then((m) => ({ default: m.TermsOfServicePage })),
};

const loading = new Map<string, Promise<PageModule>>();
function loadPage(path: string): Promise<PageModule> {
  let promise = loading.get(path);
  if (!promise) {
    promise = pages[path]!();
    loading.set(path, promise);
  }
  return promise;
}

const PublicShell = lazy(() => {
  // Start the page's chunk alongside the layout's, so the first paint waits for one round trip.
  // (The build-time prerender has no window: it renders each page itself.)
  if (typeof window !== 'undefined') {
    const current = window.location.pathname.replace(/(.)\/+$/, '$1');
    if (current in pages) void loadPage(current);
  }
  return import('./PublicShell.tsx');
});

export const publicRoutes: RouteObject[] = [
  {
    element: <PublicShell />,
    children: [
      ...Object.keys(pages).map((path) => {
        const Page = lazy(() => loadPage(path));
        return { path, element: <Page /> };
      }),
      { path: '/demo', element: <Navigate to="/contact" replace /> },
    ],
  },
];
