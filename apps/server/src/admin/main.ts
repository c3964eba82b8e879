// `quartile firm ...` and `quartile inquiries ...` (the CLI delegates here: these need the
// server's database and configuration). Run directly: node apps/server/src/admin/main.ts --help
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/config.ts';
import type { SqlRunner } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openConfiguredDatabase } from '../runtime.ts';
import { AdminError, firmChanges, isUuid, listFirms, listInquiries, setCredits, setExpiry, setFlag } from './commands.ts';

export const ADMIN_HELP = `Provider administration (uses DATABASE_URL, or the embedded database in .data/ when the server is stopped)

  quartile firm list
  quartile firm set-credits --firm ID --credits N
  quartile firm set-expiry  --firm ID --date YYYY-MM-DD|none
  quartile firm set-flag    --firm ID --flag benchmarking|industry-overview --enabled true|false
  quartile firm changes     --firm ID
  quartile inquiries --since YYYY-MM-DD [--format csv|json]   (json lines by default)
`;

async function main(argv: string[]): Promise<string> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      firm: { type: 'string' },
      credits: { type: 'string' },
      date: { type: 'string' },
      flag: { type: 'string' },
      enabled: { type: 'string' },
      since: { type: 'string' },
      format: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, sub] = positionals;
  if (values.help || !command) return ADMIN_HELP;
  const requireFirm = () => {
    if (!values.firm || !isUuid(values.firm)) throw new AdminError('--firm must be a firm id (see: quartile firm list).');
    return values.firm;
  };
  if (command === 'inquiries') {
    if (!values.since) throw new AdminError('--since YYYY-MM-DD is required.');
    const format = values.format ?? 'json';
    if (format !== 'csv' && format !== 'json') throw new AdminError('--format must be csv or json.');
    return withDatabase((sql) => listInquiries(sql, values.since!, format));
  }
  if (command !== 'firm') throw new AdminError(`Unknown command "${command}". Try --help.`);
  const json = (value: unknown) => JSON.stringify(value, null, 2) + '\n';
  switch (sub) {
    case 'list':
      return withDatabase(async (sql) => json(await listFirms(sql)));
    case 'set-credits': {
      const firm = requireFirm();
      return withDatabase(async (sql) => json(await setCredits(sql, firm, Number(values.credits))));
    }
    case 'set-expiry': {
      const firm = requireFirm();
      if (!values.date) throw new AdminError('--date is required.');
      return withDatabase(async (sql) => json(await setExpiry(sql, firm, values.date!)));
    }
    case 'set-flag': {
      const firm = requireFirm();
      return withDatabase(async (sql) => json(await setFlag(sql, firm, values.flag ?? '', values.enabled ?? '')));
    }
    case 'changes': {
      const firm = requireFirm();
      return withDatabase(async (sql) => json(await firmChanges(sql, firm)));
    }
    default:
      throw new AdminError(`Unknown firm command "${sub ?? ''}". Try --help.`);
  }
}

async function withDatabase<T>(fn: (sql: SqlRunner) => Promise<T>): Promise<T> {
  const { database, release } = await openConfiguredDatabase(loadConfig());
  try {
    await migrate(database);
    return await database.transaction((sql) => fn(sql));
  } finally {
    await database.close();
    release();
  }
}

try {
  process.stdout.write(await main(process.argv.slice(2)));
} catch (error) {
  const message = error instanceof AdminError || (error instanceof Error && error.message.includes('in use by process')) ? error.message : String(error);
  process.stderr.write(`quartile: ${message.split('\n')[0]}\n`);
  // Bad arguments exit 2, like the rest of the quartile command; anything else 1.
  process.exitCode = error instanceof AdminError || (error instanceof TypeError && 'code' in error) ? 2 : 1;
}
