/** Minimum viewport widths in px (product spec section 9). */
export const breakpoints = { sm: 480, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** `@media` query for a breakpoint and up. */
export const mediaUp = (bp: Breakpoint): string => `screen and (min-width: ${breakpoints[bp]}px)`;
