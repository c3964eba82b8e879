/** Number wording for overview statements (English, deterministic). */
const percentFormat = new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });

export function percent(value: number | null): string {
  return value === null ? 'n/a' : percentFormat.format(value);
}

/** 24,462,000,000 -> "24.5 billion"; 830,000,000 -> "830 million"; with the currency when known. */
export function money(value: number | null, currency: string | null): string {
  if (value === null) return 'n/a';
  const abs = Math.abs(value);
  const [scaled, unit] =
    abs >= 1e9 ? [value / 1e9, ' billion'] : abs >= 1e6 ? [value / 1e6, ' million'] : abs >= 1e3 ? [value / 1e3, ' thousand'] : [value, ''];
  const digits = Math.abs(scaled) >= 100 ? 0 : 1;
  const text = `${scaled.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: digits })}${unit}`;
  return currency ? `${currency} ${text}` : text;
}

/** "A", "A and B", "A, B and C". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export function article(word: string): string {
  return /^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`;
}
