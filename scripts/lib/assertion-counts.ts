import fs from 'node:fs';
import path from 'node:path';

/** What scripts/lib/count-assertions.ts writes for one test file. */
export interface AssertionCount {
  file: string;
  tests: number;
  assertions: number;
}

/** The per-file counts a vitest run wrote to `directory`, summed. */
export function readAssertionCounts(directory: string): { tests: number; assertions: number; files: AssertionCount[] } {
  const files: AssertionCount[] = fs.existsSync(directory)
    ? fs
        .readdirSync(directory)
        .filter((name) => name.endsWith('.json'))
        .map((name) => JSON.parse(fs.readFileSync(path.join(directory, name), 'utf8')) as AssertionCount)
    : [];
  return {
    tests: files.reduce((sum, count) => sum + count.tests, 0),
    assertions: files.reduce((sum, count) => sum + count.assertions, 0),
    files,
  };
}
