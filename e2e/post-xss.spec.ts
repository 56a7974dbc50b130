import payloadFile from '../server/test/fixtures/xss-payloads.json' with { type: 'json' };
import koPost from '../common/i18n/locales/ko/post.json' with { type: 'json' };
import { axeViolations, isSerious } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { addPost, addReply, newWriter, signInPage, uniqueTitle } from './post-reading-helpers.ts';

/**
 * DECISIONS P15 end to end: a post made of all 223 XSS payloads of DOMPurify's fixtures, and
 * replies made of them, render on the reading page without running a line of script. The server's
 * sanitizer is the judge; this checks that nothing between it and the browser undoes its work.
 */

const payloads = payloadFile.payloads.map((entry) => entry.payload);

/** Every attribute in the post and the replies that could run script or navigate to it. */
async function dangerousAttributes(page: import('@playwright/test').Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll('main article *, main section *')) {
      for (const attribute of element.attributes) {
        const name = attribute.name.toLowerCase();
        // Browsers ignore whitespace and control characters inside a scheme (java\tscript:).
        const value = [...attribute.value]
          .filter((char) => char > ' ')
          .join('')
          .toLowerCase();
        if (name.startsWith('on')) found.push(`${element.tagName}[${name}]`);
        if (
          ['href', 'src', 'action', 'formaction', 'xlink:href', 'data'].includes(name) &&
          /^(javascript|vbscript|data:text)/.test(value)
        ) {
          found.push(`${element.tagName}[${name}=${value.slice(0, 40)}]`);
        }
      }
    }
    return found;
  });
}

test('a post and replies made of the 223 XSS payloads render without running any script', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  expect(payloads).toHaveLength(223);
  const author = await newWriter(baseURL!, 'xss');
  const id = await addPost(author, { title: uniqueTitle('Payloads'), content: payloads.join('\n') });
  // Four replies carry every payload between them (P17 allows 10 posts and replies in 5 minutes).
  const quarter = Math.ceil(payloads.length / 4);
  for (let start = 0; start < payloads.length; start += quarter) {
    await addReply(author, id, payloads.slice(start, start + quarter).join('\n'));
  }

  const dialogs: string[] = [];
  const pageErrors: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // A payload that ran would most likely call alert/confirm/prompt or touch the page: mark them.
  await page.addInitScript(() => {
    const mark = () => {
      (window as unknown as { __xss: number }).__xss = ((window as unknown as { __xss?: number }).__xss ?? 0) + 1;
    };
    window.alert = mark;
    window.confirm = () => (mark(), false);
    window.prompt = () => (mark(), null);
  });

  await page.goto(`/ko/post/${id}`);
  await expect(page.locator('#post-content')).toBeVisible();
  await expect(page.getByTestId('reply')).toHaveCount(4);
  // Lazy images, embeds and their error handlers get their chance to fire.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');

  expect(dialogs).toEqual([]);
  expect(pageErrors).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? 0)).toBe(0);
  expect(await dangerousAttributes(page)).toEqual([]);
  expect(
    await page
      .locator(
        'main script, main iframe:not([src^="https://www.youtube-nocookie.com/"]):not([src^="https://player.vimeo.com/"]), main object, main embed, main form[action^="javascript"]',
      )
      .count(),
  ).toBe(0);
  // The page's own markup stays accessible around hostile content. The payloads themselves are
  // not judged: they hold links without text, which the allowlist keeps as written (P15).
  const violations = await axeViolations(page, { exclude: ['[data-member-html]'] });
  expect(violations.filter(isSerious).map((violation) => violation.id)).toEqual([]);
});

test('payloads typed into the reply composer show as text', async ({ page, baseURL, checkA11y }) => {
  const author = await newWriter(baseURL!, 'xssauthor');
  const reader = await newWriter(baseURL!, 'xssreader');
  const id = await addPost(author, { title: uniqueTitle('Typed payloads') });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signInPage(page, reader.member);
  await page.goto(`/ko/post/${id}`);

  const typed = '<img src=x onerror=alert(1)> <script>alert(2)</script> javascript:alert(3) "><svg onload=alert(4)>';
  await page.getByRole('textbox', { name: koPost.composer.label }).fill(typed);
  await page.getByRole('button', { name: koPost.composer.submit, exact: true }).click();
  await expect(page.getByTestId('reply-body').getByText(typed)).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('reply-body').getByText(typed)).toBeVisible();
  expect(dialogs).toEqual([]);
  expect(await dangerousAttributes(page)).toEqual([]);
  await checkA11y();
});
