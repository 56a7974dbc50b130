import fs from 'node:fs';
import type { Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';

/**
 * A Playwright reporter that counts the assertions the browser tests ran, for `npm test`'s
 * closing line (issue 12 point 7): every `expect` Playwright records as a step, the fixtures'
 * own checks included (console errors, axe). An expect inside another one (the attempts of
 * `toPass`, `expect.poll`) is part of that one assertion and not counted again, so the count
 * does not depend on how many attempts a run needed. Written as JSON to the file named by
 * HEARTH_PLAYWRIGHT_ASSERTIONS_FILE, per project.
 */
export default class AssertionCounter implements Reporter {
  private readonly byProject = new Map<string, { tests: number; assertions: number }>();

  private project(test: TestCase) {
    const name = test.parent.project()?.name ?? '';
    let counts = this.byProject.get(name);
    if (!counts) {
      counts = { tests: 0, assertions: 0 };
      this.byProject.set(name, counts);
    }
    return counts;
  }

  onStepEnd(test: TestCase, _result: TestResult, step: TestStep): void {
    if (step.category !== 'expect') return;
    for (let parent = step.parent; parent; parent = parent.parent) if (parent.category === 'expect') return;
    this.project(test).assertions += 1;
  }

  onTestEnd(test: TestCase): void {
    this.project(test).tests += 1;
  }

  onEnd(): void {
    const file = process.env.HEARTH_PLAYWRIGHT_ASSERTIONS_FILE;
    if (file) fs.writeFileSync(file, JSON.stringify(Object.fromEntries(this.byProject)));
  }

  printsToStdio(): boolean {
    return false;
  }
}
