// Outgoing e-mail. Every message is first written to the email_outbox table; with SMTP_URL set
// it is then delivered through SMTP, otherwise it is kept there and logged, so the embedded
// default works offline and an operator can still read what would have been sent.
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/database.ts';

export interface OutgoingEmail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

export interface Mailer {
  /** Records the message and starts its delivery; resolves once it is recorded. */
  send(email: OutgoingEmail): Promise<{ id: string; delivered: Promise<void> }>;
}

export function createMailer(database: Database, smtpUrl: string | null, from = process.env.MAIL_FROM ?? 'Quartile <no-reply@quartile.local>', log: (message: string) => void = console.log): Mailer {
  const transport: Transporter | null = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async send(email) {
      const [row] = await database.sql.query<{ id: string }>(
        'insert into email_outbox (to_address, subject, body_text, status) values ($1, $2, $3, $4) returning id',
        [email.to, email.subject, email.text, transport ? 'pending' : 'kept'],
      );
      if (!row) throw new Error('outbox insert returned no row');
      if (!transport) {
        log(`e-mail kept in the outbox (no SMTP_URL): to=${email.to} subject="${email.subject}"`);
        return { id: row.id, delivered: Promise.resolve() };
      }
      const delivered = transport
        .sendMail({ from, to: email.to, subject: email.subject, text: email.text })
        .then(() => database.sql.query("update email_outbox set status = 'sent', sent_at = now() where id = $1", [row.id]))
        .catch((error: unknown) =>
          database.sql.query("update email_outbox set status = 'failed', error = $2 where id = $1", [row.id, String(error)]),
        )
        .then(() => undefined);
      return { id: row.id, delivered };
    },
  };
}
