/**
 * The columns of the accept/reject matrix in the Excel export (spec §3 "The export accepts a list
 * of column names"; §7 `export/?columns=` comma-joined). The web app's column chooser and the
 * server's workbook read the same list. The company name is always exported: a row without it
 * cannot be traced.
 */
export const EXPORT_COLUMN_GROUPS = ['Company', 'Decision', 'Analysis', 'Evidence', 'Results'] as const;
export type ExportColumnGroup = (typeof EXPORT_COLUMN_GROUPS)[number];

export interface ExportColumn {
  readonly key: string;
  readonly label: string;
  readonly group: ExportColumnGroup;
  /** Width in characters in the workbook. */
  readonly width: number;
  readonly description: string;
}

export const EXPORT_COLUMNS = [
  { key: 'name', label: 'Company', group: 'Company', width: 36, description: 'Company name (always exported).' },
  { key: 'country', label: 'Country', group: 'Company', width: 16, description: 'Country of the company.' },
  { key: 'bvd_id', label: 'BvD ID', group: 'Company', width: 16, description: 'Identifier in the commercial database.' },
  { key: 'website', label: 'Website', group: 'Company', width: 32, description: 'Website address.' },
  {
    key: 'database_description',
    label: 'Database description',
    group: 'Company',
    width: 60,
    description: 'Business description from the database export.',
  },
  { key: 'status', label: 'Status', group: 'Decision', width: 26, description: 'Workflow status of the company.' },
  {
    key: 'decision',
    label: 'Decision',
    group: 'Decision',
    width: 12,
    description: 'Accept or Reject as it stands (the human decision wins).',
  },
  { key: 'reason', label: 'Reason', group: 'Decision', width: 60, description: "The reviewer's reason, else the analyst's reasoning." },
  { key: 'reviewer', label: 'Reviewer', group: 'Decision', width: 22, description: 'Who made the human decision.' },
  { key: 'decided_at', label: 'Decision date', group: 'Decision', width: 18, description: 'When the decision was made.' },
  {
    key: 'criteria_version',
    label: 'Criteria version',
    group: 'Decision',
    width: 12,
    description: 'The criteria version the company was analysed (and decided) under.',
  },
  {
    key: 'outdated',
    label: 'Outdated',
    group: 'Decision',
    width: 40,
    description: 'Whether the decision was made under older criteria than the current version (and so whether the range uses it).',
  },
  {
    key: 'automated_decision',
    label: 'Automated decision',
    group: 'Analysis',
    width: 14,
    description: "The Research Analyst's decision against the criteria.",
  },
  { key: 'confidence', label: 'Confidence', group: 'Analysis', width: 12, description: 'Confidence of the automated decision.' },
  {
    key: 'matched_criteria',
    label: 'Matched criteria',
    group: 'Analysis',
    width: 40,
    description: 'Accept or reject criteria the decision matched.',
  },
  {
    key: 'decision_basis',
    label: 'Decision basis',
    group: 'Analysis',
    width: 40,
    description:
      "What the automated decision rests on: the criteria alone, or what the reviewers' decisions (or, before there are enough, the list's clearest cases) taught the analysis, with what the criteria alone said.",
  },
  {
    key: 'automated_reasoning',
    label: 'Automated reasoning',
    group: 'Analysis',
    width: 60,
    description: "The Research Analyst's reasoning.",
  },
  {
    key: 'core_function',
    label: 'Core function',
    group: 'Analysis',
    width: 24,
    description: 'Core business function from a TNMM perspective.',
  },
  { key: 'tags', label: 'Products and services', group: 'Analysis', width: 36, description: 'Product and service tags.' },
  { key: 'review_flags', label: 'Review flags', group: 'Analysis', width: 40, description: "The Review Analyst's comparability flags." },
  { key: 'citations', label: 'Key citations', group: 'Evidence', width: 70, description: 'Verbatim quotes with where they come from.' },
  { key: 'source_link', label: 'Source link', group: 'Evidence', width: 40, description: 'Link to the source of the first citation.' },
  { key: 'sources', label: 'Sources', group: 'Evidence', width: 50, description: 'Every source read, with its retrieval time.' },
  { key: 'excluded', label: 'Excluded', group: 'Results', width: 30, description: 'Excluded from the study, with the reason.' },
  { key: 'pli', label: 'PLI', group: 'Results', width: 12, description: "The comparable's multi-year PLI as used in the range." },
  { key: 'in_range', label: 'In the range', group: 'Results', width: 30, description: 'Whether the PLI is part of the range, or why not.' },
] as const satisfies readonly ExportColumn[];

export type ExportColumnKey = (typeof EXPORT_COLUMNS)[number]['key'];
export const EXPORT_COLUMN_KEYS: readonly ExportColumnKey[] = EXPORT_COLUMNS.map((c) => c.key);

export type ParsedColumns =
  { readonly ok: true; readonly columns: readonly ExportColumnKey[] } | { readonly ok: false; readonly message: string };

/**
 * Reads the `columns` parameter: absent or blank means every column; names are trimmed, repeats
 * dropped, the company name always first, the rest in the catalogue's order.
 */
export function parseExportColumns(param: string | null | undefined): ParsedColumns {
  if (param === null || param === undefined || param.trim() === '') return { ok: true, columns: EXPORT_COLUMN_KEYS };
  const asked = [
    ...new Set(
      param
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    ),
  ];
  const unknown = asked.filter((c) => !(EXPORT_COLUMN_KEYS as readonly string[]).includes(c));
  if (unknown.length > 0) {
    return {
      ok: false,
      message: `Unknown export column${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}. Choose from: ${EXPORT_COLUMN_KEYS.join(', ')}.`,
    };
  }
  const rest = EXPORT_COLUMN_KEYS.filter((k) => k !== 'name' && asked.includes(k));
  return { ok: true, columns: ['name', ...rest] };
}

/**
 * Text that a spreadsheet could take for a formula (OWASP "CSV injection"): it begins with =, +,
 * -, @, a tab or a carriage return. Such text from users or websites is written as text.
 */
export const looksLikeFormula = (text: string): boolean => /^[=+\-@\t\r]/.test(text);
