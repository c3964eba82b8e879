// Serves the built SPA: hashed assets as immutable files (precompressed copies when the browser
// takes them), the prerendered public pages at their routes, index.html for every other GET
// outside /api (the SPA owns those paths), with the version marker and a strict CSP.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.ts';
import { loadPrerenderedSite, pageRoute, sendPage } from './prerenderedPages.ts';

/** CSP hashes for the inline scripts of index.html (the theme boot script runs before first paint). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1] ?? '').digest('base64')}'`,
  );
}

export async function registerWebApp(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const indexFile = path.join(ctx.config.webDistDir, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  const site = loadPrerenderedSite(ctx.config.webDistDir);
  const scriptHashes = new Set([indexHtml ?? '', ...[...site.pages.values()].map((page) => page.html.toString('utf8'))].flatMap(inlineScriptHashes));

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // The contact page checks that the scheduling widget's site answers before framing it.
        connectSrc: ["'self'", ...site.externalOrigins],
        frameSrc: ["'self'", 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: ctx.config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  if (indexHtml !== null) {
    await app.register(fastifyStatic, {
      root: ctx.config.webDistDir,
      index: false,
      wildcard: false,
      preCompressed: true,
      setHeaders: (res: { header(name: string, value: string): unknown }, filePath: string) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  for (const [route, page] of site.pages) {
    app.get(route, (request, reply) => sendPage(request, reply, page));
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const page = request.method === 'GET' || request.method === 'HEAD' ? site.pages.get(pageRoute(url)) : undefined;
    if (page) return sendPage(request, reply, page);
    if (url === '/api' || url.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ message: 'Not found' });
    }
    if (indexHtml === null) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built. Run `npm start` (it builds apps/web) or `pnpm --filter @quartile/web build`.');
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
}

/** A marker that changes with every web build: the package version plus a hash of index.html. */
export function computeVersion(webDistDir: string, packageVersion: string): string {
  const indexFile = path.join(webDistDir, 'index.html');
  if (!existsSync(indexFile)) return `${packageVersion}+dev`;
  const hash = createHash('sha256').update(readFileSync(indexFile)).digest('hex').slice(0, 12);
  return `${packageVersion}+${hash}`;
}
