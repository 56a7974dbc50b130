import { alarmsFanOutBenchmark } from './bench/alarms-fanout.ts';
import { alarmsLiveBenchmark } from './bench/alarms-live.ts';
import { backupBenchmark } from './bench/backup.ts';
import { postsBenchmark } from './bench/posts.ts';
import { rateLimitTiming } from './bench/rate-limits.ts';
import { sanitizeTiming } from './bench/sanitize.ts';
import { scoreBenchmark } from './bench/score.ts';
import { searchBenchmark } from './bench/search.ts';
import { searchRelevanceBenchmark } from './bench/search-relevance.ts';
import { signinTiming } from './bench/signin-timing.ts';

/**
 * `npm run bench`: benchmarks that print figures (DESIGN "Testing": never timed tests).
 * Name some to run only those: `npm run bench -- signin-timing`.
 */
const benchmarks: Record<string, () => Promise<void>> = {
  'signin-timing': () => signinTiming(),
  sanitize: () => sanitizeTiming(),
  posts: () => postsBenchmark(),
  backup: () => backupBenchmark(),
  'rate-limits': () => rateLimitTiming(),
  score: () => scoreBenchmark(),
  'alarms-fanout': () => alarmsFanOutBenchmark(),
  'alarms-live': () => alarmsLiveBenchmark(),
  search: () => searchBenchmark(),
  'search-relevance': () => searchRelevanceBenchmark(),
};

const chosen = process.argv.slice(2);
for (const [name, run] of Object.entries(benchmarks)) {
  if (chosen.length > 0 && !chosen.includes(name)) continue;
  console.log(`\n# ${name}`);
  await run();
}
