import { describe, expect, it } from 'vitest';
import { classesInHtml, criticalCss } from './criticalCss.ts';

const css = [
  ':root{--q-brand:#2456d6}',
  '@font-face{font-family:Inter;src:url(/assets/inter.woff2)}',
  'body{margin:0}',
  '.hero{padding:48px}',
  '.hero .title,.drawer .title{font-size:40px}',
  '.menu-open{display:block}',
  '[data-theme=dark] .hero{background:#000}',
  '@media (min-width:768px){.hero{padding:96px}.toast{right:0}}',
  '@media (min-width:1024px){.toast{right:16px}}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
].join('');

const html = '<main class="hero"><h1 class="title  lead">Quote</h1></main>';

describe('the critical CSS of a prerendered page', () => {
  it('reads every class the page carries', () => {
    expect([...classesInHtml(html)].sort()).toEqual(['hero', 'lead', 'title']);
  });

  it('keeps the rules the page can match and the rules without classes, drops the rest', () => {
    const out = criticalCss(css, html);
    for (const kept of [':root{--q-brand:#2456d6}', '@font-face', 'body{margin:0}', '.hero{padding:48px}', '[data-theme=dark] .hero', '@keyframes spin']) {
      expect(out).toContain(kept);
    }
    // A selector list keeps only its matching selectors; a rule for a state the page is not in goes.
    expect(out).toContain('.hero .title{font-size:40px}');
    expect(out).not.toContain('.drawer');
    expect(out).not.toContain('.menu-open');
    // Media queries keep their matching rules; one left empty disappears.
    expect(out).toContain('@media (min-width:768px){.hero{padding:96px}}');
    expect(out).not.toContain('.toast');
    expect(out).not.toContain('1024px');
  });
});
