// Unpacks zip entries while counting the bytes they really inflate to, so a zip that declares
// 60 kB for a sheet of 1.2 GB is stopped after a few megabytes instead of filling the memory.
// pako's streaming inflater hands its output over in chunks of CHUNK_BYTES as it goes, and a
// handler that throws stops it there: no more than one chunk beyond the cap is ever made.
// (fflate's streaming inflater makes all the output of a pushed slice first, so a cap needs tiny
// slices, which made a normal workbook ~8 times slower to check; see docs/adr/0022.)
import { Inflate } from 'pako';
import { RATIO_CHECK_FROM_BYTES, type ZipEntry, type ZipLimits, type ZipProblem } from './zipDirectory.ts';

const CHUNK_BYTES = 64 * 1024;
/** Input is pushed in slices so the ratio can be taken over what was read so far, not the whole entry. */
const SLICE_BYTES = 16 * 1024;

/** What is left of the unpacked-bytes budget, shared by the entries of one zip. */
export interface InflateBudget {
  remaining: number;
}

class OverLimit extends Error {}

/**
 * Inflates one entry. `onChunk` receives the output as it comes (omit it to only count).
 * Returns 'bomb' as soon as the budget or the compression ratio is passed, 'not-zip' when the
 * entry is damaged (bad header, data past the end, a deflate stream that does not end in its data).
 */
export function inflateEntry(
  bytes: Uint8Array,
  entry: ZipEntry,
  limits: ZipLimits,
  budget: InflateBudget,
  onChunk?: (chunk: Uint8Array) => void,
): 'ok' | ZipProblem {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const local = entry.localOffset;
  if (local + 30 > bytes.byteLength || view.getUint32(local, true) !== 0x04034b50) return 'not-zip';
  const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
  const end = start + entry.compressedSize;
  if (end > bytes.byteLength) return 'not-zip';
  const data = bytes.subarray(start, end);

  if (entry.method === 0) {
    budget.remaining -= data.byteLength;
    if (budget.remaining < 0) return 'bomb';
    onChunk?.(data);
    return 'ok';
  }
  if (entry.method !== 8) return 'not-zip';

  let produced = 0;
  let fed = 0;
  let ended = false;
  const inflater = new Inflate({ raw: true, chunkSize: CHUNK_BYTES });
  inflater.onData = (chunk) => {
    const bytesOut = chunk as Uint8Array;
    produced += bytesOut.byteLength;
    budget.remaining -= bytesOut.byteLength;
    if (budget.remaining < 0) throw new OverLimit();
    if (produced > RATIO_CHECK_FROM_BYTES && produced / Math.max(1, fed) > limits.maxCompressionRatio) throw new OverLimit();
    onChunk?.(bytesOut);
  };
  // Called at the end of the stream (status 0) or on damaged data (a negative zlib status).
  inflater.onEnd = (status) => {
    ended = status === 0;
  };
  try {
    do {
      const next = Math.min(data.byteLength, fed + SLICE_BYTES);
      const slice = data.subarray(fed, next);
      fed = next;
      inflater.push(slice, fed === data.byteLength);
    } while (fed < data.byteLength && !ended);
  } catch (error) {
    if (error instanceof OverLimit) return 'bomb';
    throw error;
  }
  // A stream that is damaged, or does not end within the entry's data, is not read further: pako's
  // own text ("invalid block type") is for developers, not for the person uploading.
  return ended ? 'ok' : 'not-zip';
}
