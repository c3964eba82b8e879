import { existsSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

const root = process.cwd();
const baselineDir = path.join(root, 'packages/ui/__screenshots__');
const diffDir = path.join(root, 'test-results/screenshot-diffs');
const updateSnapshots = process.env['UPDATE_SNAPSHOTS'] === '1';
/** Share of pixels allowed to differ (anti-aliasing noise), beyond pixelmatch's own per-pixel threshold. */
const maxDiffRatio = 0.002;

// axe-core ships with the a11y addon; the runner injects it to check contrast in the dark theme too.
const axePath = path.join(realpathSync(path.join(root, 'node_modules/@storybook/addon-a11y')), '../../axe-core/axe.min.js');

type Theme = 'light' | 'dark';
type Page = Parameters<NonNullable<TestRunnerConfig['postVisit']>>[0];

async function settle(page: Page, theme: Theme): Promise<void> {
  await page.evaluate(async (t) => {
    document.documentElement.dataset['theme'] = t;
    document.documentElement.style.colorScheme = t;
    await document.fonts.ready;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  }, theme);
}

function compare(file: string, actual: Buffer): string | undefined {
  if (updateSnapshots || !existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, actual);
    return undefined;
  }
  const baseline = readFileSync(file);
  // Chromium encodes the same pixels to the same bytes. Decoding and diffing a tall page inside
  // Jest's sandbox takes seconds (FarEditor: 7 s per theme, over the test timeout on a busy
  // machine), so an unchanged screenshot skips it.
  if (baseline.equals(actual)) return undefined;
  const expected = PNG.sync.read(baseline);
  const received = PNG.sync.read(actual);
  if (expected.width !== received.width || expected.height !== received.height) {
    return `size ${received.width}x${received.height} differs from baseline ${expected.width}x${expected.height}`;
  }
  const diff = new PNG({ width: expected.width, height: expected.height });
  const changed = pixelmatch(expected.data, received.data, diff.data, expected.width, expected.height, {
    threshold: 0.1,
  });
  const ratio = changed / (expected.width * expected.height);
  if (ratio <= maxDiffRatio) return undefined;
  mkdirSync(diffDir, { recursive: true });
  const base = path.basename(file, '.png');
  writeFileSync(path.join(diffDir, `${base}.diff.png`), PNG.sync.write(diff));
  writeFileSync(path.join(diffDir, `${base}.actual.png`), actual);
  return `${changed} pixels (${(ratio * 100).toFixed(2)} %) differ from ${path.relative(root, file)}`;
}

async function darkContrastViolations(page: Page): Promise<string[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: ['color-contrast'], resultTypes: ['violations'] });
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
  });
}

const config: TestRunnerConfig = {
  async postVisit(page, context) {
    const unhandled = await page.evaluate(() => window.__unhandledRequests?.splice(0) ?? []);
    if (unhandled.length > 0) throw new Error(`Unhandled API requests: ${unhandled.join(', ')}`);

    const story = await getStoryContext(page, context);
    if (!story.tags.includes('screenshot')) return;

    // A story may ask for baselines at several widths (a phone and a desktop), e.g. `parameters:
    // { screenshotWidths: [375, 1280] }`; others are taken at the runner's 1280 × 800 viewport.
    const widths = (story.parameters['screenshotWidths'] as number[] | undefined) ?? [null];
    const problems: string[] = [];
    for (const width of widths) {
      if (width !== null) await page.setViewportSize({ width, height: 800 });
      for (const theme of ['light', 'dark'] as const) {
        await settle(page, theme);
        if (theme === 'dark') {
          const violations = await darkContrastViolations(page);
          if (violations.length > 0) problems.push(`dark theme contrast: ${violations.join('; ')}`);
        }
        if (width !== null) {
          // A page wider than the viewport scrolls sideways on a phone: a layout defect, not a look.
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          if (overflow > 0) problems.push(`${width} px ${theme}: the page is ${overflow} px wider than the screen`);
        }
        const png = await page.screenshot({ animations: 'disabled', caret: 'hide', fullPage: true });
        const name = width === null ? `${context.id}.${theme}.png` : `${context.id}.${width}.${theme}.png`;
        const problem = compare(path.join(baselineDir, name), png);
        if (problem) problems.push(`${width === null ? '' : `${width} px `}${theme}: ${problem}`);
      }
    }
    if (widths[0] !== null) await page.setViewportSize({ width: 1280, height: 800 });
    await settle(page, 'light');
    if (problems.length > 0) throw new Error(`Screenshot check failed for ${context.id}:\n${problems.join('\n')}`);
  },
};

export default config;
