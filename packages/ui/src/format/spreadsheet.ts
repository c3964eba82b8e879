// Spreadsheet cells and file sizes as the import wizard and the roll-forward show them.
/** File sizes as people read them: 840 KB, 12.4 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export const formatCount = (n: number): string => n.toLocaleString('en-US');

/** A cell as text for previews (null → empty). */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'number' ? value.toLocaleString('en-US', { maximumFractionDigits: 2 }) : String(value);
}

/** A header as one line (Orbis headers carry line breaks). */
export const headerLabel = (header: string, index: number): string => header.replace(/\s*[\r\n]+\s*/g, ' · ').trim() || `Column ${index + 1}`;
