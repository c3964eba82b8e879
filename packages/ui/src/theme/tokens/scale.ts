/** Theme-independent scales: spacing, radii, type, motion and layering. */
export const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
} as const;

export const radius = { sm: '4px', md: '6px', lg: '8px', xl: '12px', full: '9999px' } as const;

export const font = {
  family: {
    sans: "'Inter Variable', Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', sans-serif",
    mono: "ui-monospace, 'SF Mono', Menlo, Consolas, monospace",
  },
  weight: { regular: '400', medium: '500', semibold: '600' },
  // Dense product UI: 14px body, 13px in tables and controls.
  size: { xs: '11px', sm: '12px', md: '13px', base: '14px', lg: '16px', xl: '20px', xxl: '24px', xxxl: '30px' },
  lineHeight: { xs: '16px', sm: '16px', md: '20px', base: '20px', lg: '24px', xl: '28px', xxl: '32px', xxxl: '38px' },
} as const;

export const motion = {
  duration: { fast: '120ms', normal: '180ms', slow: '260ms' },
  easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)', exit: 'cubic-bezier(0.4, 0, 1, 1)' },
} as const;

export const zIndex = { sticky: '10', popover: '100', modal: '200', toast: '300' } as const;

export const size = { controlSm: '28px', controlMd: '32px', controlLg: '40px', rowHeight: '36px' } as const;
