import { style } from '@vanilla-extract/css';

// The page's font, colours and background come from the design system's global styles
// (packages/ui/src/styles/global.css.ts), which follow the theme.

export const loading = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  fontSize: 14,
  color: 'inherit',
});
