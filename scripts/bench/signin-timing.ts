import { performance } from 'node:perf_hooks';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openSqlite } from '../../server/db/connection.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { seedReferenceData } from '../../server/seed/reference.ts';

/**
 * Issue 3 item 11: an unknown ID and a wrong password must take the same time, or sign-in
 * tells attackers which addresses have accounts. Prints the median and p90 of each kind.
 */
export async function signinTiming(rounds = 40): Promise<void> {
  const database = openSqlite(':memory:');
  await migrateToLatest(database.db);
  await seedReferenceData(database.db);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/hearth-bench',
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '10000',
    LOGIN_MAX_ATTEMPTS_PER_IP: '100000',
  });
  const app = await buildApp({ config, database, logger: { level: 'silent' } });
  await app.ready();
  const job = await app.db.selectFrom('codes').select('id').where('key', '=', 'JOB_ANALYST').executeTakeFirstOrThrow();
  await app.inject({
    method: 'POST',
    url: '/api/user/signup',
    payload: {
      userId: 'known@example.com',
      password: 'right-password',
      nickName: 'known',
      jobCodeId: job.id,
      agreePrivacy: true,
    },
  });
  await app.db.updateTable('users').set({ status: 'active' }).execute();

  const time = async (userId: string) => {
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/signin',
      payload: { userId, password: 'wrong-password' },
    });
    const elapsed = performance.now() - started;
    if (response.statusCode === 429) throw new Error('throttled during the benchmark');
    return elapsed;
  };
  // Warm both paths (the decoy hash is made on first use).
  await time('nobody@example.com');
  await time('known@example.com');
  const unknown: number[] = [];
  const wrong: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    unknown.push(await time(`nobody${i}@example.com`));
    wrong.push(await time('known@example.com'));
  }
  const stats = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return { median: sorted[Math.floor(sorted.length / 2)]!, p90: sorted[Math.floor(sorted.length * 0.9)]! };
  };
  const a = stats(unknown);
  const b = stats(wrong);
  console.log(`sign-in timing, ${rounds} rounds each (argon2id m=19456 t=2 p=1)`);
  console.log(`  unknown ID      median ${a.median.toFixed(1)} ms  p90 ${a.p90.toFixed(1)} ms`);
  console.log(`  wrong password  median ${b.median.toFixed(1)} ms  p90 ${b.p90.toFixed(1)} ms`);
  console.log(`  median ratio ${(a.median / b.median).toFixed(2)} (1.00 = indistinguishable)`);
  await app.close();
  await database.close();
}
