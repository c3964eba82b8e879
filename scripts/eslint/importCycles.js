// A lint rule that sees import circles including type-only imports. import-x/no-cycle skips
// `import type` by design (no run-time effect), but a type-only circle still ties two modules
// together: neither can move, be tested or be read alone. This rule follows every relative
// import and re-export (values and types) between the repository's own files and reports an
// import whose target leads back to the importing file, naming the way round.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const SPECIFIER = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/g;

/** Relative imports of each file, read once per lint run. */
const importsOf = new Map();

function relativeImports(file) {
  let found = importsOf.get(file);
  if (found) return found;
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    text = '';
  }
  // Comments may show example imports; leave them out.
  text = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  found = [...text.matchAll(SPECIFIER)].map((m) => path.resolve(path.dirname(file), m[1]));
  importsOf.set(file, found);
  return found;
}

/** A path of files from `start` back to `target`, or null. */
function pathBack(start, target) {
  const seen = new Set([start]);
  const queue = [[start]];
  while (queue.length > 0) {
    const route = queue.shift();
    for (const next of relativeImports(route.at(-1))) {
      if (next === target) return route;
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push([...route, next]);
    }
  }
  return null;
}

export const importCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import circles between modules, type-only imports included.' },
    schema: [],
    messages: { cycle: 'Import circle (type-only imports included): {{route}}' },
  },
  create(context) {
    const filename = context.physicalFilename;
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = path.resolve(path.dirname(filename), spec);
      if (target === filename) return;
      const route = pathBack(target, filename);
      if (!route) return;
      const cwd = context.cwd ?? process.cwd();
      const names = [filename, ...route, filename].map((f) => path.relative(cwd, f));
      context.report({ node: node.source, messageId: 'cycle', data: { route: names.join(' -> ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export default { rules: { 'import-cycles': importCycles } };
