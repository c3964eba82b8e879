// Inquiries from the public forms (pricing, contact/demo) as stored.
import type { SqlRunner } from '../db/database.ts';

/** Inquiries from this address in the last day. */
export async function recentInquiries(sql: SqlRunner, email: string): Promise<number> {
  const [recent] = await sql.query<{ n: number }>(
    `select count(*)::int as n from inquiries where lower(email) = lower($1) and created_at > now() - interval '1 day'`,
    [email],
  );
  return recent?.n ?? 0;
}

export interface NewInquiry {
  readonly name: string;
  readonly email: string;
  readonly companySize: string;
  readonly inquiryType: string;
  readonly source: string;
  readonly message: string | null;
  readonly ipAddress: string;
  readonly userAgent: string | null;
}

export async function insertInquiry(sql: SqlRunner, inquiry: NewInquiry): Promise<void> {
  await sql.query(
    `insert into inquiries (name, email, company_size, inquiry_type, source, message, ip_address, user_agent)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [inquiry.name, inquiry.email, inquiry.companySize, inquiry.inquiryType, inquiry.source, inquiry.message, inquiry.ipAddress, inquiry.userAgent],
  );
}
