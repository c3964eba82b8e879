/**
 * Research Analyst throughput (`pnpm bench:analyst`). One JSON line per scenario:
 * {"scenario","companies","seconds","companies_per_minute"}. Bounded and self-stopping; loopback only.
 * - descriptions: local provider on database descriptions (S&P 500 Wikipedia descriptions from
 *   ../shared/data, CC BY-SA 4.0 "Wikipedia contributors", cycled), target >= 10,000/min.
 * - learned-20, learned-200: the same, each analysis then combined with a decision model built from
 *   20 or 200 reviewer decisions (learning/; labels alternate), target well above 10,000/min.
 * - pass: the descriptions analysed, then the benchmark pass over all of them (learning/benchmarkPass.ts:
 *   the analysis' confident decisions teach the rest); the time includes the analyses.
 * - websites: gatherWebsite (robots.txt + homepage + 2 relevant pages of ~50 kB each) from a loopback
 *   fixture server in a child process (its own core), with allowPrivateNetworks, then the local
 *   provider; target >= 1,000/min on 2 cores.
 * - llm: openai-compatible provider against a loopback fake chat-completions endpoint answering in
 *   2 s, concurrency 32; target >= 300/min.
 * Options: --only descriptions|learned|pass|websites|llm, --n-descriptions N, --n-websites N, --n-llm N.
 */
import { fork } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { analyzeCompany, applyDecisionModel, benchmarkPass, buildDecisionModel, createLocalProvider, createOpenAiCompatibleProvider, descriptionSource, mapLimited, parseCsvObjects, SCREENING_TASKS } from '../packages/analyst/src/index.ts';

const args = process.argv.slice(2);
const opt = (name: string, dflt: number) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : dflt);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : null;
const dataPath = fileURLToPath(new URL('../../shared/data/companies-dev/sp500_wikipedia_descriptions.csv', import.meta.url));
const descriptions = existsSync(dataPath)
  ? parseCsvObjects(readFileSync(dataPath, 'utf8')).map((r) => r.description ?? '')
  : ['Acme Industrial Supply is a wholesale distributor of fasteners, bearings and tools for industrial customers. It operates 40 branches and two distribution centers.'];
const criteria = (SCREENING_TASKS[0] as (typeof SCREENING_TASKS)[number]).criteria;

let cpuMark = process.cpuUsage();
const markCpu = () => (cpuMark = process.cpuUsage());
/** Also prints this process's CPU seconds and the load average: the machine may be shared. */
function report(scenario: string, companies: number, ms: number) {
  const seconds = ms / 1000;
  const cpu = process.cpuUsage(cpuMark);
  console.log(JSON.stringify({ scenario, companies, seconds: Math.round(seconds * 100) / 100, companies_per_minute: Math.round((companies / seconds) * 60), cpu_seconds: Math.round((cpu.user + cpu.system) / 1e4) / 100, load_average: Math.round((loadavg()[0] ?? 0) * 10) / 10 }));
}

/** ~50 kB page: header/nav, a main section of paragraphs built from real descriptions, a footer. */
function fixturePage(i: number, kind: string, base: string): string {
  const paras: string[] = [];
  let size = 0;
  let k = i;
  while (size < 48_000) {
    const d = descriptions[k++ % descriptions.length] ?? '';
    paras.push(`<p>${d.replace(/[<&]/g, ' ')}</p>`);
    size += d.length + 7;
  }
  const nav = `<a href="${base}/">Home</a><a href="${base}/about-us">About us</a><a href="${base}/products">Products</a><a href="${base}/contact">Contact</a><a href="${base}/careers">Careers</a>`;
  return `<!doctype html><html><head><title>Company ${i} ${kind}</title><script>window.x=1</script></head><body><header><nav>${nav}</nav></header><main><h1>${kind}</h1>${paras.join('')}</main><footer>Imprint · Privacy</footer></body></html>`;
}

async function serveFixtures() {
  const cache = new Map<string, string>();
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === '/robots.txt') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('User-agent: *\nDisallow: /private\n');
      return;
    }
    const m = /^\/c\/(\d+)(\/[a-z-]*)$/.exec(url);
    if (!m) {
      res.writeHead(404);
      res.end();
      return;
    }
    const key = `${Number(m[1]) % 50}:${m[2]}`;
    let html = cache.get(key);
    if (!html) {
      html = fixturePage(Number(m[1]), m[2] === '/' ? 'Home' : (m[2] as string).slice(1), `/c/${m[1]}`);
      cache.set(key, html);
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html.replaceAll('/c/' + (Number(m[1]) % 50) + '/', `/c/${m[1]}/`));
  });
  server.keepAliveTimeout = 1000;
  server.listen(0, '127.0.0.1', () => process.send?.({ port: (server.address() as AddressInfo).port }));
  process.on('disconnect', () => process.exit(0));
  setTimeout(() => process.exit(0), 300_000).unref(); // self-stop
}

async function benchDescriptions() {
  const n = opt('--n-descriptions', 10_000);
  const provider = createLocalProvider();
  markCpu();
  const t0 = performance.now();
  for (let i = 0; i < n; i++) {
    const source = descriptionSource(descriptions[i % descriptions.length] ?? '');
    await provider.analyze({ company: { name: `Company ${i}` }, sources: [source], criteria });
  }
  report('descriptions', n, performance.now() - t0);
}

/** Descriptions analysed one by one, then the benchmark pass over the whole list (both timed). */
async function benchPass() {
  const n = opt('--n-descriptions', 10_000);
  const provider = createLocalProvider();
  markCpu();
  const t0 = performance.now();
  const items = [];
  for (let i = 0; i < n; i++) {
    const sources = [descriptionSource(descriptions[i % descriptions.length] ?? '', { id: `description:${i}` })];
    items.push({ id: String(i), name: `Company ${i}`, sources, result: await provider.analyze({ company: { name: `Company ${i}` }, sources, criteria }) });
  }
  const passed = benchmarkPass(items, criteria);
  if (passed.length !== n) throw new Error('the pass lost companies');
  report('pass', n, performance.now() - t0);
}

/** Descriptions analysed and then decided with a model of `examples` reviewer decisions (built outside the timing). */
async function benchLearned(examples: number) {
  const n = opt('--n-descriptions', 10_000);
  const provider = createLocalProvider();
  const decided = await Promise.all(
    Array.from({ length: examples }, async (_, i) => {
      const sources = [descriptionSource(descriptions[(i * 7) % descriptions.length] ?? '')];
      const analysis = await provider.analyze({ company: { name: `Decided ${i}` }, sources, criteria });
      return { id: `d${i}`, name: `Decided ${i}`, sources, analysis, decision: i % 2 === 0 ? ('accept' as const) : ('reject' as const) };
    }),
  );
  const model = buildDecisionModel(decided);
  let changed = 0;
  markCpu();
  const t0 = performance.now();
  for (let i = 0; i < n; i++) {
    const sources = [descriptionSource(descriptions[i % descriptions.length] ?? '')];
    const company = { name: `Company ${i}` };
    const result = applyDecisionModel(await provider.analyze({ company, sources, criteria }), { company, sources }, model);
    if (result.learned?.effect === 'changed') changed++;
  }
  report(`learned-${examples}`, n, performance.now() - t0);
  if (changed === 0) console.error(`bench-analyst: the model of ${examples} decisions changed nothing`);
}

async function benchWebsites() {
  const n = opt('--n-websites', 1_000);
  const child = fork(fileURLToPath(import.meta.url), ['--serve-fixtures'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.once('message', (m) => resolve((m as { port: number }).port));
      child.once('exit', () => reject(new Error('fixture server exited')));
    });
    const provider = createLocalProvider();
    let pages = 0;
    markCpu();
  const t0 = performance.now();
    await mapLimited(Array.from({ length: n }, (_, i) => i), 48, async (i) => {
      const { website, result } = await analyzeCompany({
        company: { name: `Company ${i}`, website: `http://127.0.0.1:${port}/c/${i}/` },
        criteria,
        provider,
        gather: { allowPrivateNetworks: true, maxPages: 2, timeoutMs: 10_000, totalTimeoutMs: 30_000 },
      });
      if (website?.issue) throw new Error(`website ${i}: ${website.issue} ${website.detail}`);
      pages += website?.sources.length ?? 0;
      return result.decision;
    });
    report('websites', n, performance.now() - t0);
    if (pages < n * 3) console.error(`bench-analyst: expected 3 pages per company, got ${pages / n}`);
  } finally {
    child.kill();
  }
}

async function benchLlm() {
  const n = opt('--n-llm', 320);
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const prompt = ((JSON.parse(body) as { messages: { content: string }[] }).messages ?? []).map((m) => m.content).join('\n');
      const e = /^(E\d+) \| ([^|]+) \| [^|]* \| (.+)$/m.exec(prompt);
      const answer = {
        core_function: 'full-fledged distributor', tags: ['wholesale & distribution'], decision: 'accept', confidence: 0.8,
        reasoning: 'The company is a distributor. This matches the accept criterion A1.',
        criteria: [{ id: 'A1', decision: 'accept', evidence_ids: [e?.[1] ?? 'E1'] }],
        citations: [{ evidence_id: e?.[1], source_id: (e?.[2] ?? '').trim(), quote: (e?.[3] ?? '').trim() }],
      };
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ id: 'x', object: 'chat.completion', created: 0, model: 'fake', choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify(answer) }, finish_reason: 'stop' }], usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 } }));
      }, 2_000);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const concurrency = 32;
    const provider = createOpenAiCompatibleProvider({ baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, model: 'fake', maxConcurrency: concurrency, timeoutMs: 20_000, maxRetries: 0 });
    markCpu();
  const t0 = performance.now();
    let accepted = 0;
    await mapLimited(Array.from({ length: n }, (_, i) => i), concurrency, async (i) => {
      const { result } = await analyzeCompany({ company: { name: `Company ${i}`, database_description: descriptions[i % descriptions.length] ?? '' }, criteria, provider });
      if (result.decision === 'accept') accepted++;
    });
    report('llm', n, performance.now() - t0);
    if (accepted < n) console.error(`bench-analyst: ${n - accepted} llm answers lost their citations`);
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

if (args.includes('--serve-fixtures')) await serveFixtures();
else {
  if (!only || only === 'descriptions') await benchDescriptions();
  if (!only || only === 'learned') {
    await benchLearned(20);
    await benchLearned(200);
  }
  if (!only || only === 'pass') await benchPass();
  if (!only || only === 'websites') await benchWebsites();
  if (!only || only === 'llm') await benchLlm();
}
