// Comparing values that went through a jsonb column: jsonb keeps object keys in its own order
// (shorter keys first), so a value read back is equal to the one written but not in JSON.stringify.

/** The same value with object keys sorted at every depth. */
export function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
  );
}

/** True when the two values are equal as JSON, whatever the order of their object keys (undefined reads as null). */
export function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a ?? null)) === JSON.stringify(canonical(b ?? null));
}
