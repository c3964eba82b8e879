/**
 * Company websites: URL normalization, validation with the product's issue labels
 * ('URL Inaccessible', 'URL Not Found', 'Reading Issue', 'Other'), and gathering the homepage plus
 * a bounded number of relevant same-site pages (about, company, products, services, ...) while
 * honouring robots.txt (RFC 9309 via robots-parser).
 */
import robotsParserModule from 'robots-parser';

interface Robots {
  isAllowed(url: string, ua?: string): boolean | undefined;
}
// robots-parser is CommonJS (module.exports = function); its typings declare a default export.
const robotsParser = robotsParserModule as unknown as (url: string, contents: string) => Robots;
import { safeFetch, SafeFetchError, USER_AGENT, type SafeFetchOptions, type SafeResponse } from '../fetch/safeFetch.ts';
import type { Source, UrlIssue } from '../types.ts';
import { htmlToText } from './html.ts';
import { createSource } from './source.ts';
import { mapLimited } from '../util/limit.ts';

/** Bare domain -> https, lower-case host, no fragment, no trailing dot. Null when it cannot be a web URL. */
export function normalizeUrl(raw: string | null | undefined): string | null {
  if (raw === null || raw === undefined) return null;
  let t = raw.trim().replace(/\s+/g, '');
  if (t === '' || /^(n\.?a\.?|none|-)$/i.test(t)) return null;
  if (t.startsWith('//')) t = `https:${t}`;
  else if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(t) && !/^(mailto|file|javascript|data|tel|ftp):/i.test(t)) t = `https://${t}`;
  let url: URL;
  try {
    url = new URL(t);
  } catch {
    return null;
  }
  if (!url.hostname || !/[a-z0-9]/i.test(url.hostname)) return null;
  url.hash = '';
  if (url.hostname.endsWith('.')) url.hostname = url.hostname.slice(0, -1);
  return url.href;
}

export interface WebsiteCheck {
  readonly input: string;
  readonly url: string | null;
  readonly final_url: string | null;
  readonly status: number | null;
  readonly ok: boolean;
  readonly issue: UrlIssue | null;
  readonly detail: string;
}

/** Maps a fetch failure to the product's URL issue label. */
export function issueForError(e: unknown): { issue: UrlIssue; detail: string } {
  if (e instanceof SafeFetchError) {
    switch (e.code) {
      case 'dns':
      case 'network':
      case 'tls':
      case 'timeout':
      case 'blocked_address':
      case 'too_many_redirects':
      case 'aborted':
        return { issue: 'URL Inaccessible', detail: e.message };
      case 'too_large':
      case 'content_type':
        return { issue: 'Reading Issue', detail: e.message };
      default:
        return { issue: 'Other', detail: e.message };
    }
  }
  return { issue: 'Other', detail: (e as Error)?.message ?? String(e) };
}

/** Maps an HTTP status to an issue label (null for 2xx). */
export function issueForStatus(status: number): UrlIssue | null {
  if (status >= 200 && status < 300) return null;
  if (status === 404 || status === 410) return 'URL Not Found';
  if (status >= 500 || status === 401 || status === 403 || status === 408 || status === 429) return 'URL Inaccessible';
  return 'Other';
}

const HTML_TYPES = ['text/html', 'application/xhtml+xml', 'text/plain'];
const MIN_READABLE_CHARS = 40;

function isHtml(res: SafeResponse): boolean {
  const ct = (res.contentType.split(';')[0] ?? '').trim().toLowerCase();
  return ct === '' || ct === 'text/html' || ct === 'application/xhtml+xml';
}

async function fetchPage(url: string, options: SafeFetchOptions): Promise<{ res: SafeResponse; text: string; title: string; links: ReturnType<typeof htmlToText>['links'] } | { issue: UrlIssue; detail: string; status: number | null }> {
  let res: SafeResponse;
  try {
    res = await safeFetch(url, { allowedContentTypes: HTML_TYPES, ...options });
  } catch (e) {
    return { ...issueForError(e), status: null };
  }
  const statusIssue = issueForStatus(res.status);
  if (statusIssue) return { issue: statusIssue, detail: `HTTP ${res.status}`, status: res.status };
  const body = res.text();
  const parsed = isHtml(res) ? htmlToText(body, { baseUrl: res.url }) : { title: '', text: body.trim(), links: [] };
  if (parsed.text.replace(/\s+/g, ' ').length < MIN_READABLE_CHARS) return { issue: 'Reading Issue', detail: 'no readable text on the page', status: res.status };
  return { res, ...parsed };
}

/** Normalizes and checks a website (GET with the safe fetcher); never throws. */
export async function validateWebsite(input: string, options: SafeFetchOptions = {}): Promise<WebsiteCheck> {
  const url = normalizeUrl(input);
  if (url === null) return { input, url: null, final_url: null, status: null, ok: false, issue: 'Other', detail: 'not a web address' };
  if (!/^https?:$/.test(new URL(url).protocol)) return { input, url, final_url: null, status: null, ok: false, issue: 'Other', detail: `scheme ${new URL(url).protocol} is not allowed` };
  const page = await fetchPage(url, { totalTimeoutMs: 15_000, ...options });
  if ('issue' in page) return { input, url, final_url: null, status: page.status, ok: false, issue: page.issue, detail: page.detail };
  return { input, url, final_url: page.res.url, status: page.res.status, ok: true, issue: null, detail: 'ok' };
}

export type RobotsState = 'allowed' | 'disallowed' | 'no_robots' | 'unavailable';

export interface GatheredPage {
  readonly url: string;
  readonly ok: boolean;
  readonly status: number | null;
  readonly issue: UrlIssue | null;
  readonly detail: string;
  readonly source_id?: string;
}

export interface GatherResult {
  readonly url: string | null;
  readonly final_url: string | null;
  /** The homepage's issue label (null when the homepage was read). */
  readonly issue: UrlIssue | null;
  readonly detail: string;
  readonly sources: readonly Source[];
  readonly pages: readonly GatheredPage[];
  readonly robots: RobotsState;
  /** Pages robots.txt disallowed (not fetched). */
  readonly disallowed: readonly string[];
}

export interface GatherOptions extends SafeFetchOptions {
  /** Relevant same-site pages beyond the homepage. Default 4. */
  readonly maxPages?: number;
  /** Parallel page fetches per company. Default 4. */
  readonly pageConcurrency?: number;
  readonly retrievedAt?: Date;
}

const RELEVANT: ReadonlyArray<readonly [RegExp, number]> = [
  [/about|who-?we-?are|ueber-uns|uber-uns|a-propos|quienes-somos|chi-siamo|over-ons/, 10],
  [/company|unternehmen|profile|overview|our-story|history/, 8],
  [/business|what-we-do|activities|operations/, 7],
  [/products?|produkte|services?|leistungen|solutions?|capabilities|offerings?/, 6],
  [/investors?|annual-report|ir\b/, 4],
];
const SKIP_EXT = /\.(pdf|jpe?g|png|gif|svg|webp|zip|docx?|xlsx?|pptx?|mp4|mp3|css|js|xml|json)$/i;

const siteKey = (host: string): string => host.toLowerCase().replace(/^www\./, '');

/** Scores a same-site link by how likely it describes the business (0 = irrelevant). */
export function linkRelevance(href: string, text: string): number {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return 0;
  }
  const hay = `${url.pathname.toLowerCase()} ${text.toLowerCase().replace(/\s+/g, '-')}`;
  let best = 0;
  for (const [re, w] of RELEVANT) if (re.test(hay)) best = Math.max(best, w);
  if (best === 0) return 0;
  const depth = url.pathname.split('/').filter(Boolean).length;
  return best - Math.min(depth, 4) * 0.5;
}

/** Picks up to `max` relevant same-site links (deduplicated, no fragments, no files). */
export function selectRelevantLinks(links: readonly { href: string; text: string }[], baseUrl: string, max: number): string[] {
  const base = new URL(baseUrl);
  const seen = new Set<string>([stripForDedupe(base)]);
  const scored: { url: string; score: number; order: number }[] = [];
  links.forEach((l, order) => {
    let u: URL;
    try {
      u = new URL(l.href, base);
    } catch {
      return;
    }
    if ((u.protocol !== 'http:' && u.protocol !== 'https:') || siteKey(u.hostname) !== siteKey(base.hostname) || SKIP_EXT.test(u.pathname)) return;
    u.hash = '';
    const key = stripForDedupe(u);
    if (seen.has(key)) return;
    const score = linkRelevance(u.href, l.text);
    if (score <= 0) return;
    seen.add(key);
    scored.push({ url: u.href, score, order });
  });
  return scored.sort((a, b) => b.score - a.score || a.order - b.order).slice(0, max).map((s) => s.url);
}

function stripForDedupe(u: URL): string {
  return `${siteKey(u.hostname)}${u.pathname.replace(/\/+$/, '') || '/'}${u.search}`;
}

async function loadRobots(origin: string, options: SafeFetchOptions): Promise<{ state: RobotsState; isAllowed: (url: string) => boolean }> {
  const robotsUrl = `${origin}/robots.txt`;
  try {
    const res = await safeFetch(robotsUrl, { ...options, allowedContentTypes: null, maxBytes: 512 * 1024, timeoutMs: Math.min(options.timeoutMs ?? 5_000, 5_000) });
    if (res.status >= 400 && res.status < 500) return { state: 'no_robots', isAllowed: () => true };
    if (res.status >= 500) return { state: 'unavailable', isAllowed: () => false };
    const robots = robotsParser(robotsUrl, res.text());
    return { state: 'allowed', isAllowed: (u) => robots.isAllowed(u, USER_AGENT) !== false };
  } catch {
    // Unreachable robots.txt (RFC 9309 §2.3.1.4 would disallow all); we still read the homepage
    // the user gave us but fetch no further pages.
    return { state: 'unavailable', isAllowed: () => false };
  }
}

/** Homepage plus up to maxPages relevant same-site pages, each as a 'website' source. */
export async function gatherWebsite(input: string, options: GatherOptions = {}): Promise<GatherResult> {
  const url = normalizeUrl(input);
  const empty = { final_url: null, sources: [], pages: [], disallowed: [] };
  if (url === null) return { ...empty, url: null, issue: 'Other', detail: 'not a web address', robots: 'no_robots' };
  if (!/^https?:$/.test(new URL(url).protocol)) return { ...empty, url, issue: 'Other', detail: 'only http and https are allowed', robots: 'no_robots' };
  const fetchOptions: SafeFetchOptions = { timeoutMs: 10_000, totalTimeoutMs: 15_000, ...options };
  const origin = new URL(url).origin;
  const robots = await loadRobots(origin, fetchOptions);
  const disallowed: string[] = [];
  if (robots.state === 'allowed' && !robots.isAllowed(url)) {
    return { ...empty, url, issue: 'Other', detail: 'robots.txt disallows the homepage', robots: 'disallowed', disallowed: [url] };
  }
  const retrieved_at = options.retrievedAt ?? new Date();
  const home = await fetchPage(url, fetchOptions);
  if ('issue' in home) {
    return { ...empty, url, issue: home.issue, detail: home.detail, robots: robots.state, pages: [{ url, ok: false, status: home.status, issue: home.issue, detail: home.detail }] };
  }
  const homeSource = createSource({ kind: 'website', text: home.text, url: home.res.url, retrieved_at });
  const sources: Source[] = [homeSource];
  const pages: GatheredPage[] = [{ url: home.res.url, ok: true, status: home.res.status, issue: null, detail: 'ok', source_id: homeSource.id }];
  // Redirects may move the site (example.com -> www.example.com): follow the final origin.
  const finalOrigin = new URL(home.res.url).origin;
  const siteRobots = finalOrigin === origin ? robots : await loadRobots(finalOrigin, fetchOptions);
  const candidates = selectRelevantLinks(home.links, home.res.url, Math.max(0, (options.maxPages ?? 4) * 2));
  const chosen: string[] = [];
  for (const c of candidates) {
    if (chosen.length >= (options.maxPages ?? 4)) break;
    if (!siteRobots.isAllowed(c)) disallowed.push(c);
    else chosen.push(c);
  }
  const results = await mapLimited(chosen, options.pageConcurrency ?? 4, (u) => fetchPage(u, fetchOptions));
  const seenHashes = new Set([homeSource.content_hash]);
  results.forEach((r, i) => {
    const u = chosen[i] as string;
    if ('issue' in r) {
      pages.push({ url: u, ok: false, status: r.status, issue: r.issue, detail: r.detail });
      return;
    }
    const s = createSource({ kind: 'website', text: r.text, url: r.res.url, retrieved_at });
    if (seenHashes.has(s.content_hash)) return;
    seenHashes.add(s.content_hash);
    sources.push(s);
    pages.push({ url: r.res.url, ok: true, status: r.res.status, issue: null, detail: 'ok', source_id: s.id });
  });
  return { url, final_url: home.res.url, issue: null, detail: 'ok', sources, pages, robots: robots.state, disallowed };
}
