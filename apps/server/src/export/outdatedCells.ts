// What the workbook says about outdated decisions (issue 19, ADR 0027): the matrix's criteria
// version and outdated columns, and the Summary's counts and the range's basis. Kept apart from
// workbook.ts's other cells; the rule itself is the domain's (workflow/outdated.ts).
import type { Company } from '@quartile/api';
import { decisionVersionOf, decisionVersionText, rangeBasisText } from '@quartile/domain';
import type { CellInput } from './cells.ts';
import type { ExportData } from './exportData.ts';

/** The matrix's `criteria_version` and `outdated` cells of one company. */
export function outdatedMatrixCell(c: Company, key: 'criteria_version' | 'outdated', data: ExportData): CellInput {
  const current = data.benchmark.criteria_version;
  const version = c.analysis?.criteria_version ?? null;
  if (key === 'criteria_version') return version === null ? null : `v${version}`;
  return decisionVersionText({ ...decisionVersionOf(c), is_excluded: c.is_excluded }, current, data.benchmark.range_basis.include_outdated)?.text ?? null;
}

/** The Summary's lines on outdated decisions, after the range's counts. */
export function outdatedSummaryLines(data: ExportData): [string, string | number][] {
  const b = data.benchmark;
  const o = b.outdated_decisions;
  const basis = b.range_basis;
  const lines: [string, string | number][] = [
    ['Current criteria version', `v${b.criteria_version}`],
    ['Outdated decisions', `${o.outdated} of ${o.decided} decisions (${o.accepted_outdated} of ${o.accepted} accepted comparables) were made under older criteria`],
    ['Range basis', rangeBasisText(basis.include_outdated, b.criteria_version, { acceptedOutdated: o.accepted_outdated })],
  ];
  if (basis.include_outdated && basis.chosen_at)
    lines.push(['Outdated decisions acknowledged', `${basis.chosen_by ?? 'A former member'}, ${basis.chosen_at.slice(0, 16).replace('T', ' ')} UTC`]);
  return lines;
}
