/**
 * Readable text from HTML: linkedom parses (fast, no layout), @mozilla/readability picks the main
 * content when the page has an article-like body, otherwise boilerplate (nav, header, footer,
 * scripts, forms) is dropped and the rest is kept. Block elements become line breaks so sentence
 * splitting does not glue a heading to the next paragraph.
 */
import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';

export interface HtmlLink {
  readonly href: string;
  readonly text: string;
}

export interface HtmlText {
  readonly title: string;
  readonly text: string;
  readonly links: readonly HtmlLink[];
}

const DROP = 'script,style,noscript,template,svg,canvas,iframe,object,embed,form,button,select,input,textarea,[hidden],[style*="display:none"],[style*="display: none"],ix\\:header';
const BOILERPLATE = 'nav,header,footer,aside,[role=navigation],[role=banner],[role=contentinfo],[aria-hidden=true],.cookie,.cookies,#cookie-banner';
const BLOCK = new Set(['ADDRESS', 'ARTICLE', 'ASIDE', 'BLOCKQUOTE', 'BR', 'DD', 'DIV', 'DL', 'DT', 'FIGCAPTION', 'FIGURE', 'FOOTER', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'HEADER', 'HR', 'LI', 'MAIN', 'NAV', 'OL', 'P', 'PRE', 'SECTION', 'TABLE', 'TD', 'TH', 'TR', 'UL', 'CENTER', 'FONT']);

interface DomNode {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<DomNode>;
}

/** Text of a subtree with block boundaries as newlines and whitespace collapsed within lines. */
export function blockText(root: DomNode): string {
  const out: string[] = [];
  const walk = (node: DomNode): void => {
    if (node.nodeType === 3) {
      out.push(node.textContent ?? '');
      return;
    }
    if (node.nodeType !== 1 && node.nodeType !== 9 && node.nodeType !== 11) return;
    const block = BLOCK.has(node.nodeName.toUpperCase());
    if (block) out.push('\n');
    const kids = node.childNodes;
    for (let i = 0; i < kids.length; i++) walk(kids[i] as DomNode);
    if (block) out.push('\n');
  };
  walk(root);
  return out
    .join('')
    .replace(/[ \t\f\v\u00a0\r]+/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '')
    .join('\n');
}

export interface HtmlToTextOptions {
  /**
   * 'auto' (default): the page's <main>/<article>/[role=main] when it has one (fast path), else
   * Readability; true: always Readability first; false: never (boilerplate stripping only).
   */
  readonly readability?: boolean | 'auto';
  /** Base URL to resolve links against. */
  readonly baseUrl?: string;
}

export function htmlToText(html: string, options: HtmlToTextOptions = {}): HtmlText {
  const { document } = parseHTML(html);
  const title = (document.querySelector('title')?.textContent ?? '').trim();
  const links: HtmlLink[] = [];
  for (const a of document.querySelectorAll('a[href]')) {
    const raw = a.getAttribute('href') ?? '';
    let href = raw;
    if (options.baseUrl) {
      try {
        href = new URL(raw, options.baseUrl).href;
      } catch {
        continue;
      }
    }
    links.push({ href, text: (a.textContent ?? '').replace(/\s+/g, ' ').trim() });
  }
  for (const el of document.querySelectorAll(DROP)) el.remove();
  const mode = options.readability ?? 'auto';
  let text = '';
  if (mode === 'auto') {
    const main = document.querySelector('main,[role=main],article');
    if (main) {
      for (const el of main.querySelectorAll(BOILERPLATE)) el.remove();
      text = blockText(main as unknown as DomNode);
    }
  }
  let mutated = false;
  if (text.length < 200 && mode !== false) {
    try {
      // Readability mutates the document it reads; the fallback below parses again if needed.
      mutated = true;
      const article = new Readability(document as unknown as ConstructorParameters<typeof Readability>[0], { charThreshold: 400 }).parse();
      if (article?.content) {
        const t = blockText(parseHTML(`<body>${article.content}</body>`).document.body as unknown as DomNode);
        if (t.length > text.length) text = t;
      }
    } catch {
      // fall through to the plain extraction
    }
  }
  if (text.length < 200) {
    const fresh = mutated ? parseHTML(html).document : document;
    for (const el of fresh.querySelectorAll(`${DROP},${BOILERPLATE}`)) el.remove();
    const body = (fresh.body ?? fresh.documentElement) as unknown as DomNode | null;
    const fallback = body ? blockText(body) : '';
    if (fallback.length > text.length) text = fallback;
  }
  return { title, text, links };
}
