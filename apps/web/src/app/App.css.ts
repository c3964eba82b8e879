import { globalStyle, style } from '@vanilla-extract/css';

globalStyle('html, body', {
  margin: 0,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  background: '#f7f8fa',
  color: '#16181d',
});
globalStyle('html[data-theme="dark"], html[data-theme="dark"] body', { background: '#0f1115', color: '#e7e9ee' });

export const loading = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  fontSize: 14,
  color: 'inherit',
});
