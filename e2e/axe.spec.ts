import { axeViolations, isSerious } from './axe.ts';
import { expect, test } from './fixtures.ts';

/**
 * The accessibility check every spec relies on (e2e/axe.ts) finds what it must: were it to
 * pass everything (no rules selected, axe not injected), every checkA11y would pass silently.
 */
test('the axe check reports violations, leaves out what it is told to, and runs best practices on demand', async ({
  page,
}) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>axe check</title></head><body>
    <main>
      <h1>Check</h1>
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="1" height="1">
      <p style="color:#bbb;background:#fff">Faint text</p>
      <div class="outside"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="1" height="1"></div>
    </main>
    <p>Outside every landmark</p>
  </body></html>`);

  const wcag = await axeViolations(page);
  expect(wcag.filter(isSerious).map((v) => v.id)).toEqual(expect.arrayContaining(['image-alt', 'color-contrast']));
  expect(wcag.find((v) => v.id === 'image-alt')?.targets).toHaveLength(2);
  // `region` is a best practice: not in the WCAG run, in the run of every rule.
  expect(wcag.map((v) => v.id)).not.toContain('region');
  expect((await axeViolations(page, { allRules: true })).map((v) => v.id)).toContain('region');

  // A second run on the same document reuses the injected axe and still finds the same.
  expect((await axeViolations(page)).map((v) => v.id)).toEqual(wcag.map((v) => v.id));

  const excluded = await axeViolations(page, { exclude: ['.outside'] });
  expect(excluded.find((v) => v.id === 'image-alt')?.targets).toEqual(['main > img']);
});
