// Writes .br and .gz beside every compressible file of dist/ (assets and prerendered pages), so
// the server sends them compressed without spending CPU on each request (@fastify/static's
// preCompressed, and the page routes of apps/server/src/http/webApp.ts).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
for (const file of files(dist)) {
  if (!COMPRESSIBLE.test(file) || file.endsWith('.map') || statSync(file).size < MIN_BYTES) continue;
  const body = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
}
console.log(`precompressed ${count} files (.br, .gz)`);
