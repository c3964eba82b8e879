// Reads a zip's central directory (no decompression): the entries a reader will unpack, with the
// sizes the zip declares. Pure byte arithmetic; a zip can lie about the sizes, so the declared
// figures only serve the cheap first check (zipGuard.ts), and zipInflate.ts counts the real bytes.

export interface ZipLimits {
  /** Unpacked bytes of all entries together. */
  readonly maxUnzippedBytes: number;
  /** Unpacked bytes per packed byte of an entry larger than 1 MB. */
  readonly maxCompressionRatio: number;
}

export interface ZipEntry {
  readonly name: string;
  /** 0 stored, 8 deflated; anything else is not read. */
  readonly method: number;
  readonly compressedSize: number;
  readonly declaredSize: number;
  /** Where the entry's local header starts. */
  readonly localOffset: number;
}

export type ZipProblem = 'not-zip' | 'bomb';
export type ZipDirectory = { ok: true; entries: ZipEntry[] } | { ok: false; reason: ZipProblem };

/** Above this size an entry's compression ratio is checked (small entries compress wildly). */
export const RATIO_CHECK_FROM_BYTES = 1024 * 1024;

function entryName(bytes: Uint8Array, utf8: boolean): string {
  if (utf8) return new TextDecoder('utf-8').decode(bytes);
  let name = '';
  for (const b of bytes) name += String.fromCharCode(b);
  return name;
}

export function readZipDirectory(bytes: Uint8Array, limits: ZipLimits): ZipDirectory {
  if (bytes.byteLength < 22) return { ok: false, reason: 'not-zip' };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // End of central directory: signature 0x06054b50 within the last 64 kB + 22 bytes.
  let eocd = -1;
  for (let i = bytes.byteLength - 22; i >= Math.max(0, bytes.byteLength - 65_557); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return { ok: false, reason: 'not-zip' };
  const count = view.getUint16(eocd + 10, true);
  let offset = view.getUint32(eocd + 16, true);
  let total = 0;
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (offset + 46 > bytes.byteLength || view.getUint32(offset, true) !== 0x02014b50) return { ok: false, reason: 'not-zip' };
    const compressedSize = view.getUint32(offset + 20, true);
    const declaredSize = view.getUint32(offset + 24, true);
    // 0xffffffff: a ZIP64 entry, larger than any file we read.
    if (declaredSize === 0xffffffff || compressedSize === 0xffffffff) return { ok: false, reason: 'bomb' };
    total += declaredSize;
    if (total > limits.maxUnzippedBytes) return { ok: false, reason: 'bomb' };
    if (declaredSize > RATIO_CHECK_FROM_BYTES && declaredSize / Math.max(1, compressedSize) > limits.maxCompressionRatio)
      return { ok: false, reason: 'bomb' };
    const nameLength = view.getUint16(offset + 28, true);
    const name = bytes.subarray(offset + 46, Math.min(bytes.byteLength, offset + 46 + nameLength));
    entries.push({
      name: entryName(name, (view.getUint16(offset + 8, true) & 0x800) !== 0),
      method: view.getUint16(offset + 10, true),
      compressedSize,
      declaredSize,
      localOffset: view.getUint32(offset + 42, true),
    });
    offset += 46 + nameLength + view.getUint16(offset + 30, true) + view.getUint16(offset + 32, true);
  }
  return { ok: true, entries };
}
