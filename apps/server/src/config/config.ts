// Runtime configuration, read once from the environment.
// The embedded default (no DATABASE_URL) keeps its data and generated secrets under `.data/`,
// so `npm start` on a fresh clone needs no configuration at all.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly publicUrl: string;
  readonly databaseUrl: string | null;
  readonly dataDir: string;
  readonly nodeEnv: string;
  readonly isProduction: boolean;
  readonly demoSeed: boolean;
  readonly runWorkerInProcess: boolean;
  readonly secrets: Secrets;
  readonly webDistDir: string;
  readonly smtpUrl: string | null;
  readonly logLevel: string;
  readonly rateLimitScale: number;
  /** Where inquiries from the public forms are sent. */
  readonly salesEmail: string;
  /** Where Help & Support messages are sent. */
  readonly supportEmail: string;
  readonly analyst: AnalystConfig;
}

/** The Research Analyst's settings (README "Configuration"). */
export interface AnalystConfig {
  /** LLM_PROVIDER: local (offline, deterministic; the default) or openai-compatible. */
  readonly provider: 'local' | 'openai-compatible';
  readonly llmBaseUrl: string | null;
  readonly llmModel: string | null;
  readonly llmApiKey: string | null;
  /** ANALYST_ALLOW_PRIVATE_NETWORKS=1: let website gathering reach loopback/private addresses (tests, the offline demo). */
  readonly allowPrivateNetworks: boolean;
  /** ANALYST_CONCURRENCY: companies one process works on at once (default 8). */
  readonly concurrency: number;
  /** ANALYST_ITEM_EXPIRE_SECONDS: a worker's lease on the companies it holds, renewed while it lives; after this long without renewal the work counts as lost (its worker died) and is claimed again (default 20). */
  readonly itemExpireSeconds: number;
  /** ANALYST_CHUNK_SIZE: companies a worker claims at once from a run (default 100). */
  readonly chunkSize: number;
  /** QUEUE_SUPERVISE_SECONDS: how often the queue looks for lost work (default 60). */
  readonly queueSuperviseSeconds: number;
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
}

function loadAnalystConfig(env: NodeJS.ProcessEnv): AnalystConfig {
  const provider = (env.LLM_PROVIDER ?? 'local').trim() || 'local';
  if (provider !== 'local' && provider !== 'openai-compatible') throw new Error(`LLM_PROVIDER must be local or openai-compatible, got "${provider}"`);
  const llmBaseUrl = env.LLM_BASE_URL?.trim() || null;
  const llmModel = env.LLM_MODEL?.trim() || null;
  if (provider === 'openai-compatible' && (!llmBaseUrl || !llmModel)) throw new Error('LLM_PROVIDER=openai-compatible needs LLM_BASE_URL and LLM_MODEL (and LLM_API_KEY when the endpoint asks for one).');
  return {
    provider,
    llmBaseUrl,
    llmModel,
    llmApiKey: env.LLM_API_KEY?.trim() || null,
    allowPrivateNetworks: env.ANALYST_ALLOW_PRIVATE_NETWORKS === '1',
    concurrency: positiveInt(env.ANALYST_CONCURRENCY, 8, 'ANALYST_CONCURRENCY'),
    itemExpireSeconds: positiveInt(env.ANALYST_ITEM_EXPIRE_SECONDS, 20, 'ANALYST_ITEM_EXPIRE_SECONDS'),
    chunkSize: positiveInt(env.ANALYST_CHUNK_SIZE, 100, 'ANALYST_CHUNK_SIZE'),
    queueSuperviseSeconds: positiveInt(env.QUEUE_SUPERVISE_SECONDS, 60, 'QUEUE_SUPERVISE_SECONDS'),
  };
}

export interface Secrets {
  readonly jwtSecret: string;
  readonly cookieSecret: string;
}

export const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** Reads secrets from the environment, or (embedded default only) generates them once under dataDir. */
function loadSecrets(env: NodeJS.ProcessEnv, dataDir: string, embedded: boolean): Secrets {
  if (env.JWT_SECRET && env.COOKIE_SECRET) return { jwtSecret: env.JWT_SECRET, cookieSecret: env.COOKIE_SECRET };
  if (!embedded) {
    throw new Error('JWT_SECRET and COOKIE_SECRET must be set when DATABASE_URL is set (shared by every instance).');
  }
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Secrets;
  mkdirSync(dataDir, { recursive: true });
  const secrets: Secrets = {
    jwtSecret: randomBytes(48).toString('base64url'),
    cookieSecret: randomBytes(48).toString('base64url'),
  };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be an integer 0-65535, got "${value}"`);
  return port;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  const dataDir = path.resolve(repoRoot, env.DATA_DIR ?? '.data');
  const nodeEnv = env.NODE_ENV ?? 'development';
  const isProduction = nodeEnv === 'production';
  const embedded = databaseUrl === null;
  const port = parsePort(env.PORT);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    databaseUrl,
    dataDir,
    nodeEnv,
    isProduction,
    // Demo data only on the embedded default or when asked for, and never in production.
    demoSeed: !isProduction && (embedded || env.DEMO_SEED === '1'),
    runWorkerInProcess: env.WORKER_IN_PROCESS !== '0',
    secrets: loadSecrets(env, dataDir, embedded),
    webDistDir: path.resolve(repoRoot, env.WEB_DIST_DIR ?? 'apps/web/dist'),
    smtpUrl: env.SMTP_URL?.trim() || null,
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'warn' : 'info'),
    salesEmail: env.SALES_EMAIL ?? 'sales@quartile.local',
    supportEmail: env.SUPPORT_EMAIL ?? 'support@quartile.local',
    rateLimitScale: Number(env.RATE_LIMIT_SCALE ?? 1) > 0 ? Number(env.RATE_LIMIT_SCALE ?? 1) : 1,
    analyst: loadAnalystConfig(env),
  };
}
