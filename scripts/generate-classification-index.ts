/**
 * `pnpm classification:generate`: derives the classification index tables from the CSV files in
 * packages/analyst/data/classification and writes index.generated.json beside them (the local
 * provider parses that file instead of tokenizing the CSVs at start-up). Re-run after changing the
 * CSVs or the term rules (src/classification/terms.ts); a unit test fails while the file is stale.
 */
import { writeFileSync } from 'node:fs';
import { buildTables, GENERATED_FILE } from '../packages/analyst/src/classification/classificationIndex.ts';

const started = performance.now();
writeFileSync(GENERATED_FILE, `${JSON.stringify(buildTables())}\n`);
console.log(`wrote ${GENERATED_FILE} in ${Math.round(performance.now() - started)} ms`);
