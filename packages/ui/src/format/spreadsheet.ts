// Spreadsheet cells and file sizes as the import wizard and the roll-forward show them.
/** File sizes as people read them: 840 KB, 12.4 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export const formatCount = (n: number): string => n.toLocaleString('en-US');

/**
 * A cell as text for previews (null → empty). Numbers are shown as the file holds them unless
 * `grouped`: a year (2009), an activity code (3561) or an ID must not read "2,009"; a count of
 * employees may.
 */
export function cellText(value: unknown, { grouped = false }: { grouped?: boolean } = {}): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'number') return String(value);
  return grouped ? value.toLocaleString('en-US', { maximumFractionDigits: 2 }) : String(Math.round(value * 100) / 100);
}

/** A header as one line (Orbis headers carry line breaks). */
export const headerLabel = (header: string, index: number): string => header.replace(/\s*[\r\n]+\s*/g, ' · ').trim() || `Column ${index + 1}`;
