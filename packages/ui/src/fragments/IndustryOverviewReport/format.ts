import type { IndustryOverviewTable } from '@quartile/api';

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const percent = new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A table cell as the reader sees it: money compact (24.5B), percentages with one decimal. */
export function formatOverviewCell(value: string | number | null, format: IndustryOverviewTable['columns'][number]['format']): string {
  if (value === null || value === '') return '–';
  if (typeof value === 'string') return value;
  if (format === 'money') return compact.format(value);
  if (format === 'percent') return percent.format(value);
  return String(value);
}

export const SOURCE_KIND_LABELS: Record<string, string> = {
  website: 'Website',
  annual_report: 'Annual report',
  database_description: 'Database description',
  external_profile: 'External profile',
  financial_data: 'Financial data',
};
