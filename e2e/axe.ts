import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/**
 * axe-core run in the page itself: injected once per document (a client-side navigation keeps
 * it) and run on the top document only (ADR 0023).
 *
 * @axe-core/playwright injected the 640 KB script into every frame at every check and then
 * opened a new page to assemble the frames' results: 2–8 s a check on this 2-core machine,
 * against 0.25–1.4 s for the same rules run here, and a third of a sign-up test's time went
 * there. Our pages' frames are third-party players and a mail sandboxed without scripts, which
 * axe could not enter anyway; each frame element's own rules (title, focus) still run on the page.
 */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The rules every page must pass: WCAG 2.1 A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeOptions {
  /** Every rule at every impact, best practices included, instead of WCAG 2.1 A and AA. */
  allRules?: boolean;
  /** CSS selectors of parts left out (content that is not ours to judge). */
  exclude?: string[];
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** The violations axe finds on what the page shows now. */
export async function axeViolations(page: Page, { allRules = false, exclude = [] }: AxeOptions = {}) {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = {
    // Frames are not entered: axe would wait for an answer from each (above).
    iframes: false,
    // Only violations are needed: axe then keeps no node details for the rules that pass.
    resultTypes: ['violations'],
    ...(allRules ? {} : { runOnly: { type: 'tag', values: WCAG_TAGS } }),
  };
  return page.evaluate(
    async ({ options, exclude }): Promise<AxeViolation[]> => {
      const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } }).axe;
      const context = exclude.length > 0 ? { exclude: exclude.map((selector) => [selector]) } : document;
      const results = await axe.run(context, options);
      return results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? null,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
    },
    { options, exclude },
  );
}

/** Serious and critical violations: what the default check fails on. */
export const isSerious = (violation: AxeViolation) => violation.impact === 'serious' || violation.impact === 'critical';

/** One line per violation, naming the elements, for an assertion's message. */
export const describeViolation = (violation: AxeViolation) =>
  `${violation.id}: ${violation.help} (${violation.targets.join(', ')})`;
