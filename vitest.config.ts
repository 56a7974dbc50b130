import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['server/**/*.test.ts', 'common/**/*.test.ts', 'web/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['web/test/provide-locales.ts'],
    pool: 'forks',
    // Argon2 and PostgreSQL database creation make some set-ups slow on a 2-core machine.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
