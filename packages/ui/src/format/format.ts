// Display formats shared by every fragment (English, as the product is).
const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
const numberFormat = new Intl.NumberFormat('en-US');

/** '2025-05-20' or an ISO timestamp -> '20 May 2025'; '' stays ''. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const time = Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(time) ? value : dateFormat.format(time);
}

/** An ISO timestamp -> '2 Jun 2025, 09:12', in UTC without saying so (a timeline that names the zone once). */
export const formatUtcTime = (value: string): string => dateTimeFormat.format(Date.parse(value));

/** An ISO timestamp -> '2 Jun 2025, 09:12 UTC' (times are shown in UTC, as the audit trail keeps them). */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : `${dateTimeFormat.format(time)} UTC`;
}

export const formatNumber = (value: number): string => numberFormat.format(value);

/** 'https://www.example.com/' -> 'www.example.com' for display; the link keeps the full URL. */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

/** A safe href for a stored website (bare domains get https://). */
export function websiteHref(url: string): string {
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}
