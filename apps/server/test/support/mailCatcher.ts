// A real SMTP listener on loopback that writes each received message as JSON into a folder, so
// end-to-end tests can read the links Quartile e-mails (invitations, password resets) exactly as
// a person would receive them. Used by scripts/e2e-server.ts.
import { mkdirSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  readonly to: string[];
  readonly raw: string;
  readonly received_at: string;
}

export async function startMailCatcher(folder: string, port = 0): Promise<{ port: number; close: () => Promise<void> }> {
  mkdirSync(folder, { recursive: true });
  let count = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail: CaughtMail = {
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          received_at: new Date().toISOString(),
        };
        count += 1;
        writeFileSync(path.join(folder, `${Date.now()}-${String(count).padStart(4, '0')}.json`), JSON.stringify(mail));
        callback();
      });
    },
  });
  smtp.listen(port, '127.0.0.1');
  await once(smtp.server, 'listening');
  return {
    port: (smtp.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
