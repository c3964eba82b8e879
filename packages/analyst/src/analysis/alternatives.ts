/**
 * The alternatives of a criterion as a TP analyst writes them: a list with one shared head noun
 * ("engineering, construction or facility services for clients") means "engineering services",
 * "construction services" and "facility services"; a parenthesis lists examples
 * ("health care services (hospitals, clinics, home health)").
 */
const SEPARATOR = /\s*(?:;|:|,\s*(?:and\/or\s+|and\s+|or\s+)?|\s(?:and\/)?or\s)\s*/i;

function splitList(text: string): string[] {
  const parts = text
    .split(SEPARATOR)
    .map((p) => p.trim())
    .filter((p) => /[a-z]/i.test(p));
  const lastWords = (parts.at(-1) ?? '').split(/\s+/);
  // The last item carries the head noun the single-word items share ("facility services ...").
  const tail = lastWords.length >= 2 ? lastWords.slice(1).join(' ') : '';
  return parts.map((p, i) => (i < parts.length - 1 && tail && !/\s/.test(p) ? `${p} ${tail}` : p));
}

/** Alternatives per criterion text: a run reads the same few criteria for every company. */
const cache = new Map<string, readonly string[]>();

export function criterionAlternatives(criterion: string): string[] {
  let found = cache.get(criterion);
  if (!found) {
    found = alternativesOf(criterion);
    if (cache.size >= 1_000) cache.clear();
    cache.set(criterion, found);
  }
  return [...found];
}

function alternativesOf(criterion: string): string[] {
  const inner = [...criterion.matchAll(/\(([^)]*)\)/g)].map((m) => m[1] ?? '');
  const outer = criterion.replace(/\([^)]*\)/g, ' ');
  return [...new Set([...splitList(outer), ...inner.flatMap(splitList)])];
}
