import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readAssertionCounts } from './lib/assertion-counts.ts';
import { digestLines, playwrightFailures, vitestFailures } from './lib/failure-digest.ts';

/**
 * `npm test`: every check CI runs (STYLE.md 10, epic-stack's `validate`). Steps that do not
 * need each other run side by side (issue 12 point 7): the type check, the linters, the unit
 * tests and the build, then the HTTP part of the security audit and the reading pages'
 * JavaScript budgets once the build is there; the browser tests start once all of them passed
 * (they need the build, and on two cores they would only slow everything beside them). Each parallel step's output is held back and printed whole
 * when it ends, so steps never interleave; the first failure stops the others and fails the run.
 * Each tool runs on this process's Node (the project's Node 24, not the machine's) from
 * node_modules/.bin.
 */
const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-test-'));
const vitestReport = path.join(reports, 'vitest.json');
const vitestAssertions = path.join(reports, 'vitest-assertions');
const playwrightReport = path.join(reports, 'playwright.json');
const playwrightAssertions = path.join(reports, 'playwright-assertions.json');

/**
 * Vitest's own default on this 2-core machine is one worker, and half its time waits on
 * PostgreSQL. Two workers take the heaviest suites from 91 s to 36 s on a quiet machine; a
 * third changes nothing there but keeps the suite's share when other work shares the cores
 * (docs/performance.md "Test suite").
 */
const vitestWorkers = process.env.VITEST_MAX_WORKERS ?? '3';

interface Step {
  title: string;
  /** A node_modules/.bin name, or a project script (`scripts/….ts`). */
  tool: string;
  args: string[];
  env?: Record<string, string>;
  /** Titles of the steps that must have passed before this one starts. */
  after?: string[];
}

const typegen = 'react-router typegen';
const parallel = ['tsc --noEmit', 'eslint .', 'prettier --check .', 'vitest run', 'react-router build'];
const audit = 'audit:security --black-box';
const pageWeight = 'reading pages’ JavaScript budgets';

const steps: Step[] = [
  // Route types first: tsc and eslint read them.
  { title: typegen, tool: 'react-router', args: ['typegen'] },
  { title: 'tsc --noEmit', tool: 'tsc', args: ['--noEmit'], after: [typegen] },
  { title: 'eslint .', tool: 'eslint', args: ['.'], after: [typegen] },
  { title: 'prettier --check .', tool: 'prettier', args: ['--check', '.'], after: [typegen] },
  {
    title: 'vitest run',
    tool: 'vitest',
    // The JSON report is read back for the closing count; the default reporter is what people read.
    args: [
      'run',
      `--maxWorkers=${vitestWorkers}`,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestReport}`,
    ],
    env: { HEARTH_ASSERTION_COUNT_DIR: vitestAssertions },
    after: [typegen],
  },
  { title: 'react-router build', tool: 'react-router', args: ['build'], after: [typegen] },
  // The hostile-input checks over HTTP against the build just made (issue 13 "Also"), beside the
  // steps still running. Only the black-box part: its in-process suites are in `vitest run`.
  { title: audit, tool: 'scripts/audit-security.ts', args: ['--black-box'], after: ['react-router build'] },
  // DECISIONS P29 on the same build (issue 33): sizes, so a test; its server starts beside the audit's.
  { title: pageWeight, tool: 'scripts/check-page-weight.ts', args: [], after: ['react-router build'] },
  {
    title: 'playwright test (desktop, mobile)',
    tool: 'playwright',
    args: [
      'test',
      '--project=desktop',
      '--project=mobile',
      '--reporter=list,json,./scripts/lib/playwright-assertions.ts',
    ],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport, HEARTH_PLAYWRIGHT_ASSERTIONS_FILE: playwrightAssertions },
    // After the audit too: two production servers side by side would only slow each other.
    after: [...parallel, audit, pageWeight],
  },
];

// Child processes that spawn `node` themselves (Playwright's web server) must find Node 24 too.
// Output goes through a pipe when steps run side by side: keep the colours a terminal would get.
const env = {
  ...process.env,
  ...(process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {}),
  PATH: [path.dirname(process.execPath), path.join(root, 'node_modules', '.bin'), process.env.PATH].join(
    path.delimiter,
  ),
};

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

type Status = 'ok' | 'FAIL' | 'stopped' | 'skip';

interface Run {
  step: Step;
  status?: Status;
  startedAt?: number;
  ms?: number;
}

const started = Date.now();
const runs = new Map<string, Run>(steps.map((step) => [step.title, { step }]));
const running = new Map<string, { kill(): void }>();
let failed: string | undefined;

function rule(text: string): string {
  return `\n━━━ ${text} ━━━\n`;
}

/**
 * Starts a step. Alone (nothing else running, nothing else able to start) it streams its
 * output as it comes; beside others it buffers and prints it whole when it ends.
 */
function start(run: Run, alone: boolean): Promise<void> {
  const { step } = run;
  run.startedAt = Date.now();
  const offset = seconds(run.startedAt - started);
  console.log(alone ? rule(`${step.title} (at ${offset})`) : `▶ ${step.title} started at ${offset}`);
  // Its own process group, so that stopping it also stops what it started (Playwright's servers).
  const program = step.tool.startsWith('scripts/') ? path.join(root, step.tool) : bin(step.tool);
  const child = spawn(process.execPath, [program, ...step.args], {
    cwd: root,
    env: { ...env, ...step.env },
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  running.set(step.title, {
    kill() {
      if (child.exitCode !== null || child.pid === undefined) return;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    },
  });
  return new Promise((resolve) => {
    child.on('error', (error) => output.push(Buffer.from(`${String(error)}\n`)));
    child.on('close', (code) => {
      running.delete(step.title);
      run.ms = Date.now() - run.startedAt!;
      run.status = code === 0 ? 'ok' : failed ? 'stopped' : 'FAIL';
      // A step stopped because another failed says so and no more: its output would only
      // bury the failure's.
      if (!alone) {
        console.log(rule(`${step.title}: ${run.status} in ${seconds(run.ms)}`));
        if (run.status !== 'stopped') process.stdout.write(Buffer.concat(output));
      }
      if (run.status === 'FAIL') {
        failed = step.title;
        for (const other of running.values()) other.kill();
      }
      resolve();
    });
  });
}

/** Starts every step whose prerequisites passed, until all ended or one failed. */
async function runAll(): Promise<void> {
  const active = new Set<Promise<void>>();
  for (;;) {
    if (!failed) {
      const ready = [...runs.values()].filter(
        (run) => !run.startedAt && (run.step.after ?? []).every((title) => runs.get(title)?.status === 'ok'),
      );
      const waiting = [...runs.values()].filter((run) => !run.startedAt).length - ready.length;
      for (const run of ready) {
        const alone = ready.length === 1 && active.size === 0 && waiting === 0;
        const promise = start(run, alone).finally(() => active.delete(promise));
        active.add(promise);
      }
    }
    if (active.size === 0) return;
    await Promise.race(active);
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of running.values()) child.kill();
    process.exit(130);
  });
}

await runAll();

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Tests and assertions per runner, from their reports, for the runners that ran. */
function countLines(): string[] {
  const lines: string[] = [];
  const vitest = readJson(vitestReport) as
    { numPassedTests?: number; numFailedTests?: number; numPendingTests?: number; numTodoTests?: number } | undefined;
  if (vitest) {
    const skipped = (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
    const { assertions } = readAssertionCounts(vitestAssertions);
    lines.push(
      `vitest:     ${vitest.numPassedTests ?? 0} passed, ${vitest.numFailedTests ?? 0} failed` +
        `${skipped ? `, ${skipped} skipped` : ''}; ${assertions} assertions (expect calls run)`,
    );
  }
  const playwright = readJson(playwrightReport) as
    { stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number } } | undefined;
  if (playwright?.stats) {
    // A flaky test passed only on a retry; retries are off (playwright.config.ts), so count it as failed.
    const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = playwright.stats;
    const perProject = (readJson(playwrightAssertions) ?? {}) as Record<string, { tests: number; assertions: number }>;
    const assertions = Object.values(perProject).reduce((sum, project) => sum + project.assertions, 0);
    const projects = Object.entries(perProject)
      .map(([name, project]) => `${name} ${project.tests} tests/${project.assertions}`)
      .join(', ');
    lines.push(
      `playwright: ${expected} passed, ${unexpected + flaky} failed${skipped ? `, ${skipped} skipped` : ''}; ` +
        `${assertions} assertions (expect steps run${projects ? `: ${projects}` : ''})`,
    );
  }
  return lines;
}

console.log(rule('summary'));
for (const { step, status = 'skip', startedAt, ms } of runs.values()) {
  const timing =
    startedAt === undefined ? '' : `${seconds(ms ?? 0).padStart(8)}  (from ${seconds(startedAt - started)})`;
  console.log(`${status.padEnd(7)} ${step.title.padEnd(36)} ${timing}`);
}
const total = seconds(Date.now() - started);
console.log(
  failed
    ? `\nnpm test failed at "${failed}" after ${total}`
    : `\nnpm test passed all ${steps.length} steps in ${total}`,
);
for (const line of countLines()) console.log(line);
// The failures again, short, where CI's kept tail shows them (scripts/lib/failure-digest.ts).
const digest = digestLines([
  ...vitestFailures(readJson(vitestReport)),
  ...playwrightFailures(readJson(playwrightReport)),
]);
if (digest.length > 0) console.log(['', 'failures:', ...digest].join('\n'));
fs.rmSync(reports, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
