// The build-time render of the public website (built with `vite build --ssr`, run by
// scripts/prerender.ts): each marketing page becomes finished HTML that the browser paints before
// any JavaScript arrives, and that main.tsx then hydrates. The same App and route table as the
// browser's, under a static router.
import './app/i18nInit.ts';
import { MARKETING_ROUTES } from '@quartile/domain';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { App } from './app/App.tsx';
import { routes } from './app/routeTable.tsx';
import { schedulingWidgetUrl, site } from './content/site.ts';
import { prerenderedMeta, type DocumentMeta } from './features/public/hooks/useDocumentMeta.ts';

export const PRERENDERED_PATHS: readonly string[] = MARKETING_ROUTES;

/** Origins the public pages contact from the browser (the scheduling widget's reachability check). */
export const EXTERNAL_ORIGINS: readonly string[] = [
  ...new Set([site.schedulingUrl, site.bookingUrl].map((url) => new URL(schedulingWidgetUrl(url)).origin)),
];

export interface RenderedPage {
  html: string;
  meta: DocumentMeta | null;
}

export async function renderPage(path: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} redirects; only pages can be prerendered`);
  if (context.statusCode !== 200) throw new Error(`${path} answered ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  prerenderedMeta.current = null;
  // prerender() waits for every lazy page and Suspense boundary, so the HTML is complete.
  const { prelude } = await prerender(
    <StrictMode>
      <App>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>
    </StrictMode>,
    // Never outline a large boundary behind a reveal script: the page must read without JavaScript.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  return { html, meta: prerenderedMeta.current };
}
