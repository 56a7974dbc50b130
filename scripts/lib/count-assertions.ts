import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, expect } from 'vitest';
import type { AssertionCount } from './assertion-counts.ts';

/**
 * A vitest setup file: counts the `expect` calls every test made, so that `npm test` can show
 * that moving or splitting tests kept every assertion (issue 12 point 7). Vitest resets the
 * count before each test and reports none of it, so each test's count is read in an afterEach
 * (registered first, it runs after the file's own afterEach hooks) and each file's total is
 * written, one small file per test file, to HEARTH_ASSERTION_COUNT_DIR. Nothing happens when
 * the variable is not set (a plain `vitest run`).
 */
const directory = process.env.HEARTH_ASSERTION_COUNT_DIR;

if (directory) {
  let tests = 0;
  let assertions = 0;
  let file = '';
  afterEach(() => {
    const state = expect.getState();
    tests += 1;
    assertions += state.assertionCalls;
    file ||= state.testPath ?? '';
  });
  afterAll(() => {
    const record: AssertionCount = { file: path.relative(process.cwd(), file), tests, assertions };
    fs.mkdirSync(directory, { recursive: true });
    fs.writeFileSync(path.join(directory, `${randomUUID()}.json`), JSON.stringify(record));
  });
}
