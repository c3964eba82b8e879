// Performance of the public website, printed as JSON lines:
// - bundle: gzip size of the JavaScript a public page needs before it is interactive, from the
//   Vite build manifest: the entry and its static imports, plus the public layout chunk and the
//   page's chunk with their static imports. Chunks loaded later on purpose (the globe, the toast
//   region, the API client loaded on submit) are reported separately as `deferred_kb`.
// - lighthouse: performance and accessibility of Home and Pricing in Lighthouse's default mobile
//   emulation (simulated throttling), against the built app served by the real server.
// Usage: node scripts/bench-web.ts [--runs 3] [--skip-build] [--port 3300] [--report-dir DIR]   (exit 1 when a budget is missed)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '3300' },
    'skip-build': { type: 'boolean', default: false },
    // Writes each Lighthouse report (JSON) there, to see what a score is made of.
    'report-dir': { type: 'string' },
  },
});
const runs = Math.max(1, Number(values.runs));
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;

const BUDGET_KB = 150;
const PAGES = [
  { name: 'home', path: '/', chunk: 'src/features/public/pages/HomePage.tsx' },
  { name: 'pricing', path: '/pricing', chunk: 'src/features/public/pages/PricingPage.tsx' },
] as const;
const LAYOUT_CHUNK = 'src/features/public/PublicShell.tsx';

const print = (line: Record<string, unknown>) => console.log(JSON.stringify(line));

// ---------------------------------------------------------------------------------------- build
if (!values['skip-build']) {
  const build = spawnSync('pnpm', ['--filter', '@quartile/web', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// --------------------------------------------------------------------------------------- bundle
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
// WEB_DIST_DIR (as the server reads it) measures another build of the app.
const dist = path.resolve(root, process.env['WEB_DIST_DIR'] ?? 'apps/web/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const gzipKb = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;
const staticClosure = (keys: string[], seen = new Set<string>()): Set<string> => {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    staticClosure(manifest[key].imports ?? [], seen);
  }
  return seen;
};
const sum = (keys: Iterable<string>) => [...keys].reduce((total, key) => total + gzipKb(manifest[key]!.file), 0);
const round = (n: number) => Math.round(n * 10) / 10;

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entryKey || !manifest[LAYOUT_CHUNK])
  throw new Error('The build manifest has no entry or no public layout chunk (build.manifest: true?)');
const entry = staticClosure([entryKey]);
let bundleOk = true;
for (const page of PAGES) {
  if (!manifest[page.chunk]) throw new Error(`No chunk for ${page.chunk} in the build manifest`);
  const critical = staticClosure([entryKey, LAYOUT_CHUNK, page.chunk]);
  const deferredKeys = new Set<string>();
  for (const key of critical)
    for (const lazy of manifest[key]!.dynamicImports ?? [])
      if (lazy.includes('fragments/') || lazy.includes('shared/api/client')) deferredKeys.add(lazy);
  const deferred = [...staticClosure([...deferredKeys])].filter((key) => !critical.has(key));
  const totalKb = round(sum(critical));
  bundleOk &&= totalKb <= BUDGET_KB;
  print({
    metric: 'bundle',
    page: page.name,
    js_gzip_kb: totalKb,
    entry_kb: round(sum(entry)),
    public_kb: round(sum([...critical].filter((key) => !entry.has(key)))),
    deferred_kb: round(sum(deferred)),
    deferred: [...deferredKeys].map((key) => key.replace(/^.*\/(fragments|shared)\//, '$1/')),
    budget_kb: BUDGET_KB,
    ok: totalKb <= BUDGET_KB,
  });
}

// ----------------------------------------------------------------------------------- lighthouse
async function waitForHealth(server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('the server exited early');
    try {
      if ((await fetch(`${base}/api/health/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the server did not answer on ${base}`);
}

async function waitForDevtools(debugPort: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${debugPort}/json/version`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('Chromium did not open its DevTools port');
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'quartile-bench-web-'));
const profileDir = mkdtempSync(path.join(tmpdir(), 'quartile-bench-chrome-'));
const debugPort = port + 6000;
const server = spawn(process.execPath, ['apps/server/src/main.ts'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
});
const chrome = spawn(
  '/usr/bin/chromium',
  [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--no-first-run',
    '--disable-background-networking',
    `--remote-debugging-port=${debugPort}`,
    `--user-data-dir=${profileDir}`,
    'about:blank',
  ],
  { stdio: 'ignore' },
);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
let lighthouseOk = true;
try {
  await Promise.all([waitForHealth(server), waitForDevtools(debugPort)]);
  for (const page of PAGES) {
    const results: { performance: number; accessibility: number; fcp: number; lcp: number; tbt: number; cls: number }[] = [];
    for (let run = 0; run < runs; run += 1) {
      // A run Lighthouse itself could not complete (NO_NAVSTART and the like on a busy machine)
      // measures nothing: it is repeated rather than counted as a score of 0.
      let result: Awaited<ReturnType<typeof lighthouse>>;
      for (let attempt = 1; ; attempt += 1) {
        result = await lighthouse(`${base}${page.path}`, {
          port: debugPort,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        if (!result) throw new Error('lighthouse returned no result');
        if (!result.lhr.runtimeError) break;
        if (attempt === 3) throw new Error(`lighthouse failed three times on ${page.path}: ${result.lhr.runtimeError.code}`);
        console.error(`${page.name}: lighthouse run failed (${result.lhr.runtimeError.code}); repeating it`);
      }
      if (values['report-dir']) {
        mkdirSync(values['report-dir'], { recursive: true });
        writeFileSync(path.join(values['report-dir'], `${page.name}-${run + 1}.json`), JSON.stringify(result.lhr));
      }
      const { categories, audits } = result.lhr;
      const failedA11y = Object.values(audits).filter(
        (a) => a.scoreDisplayMode === 'binary' && a.score === 0 && categories['accessibility']?.auditRefs.some((ref) => ref.id === a.id),
      );
      if (failedA11y.length) console.error(`${page.name}: accessibility audits failing: ${failedA11y.map((a) => a.id).join(', ')}`);
      results.push({
        performance: Math.round((categories['performance']?.score ?? 0) * 100),
        accessibility: Math.round((categories['accessibility']?.score ?? 0) * 100),
        fcp: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
        lcp: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        tbt: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
      });
    }
    const performance = median(results.map((r) => r.performance));
    const accessibility = Math.min(...results.map((r) => r.accessibility));
    const ok = performance >= 95 && accessibility === 100;
    lighthouseOk &&= ok;
    print({
      metric: 'lighthouse',
      page: page.name,
      form_factor: 'mobile',
      runs,
      performance,
      accessibility,
      fcp_ms: median(results.map((r) => r.fcp)),
      lcp_ms: median(results.map((r) => r.lcp)),
      tbt_ms: median(results.map((r) => r.tbt)),
      cls: median(results.map((r) => r.cls)),
      performance_runs: results.map((r) => r.performance),
      ok,
    });
  }
} finally {
  chrome.kill('SIGTERM');
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profileDir, { recursive: true, force: true });
}
print({ metric: 'summary', bundle_ok: bundleOk, lighthouse_ok: lighthouseOk });
process.exit(bundleOk && lighthouseOk ? 0 : 1);
