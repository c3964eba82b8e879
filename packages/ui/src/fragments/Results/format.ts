// Display helpers of the results fragments (English, as the product is).
import { formatPliValue, PLI_NAMES, type PliId } from '@quartile/domain';

export const pliLabel = (pli: PliId): string => `${PLI_NAMES[pli]} (${pli})`;

/** A PLI value as people read it: '3.71%' or, for the Berry ratio, '1.25'. */
export const pli = (id: PliId, value: number | null | undefined): string => formatPliValue(id, value);

const amountFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
export const amount = (value: number | null | undefined): string =>
  value === null || value === undefined ? '—' : amountFormat.format(value);

/** A signed change in percentage points ('+1.20 pp') or in the ratio for the Berry ratio. */
export function signedPli(id: PliId, value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  const text = pli(id, Math.abs(value));
  const sign = value > 0 ? '+' : value < 0 ? '−' : '';
  return id === 'BERRY' ? `${sign}${text}` : `${sign}${text.replace('%', ' pp')}`;
}

/** 2021–2023 or 2019, 2021 */
export function yearsText(years: readonly number[]): string {
  const sorted = [...years].sort((a, b) => a - b);
  if (sorted.length === 0) return 'no years';
  const contiguous = sorted.every((y, i) => i === 0 || y === (sorted[i - 1] ?? y) + 1);
  return contiguous && sorted.length > 1 ? `${sorted[0]}–${sorted[sorted.length - 1]}` : sorted.join(', ');
}
