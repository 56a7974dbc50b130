/**
 * The failures of a run, a few lines each, for the end of `npm test`'s output. CI keeps only the
 * tail of what a run printed: a browser test that failed on the console errors it collected
 * showed its code frame there but not the errors themselves, and the flake could not be told
 * apart from another. Read from the runners' JSON reports.
 */

/** At most this many failures, and this many lines of each message. */
export const DIGEST_MAX_FAILURES = 5;
export const DIGEST_MAX_LINES = 16;

export interface Failure {
  runner: 'vitest' | 'playwright';
  title: string;
  message: string;
}

// Colour codes (ESC [ … m) that the runners leave in messages meant for a terminal.
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

interface VitestReport {
  testResults?: Array<{
    name?: string;
    message?: string;
    assertionResults?: Array<{ fullName?: string; status?: string; failureMessages?: string[] }>;
  }>;
}

export function vitestFailures(report: unknown): Failure[] {
  const failures: Failure[] = [];
  for (const file of (report as VitestReport | undefined)?.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((result) => result.status === 'failed');
    for (const result of failed) {
      failures.push({
        runner: 'vitest',
        title: `${file.name ?? ''} › ${result.fullName ?? ''}`,
        message: (result.failureMessages ?? []).join('\n'),
      });
    }
    // A file that failed before its tests ran (an import, a hook) has its message on the file.
    if (failed.length === 0 && file.message) {
      failures.push({ runner: 'vitest', title: file.name ?? '', message: file.message });
    }
  }
  return failures;
}

interface PlaywrightSuite {
  title?: string;
  suites?: PlaywrightSuite[];
  specs?: Array<{
    title?: string;
    file?: string;
    line?: number;
    tests?: Array<{
      projectName?: string;
      status?: string;
      results?: Array<{ errors?: Array<{ message?: string }> }>;
    }>;
  }>;
}

export function playwrightFailures(report: unknown): Failure[] {
  const failures: Failure[] = [];
  const visit = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const messages = (test.results ?? []).flatMap((result) => result.errors ?? []).map((error) => error.message);
        failures.push({
          runner: 'playwright',
          title: `[${test.projectName ?? ''}] ${spec.file ?? ''}:${spec.line ?? ''} › ${spec.title ?? ''}`,
          message: messages.filter(Boolean).join('\n'),
        });
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of (report as { suites?: PlaywrightSuite[] } | undefined)?.suites ?? []) visit(suite);
  return failures;
}

/** The digest's lines: each failure's title, then the first lines of its message, indented. */
export function digestLines(failures: Failure[]): string[] {
  const lines: string[] = [];
  for (const failure of failures.slice(0, DIGEST_MAX_FAILURES)) {
    lines.push(`✘ ${failure.runner}: ${failure.title}`);
    const message = failure.message.replace(ANSI, '').split('\n');
    const kept = message.filter((line) => line.trim() !== '').slice(0, DIGEST_MAX_LINES);
    lines.push(...kept.map((line) => `    ${line}`));
    if (message.filter((line) => line.trim() !== '').length > kept.length) lines.push('    …');
  }
  if (failures.length > DIGEST_MAX_FAILURES) lines.push(`… and ${failures.length - DIGEST_MAX_FAILURES} more`);
  return lines;
}
