/**
 * A company's country as one study shows it: Orbis exports give ISO codes ("US", "DE"), Capital IQ
 * and hand-made lists give names ("United States"). A two-letter ISO 3166 code is stored as its
 * English name, so a new study and the demo read the same and country filters match; any other
 * text is kept as written (the uploaded file keeps the original for the audit).
 */
const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

export function countryName(value: string | null): string | null {
  if (value === null) return null;
  const text = value.trim();
  if (!/^[A-Za-z]{2}$/.test(text)) return value;
  try {
    return regionNames.of(text.toUpperCase()) ?? value;
  } catch {
    return value;
  }
}
