import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'deploy/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'sandbox',
          include: ['sandbox/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['sandbox/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One sandbox serves every file; files run one after another so that writes in one do not race reads in another.
          fileParallelism: false,
        },
      },
    ],
  },
});
