// Ejected from @storybook/test-runner (`test-storybook --eject`) to run the system Chromium
// headless, without any browser download.
import { getJestConfig } from '@storybook/test-runner';

const testRunnerConfig = getJestConfig();
const base = testRunnerConfig.testEnvironmentOptions?.['jest-playwright'] ?? {};

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  testTimeout: 30_000,
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...base,
      browsers: ['chromium'],
      exitOnPageError: false,
      launchOptions: {
        executablePath: '/usr/bin/chromium',
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-dev-shm-usage',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
          '--font-render-hinting=none',
        ],
      },
      // A fixed viewport and scale keep screenshot baselines stable across machines.
      contextOptions: {
        viewport: { width: 1280, height: 800 },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        colorScheme: 'light',
      },
    },
  },
};
