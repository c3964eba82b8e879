// Demo data for the embedded default (or DEMO_SEED=1, never in production): a demo firm with
// benchmarking and industry overviews enabled and some credits, an employee and a non-employee,
// and four months of usage from earlier studies.
// Seeds once: a marker row makes later starts skip it, so nothing a user changed is overwritten.
import { hash } from '@node-rs/argon2';
import type { Database } from '../db/database.ts';
import { seedUsageHistory } from './usageHistory.ts';

export const DEMO_FIRM_NAME = 'Demo Advisory LLP';
export const DEMO_PASSWORD = 'Quartile-demo-2025';
export const DEMO_EMPLOYEE = { email: 'analyst@demo.quartile.test', first_name: 'Asha', last_name: 'Rao', is_employee: true };
export const DEMO_CLIENT_USER = { email: 'client@demo.quartile.test', first_name: 'Daniel', last_name: 'Weber', is_employee: false };

export async function seedDemoData(database: Database): Promise<boolean> {
  const passwordHash = await hash(DEMO_PASSWORD);
  return database.transaction(async (sql) => {
    await sql.exec('create table if not exists seed_markers (name text primary key, seeded_at timestamptz not null default now())');
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
