import { style } from '@vanilla-extract/css';

export const page = style({ maxWidth: 720, margin: '0 auto', padding: '96px 24px', display: 'grid', gap: 16 });
export const brand = style({ margin: 0, fontWeight: 600, letterSpacing: '0.08em', textTransform: 'uppercase', fontSize: 13, color: '#1f4fd1' });
export const title = style({ margin: 0, fontSize: 36, lineHeight: 1.15, fontWeight: 650 });
export const lead = style({ margin: 0, fontSize: 17, lineHeight: 1.6, opacity: 0.85 });
export const action = style({
  justifySelf: 'start',
  padding: '10px 18px',
  borderRadius: 8,
  background: '#1f4fd1',
  color: '#fff',
  textDecoration: 'none',
  fontWeight: 550,
  selectors: { '&:focus-visible': { outline: '3px solid #8fb0ff', outlineOffset: 2 } },
});
