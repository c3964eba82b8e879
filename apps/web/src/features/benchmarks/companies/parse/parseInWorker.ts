// Runs parseCompanyFile in a Web Worker: one worker per parse, ended when it answers (or when the
// person picks another file), so a huge or broken file never blocks the page.
import { PARSE_MESSAGES, UPLOAD_LIMIT_BYTES } from './limits.ts';
import type { ParseOutcome, ParseStage } from './parseCompanyFile.ts';
import type { ParseMessage, ParseRequest } from './parse.worker.ts';

export interface ParseJob {
  promise: Promise<ParseOutcome>;
  cancel: () => void;
}

let nextId = 1;

export function parseInWorker(file: File, options: { sheet?: string | null; onStage?: (stage: ParseStage) => void } = {}): ParseJob {
  let worker: Worker | null = null;
  let cancelled = false;
  const promise = (async (): Promise<ParseOutcome> => {
    // Refused before reading it into memory.
    if (file.size > UPLOAD_LIMIT_BYTES) return { ok: false, message: PARSE_MESSAGES.tooLarge };
    options.onStage?.('reading');
    const bytes = await file.arrayBuffer();
    if (cancelled) return { ok: false, message: 'cancelled' };
    return new Promise<ParseOutcome>((resolve) => {
      const id = nextId++;
      worker = new Worker(new URL('./parse.worker.ts', import.meta.url), { type: 'module', name: 'company-list-parser' });
      worker.onmessage = (event: MessageEvent<ParseMessage>) => {
        if (event.data.id !== id) return;
        if (event.data.type === 'stage') options.onStage?.(event.data.stage);
        else {
          worker?.terminate();
          resolve(event.data.outcome);
        }
      };
      worker.onerror = () => {
        worker?.terminate();
        resolve({ ok: false, message: PARSE_MESSAGES.unreadable });
      };
      const request: ParseRequest = { id, bytes, fileName: file.name, sheet: options.sheet ?? null };
      worker.postMessage(request, [bytes]);
    });
  })();
  return {
    promise,
    cancel: () => {
      cancelled = true;
      worker?.terminate();
    },
  };
}
