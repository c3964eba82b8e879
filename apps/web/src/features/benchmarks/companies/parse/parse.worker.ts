// The Web Worker that parses company lists so the page stays responsive (see parseCompanyFile.ts).
import { parseCompanyFile, type ParseOutcome, type ParseStage } from './parseCompanyFile.ts';

export interface ParseRequest {
  id: number;
  bytes: ArrayBuffer;
  fileName: string;
  sheet?: string | null;
}

export type ParseMessage = { id: number; type: 'stage'; stage: ParseStage } | { id: number; type: 'done'; outcome: ParseOutcome };

self.onmessage = (event: MessageEvent<ParseRequest>) => {
  const { id, bytes, fileName, sheet } = event.data;
  const post = (message: ParseMessage) => self.postMessage(message);
  try {
    const outcome = parseCompanyFile(new Uint8Array(bytes), fileName, { sheet, onStage: (stage) => post({ id, type: 'stage', stage }) });
    post({ id, type: 'done', outcome });
  } catch {
    post({ id, type: 'done', outcome: { ok: false, message: 'The file could not be read as a CSV or Excel workbook.' } });
  }
};
