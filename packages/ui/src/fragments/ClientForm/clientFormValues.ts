import type { ClientInput } from '@quartile/api';
import { validateRequired, validateUrl } from '@quartile/domain';

export const CLIENT_FIELDS = ['name', 'country', 'region', 'website', 'poc_name', 'poc_contact', 'database_name', 'database_region', 'other_details'] as const;
export type ClientField = (typeof CLIENT_FIELDS)[number];
export type ClientFormValues = Record<ClientField, string>;
export type ClientFormErrors = Partial<Record<ClientField, string>>;

/** Comparables databases offered first; any other stored value is kept as an option. */
export const COMPARABLE_DATABASES = ['Orbis', 'TP Catalyst', 'Capital IQ', 'Compustat'] as const;
export const DATABASE_REGIONS = ['Global', 'Europe', 'Asia-Pacific', 'Americas', 'Middle East & Africa'] as const;

export const emptyClientValues: ClientFormValues = Object.fromEntries(CLIENT_FIELDS.map((f) => [f, ''])) as ClientFormValues;

export function clientToValues(client: Partial<Record<ClientField, string | null | undefined>>): ClientFormValues {
  return Object.fromEntries(CLIENT_FIELDS.map((f) => [f, client[f] ?? ''])) as ClientFormValues;
}

/** Name, country and website are required; the website must be a valid URL (spec section 5). */
export function validateClientValues(values: ClientFormValues): ClientFormErrors {
  const errors: ClientFormErrors = {};
  const name = validateRequired(values.name);
  const country = validateRequired(values.country);
  const website = validateUrl(values.website);
  if (name) errors.name = name;
  if (country) errors.country = country;
  if (website) errors.website = website;
  return errors;
}

/** Trimmed values with blank optional fields sent as null, as the contract expects. */
export function valuesToClientInput(values: ClientFormValues): ClientInput {
  const optional = (v: string) => (v.trim() === '' ? null : v.trim());
  return {
    name: values.name.trim(),
    country: values.country.trim(),
    website: values.website.trim(),
    region: optional(values.region),
    poc_name: optional(values.poc_name),
    poc_contact: optional(values.poc_contact),
    other_details: optional(values.other_details),
    database_name: optional(values.database_name),
    database_region: optional(values.database_region),
  };
}
