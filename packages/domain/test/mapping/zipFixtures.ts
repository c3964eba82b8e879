// Zips built byte by byte for the zip guard's tests: real deflate data under a central directory
// that may lie about the unpacked size.
import { constants, Deflate, deflateRaw } from 'pako';

export interface FixtureEntry {
  readonly name: string;
  /** The bytes as stored in the zip (deflated when method is 8). */
  readonly stored: Uint8Array;
  readonly method?: 0 | 8;
  /** The unpacked size the zip declares. */
  readonly declaredSize: number;
  /** The packed size the zip declares, when it lies about it (default: the stored bytes' length). */
  readonly declaredCompressedSize?: number;
}

export function buildZip(entries: readonly FixtureEntry[]): Uint8Array {
  const encoder = new TextEncoder();
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = encoder.encode(entry.name);
    const local = new Uint8Array(30 + name.byteLength + entry.stored.byteLength);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, 0x04034b50, true);
    lv.setUint16(4, 20, true);
    lv.setUint16(8, entry.method ?? 8, true);
    lv.setUint32(18, entry.declaredCompressedSize ?? entry.stored.byteLength, true);
    lv.setUint32(22, entry.declaredSize, true);
    lv.setUint16(26, name.byteLength, true);
    local.set(name, 30);
    local.set(entry.stored, 30 + name.byteLength);
    const central = new Uint8Array(46 + name.byteLength);
    const cv = new DataView(central.buffer);
    cv.setUint32(0, 0x02014b50, true);
    cv.setUint16(4, 20, true);
    cv.setUint16(6, 20, true);
    cv.setUint16(10, entry.method ?? 8, true);
    cv.setUint32(20, entry.declaredCompressedSize ?? entry.stored.byteLength, true);
    cv.setUint32(24, entry.declaredSize, true);
    cv.setUint16(28, name.byteLength, true);
    cv.setUint32(42, offset, true);
    central.set(name, 46);
    locals.push(local);
    centrals.push(central);
    offset += local.byteLength;
  }
  const centralSize = centrals.reduce((n, c) => n + c.byteLength, 0);
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, entries.length, true);
  ev.setUint16(10, entries.length, true);
  ev.setUint32(12, centralSize, true);
  ev.setUint32(16, offset, true);
  const out = new Uint8Array(offset + centralSize + 22);
  let at = 0;
  for (const part of [...locals, ...centrals, end]) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

/** One sheet entry declaring `compressedSize` packed and `size` unpacked bytes over 16 stored ones: for guards that read only the directory. */
export const declaredZip = (compressedSize: number, size: number): Uint8Array =>
  buildZip([{ name: 'xl/worksheets/sheet1.xml', stored: new Uint8Array(16), method: 0, declaredSize: size, declaredCompressedSize: compressedSize }]);

/**
 * A raw deflate stream of `megabytes` MB of zeros, about 1 kB per MB, made without holding the
 * output: one MB deflated with a sync flush (non-final, byte-aligned) repeated, then an empty final block.
 */
export function deflatedZeros(megabytes: number): Uint8Array {
  const deflater = new Deflate({ raw: true, level: 9 });
  const parts: Uint8Array[] = [];
  deflater.onData = (chunk) => parts.push(chunk as Uint8Array);
  deflater.push(new Uint8Array(1024 * 1024), constants.Z_SYNC_FLUSH);
  const block = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  parts.reduce((at, p) => (block.set(p, at), at + p.byteLength), 0);
  const out = new Uint8Array(block.byteLength * megabytes + 2);
  for (let i = 0; i < megabytes; i++) out.set(block, i * block.byteLength);
  out.set([0x03, 0x00], block.byteLength * megabytes);
  return out;
}

export const deflated = (bytes: Uint8Array): Uint8Array => deflateRaw(bytes);
