// A company's country may be imported as a name ("United States"), an ISO code ("US") or a common
// short form ("USA", "UK"). The overview's country is chosen by name; these are the spellings of it.
const displayNames = new Intl.DisplayNames(['en'], { type: 'region' });

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/** English name -> ISO 3166-1 alpha-2 code, built once from the runtime's ICU data. */
const codeByName = (() => {
  const map = new Map<string, string>();
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const name = displayNames.of(code);
      // The first code wins: GB before the reserved UK, both "United Kingdom".
      if (name && name !== code && !map.has(fold(name))) map.set(fold(name), code);
    }
  }
  return map;
})();

const ALIASES: Record<string, readonly string[]> = {
  US: ['usa', 'u.s.', 'u.s.a.', 'united states of america', 'america'],
  GB: ['uk', 'u.k.', 'great britain', 'england', 'united kingdom of great britain and northern ireland'],
  AE: ['uae'],
  KR: ['korea', 'republic of korea', 'south korea'],
  CZ: ['czech republic'],
  NL: ['holland', 'the netherlands'],
  RU: ['russian federation'],
  TR: ['turkey', 'türkiye'],
};

/** The lower-case spellings (with and without accents) that name the same country as `country`. */
export function countrySpellings(country: string): string[] {
  const spellings = folded(country);
  return [
    ...new Set([
      ...spellings,
      ...spellings.flatMap((s) => [s, s.normalize('NFC')]),
      country.trim().toLowerCase(),
      (displayNames.of(codeOf(country) ?? 'ZZ') ?? '').toLowerCase(),
    ]),
  ].filter((s) => s && s !== 'unknown region');
}

function codeOf(country: string): string | undefined {
  const f = fold(country);
  return Object.entries(ALIASES).find(([, names]) => names.includes(f))?.[0] ?? (f.length === 2 ? f.toUpperCase() : codeByName.get(f));
}

function folded(country: string): string[] {
  const folded = fold(country);
  const code = codeOf(country);
  if (!code) return [folded];
  const name = displayNames.of(code);
  return [...new Set([folded, code.toLowerCase(), ...(name ? [fold(name)] : []), ...(ALIASES[code] ?? []).map(fold)])];
}
