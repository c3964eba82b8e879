// Reads a zip's central directory (no decompression) to refuse a zip bomb before a workbook reader
// unpacks it: the declared unpacked size and the compression ratio of every entry are checked.
// Pure byte arithmetic, shared by the upload (in a Web Worker) and the command line.
import { MAX_COMPRESSION_RATIO, MAX_UNZIPPED_BYTES } from './companyFileLimits.ts';

export type ZipCheck = { ok: true } | { ok: false; reason: 'not-zip' | 'bomb' };

export function checkZip(bytes: Uint8Array): ZipCheck {
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
  const entries = view.getUint16(eocd + 10, true);
  let offset = view.getUint32(eocd + 16, true);
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > bytes.byteLength || view.getUint32(offset, true) !== 0x02014b50) return { ok: false, reason: 'not-zip' };
    const compressed = view.getUint32(offset + 20, true);
    const size = view.getUint32(offset + 24, true);
    // 0xffffffff: a ZIP64 entry, larger than any company list.
    if (size === 0xffffffff || compressed === 0xffffffff) return { ok: false, reason: 'bomb' };
    total += size;
    if (total > MAX_UNZIPPED_BYTES) return { ok: false, reason: 'bomb' };
    if (size > 1024 * 1024 && size / Math.max(1, compressed) > MAX_COMPRESSION_RATIO) return { ok: false, reason: 'bomb' };
    offset += 46 + view.getUint16(offset + 28, true) + view.getUint16(offset + 30, true) + view.getUint16(offset + 32, true);
  }
  return { ok: true };
}
