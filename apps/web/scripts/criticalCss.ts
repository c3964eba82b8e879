// The part of the app's stylesheet a prerendered page needs for its first paint: every rule whose
// class names all occur in the page's HTML, plus the rules without class names (resets, element
// styles, fonts, keyframes, custom properties). The full stylesheet follows after the first paint,
// for states the page reaches later (menus opening, form errors, toasts).
import postcss, { type Container, type Rule } from 'postcss';

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const CLASS_IN_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;

export function classesInHtml(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(CLASS_ATTRIBUTE)) for (const name of (match[1] ?? '').split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/** Whether one selector of a rule can match the page: each class it names is on the page. */
function selectorMayMatch(selector: string, classes: Set<string>): boolean {
  for (const match of selector.matchAll(CLASS_IN_SELECTOR)) if (!classes.has(match[1] ?? '')) return false;
  return true;
}

function prune(container: Container, classes: Set<string>): void {
  container.each((node) => {
    if (node.type === 'rule') {
      const rule = node as Rule;
      const kept = rule.selectors.filter((selector) => selectorMayMatch(selector, classes));
      if (kept.length === 0) rule.remove();
      else rule.selectors = kept;
    } else if (node.type === 'atrule' && node.nodes && ['media', 'supports', 'layer', 'container'].includes(node.name)) {
      prune(node, classes);
      if (node.nodes.length === 0) node.remove();
    }
  });
}

export function criticalCss(css: string, html: string): string {
  const root = postcss.parse(css);
  prune(root, classesInHtml(html));
  return root.toString();
}
