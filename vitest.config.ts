import { defineConfig } from 'vitest/config';

// One config, three projects: pure logic, the server through the real app, and web components.
export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'packages', include: ['packages/*/src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vitest.config.ts',
      {
        // The lint rules themselves (eslint.config.js): each boundary reports its rule id.
        test: { name: 'lint', include: ['tests/lint/**/*.test.ts'], environment: 'node', testTimeout: 60_000 },
      },
    ],
  },
});
