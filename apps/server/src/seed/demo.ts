// Demo data for the embedded default (or DEMO_SEED=1, never in production): a demo firm with
// benchmarking and industry overviews enabled and some credits, an employee and a non-employee,
// four months of usage from earlier studies, and a demo study built from real public data
// (demoStudy.ts).
// Seeds once: marker rows make later starts skip it, so nothing a user changed is overwritten. The
// study has its own marker, so a database seeded before the study existed gets it on its next start.
import { hash } from '@node-rs/argon2';
import type { Database } from '../db/database.ts';
import type { AppContext } from '../context.ts';
import { seedDemoStudy } from './demoStudy.ts';
import { seedUsageHistory } from './usageHistory.ts';

export const DEMO_FIRM_NAME = 'Demo Advisory LLP';
export const DEMO_PASSWORD = 'Quartile-demo-2025';
export const DEMO_EMPLOYEE = { email: 'analyst@demo.quartile.test', first_name: 'Asha', last_name: 'Rao', is_employee: true };
export const DEMO_CLIENT_USER = { email: 'client@demo.quartile.test', first_name: 'Daniel', last_name: 'Weber', is_employee: false };

export interface DemoSeedResult {
  /** The firm and its users were created now. */
  readonly firm: boolean;
  /** The demo study was built now (its benchmark's id). */
  readonly studyBenchmarkId: string | null;
}

/** Seeds what is not seeded yet: the firm and users, then the study. */
export async function seedDemoData(ctx: AppContext): Promise<DemoSeedResult> {
  const firm = await seedDemoFirm(ctx.database);
  const study = await seedStudyOnce(ctx);
  return { firm, studyBenchmarkId: study };
}

const MARKERS_TABLE = 'create table if not exists seed_markers (name text primary key, seeded_at timestamptz not null default now())';

async function seedDemoFirm(database: Database): Promise<boolean> {
  const passwordHash = await hash(DEMO_PASSWORD);
  return database.transaction(async (sql) => {
    await sql.exec(MARKERS_TABLE);
    const inserted = await sql.query("insert into seed_markers (name) values ('demo') on conflict do nothing returning name");
    if (inserted.length === 0) return false;
    const [firm] = await sql.query<{ id: string }>(
      `insert into firms (name, credits, subscription_expiration_date, feature_benchmarking_enabled, feature_industry_overview_enabled)
       values ($1, 500, (current_date + interval '1 year')::date, true, true) returning id`,
      [DEMO_FIRM_NAME],
    );
    if (!firm) throw new Error('demo firm was not created');
    for (const user of [DEMO_EMPLOYEE, DEMO_CLIENT_USER]) {
      await sql.query(
        `insert into users (firm_id, email, first_name, last_name, password_hash, is_employee, role)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [firm.id, user.email, user.first_name, user.last_name, passwordHash, user.is_employee, user.is_employee ? 'owner' : 'member'],
      );
    }
    await seedUsageHistory(sql, firm.id);
    return true;
  });
}

/**
 * Builds the study in the demo firm once. The marker is taken first, so two starts never build it
 * twice; a start that dies half-way leaves the runs' queued work, which the queue workers finish.
 */
async function seedStudyOnce(ctx: AppContext): Promise<string | null> {
  const owner = await ctx.database.transaction(async (sql) => {
    await sql.exec(MARKERS_TABLE);
    const [found] = await sql.query<{ firm_id: string; user_id: string }>(
      'select f.id as firm_id, u.id as user_id from firms f join users u on u.firm_id = f.id where f.name = $1 and u.email = $2',
      [DEMO_FIRM_NAME, DEMO_EMPLOYEE.email],
    );
    if (!found) return null;
    const inserted = await sql.query("insert into seed_markers (name) values ('demo_study') on conflict do nothing returning name");
    return inserted.length === 0 ? null : { firmId: found.firm_id, userId: found.user_id };
  });
  if (!owner) return null;
  const study = await seedDemoStudy(ctx, owner);
  return study.benchmarkId;
}
