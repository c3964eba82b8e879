/** A whole page (public pages, forms in their shell): no padding around the story. */
export const fullscreen = { layout: 'fullscreen' } as const;

/** Screenshot baselines at a phone and a desktop width (read by .storybook/test-runner.ts). */
export const phoneAndDesktopScreenshots = { screenshotWidths: [375, 1280] };
