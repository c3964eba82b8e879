/**
 * `quartile range`: prints armsLengthRange(values, method) as one JSON object with the keys
 * method, count, min, max, mean, lower, median, upper, adjustmentPoint
 * (docs/transfer-pricing.md "Arm's length range methods").
 */
import { armsLengthRange, RANGE_METHODS } from '@quartile/domain';
import { oneOf, parseNumberList, parseOptions, printedHelp, requireOption } from '../args.ts';
import { CliError } from '../cliError.ts';
import type { Command } from '../command.ts';
import { jsonLine } from '../json.ts';

const help = `Usage: quartile range --method <method> (--values <list> | --file <path>)

Computes the arm's length range of a set of PLI values.

Options:
  --method <m>    ${RANGE_METHODS.join(' | ')} (required)
                  us-482      US Treas. Reg. §1.482-1(e)(2)(iii)(C), 25th/50th/75th
                  india-10ca  India Rule 10CA, 35th/50th/65th, needs 6+ values (else mean)
                  excel-inc   QUARTILE.INC
                  excel-exc   QUARTILE.EXC (bounds null when undefined)
  --values <list> comma-separated numbers, e.g. 1.2,3.4,5.6
  --file <path>   a file with one number per line (# comments allowed)
  -h, --help      show this help

Prints one JSON object: method, count, min, max, mean, lower, median, upper, adjustmentPoint.`;

export const rangeCommand: Command = {
  name: 'range',
  summary: "arm's length range (interquartile or Rule 10CA) of a list of values",
  help,
  run(args, io) {
    const { values } = parseOptions(args, {
      method: { type: 'string', short: 'm' },
      values: { type: 'string' },
      file: { type: 'string', short: 'f' },
    });
    if (printedHelp(values, help, io)) return 0;
    const method = oneOf(requireOption(values.method, 'method'), RANGE_METHODS, 'method');
    if (values.values !== undefined && values.file !== undefined) throw new CliError('give either --values or --file, not both');
    let numbers: number[];
    if (values.values !== undefined) numbers = parseNumberList(values.values, '--values');
    else if (values.file !== undefined) {
      let text: string;
      try {
        text = io.readFile(values.file);
      } catch (e) {
        throw new CliError(`cannot read --file ${values.file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
      }
      numbers = parseNumberList(text.replace(/,/g, '\n'), `--file ${values.file}`);
    } else throw new CliError('missing values: give --values 1.2,3.4 or --file <path>');
    io.out(jsonLine(armsLengthRange(numbers, method)));
    return 0;
  },
};
