import { describe, expect, it } from 'vitest';
import { createTestApp } from './test/harness.ts';

/** Issue 13 finding 9: a production process without PUBLIC_URL says so when it starts. */
describe('the PUBLIC_URL warning at start', () => {
  const startLog = async (env: Record<string, string>) => {
    const lines: string[] = [];
    const t = await createTestApp('sqlite', { env, logStream: { write: (line) => lines.push(line) } });
    await t.close();
    return lines.map((line) => JSON.parse(line) as { level: number; msg: string });
  };

  it('warns in production without PUBLIC_URL', async () => {
    const warning = (await startLog({ NODE_ENV: 'production' })).find((entry) =>
      /PUBLIC_URL is not set/.test(entry.msg),
    );
    expect(warning?.level).toBe(40);
  });

  it('is silent with PUBLIC_URL, and outside production', async () => {
    const envs: Record<string, string>[] = [
      { NODE_ENV: 'production', PUBLIC_URL: 'https://community.example' },
      { NODE_ENV: 'test' },
    ];
    for (const env of envs) {
      expect((await startLog(env)).some((entry) => /PUBLIC_URL is not set/.test(entry.msg ?? ''))).toBe(false);
    }
  });
});
