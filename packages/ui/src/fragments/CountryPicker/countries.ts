// The ISO 3166-1 country list (English names, from countries-list) and the four regions a
// transfer-pricing study is usually scoped to. A country's region is derived from its continent,
// with the usual TP groupings: the Middle East joins Africa, Russia, Türkiye and the Caucasus
// join Europe, Oceania joins Asia-Pacific. Antarctic territories have no region: the user chooses.
import { countries as countryData, type TCountryCode } from 'countries-list';

export const REGIONS = ['Europe', 'Asia-Pacific', 'Americas', 'Middle East & Africa'] as const;
export type Region = (typeof REGIONS)[number];

export interface Country {
  readonly code: TCountryCode;
  readonly name: string;
  readonly aliases: readonly string[];
  readonly region: Region | null;
}

const MIDDLE_EAST = new Set(['AE', 'BH', 'IL', 'IQ', 'IR', 'JO', 'KW', 'LB', 'OM', 'PS', 'QA', 'SA', 'SY', 'YE']);
const EUROPE_FROM_ASIA = new Set(['RU', 'TR', 'GE', 'AM', 'AZ']);

function regionOf(code: string, continent: string): Region | null {
  if (MIDDLE_EAST.has(code)) return 'Middle East & Africa';
  if (EUROPE_FROM_ASIA.has(code)) return 'Europe';
  switch (continent) {
    case 'EU':
      return 'Europe';
    case 'AF':
      return 'Middle East & Africa';
    case 'NA':
    case 'SA':
      return 'Americas';
    case 'AS':
    case 'OC':
      return 'Asia-Pacific';
    default:
      return null;
  }
}

/** Every country, sorted by English name. */
export const COUNTRIES: readonly Country[] = (Object.entries(countryData) as [TCountryCode, (typeof countryData)[TCountryCode]][])
  .map(([code, c]) => ({
    code,
    name: c.name,
    aliases: 'alias' in c && Array.isArray(c.alias) ? (c.alias as string[]) : [],
    region: regionOf(code, c.continent),
  }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

const byName = new Map(COUNTRIES.map((c) => [c.name.toLowerCase(), c]));

export const findCountry = (name: string | null | undefined): Country | undefined =>
  name ? byName.get(name.trim().toLowerCase()) : undefined;

/** The region of a country given by its English name; null when unknown or Antarctic. */
export const regionForCountry = (name: string | null | undefined): Region | null => findCountry(name)?.region ?? null;

const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** Matches the start of any word of the name, an alias (UAE) or the ISO code (AE); accents ignored. */
export function countryMatches(country: Country, query: string): boolean {
  const q = fold(query.trim());
  if (!q) return true;
  if (country.code.toLowerCase() === q) return true;
  const name = fold(country.name);
  if (name.startsWith(q) || name.includes(` ${q}`) || name.includes(`(${q}`)) return true;
  return country.aliases.some((a) => fold(a).startsWith(q));
}
