/**
 * Column-mapping validation (product-spec §5 "Mapping").
 * - A file must be uploaded before mapping.
 * - A file with no columns: 'No columns found in the file' (blank header cells are not columns).
 * - Required mapped fields missing: 'Missing required fields: {fields}', listed in the order of
 *   `required` and named by their labels. Required by default: name, country, website (§5).
 * - Upload accepts CSV or Excel (.csv, .xlsx, .xls).
 */
import { MESSAGES, missingRequiredFieldsMessage } from './messages.ts';

export const DEFAULT_REQUIRED_MAPPED_FIELDS = ['name', 'country', 'website'] as const;
export const FIELD_LABELS: Readonly<Record<string, string>> = { name: 'Company name', country: 'Country', website: 'Website' };
export const ACCEPTED_UPLOAD_EXTENSIONS = ['.csv', '.xlsx', '.xls'] as const;

export function isAcceptedUpload(fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return ACCEPTED_UPLOAD_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

export function validateColumns(headers: readonly unknown[] | null | undefined): string | null {
  if (headers === null || headers === undefined) return MESSAGES.fileRequiredBeforeMapping;
  return headers.some((h) => typeof h === 'string' ? h.trim() !== '' : h !== null && h !== undefined) ? null : MESSAGES.noColumnsFound;
}

/** `mapping`: system field → file header (or null/'' when unmapped). */
export function validateMapping(
  mapping: Readonly<Record<string, string | null | undefined>>,
  required: readonly string[] = DEFAULT_REQUIRED_MAPPED_FIELDS,
  labels: Readonly<Record<string, string>> = FIELD_LABELS,
): string | null {
  const missing = required.filter((f) => {
    const v = mapping[f];
    return v === null || v === undefined || v.trim() === '';
  });
  return missing.length === 0 ? null : missingRequiredFieldsMessage(missing.map((f) => labels[f] ?? f));
}
