// A benchmark whose companies were imported through the real endpoints and then, as if the
// analysis and the review had run, given their statuses (and human decisions) in the database.
import type { TestServer } from './testRuntime.ts';
import type { SignedIn } from './auth.ts';
import { benchmarkWithRows } from './benchmarks.ts';

export interface StudyCompany {
  name: string;
  status: string;
  financials?: ({ year: number } & Record<string, number | null>)[];
  excluded?: boolean;
  website?: string;
  description?: string;
}

export async function reviewedStudy(server: TestServer, session: SignedIn, companies: StudyCompany[], years = [2021, 2022, 2023]) {
  const { benchmarkId, listed } = await benchmarkWithRows(
    server,
    session,
    companies.map((c, i) => ({
      row: i + 2,
      name: c.name,
      country: 'DE',
      website: c.website ?? `https://${c.name.toLowerCase().replace(/[^a-z]+/g, '-')}.example`,
      database_description: c.description ?? `${c.name} distributes industrial parts.`,
      financial_data: c.financials ?? [],
    })),
    years,
  );
  const ids: Record<string, string> = {};
  for (const c of companies) {
    const id = listed.find((l) => l.name === c.name)!.id;
    ids[c.name] = id;
    const human = c.status.endsWith('after Review')
      ? JSON.stringify({
          decision: c.status.startsWith('Accepted') ? 'accept' : 'reject',
          reason: 'Reviewed against the annual report',
          decided_by: { id: session.user.id, name: 'Meera Iyer' },
          decided_at: '2026-11-01T10:00:00.000Z',
        })
      : null;
    await server.runtime.database.sql.query('update companies set status = $2, excluded = $3, human_decision = $4 where id = $1', [
      id,
      c.status,
      c.excluded ?? false,
      human,
    ]);
  }
  return { benchmarkId, ids };
}

/** Three years at a constant operating margin (in %) on the given revenue. */
export function omYears(marginPercent: number, revenue = 1_000, years = [2021, 2022, 2023]) {
  return years.map((year) => ({ year, revenue, cost_of_goods_sold: revenue * 0.6, operating_profit: (revenue * marginPercent) / 100 }));
}
