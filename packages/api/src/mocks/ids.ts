/** A stable uuid (v4 layout) for a fixture, e.g. fixtureId('company', 3): same input, same id, every run. */
export function fixtureId(kind: string, n: number | string = 1): string {
  const seed = `${kind}:${n}`;
  let hex = '';
  for (let round = 0; hex.length < 32; round++) hex += fnv1a(`${round}|${seed}`).toString(16).padStart(8, '0');
  const h = hex.slice(0, 32).split('');
  h[12] = '4';
  h[16] = '89ab'[parseInt(h[16] ?? '0', 16) % 4] ?? '8';
  const s = h.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The ids the default fixtures share, so handlers and stories agree. */
export const FIXTURE_IDS = {
  firm: fixtureId('firm'),
  user: fixtureId('user'),
  client: fixtureId('client'),
  benchmark: fixtureId('benchmark'),
  company: fixtureId('company', 1),
  job: fixtureId('job'),
  far: fixtureId('far'),
  industryOverview: fixtureId('industry-overview'),
  file: fixtureId('file'),
} as const;

/** A fixed "now" so fixtures never depend on the clock. */
export const FIXTURE_NOW = '2025-06-02T09:30:00.000Z';
