// Writes the public website as finished HTML (dist/pages/*.html), after `vite build` and
// `vite build --ssr src/prerender.tsx --outDir dist-ssr`. Each page:
// - carries its rendered content, its own title and meta description;
// - inlines the app's one stylesheet, so the first paint needs no other request;
// - starts the app's scripts only after that first paint (they hydrate the HTML in place).
// Also writes dist/pages/external-origins.json: the origins the pages contact (the server's CSP).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

interface PrerenderModule {
  PRERENDERED_PATHS: readonly string[];
  EXTERNAL_ORIGINS: readonly string[];
  renderPage(path: string): Promise<{ html: string; meta: { title: string; description: string } | null }>;
}

const webRoot = path.resolve(import.meta.dirname, '..');
const dist = path.join(webRoot, 'dist');
const pagesDir = path.join(dist, 'pages');
const ssr = (await import(pathToFileURL(path.join(webRoot, 'dist-ssr/prerender.js')).href)) as PrerenderModule;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page file a path is served from: '/' -> index.html, '/pricing' -> pricing.html. */
export const pageFileName = (route: string) => `${route === '/' ? 'index' : route.slice(1).replace(/\//g, '_')}.html`;

function inlineStylesheets(html: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (_tag, href: string) => {
    const css = readFileSync(path.join(dist, href), 'utf8');
    return `<style>${css}</style>`;
  });
}

// The entry runs once the page has painted: a module script in the head would compete with the
// first paint for the main thread on a slow phone. Its modulepreload links keep the download early.
function deferEntryScript(html: string): string {
  return html.replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (_tag, src: string) => {
    const loader = `requestAnimationFrame(function(){setTimeout(function(){var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(src)};document.head.appendChild(s)},0)})`;
    return `<link rel="modulepreload" crossorigin href="${src}"><script>${loader}</script>`;
  });
}

function withMeta(html: string, meta: { title: string; description: string }): string {
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(meta.description)}" />`);
}

const template = deferEntryScript(inlineStylesheets(readFileSync(path.join(dist, 'index.html'), 'utf8')));
if (!template.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty <div id="root"></div>');

rmSync(pagesDir, { recursive: true, force: true });
mkdirSync(pagesDir, { recursive: true });
for (const route of ssr.PRERENDERED_PATHS) {
  const { html, meta } = await ssr.renderPage(route);
  if (!meta) throw new Error(`${route} set no title and description (useDocumentMeta)`);
  // Flagged public from the first byte, as PublicShell flags it once running (spec: public styling).
  const page = withMeta(template, meta)
    .replace('<body>', '<body data-public="">')
    .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
  writeFileSync(path.join(pagesDir, pageFileName(route)), page);
  console.log(`prerendered ${route} -> pages/${pageFileName(route)} (${(page.length / 1024).toFixed(1)} kB)`);
}
writeFileSync(path.join(pagesDir, 'external-origins.json'), `${JSON.stringify(ssr.EXTERNAL_ORIGINS)}\n`);
