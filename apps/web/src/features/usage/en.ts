// English texts of the Usage page; the spec's messages come verbatim from @quartile/domain.
export const en = {
  title: 'Usage',
  documentTitle: 'Usage · Quartile',
  description: 'Comparables processed by your firm against the credits of your subscription.',
  byMonth: 'By month',
  byMonthHint: 'Open a month to see its days.',
} as const;
