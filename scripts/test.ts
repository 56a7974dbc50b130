import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * `npm test`: every check CI runs, in the order that fails fastest (STYLE.md 10, epic-stack's
 * `validate`), stopping at the first failure. Each tool runs on this process's Node (the
 * project's Node 24, not the machine's) from node_modules/.bin.
 */
const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-test-'));
const vitestReport = path.join(reports, 'vitest.json');
const playwrightReport = path.join(reports, 'playwright.json');

interface Step {
  title: string;
  tool: string;
  args: string[];
  env?: Record<string, string>;
}

const steps: Step[] = [
  { title: 'react-router typegen', tool: 'react-router', args: ['typegen'] },
  { title: 'tsc --noEmit', tool: 'tsc', args: ['--noEmit'] },
  { title: 'eslint .', tool: 'eslint', args: ['.'] },
  { title: 'prettier --check .', tool: 'prettier', args: ['--check', '.'] },
  {
    title: 'vitest run',
    tool: 'vitest',
    // The JSON report is read back for the closing count; the default reporter is what people read.
    args: ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  },
  { title: 'react-router build', tool: 'react-router', args: ['build'] },
  {
    title: 'playwright test (desktop, mobile)',
    tool: 'playwright',
    args: ['test', '--project=desktop', '--project=mobile', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport },
  },
];

// Child processes that spawn `node` themselves (Playwright's web server) must find Node 24 too.
const env = {
  ...process.env,
  PATH: [path.dirname(process.execPath), path.join(root, 'node_modules', '.bin'), process.env.PATH].join(
    path.delimiter,
  ),
};

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Passed and failed test counts from the runners' JSON reports, for the ones that ran. */
function testCounts(): Counts | undefined {
  let counts: Counts | undefined;
  const vitest = readJson(vitestReport) as
    { numPassedTests?: number; numFailedTests?: number; numPendingTests?: number; numTodoTests?: number } | undefined;
  if (vitest) {
    counts = {
      passed: vitest.numPassedTests ?? 0,
      failed: vitest.numFailedTests ?? 0,
      skipped: (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0),
    };
  }
  const playwright = readJson(playwrightReport) as
    { stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number } } | undefined;
  if (playwright?.stats) {
    counts ??= { passed: 0, failed: 0, skipped: 0 };
    // A flaky test passed only on a retry; retries are off (playwright.config.ts), so count it as failed.
    counts.passed += playwright.stats.expected ?? 0;
    counts.failed += (playwright.stats.unexpected ?? 0) + (playwright.stats.flaky ?? 0);
    counts.skipped += playwright.stats.skipped ?? 0;
  }
  return counts;
}

const started = Date.now();
const done: { title: string; ms: number; ok: boolean }[] = [];

for (const [index, step] of steps.entries()) {
  console.log(`\n━━━ [${index + 1}/${steps.length}] ${step.title} ━━━\n`);
  const stepStarted = Date.now();
  const result = spawnSync(process.execPath, [bin(step.tool), ...step.args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, ...step.env },
  });
  const ok = result.status === 0;
  done.push({ title: step.title, ms: Date.now() - stepStarted, ok });
  if (result.error) console.error(result.error);
  if (!ok) break;
}

console.log('\n━━━ summary ━━━\n');
for (const step of done) console.log(`${step.ok ? 'ok  ' : 'FAIL'}  ${step.title.padEnd(36)} ${seconds(step.ms)}`);
for (const step of steps.slice(done.length)) console.log(`skip  ${step.title}`);
const failedStep = done.find((step) => !step.ok);
console.log(
  failedStep
    ? `\nnpm test failed at "${failedStep.title}" after ${seconds(Date.now() - started)}`
    : `\nnpm test passed all ${steps.length} steps in ${seconds(Date.now() - started)}`,
);
const counts = testCounts();
if (counts) {
  const skipped = counts.skipped > 0 ? `, ${counts.skipped} skipped` : '';
  console.log(`tests: ${counts.passed} passed, ${counts.failed} failed${skipped}`);
}
fs.rmSync(reports, { recursive: true, force: true });
process.exit(failedStep ? 1 : 0);
