import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['server/**/*.test.ts', 'common/**/*.test.ts', 'web/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['scripts/lib/count-assertions.ts', 'web/test/provide-locales.ts', 'web/test/async-timeout.ts'],
    // One migrated PostgreSQL template per run; each suite's database is a clone of it.
    globalSetup: ['server/test/postgres-template-setup.ts'],
    pool: 'forks',
    // Argon2 and PostgreSQL database creation make some set-ups slow on a 2-core machine.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
