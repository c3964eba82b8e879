// Which CSV text encodings are refused with a request to save as UTF-8 (UTF-16, UTF-32), and
// which are read (UTF-8, Windows-1252) or left to the binary-file check.
import { describe, expect, it } from 'vitest';
import { unreadableTextEncoding } from '../../src/index.ts';

const text = 'Company name,Country\nKallio Industrial Oy,FI\n';
const units = (width: 2 | 4, littleEndian: boolean, bom: boolean) => {
  const chars = [...(bom ? '\uFEFF' : ''), ...text];
  const out = new Uint8Array(chars.length * width);
  const view = new DataView(out.buffer);
  chars.forEach((c, i) =>
    width === 2 ? view.setUint16(i * 2, c.charCodeAt(0), littleEndian) : view.setUint32(i * 4, c.charCodeAt(0), littleEndian),
  );
  return out;
};

describe('unreadableTextEncoding', () => {
  it.each([
    ['UTF-16 LE, BOM', units(2, true, true), 'UTF-16'],
    ['UTF-16 BE, BOM', units(2, false, true), 'UTF-16'],
    ['UTF-16 LE', units(2, true, false), 'UTF-16'],
    ['UTF-16 BE', units(2, false, false), 'UTF-16'],
    ['UTF-32 LE, BOM', units(4, true, true), 'UTF-32'],
    ['UTF-32 BE, BOM', units(4, false, true), 'UTF-32'],
    ['UTF-32 LE', units(4, true, false), 'UTF-32'],
    ['UTF-8', new TextEncoder().encode(`\uFEFF${text}Société`), null],
    ['Windows-1252', Uint8Array.from(`${text}Soci\xe9t\xe9`, (c) => c.charCodeAt(0)), null],
    ['a few bytes', Uint8Array.from([0x41, 0, 0x42]), null],
  ] as const)('%s: %s', (_what, bytes, expected) => expect(unreadableTextEncoding(bytes)).toBe(expected));
});
