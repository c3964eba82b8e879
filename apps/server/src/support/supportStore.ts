// Support requests as stored (the provider's team reads them with the admin CLI).
import type { SqlRunner } from '../db/database.ts';

export async function insertSupportRequest(sql: SqlRunner, firmId: string, userId: string, subject: string, message: string): Promise<void> {
  await sql.query('insert into support_requests (firm_id, user_id, subject, message) values ($1, $2, $3, $4)', [firmId, userId, subject, message]);
}
