import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

// A small modern reset plus the body colours of the active theme.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  colorScheme: 'light',
});
globalStyle('[data-theme="dark"]', { colorScheme: 'dark' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.family.sans,
  fontSize: vars.font.size.base,
  lineHeight: vars.font.lineHeight.base,
  fontWeight: vars.font.weight.regular,
  color: vars.color.text.primary,
  background: vars.color.surface.canvas,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  fontFeatureSettings: "'cv11', 'ss01'",
});
globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', { margin: 0 });
globalStyle('h1, h2, h3, h4, h5, h6', { fontWeight: vars.font.weight.semibold });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle('img, svg, video, canvas', { display: 'block', maxWidth: '100%' });
globalStyle('table', { borderCollapse: 'collapse' });
globalStyle('td, th', { fontVariantNumeric: 'tabular-nums' });
globalStyle('::selection', { background: vars.color.brand.softHover });

// Respect reduced motion everywhere (also keeps screenshots deterministic).
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
