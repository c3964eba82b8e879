/** A loopback HTTP server speaking the OpenAI chat-completions protocol (tests and bench). */
import type http from 'node:http';
import { startServer } from './helpers.ts';

export type Answer = (prompt: string, body: Record<string, unknown>) => { content?: string; delayMs?: number; status?: number };

export async function startFakeLlm(answer: Answer) {
  const requests: Record<string, unknown>[] = [];
  const server = await startServer((req: http.IncomingMessage, res: http.ServerResponse) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as { messages?: { role: string; content: string }[] };
      requests.push(body as Record<string, unknown>);
      const prompt = (body.messages ?? []).map((m) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content))).join('\n');
      const a = answer(prompt, body as Record<string, unknown>);
      const send = () => {
        if (res.destroyed) return;
        if (a.status && a.status >= 400) {
          res.writeHead(a.status, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { message: 'upstream failure', type: 'server_error' } }));
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: 'chatcmpl-test',
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: 'fake',
            choices: [{ index: 0, message: { role: 'assistant', content: a.content ?? '' }, finish_reason: 'stop' }],
            usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
          }),
        );
      };
      if (a.delayMs) setTimeout(send, a.delayMs);
      else send();
    });
  });
  return { ...server, requests, baseURL: `${server.url}/v1` };
}

/** The first evidence line of a prompt: [id, source_id, text]. */
export function firstEvidence(prompt: string): { id: string; sourceId: string; text: string } | null {
  const m = /^(E\d+) \| ([^|]+) \| [^|]* \| (.+)$/m.exec(prompt);
  return m ? { id: m[1] as string, sourceId: (m[2] as string).trim(), text: (m[3] as string).trim() } : null;
}
