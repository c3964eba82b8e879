/**
 * Field validation (product-spec §5).
 * - Required: empty, whitespace-only, null or undefined → 'This field is required'.
 * - URL: a website must parse as an http(s) URL with a dotted host; a bare domain
 *   ("example.com") is accepted by assuming https. Invalid → 'Invalid URL' (forms) or
 *   'Invalid URL format' (data validation screen), both spec wordings.
 * - E-mail: one "@", no spaces, a dotted domain.
 * - Client / company data: name, country and website are required.
 */
import { MESSAGES } from './messages.ts';

export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

export const validateRequired = (value: unknown): string | null => (isBlank(value) ? MESSAGES.requiredField : null);

export function isValidUrl(value: string): boolean {
  const text = value.trim();
  if (text === '' || /\s/.test(text)) return false;
  const candidate = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    const labels = url.hostname.split('.');
    return labels.length >= 2 && labels.every((l) => /^[a-z0-9-]+$/i.test(l) && !l.startsWith('-') && !l.endsWith('-')) && /[a-z]/i.test(labels[labels.length - 1] ?? '');
  } catch {
    return false;
  }
}

export function validateUrl(value: unknown, wording: 'short' | 'format' = 'short'): string | null {
  if (isBlank(value)) return MESSAGES.requiredField;
  if (typeof value !== 'string' || !isValidUrl(value)) return wording === 'short' ? MESSAGES.invalidUrl : MESSAGES.invalidUrlFormat;
  return null;
}

/** A record id as the API gives it (a UUID, any version): an address with anything else names no record. */
export const isUuid = (value: string): boolean => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export const isValidEmail = (value: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@.]+$/.test(value.trim());

export interface CompanyIdentity {
  readonly name?: string | null;
  readonly country?: string | null;
  readonly website?: string | null;
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** §5: company name, country and website are required (website must be a valid URL). */
export function validateCompanyIdentity(c: CompanyIdentity): FieldErrors<'name' | 'country' | 'website'> {
  const errors: FieldErrors<'name' | 'country' | 'website'> = {};
  const name = validateRequired(c.name);
  const country = validateRequired(c.country);
  const website = validateUrl(c.website, 'format');
  if (name) errors.name = name;
  if (country) errors.country = country;
  if (website) errors.website = website;
  return errors;
}

/** Data-validation screen (§2): companies missing a name, a country, or with an invalid website. */
export function dataValidationIssues<T extends CompanyIdentity>(companies: readonly T[]): {
  missingNames: T[];
  missingCountries: T[];
  invalidWebsites: T[];
} {
  return {
    missingNames: companies.filter((c) => isBlank(c.name)),
    missingCountries: companies.filter((c) => isBlank(c.country)),
    invalidWebsites: companies.filter((c) => validateUrl(c.website, 'format') !== null),
  };
}
