/**
 * Reads at most `maxBytes + 1` bytes of a file, so a caller with a size limit can tell a file
 * beyond it without loading a file of any size into memory.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';

export function readFileBytes(path: string, maxBytes: number): Uint8Array {
  const fd = openSync(path, 'r');
  try {
    const buffer = Buffer.alloc(Math.min(fstatSync(fd).size, maxBytes) + 1);
    let total = 0;
    while (total < buffer.length) {
      const n = readSync(fd, buffer, total, buffer.length - total, null);
      if (n === 0) break;
      total += n;
    }
    return buffer.subarray(0, total);
  } finally {
    closeSync(fd);
  }
}
