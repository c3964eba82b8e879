// Live changes for everyone watching a benchmark (docs/adr/0010). Every change already writes an
// audit event inside its transaction; recordEvent also sends a NOTIFY there, which PostgreSQL
// delivers at commit, to every instance, and never for a rolled-back change. Each instance keeps
// one LISTEN and fans the changes out to its server-sent-event streams, filtered by firm and
// benchmark, so a colleague on another instance sees a decision as soon as it is committed.
import type { Database } from '../db/database.ts';

export const CHANGES_CHANNEL = 'quartile_changes';

export interface BenchmarkChange {
  readonly firm_id: string;
  readonly benchmark_id: string;
  readonly company_id: string | null;
  readonly action: string;
  readonly actor: { readonly id: string; readonly name: string } | null;
  readonly at: string;
  readonly version: number | null;
}

type Listener = (change: Omit<BenchmarkChange, 'firm_id'>) => void;

export class ChangeHub {
  private readonly listeners = new Map<string, Set<Listener>>();
  private stop: Promise<() => Promise<void>> | null = null;

  private readonly database: Database;

  constructor(database: Database) {
    this.database = database;
  }

  /** Starts listening on first use; answers a function that unsubscribes. */
  async subscribe(firmId: string, benchmarkId: string, listener: Listener): Promise<() => void> {
    this.stop ??= this.database.listen(CHANGES_CHANNEL, (payload) => this.dispatch(payload));
    await this.stop;
    const key = `${firmId}/${benchmarkId}`;
    const set = this.listeners.get(key) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(key, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(key);
    };
  }

  private dispatch(payload: string): void {
    let change: BenchmarkChange;
    try {
      change = JSON.parse(payload) as BenchmarkChange;
    } catch {
      return;
    }
    const set = this.listeners.get(`${change.firm_id}/${change.benchmark_id}`);
    if (!set) return;
    const { firm_id: _firm, ...visible } = change;
    for (const listener of [...set]) listener(visible);
  }

  async close(): Promise<void> {
    this.listeners.clear();
    const stop = this.stop;
    this.stop = null;
    if (stop) await (await stop)().catch(() => undefined);
  }
}

const hubs = new WeakMap<Database, ChangeHub>();

export function changeHubFor(database: Database): ChangeHub {
  let hub = hubs.get(database);
  if (!hub) {
    hub = new ChangeHub(database);
    hubs.set(database, hub);
  }
  return hub;
}

export async function closeChangeHub(database: Database): Promise<void> {
  await hubs.get(database)?.close();
  hubs.delete(database);
}
