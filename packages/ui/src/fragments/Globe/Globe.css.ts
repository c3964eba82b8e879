import { style } from '@vanilla-extract/css';

export const root = style({
  position: 'relative',
  width: '100%',
  maxWidth: 520,
  marginInline: 'auto',
  aspectRatio: '1',
});

export const canvas = style({
  width: '100%',
  height: '100%',
  contain: 'layout paint size',
  opacity: 0,
  transition: 'opacity 600ms ease',
  selectors: { '&[data-ready]': { opacity: 1 } },
});
