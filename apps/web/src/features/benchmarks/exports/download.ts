/** Hands a downloaded file to the browser as if the person had clicked a link to it. */
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
