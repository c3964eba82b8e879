// Writes the public website as finished HTML (dist/pages/*.html), after `vite build` and
// `vite build --ssr src/prerender.tsx --outDir dist-ssr`. Each page:
// - carries its rendered content, its own title and meta description;
// - inlines the part of the app's stylesheet it shows (criticalCss.ts), so the first paint needs
//   no other request;
// - starts the app's scripts only after that first paint (they hydrate the HTML in place).
// Also writes dist/pages/external-origins.json: the origins the pages contact (the server's CSP).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { criticalCss } from './criticalCss.ts';

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

/** The app's one stylesheet (cssCodeSplit: false), read from the template's link. */
function stylesheetOf(html: string): { tag: string; href: string; css: string } {
  const match = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/.exec(html);
  if (!match?.[1]) throw new Error('dist/index.html links no stylesheet');
  return { tag: match[0], href: match[1], css: readFileSync(path.join(dist, match[1]), 'utf8') };
}

// The entry is requested once the page has painted: on a slow phone its download and evaluation
// would otherwise compete with the first paint (a preload would too, for the network). The full
// stylesheet is attached at the same moment (the page inlines only what it shows first).
function deferEntryScript(html: string, stylesheetHref: string): string {
  return html
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (_tag, src: string) => {
      const loader =
        `requestAnimationFrame(function(){setTimeout(function(){` +
        `var l=document.createElement('link');l.rel='stylesheet';l.href=${JSON.stringify(stylesheetHref)};document.head.appendChild(l);` +
        `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(src)};document.head.appendChild(s)},0)})`;
      return `<script>${loader}</script>`;
    });
}

// The text face (Inter, latin subset) is requested with the page rather than when layout first
// needs it, so it is there for the first paint instead of swapping in later and moving the text.
function preloadTextFont(html: string, css: string): string {
  const font = /url\((\/assets\/inter-latin-wght-normal-[^)]+\.woff2)\)/.exec(css)?.[1];
  if (!font) throw new Error('the stylesheet names no Inter latin face to preload');
  return html.replace('</title>', `</title>\n    <link rel="preload" as="font" type="font/woff2" crossorigin href="${font}" />`);
}

function withMeta(html: string, meta: { title: string; description: string }): string {
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(meta.description)}" />`);
}

const indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8');
const stylesheet = stylesheetOf(indexHtml);
const template = preloadTextFont(deferEntryScript(indexHtml, stylesheet.href), stylesheet.css);
if (!template.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty <div id="root"></div>');

rmSync(pagesDir, { recursive: true, force: true });
mkdirSync(pagesDir, { recursive: true });
for (const route of ssr.PRERENDERED_PATHS) {
  const { html, meta } = await ssr.renderPage(route);
  if (!meta) throw new Error(`${route} set no title and description (useDocumentMeta)`);
  // Flagged public from the first byte, as PublicShell flags it once running (spec: public styling).
  const page = withMeta(template, meta)
    .replace('<body>', '<body data-public="">')
    .replace('<div id="root"></div>', `<div id="root">${html}</div>`)
    .replace(stylesheet.tag, () => `<style>${criticalCss(stylesheet.css, html)}</style>`);
  writeFileSync(path.join(pagesDir, pageFileName(route)), page);
  console.log(`prerendered ${route} -> pages/${pageFileName(route)} (${(page.length / 1024).toFixed(1)} kB)`);
}
writeFileSync(path.join(pagesDir, 'external-origins.json'), `${JSON.stringify(ssr.EXTERNAL_ORIGINS)}\n`);
