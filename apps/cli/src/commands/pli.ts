/**
 * `quartile pli`: per-company multi-year PLI from a CSV (docs/transfer-pricing.md "Profit level
 * indicators"). The CSV needs `company` and `year` columns; financial columns are the system names
 * (revenue, cost_of_goods_sold, gross_profit, operating_expenses, operating_profit, net_profit,
 * total_assets, current_liabilities) or any header the domain's header recognizer maps to them
 * (e.g. cost_of_revenue, operating_income, net_income as in the SEC data sets). Empty cells and
 * `n.a.` are missing. Prints one JSON line per company, in order of first appearance:
 * { company, pli, value, years_used, years_missing } with value as a decimal ratio or null.
 */
import {
  AGGREGATIONS,
  computePli,
  FINANCIAL_FIELDS,
  parseNumberCell,
  isMissingCell,
  PLI_IDS,
  recognizeHeader,
  type FinancialField,
  type YearFinancials,
} from '@quartile/domain';
import { oneOf, parseOptions, printedHelp, parseYearRange, requireOption } from '../args.ts';
import { CliError } from '../cliError.ts';
import type { Command } from '../command.ts';
import { parseCsv } from '@quartile/analyst';
import { jsonLine } from '../json.ts';

const help = `Usage: quartile pli --pli <id> --file <financials.csv> [--aggregation weighted|simple] [--years 2021-2023]

Computes each company's profit level indicator over several years.

Options:
  --pli <id>            ${PLI_IDS.join(' | ')} (required)
  --aggregation <a>     weighted (default; sum of numerators / sum of denominators) | simple (mean of yearly ratios)
  --years <from-to>     years to evaluate, e.g. 2021-2023 or 2022; years absent from the file are reported missing
                        (default: the years each company has in the file)
  --roa-assets <basis>  year-end (default) | average (mean of prior and current year total assets)
  --file <path>         CSV with columns company,year and any of:
                        ${FINANCIAL_FIELDS.join(', ')}
  -h, --help            show this help

Prints one JSON line per company: {"company","pli","value","years_used","years_missing"};
value is a decimal ratio (0.06 for 6 %) or null where there is none.`;

function columnField(header: string): FinancialField | null {
  const h = header.trim();
  if ((FINANCIAL_FIELDS as readonly string[]).includes(h)) return h as FinancialField;
  const m = recognizeHeader(h.replace(/_/g, ' ')).match;
  if (m?.kind === 'metric' && (FINANCIAL_FIELDS as readonly string[]).includes(m.metric)) return m.metric as FinancialField;
  return null;
}

export const pliCommand: Command = {
  name: 'pli',
  summary: 'multi-year profit level indicator per company from a CSV',
  help,
  run(args, io) {
    const { values } = parseOptions(args, {
      pli: { type: 'string', short: 'p' },
      aggregation: { type: 'string', short: 'a' },
      years: { type: 'string', short: 'y' },
      'roa-assets': { type: 'string' },
      file: { type: 'string', short: 'f' },
    });
    if (printedHelp(values, help, io)) return 0;
    const pli = oneOf(requireOption(values.pli, 'pli').toUpperCase(), PLI_IDS, 'pli');
    const aggregation = oneOf(values.aggregation ?? 'weighted', AGGREGATIONS, 'aggregation');
    const roaAssetBasis = oneOf(values['roa-assets'] ?? 'year-end', ['year-end', 'average'] as const, 'roa-assets');
    const selectedYears = values.years === undefined ? undefined : parseYearRange(values.years);
    const file = requireOption(values.file, 'file');
    let rows: string[][];
    try {
      rows = parseCsv(io.readFile(file));
    } catch (e) {
      throw new CliError(`cannot read --file ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
    }
    const [header, ...data] = rows;
    if (!header) throw new CliError(`${file} is empty`);
    const names = header.map((h) => h.trim().toLowerCase());
    const companyCol = names.indexOf('company');
    const yearCol = names.indexOf('year');
    if (companyCol < 0 || yearCol < 0) throw new CliError(`${file} needs the columns company and year`);
    const fieldCols = header.map((h, i) => (i === companyCol || i === yearCol ? null : columnField(h)));
    if (!fieldCols.some((f) => f !== null)) throw new CliError(`${file} has no financial columns (${FINANCIAL_FIELDS.join(', ')})`);

    const companies = new Map<string, YearFinancials[]>();
    data.forEach((row, r) => {
      const line = r + 2;
      const company = (row[companyCol] ?? '').trim();
      if (company === '') throw new CliError(`${file} line ${line}: the company is empty`);
      const yearText = (row[yearCol] ?? '').trim();
      const year = Number(yearText);
      if (!/^\d{4}$/.test(yearText)) throw new CliError(`${file} line ${line}: year must be a four-digit year, got "${yearText}"`);
      const y: Record<string, number | null> = {};
      fieldCols.forEach((field, c) => {
        if (field === null) return;
        const cell = row[c];
        if (isMissingCell(cell)) return;
        const n = parseNumberCell(cell);
        if (n === null) throw new CliError(`${file} line ${line}: ${header[c]} is not a number: "${cell}"`);
        if (y[field] === undefined) y[field] = n;
      });
      const list = companies.get(company) ?? [];
      if (list.some((x) => x.year === year)) throw new CliError(`${file} line ${line}: ${company} has year ${year} twice`);
      list.push({ year, ...y });
      companies.set(company, list);
    });
    for (const [company, years] of companies) {
      const result = computePli(years, pli, aggregation, { selectedYears, roaAssetBasis });
      io.out(jsonLine({ company, pli, value: result.value, years_used: result.yearsUsed, years_missing: result.yearsMissing }));
    }
    return 0;
  },
};
