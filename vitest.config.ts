import { defineConfig } from 'vitest/config';

// One Vitest run, several projects: pure packages run in Node; the server project is
// run once per database by scripts/test-all.ts (QUARTILE_TEST_DB=pglite|postgres).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/test/**/*.test.ts'], environment: 'node' } },
      // The CLI tests start the command as a process, several per test: slow on a busy machine.
      { test: { name: 'cli', include: ['apps/cli/test/**/*.test.ts'], environment: 'node', testTimeout: 30_000 } },
      { test: { name: 'api', include: ['packages/api/test/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'analyst', include: ['packages/analyst/test/**/*.test.ts'], environment: 'node' } },
      // The web app's framework-free logic (session, guards) and its build scripts.
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts', 'apps/web/scripts/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
