// Downloads the app hands to the browser: the file itself and the readable names it is saved under.

/** Hands a downloaded file to the browser as if the person had clicked a link to it (no new tab). */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the object URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** "Wholesale distribution, Denmark" -> "Wholesale-distribution-Denmark". */
export function fileStem(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'report'
  );
}

/** 'Nordic LRD FY2021–2023' -> 'Nordic LRD FY2021–2023 2026-11-23.xlsx' (characters file systems refuse are dropped). */
export function fileName(name: string, extension: string, day = new Date().toISOString().slice(0, 10)): string {
  const printable = [...name].filter((ch) => ch >= ' ').join(''); // no control characters
  const safe =
    printable
      .replace(/[\\/:*?"<>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'benchmark';
  return `${safe} ${day}.${extension}`;
}
