/**
 * SSRF-safe HTTP(S) fetch for company websites and annual reports.
 *
 * - Only http: and https: URLs; no credentials in URLs.
 * - DNS is resolved here (dns.lookup, all addresses); if ANY address is loopback, private,
 *   link-local (incl. 169.254.169.254), CGNAT, unique-local, multicast, unspecified, reserved or
 *   an IPv4-mapped/NAT64 form of those, the request is refused (unless allowPrivateNetworks).
 * - The socket connects to the vetted IP (node:http(s) `lookup` override), so a second DNS answer
 *   cannot swap the target (DNS rebinding). TLS still verifies the certificate for the host name.
 * - Redirects are followed by hand (max 5) and every hop is re-checked from scratch.
 * - Limits: bytes per response (after decompression), time per request and in total, content types.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import zlib from 'node:zlib';
import { isForbiddenAddress } from './ipRanges.ts';

export type SafeFetchErrorCode =
  | 'invalid_url'
  | 'blocked_scheme'
  | 'blocked_address'
  | 'dns'
  | 'timeout'
  | 'network'
  | 'tls'
  | 'too_large'
  | 'too_many_redirects'
  | 'content_type'
  | 'aborted';

export class SafeFetchError extends Error {
  readonly code: SafeFetchErrorCode;
  readonly url: string;
  constructor(code: SafeFetchErrorCode, message: string, url: string) {
    super(message);
    this.name = 'SafeFetchError';
    this.code = code;
    this.url = url;
  }
}

export type Resolver = (hostname: string) => Promise<ReadonlyArray<{ address: string; family: number }>>;

export interface SafeFetchOptions {
  /** Allow loopback/private targets: tests and the offline demo only (config flag). */
  readonly allowPrivateNetworks?: boolean;
  readonly method?: 'GET' | 'HEAD';
  /** Per request (one hop), ms. Default 10 s. */
  readonly timeoutMs?: number;
  /** All hops together, ms. Default 20 s. */
  readonly totalTimeoutMs?: number;
  /** Body limit after decompression. Default 2 MB. */
  readonly maxBytes?: number;
  readonly maxRedirects?: number;
  /** Accepted media types (prefix match, e.g. 'text/'); null accepts any. Default: HTML, text, XML, PDF. */
  readonly allowedContentTypes?: readonly string[] | null;
  readonly headers?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal;
  /** DNS resolver (tests); default dns.lookup with all: true. */
  readonly resolve?: Resolver;
  /** Address policy (tests): true = refuse. Default isForbiddenAddress. Ignored with allowPrivateNetworks. */
  readonly isForbidden?: (address: string) => boolean;
}

export interface SafeResponse {
  /** The final URL after redirects. */
  readonly url: string;
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly contentType: string;
  readonly body: Buffer;
  readonly redirects: readonly string[];
  /** The IP the final request connected to. */
  readonly address: string;
  text(): string;
}

export const DEFAULT_CONTENT_TYPES: readonly string[] = ['text/html', 'application/xhtml+xml', 'text/plain', 'text/xml', 'application/xml', 'application/pdf'];
export const USER_AGENT = 'QuartileResearchAnalyst/0.1 (+https://quartile.example/bot)';

/**
 * dns.lookup, except that `localhost` and every `*.localhost` name are loopback without asking DNS
 * (RFC 6761 §6.3), as browsers treat them; so they are refused like 127.0.0.1 unless private
 * networks are allowed (the tests' and the offline demo's fixture sites use such names).
 */
const defaultResolve: Resolver = async (hostname) =>
  /(^|\.)localhost\.?$/i.test(hostname) ? [{ address: '127.0.0.1', family: 4 }] : dnsLookup(hostname, { all: true, verbatim: true });

/** Parses and vets a URL's scheme (no network). */
export function checkUrl(raw: string | URL): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SafeFetchError('invalid_url', `not a URL: ${String(raw)}`, String(raw));
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SafeFetchError('blocked_scheme', `scheme ${url.protocol} is not allowed`, url.href);
  if (url.username || url.password) throw new SafeFetchError('invalid_url', 'credentials in URLs are not allowed', url.href);
  return url;
}

/** Resolves a host and returns the address to connect to, refusing forbidden ones. */
export async function vetHost(hostname: string, options: Pick<SafeFetchOptions, 'allowPrivateNetworks' | 'resolve' | 'isForbidden'> = {}): Promise<{ address: string; family: 4 | 6 }> {
  const host = hostname.replace(/^\[|\]$/g, '');
  let addresses: ReadonlyArray<{ address: string; family: number }>;
  const literal = isIP(host);
  if (literal) addresses = [{ address: host, family: literal }];
  else {
    try {
      addresses = await (options.resolve ?? defaultResolve)(host);
    } catch (e) {
      throw new SafeFetchError('dns', `DNS lookup failed for ${host}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`, host);
    }
  }
  if (addresses.length === 0) throw new SafeFetchError('dns', `no address for ${host}`, host);
  if (!options.allowPrivateNetworks) {
    const forbidden = options.isForbidden ?? isForbiddenAddress;
    const bad = addresses.find((a) => forbidden(a.address));
    if (bad) throw new SafeFetchError('blocked_address', `${host} resolves to a non-public address (${bad.address})`, host);
  }
  const first = addresses[0] as { address: string; family: number };
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

const REDIRECT = new Set([301, 302, 303, 307, 308]);

function mediaType(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

interface Hop {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  address: string;
}

function requestOnce(url: URL, vetted: { address: string; family: 4 | 6 }, o: Required<Pick<SafeFetchOptions, 'method' | 'maxBytes' | 'timeoutMs'>> & SafeFetchOptions, signal: AbortSignal): Promise<Hop> {
  return new Promise<Hop>((resolve, reject) => {
    const lookup: LookupFunction = (_hostname, opts, cb) => {
      if ((opts as { all?: boolean }).all) (cb as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: vetted.address, family: vetted.family }]);
      else cb(null, vetted.address, vetted.family);
    };
    const mod = url.protocol === 'https:' ? https : http;
    const req = mod.request(url, {
      method: o.method,
      lookup,
      signal,
      agent: false,
      headers: { 'user-agent': USER_AGENT, accept: 'text/html,application/xhtml+xml,text/plain;q=0.9,application/pdf;q=0.8,*/*;q=0.5', 'accept-encoding': 'gzip, deflate, br', ...o.headers },
    });
    let done = false;
    const fail = (code: SafeFetchErrorCode, message: string) => {
      if (done) return;
      done = true;
      req.destroy();
      reject(new SafeFetchError(code, message, url.href));
    };
    req.setTimeout(o.timeoutMs, () => fail('timeout', `no response within ${o.timeoutMs} ms`));
    req.on('error', (e: NodeJS.ErrnoException) => {
      if (done) return;
      if (signal.aborted) return fail(signal.reason instanceof SafeFetchError ? signal.reason.code : 'timeout', signal.reason instanceof Error ? signal.reason.message : 'aborted');
      const code = e.code ?? '';
      const tls = /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS/.test(code) || /certificate|ssl|tls/i.test(e.message);
      fail(tls ? 'tls' : 'network', `${code || 'error'}: ${e.message}`);
    });
    req.on('response', (res) => {
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers[k] = Array.isArray(v) ? v.join(', ') : v;
      const status = res.statusCode ?? 0;
      const address = res.socket?.remoteAddress ?? vetted.address;
      if (REDIRECT.has(status) || o.method === 'HEAD') {
        res.resume();
        done = true;
        resolve({ status, headers, body: Buffer.alloc(0), address });
        return;
      }
      const declared = Number(headers['content-length']);
      if (Number.isFinite(declared) && declared > o.maxBytes) {
        res.destroy();
        return fail('too_large', `body of ${declared} bytes exceeds ${o.maxBytes}`);
      }
      if (status < 400 && o.allowedContentTypes !== null) {
        const allowed = o.allowedContentTypes ?? DEFAULT_CONTENT_TYPES;
        const mt = mediaType(headers['content-type'] ?? 'text/html');
        if (!allowed.some((a) => mt.startsWith(a))) {
          res.destroy();
          return fail('content_type', `content type ${mt} is not accepted`);
        }
      }
      const enc = (headers['content-encoding'] ?? '').trim().toLowerCase();
      let stream: NodeJS.ReadableStream = res;
      if (enc === 'gzip' || enc === 'x-gzip') stream = res.pipe(zlib.createGunzip());
      else if (enc === 'deflate') stream = res.pipe(zlib.createInflate());
      else if (enc === 'br') stream = res.pipe(zlib.createBrotliDecompress());
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (c: Buffer) => {
        size += c.length;
        if (size > o.maxBytes) {
          res.destroy();
          fail('too_large', `body exceeds ${o.maxBytes} bytes`);
          return;
        }
        chunks.push(c);
      });
      stream.on('error', (e: Error) => fail(signal.aborted ? 'timeout' : 'network', e.message));
      stream.on('end', () => {
        if (done) return;
        done = true;
        resolve({ status, headers, body: Buffer.concat(chunks), address });
      });
    });
    req.end();
  });
}

/**
 * Fetches a URL under the rules above. HTTP error statuses are returned (not thrown): callers
 * classify them. Throws SafeFetchError for refused targets, network failures and limits.
 */
export async function safeFetch(raw: string | URL, options: SafeFetchOptions = {}): Promise<SafeResponse> {
  const o = { method: 'GET' as const, maxBytes: 2 * 1024 * 1024, timeoutMs: 10_000, ...options };
  const maxRedirects = options.maxRedirects ?? 5;
  const total = AbortSignal.timeout(options.totalTimeoutMs ?? 20_000);
  const signal = options.signal ? AbortSignal.any([total, options.signal]) : total;
  let url = checkUrl(raw);
  const redirects: string[] = [];
  for (;;) {
    if (signal.aborted) throw new SafeFetchError(options.signal?.aborted ? 'aborted' : 'timeout', 'request aborted (total time limit)', url.href);
    const vetted = await vetHost(url.hostname, o);
    const hop = await requestOnce(url, vetted, o, signal);
    const location = hop.headers.location;
    if (REDIRECT.has(hop.status) && location) {
      if (redirects.length >= maxRedirects) throw new SafeFetchError('too_many_redirects', `more than ${maxRedirects} redirects`, url.href);
      redirects.push(url.href);
      let next: URL;
      try {
        next = new URL(location, url);
      } catch {
        throw new SafeFetchError('invalid_url', `bad redirect location ${location}`, url.href);
      }
      url = checkUrl(next);
      continue;
    }
    const body = hop.body;
    const contentType = hop.headers['content-type'] ?? '';
    return {
      url: url.href,
      status: hop.status,
      headers: hop.headers,
      contentType,
      body,
      redirects,
      address: hop.address,
      text: () => decodeBody(body, contentType),
    };
  }
}

/** Decodes a body with the charset of its content type (or a <meta charset>), UTF-8 by default. */
export function decodeBody(body: Buffer, contentType: string): string {
  let charset = /charset=\s*"?([\w-]+)/i.exec(contentType)?.[1];
  if (!charset) charset = /<meta[^>]+charset=["']?([\w-]+)/i.exec(body.subarray(0, 2048).toString('latin1'))?.[1];
  try {
    return new TextDecoder((charset ?? 'utf-8').toLowerCase()).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}
