import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, testDbKind, type TestServer } from './support/testRuntime.ts';
import { outbox, registerFirm } from './support/auth.ts';

// A real SMTP listener on loopback receives what the server sends when SMTP_URL is set.
const received: { to: string[]; raw: string }[] = [];
let smtp: SMTPServer;
let server: TestServer;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const { port } = smtp.server.address() as AddressInfo;
  server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});

afterAll(async () => {
  await server?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

it(`delivers the password-reset e-mail through SMTP and marks it sent (${testDbKind})`, async () => {
  const session = await registerFirm(server);
  const response = await server.app.inject({ method: 'POST', url: '/api/password-reset/request/', payload: { email: session.user.email } });
  expect(response.statusCode).toBe(200);
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && !(received.some((m) => m.to.includes(session.user.email)) && (await outbox(server, session.user.email))[0]?.status === 'sent')) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const message = received.find((m) => m.to.includes(session.user.email));
  expect(message?.raw).toContain('Subject: Reset your Quartile password');
  expect(message?.raw.replace(/=\r?\n/g, '')).toMatch(/http:\/\/localhost:3000\/reset-password-confirm\/[\w-]+\/[\w-]+/);
  expect((await outbox(server, session.user.email))[0]?.status).toBe('sent');
});
