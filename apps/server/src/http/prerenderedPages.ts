// The public website's prerendered pages (apps/web/scripts/prerender.ts writes them into
// dist/pages/ with .br and .gz copies): each is served at its route, compressed as the browser
// accepts, so a visitor's first paint needs one HTML response.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface PrerenderedPage {
  html: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
}

export interface PrerenderedSite {
  /** Route ('/', '/pricing') to its page. */
  pages: Map<string, PrerenderedPage>;
  /** Origins the pages contact from the browser (for the CSP's connect-src). */
  externalOrigins: string[];
}

const readIfExists = (file: string) => (existsSync(file) ? readFileSync(file) : null);

/** 'index.html' -> '/', 'pricing.html' -> '/pricing' (the inverse of the prerender's file names). */
export const routeOfPageFile = (file: string) => (file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`);

export function loadPrerenderedSite(webDistDir: string): PrerenderedSite {
  const dir = path.join(webDistDir, 'pages');
  const pages = new Map<string, PrerenderedPage>();
  if (!existsSync(dir)) return { pages, externalOrigins: [] };
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.html')) continue;
    const full = path.join(dir, file);
    pages.set(routeOfPageFile(file), { html: readFileSync(full), br: readIfExists(`${full}.br`), gzip: readIfExists(`${full}.gz`) });
  }
  const origins = readIfExists(path.join(dir, 'external-origins.json'));
  const externalOrigins = origins
    ? (JSON.parse(origins.toString('utf8')) as unknown[]).filter(
        (o): o is string => typeof o === 'string' && /^https:\/\/[^/\s;,]+$/.test(o),
      )
    : [];
  return { pages, externalOrigins };
}

/** The route a request path names, ignoring a trailing slash ('/pricing/' is '/pricing'). */
export const pageRoute = (url: string) => (url.split('?')[0] ?? '/').replace(/(.)\/+$/, '$1');

export function sendPage(request: FastifyRequest, reply: FastifyReply, page: PrerenderedPage) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  if (page.br && /\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(page.br);
  if (page.gzip && /\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}
