// Serves the built SPA: hashed assets as immutable files, index.html for every other GET
// outside /api (the SPA owns those paths), with the version marker and a strict CSP.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.ts';

/** CSP hashes for the inline scripts of index.html (the theme boot script runs before first paint). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1] ?? '').digest('base64')}'`,
  );
}

export async function registerWebApp(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const indexFile = path.join(ctx.config.webDistDir, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(indexHtml ? inlineScriptHashes(indexHtml) : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
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
      setHeaders: (res: { header(name: string, value: string): unknown }, filePath: string) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
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
