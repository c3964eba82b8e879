/**
 * `quartile firm ...` and `quartile inquiries ...`: provider administration. These need the
 * server's database and configuration, so they run the server's admin entry point
 * (apps/server/src/admin/main.ts) in a child process rather than importing an app.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Command } from '../command.ts';

const ADMIN_ENTRY = path.resolve(import.meta.dirname, '../../../server/src/admin/main.ts');

function delegate(name: string, prefix: readonly string[], summary: string, help: string): Command {
  return {
    name,
    summary,
    help,
    run(args, io) {
      const result = spawnSync(process.execPath, [ADMIN_ENTRY, ...prefix, ...args], { encoding: 'utf8', env: process.env });
      if (result.stdout) io.out(result.stdout.replace(/\n$/, ''));
      if (result.stderr) io.err(result.stderr.replace(/\n$/, ''));
      return result.status ?? 1;
    },
  };
}

const FIRM_HELP = `Usage: quartile firm <list|set-credits|set-expiry|set-flag|changes> [options]

  quartile firm list
  quartile firm set-credits --firm ID --credits N
  quartile firm set-expiry  --firm ID --date YYYY-MM-DD|none
  quartile firm set-flag    --firm ID --flag benchmarking|industry-overview --enabled true|false
  quartile firm changes     --firm ID

Uses DATABASE_URL, or the embedded database in .data/ while the server is stopped. Every change is logged.`;

const INQUIRIES_HELP = `Usage: quartile inquiries --since YYYY-MM-DD [--format csv|json]

Prints the inquiries from the pricing and contact forms received since the date (JSON lines by default).`;

export const firmCommand = delegate('firm', ['firm'], "manage a firm's credits, subscription expiry and feature flags", FIRM_HELP);
export const inquiriesCommand = delegate('inquiries', ['inquiries'], 'list inquiries from the public forms (CSV or JSON lines)', INQUIRIES_HELP);
