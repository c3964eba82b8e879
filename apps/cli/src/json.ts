/** Output helpers: one JSON value per line; non-finite numbers are printed as null. */
export function jsonLine(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) => (typeof v === 'number' && !Number.isFinite(v) ? null : v));
}
