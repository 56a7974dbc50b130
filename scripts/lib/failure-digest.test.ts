import { describe, expect, it } from 'vitest';
import {
  DIGEST_MAX_FAILURES,
  DIGEST_MAX_LINES,
  digestLines,
  playwrightFailures,
  vitestFailures,
} from './failure-digest.ts';

describe('the failure digest at the end of npm test', () => {
  it('names each failed vitest test with its message, and a file that failed before its tests', () => {
    const report = {
      testResults: [
        {
          name: '/repo/server/a.test.ts',
          assertionResults: [
            { fullName: 'a passes', status: 'passed', failureMessages: [] },
            { fullName: 'a counts', status: 'failed', failureMessages: ['AssertionError: expected 2 to be 1'] },
          ],
        },
        { name: '/repo/server/b.test.ts', message: 'Cannot find module ./gone.ts', assertionResults: [] },
      ],
    };
    expect(digestLines(vitestFailures(report))).toEqual([
      '✘ vitest: /repo/server/a.test.ts › a counts',
      '    AssertionError: expected 2 to be 1',
      '✘ vitest: /repo/server/b.test.ts',
      '    Cannot find module ./gone.ts',
    ]);
  });

  it('finds failed browser tests in nested suites, without colour codes, and keeps their first lines', () => {
    const escape = String.fromCharCode(27);
    const report = {
      suites: [
        {
          title: 'accounts.spec.ts',
          specs: [
            {
              title: 'passes',
              file: 'accounts.spec.ts',
              line: 3,
              tests: [{ projectName: 'desktop', status: 'expected' }],
            },
          ],
          suites: [
            {
              title: 'sign-in',
              specs: [
                {
                  title: 'members sent home',
                  file: 'accounts.spec.ts',
                  line: 255,
                  tests: [
                    {
                      projectName: 'desktop',
                      status: 'unexpected',
                      results: [
                        {
                          errors: [
                            {
                              message: `Error: the browser reported errors\n\n${escape}[31m+   "console error: Failed to load resource"${escape}[39m`,
                            },
                          ],
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(digestLines(playwrightFailures(report))).toEqual([
      '✘ playwright: [desktop] accounts.spec.ts:255 › members sent home',
      '    Error: the browser reported errors',
      '    +   "console error: Failed to load resource"',
    ]);
  });

  it('is bounded: the first failures, the first lines of each', () => {
    const long = Array.from({ length: DIGEST_MAX_LINES + 5 }, (_, i) => `line ${i}`).join('\n');
    const failures = Array.from({ length: DIGEST_MAX_FAILURES + 2 }, (_, i) => ({
      runner: 'vitest' as const,
      title: `t${i}`,
      message: long,
    }));
    const lines = digestLines(failures);
    expect(lines.filter((line) => line.startsWith('✘'))).toHaveLength(DIGEST_MAX_FAILURES);
    expect(lines.filter((line) => line === '    …')).toHaveLength(DIGEST_MAX_FAILURES);
    expect(lines.at(-1)).toBe('… and 2 more');
    expect(lines).toContain(`    line ${DIGEST_MAX_LINES - 1}`);
    expect(lines).not.toContain(`    line ${DIGEST_MAX_LINES}`);
  });
});
