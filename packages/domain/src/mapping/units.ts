/**
 * Units in database export headers (docs/transfer-pricing.md, "Company lists as users export
 * them"): Orbis / TP Catalyst put the unit on its own line (`th EUR`, `m USD`, `bn EUR`, `EUR`),
 * Capital IQ in brackets (`($USDmm, Historical rate)`, `($USDth)`). The scale becomes a
 * multiplier so values can be normalized to units: th/k/thousand = 1e3, m/mil/mln/mm/million = 1e6,
 * bn/b/billion = 1e9; a currency without scale has multiplier 1.
 */
export interface HeaderUnit {
  readonly scale: 'units' | 'th' | 'm' | 'bn';
  readonly multiplier: number;
  readonly currency: string | null;
  /** The text the unit was read from. */
  readonly text: string;
}

export const CURRENCIES = [
  'EUR',
  'USD',
  'GBP',
  'JPY',
  'INR',
  'CNY',
  'CHF',
  'CAD',
  'AUD',
  'SEK',
  'NOK',
  'DKK',
  'BRL',
  'KRW',
  'SGD',
  'HKD',
  'ZAR',
  'MXN',
  'PLN',
  'CZK',
  'HUF',
  'RUB',
  'TRY',
  'NZD',
  'TWD',
  'THB',
  'MYR',
  'IDR',
  'PHP',
  'AED',
  'SAR',
  'ILS',
  'RON',
  'BGN',
  'CLP',
  'COP',
  'ARS',
  'PEN',
  'VND',
  'EGP',
  'NGN',
  'KES',
] as const;

const SCALE_WORDS: ReadonlyArray<readonly [RegExp, HeaderUnit['scale']]> = [
  [/^(th|k|thousands?|000s?|'000)$/i, 'th'],
  [/^(m|mil|mio|mln|mn|mm|millions?)$/i, 'm'],
  [/^(bn|b|bil|billions?)$/i, 'bn'],
];

export const SCALE_MULTIPLIER: Readonly<Record<HeaderUnit['scale'], number>> = { units: 1, th: 1e3, m: 1e6, bn: 1e9 };

const CURRENCY_RE = new RegExp(`(?:^|[^A-Za-z])\\$?(${CURRENCIES.join('|')})(mm|th|bn|k|m|b)?(?![A-Za-z])`);

function scaleOf(word: string): HeaderUnit['scale'] | null {
  for (const [re, scale] of SCALE_WORDS) if (re.test(word)) return scale;
  return null;
}

/** Reads one unit snippet such as "th EUR", "$USDmm", "USD in millions", "EUR". Null if none. */
export function parseUnit(text: string): HeaderUnit | null {
  const t = text.trim();
  if (t === '') return null;
  const currencyMatch = CURRENCY_RE.exec(t);
  const currency = currencyMatch?.[1] ?? null;
  let scale: HeaderUnit['scale'] | null = currencyMatch?.[2] ? scaleOf(currencyMatch[2]) : null;
  if (scale === null) {
    for (const word of t.split(/[^A-Za-z0-9']+/)) {
      if (currency !== null && word === currency) continue;
      const s = scaleOf(word);
      if (s !== null) {
        scale = s;
        break;
      }
    }
  }
  if (currency === null && scale === null) return null;
  // A bare scale word with no currency only counts when the snippet is short (a unit line).
  if (currency === null && t.split(/\s+/).length > 3) return null;
  const s = scale ?? 'units';
  return { scale: s, multiplier: SCALE_MULTIPLIER[s], currency, text: t };
}
