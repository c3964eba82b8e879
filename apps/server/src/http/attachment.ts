// The Content-Disposition of a download named after a benchmark or a company.

/** An attachment header that survives any name: an ASCII fallback and the UTF-8 name. */
export function attachment(name: string, extension: string): string {
  const base = name.trim() || 'benchmark';
  const ascii =
    base
      .normalize('NFKD')
      .replace(/[^\w.-]+/g, '-')
      .replace(/-+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 80) || 'benchmark';
  return `attachment; filename="${ascii}.${extension}"; filename*=UTF-8''${encodeURIComponent(`${base}.${extension}`)}`;
}
