// Text files as other programs save them, for the refusal tests of the upload parser and the CLI.

/** A small company list with accented names (UTF-8 when written as is). */
export const COMPANY_CSV = 'Company name,Country,Website\nKallio Industrial Oy,FI,kallio.fi\nSociété Générale Pompes,FR,pompes.fr\n';

/** The text as UTF-16 (Excel's "Unicode Text"), little- or big-endian, with or without a byte-order mark. */
export function utf16(text: string, littleEndian: boolean, bom: boolean): Uint8Array {
  const chars = [...(bom ? '\uFEFF' : ''), ...text];
  const out = new Uint8Array(chars.length * 2);
  const view = new DataView(out.buffer);
  chars.forEach((c, i) => view.setUint16(i * 2, c.charCodeAt(0), littleEndian));
  return out;
}
