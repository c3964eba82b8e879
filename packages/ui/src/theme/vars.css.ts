import { createGlobalTheme, createGlobalThemeContract } from '@vanilla-extract/css';
import { darkColors, lightColors } from './tokens/color.ts';
import { font, motion, radius, size, space, zIndex } from './tokens/scale.ts';
import { darkShadows, lightShadows } from './tokens/shadow.ts';

const prefixed = (_: string | null, path: string[]) => `q-${path.join('-')}`;

const scaleTokens = { space, radius, font, motion, zIndex, size };
const themeTokens = { color: lightColors, shadow: lightShadows };

const scaleVars = createGlobalThemeContract(scaleTokens, prefixed);
const themeVars = createGlobalThemeContract(themeTokens, prefixed);

// Scales never change with the theme, so they live on :root.
createGlobalTheme(':root', scaleVars, scaleTokens);
// Light is also the fallback before the boot script runs (or without JavaScript).
createGlobalTheme(':root, [data-theme="light"]', themeVars, themeTokens);
createGlobalTheme('[data-theme="dark"]', themeVars, { color: darkColors, shadow: darkShadows });

/** The `q-` prefixed CSS variable contract: `vars.color.brand.strong` is `var(--q-color-brand-strong)`. */
export const vars = { ...scaleVars, ...themeVars };
