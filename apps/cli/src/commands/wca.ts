/**
 * `quartile wca`: working-capital adjustment of a comparable's PLI towards the tested party
 * (docs/transfer-pricing.md "Working-capital adjustment": simplified OECD style or IRS APA
 * Attachment B). Prints one JSON object with decimal ratios.
 */
import { WCA_BASES, WCA_METHODS, workingCapitalAdjustment, type WcaParty } from '@quartile/domain';
import { oneOf, parseJsonObject, parseNumber, parseOptions, printedHelp, requireOption } from '../args.ts';
import { CliError } from '../cliError.ts';
import type { Command } from '../command.ts';
import { jsonLine } from '../json.ts';

const PARTY_KEYS = ['sales', 'cogs', 'opex', 'receivables', 'inventory', 'payables'] as const;

const help = `Usage: quartile wca --method simplified|irs --rate <i> --base sales|costs --tested <json> --comparable <json>

Adjusts a comparable's PLI for differences in working capital with the tested party.

Options:
  --method <m>         simplified (PLI_c + i·(WC_t/B_t − WC_c/B_c)) | irs (IRS APA Attachment B)
  --rate <i>           interest rate as a decimal, e.g. 0.05 (required)
  --base <b>           sales (operating margin) | costs (net cost plus); default sales
  --tested <json>      tested party: {"sales","cogs","opex","receivables","inventory","payables"}
  --comparable <json>  comparable, same keys
  -h, --help           show this help

Prints {"unadjusted_pli","adjustment","adjusted_pli", ...parts} as decimal ratios.`;

function party(text: string, what: string): WcaParty {
  const o = parseJsonObject(text, what);
  const out: Record<string, number> = {};
  for (const k of PARTY_KEYS) {
    const v = o[k];
    if (v === undefined || v === null) throw new CliError(`${what} is missing "${k}" (needs ${PARTY_KEYS.join(', ')})`);
    out[k] = typeof v === 'number' ? v : parseNumber(String(v), `${what}.${k}`);
    if (!Number.isFinite(out[k])) throw new CliError(`${what}.${k} is not a finite number`);
  }
  return out as unknown as WcaParty;
}

export const wcaCommand: Command = {
  name: 'wca',
  summary: 'working-capital adjustment (simplified or IRS) of a comparable PLI',
  help,
  run(args, io) {
    const { values } = parseOptions(args, {
      method: { type: 'string', short: 'm' },
      rate: { type: 'string', short: 'r' },
      base: { type: 'string', short: 'b' },
      tested: { type: 'string' },
      comparable: { type: 'string' },
    });
    if (printedHelp(values, help, io)) return 0;
    const method = oneOf(requireOption(values.method, 'method'), WCA_METHODS, 'method');
    const rate = parseNumber(requireOption(values.rate, 'rate'), '--rate');
    const base = oneOf(values.base ?? 'sales', WCA_BASES, 'base');
    const tested = party(requireOption(values.tested, 'tested'), '--tested');
    const comparable = party(requireOption(values.comparable, 'comparable'), '--comparable');
    let r;
    try {
      r = workingCapitalAdjustment(tested, comparable, { method, rate, base });
    } catch (e) {
      throw new CliError((e as Error).message);
    }
    io.out(
      jsonLine({
        method: r.method,
        base: r.base,
        rate: r.rate,
        unadjusted_pli: r.unadjustedPli,
        adjustment: r.adjustment,
        adjusted_pli: r.adjustedPli,
        ...(r.method === 'simplified'
          ? { tested_wc_intensity: r.testedIntensity, comparable_wc_intensity: r.comparableIntensity }
          : {
              receivables_adjustment: r.receivablesAdjustment,
              payables_adjustment: r.payablesAdjustment,
              inventory_adjustment: r.inventoryAdjustment,
              adjusted_sales: r.adjustedSales,
              adjusted_cogs: r.adjustedCogs,
            }),
      }),
    );
    return 0;
  },
};
