// Reads the e-mails the e2e server sent through SMTP to the loopback catcher
// (apps/server/test/support/mailCatcher.ts writes them into .data/e2e/mail/).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

const folder = path.resolve(import.meta.dirname, '../../.data/e2e/mail');

interface CaughtMail {
  to: string[];
  raw: string;
}

/** The message body with quoted-printable soft line breaks and escapes undone. */
function decoded(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The Subject header, unfolded (long headers continue on indented lines). */
function subjectOf(raw: string): string {
  const headers = (raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  return headers.match(/^Subject: (.*)$/m)?.[1] ?? '';
}

/** Waits for the newest e-mail to `to` whose subject matches, and returns its decoded text. */
export async function mailTo(to: string, subject: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        if (!existsSync(folder)) return false;
        const mails = readdirSync(folder)
          .sort()
          .reverse()
          .map((file) => JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as CaughtMail);
        const mail = mails.find((m) => m.to.includes(to) && subject.test(subjectOf(m.raw)));
        found = mail ? decoded(mail.raw) : undefined;
        return found !== undefined;
      },
      { message: `an e-mail to ${to} with subject ${subject}`, timeout: 10_000 },
    )
    .toBe(true);
  return found ?? '';
}

/** The first link in the text that starts with the app's address and has the given path prefix. */
export function linkIn(text: string, pathPrefix: string): string {
  const match = text.match(new RegExp(`https?://[^\\s/]+${pathPrefix.replace(/[/]/g, '\\/')}[^\\s"<>]*`));
  if (!match) throw new Error(`no ${pathPrefix} link in the e-mail:\n${text}`);
  return match[0];
}
