// Shared pieces for the *.stories.tsx files: meta presets, decorators and play-function helpers.
export { pressTryAgain } from './actions.ts';
export type { Canvas, UserEvent } from './context.ts';
export { maxWidth } from './decorators.tsx';
export { fullscreen, phoneAndDesktopScreenshots } from './parameters.ts';
export { useHeld } from './useHeld.ts';
