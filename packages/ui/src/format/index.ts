export { displayUrl, formatDate, formatDateTime, formatNumber, websiteHref } from './format.ts';
export { cellText, formatBytes, formatCount, headerLabel } from './spreadsheet.ts';
