import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import enKnowledge from '../common/i18n/locales/en/knowledge.json' with { type: 'json' };
import enPages from '../common/i18n/locales/en/pages.json' with { type: 'json' };
import { expect, expectHttpErrors, LAYOUT, test } from './fixtures.ts';
import { call } from './post-reading-helpers.ts';

/**
 * The knowledge areas as a reader uses them (issue 31): the documentation's main page, a
 * category, a guide with its contents, its FAQ and back, "Was this helpful?" with a text, the
 * area's search; on a phone the folded contents. The browser tests run without the demo
 * community (playwright.config.ts DEMO_DATA off), so each test writes its own categories and
 * articles as the administrator, named with a word of its own: the pages are then found by
 * what they show, whatever else the server holds.
 */

const t = enKnowledge;
const ADMIN = { userId: 'admin@hearth.test', password: 'e2e-admin-password' };
const unique = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 6);

interface Seeded {
  word: string;
  category: string;
  section: string;
  guide: { id: number; title: string };
  faq: { id: number; title: string };
}

const names = (name: string) => ({ ko: `${name} ko`, en: name, ja: `${name} ja` });

async function admin(baseURL: string): Promise<APIRequestContext> {
  const request = await playwrightRequest.newContext({ baseURL });
  await call(request, '/api/user/signin', ADMIN);
  return request;
}

/** A documentation category with a section, a guide of three headings, and an FAQ linking it. */
async function seed(baseURL: string): Promise<Seeded> {
  const word = `kb${unique()}`;
  const request = await admin(baseURL);
  const category = `Getting started ${word}`;
  const section = `Installing ${word}`;
  const save = (body: object) => call<{ id: number }>(request, '/api/knowledge/admin/category/save', body);
  const { id: depth1 } = await save({ lang: 'en', area: 'documentation', parentId: null, names: names(category) });
  const { id: depth2 } = await save({ lang: 'en', area: 'documentation', parentId: depth1, names: names(section) });
  const { id: solomon1 } = await save({ lang: 'en', area: 'solomon', parentId: null, names: names(`Setup ${word}`) });
  const { id: solomon2 } = await save({
    lang: 'en',
    area: 'solomon',
    parentId: solomon1,
    names: names(`Data collection ${word}`),
  });

  const guideTitle = `Install the tracking script ${word}`;
  const paragraph = (n: number) => `<p>${'Paste the snippet before the closing head tag. '.repeat(12)} (${n})</p>`;
  const content = [
    '<h2>Before you start</h2>',
    paragraph(1),
    '<h2>Add the script</h2>',
    paragraph(2),
    '<h3>With a tag manager</h3>',
    paragraph(3),
    '<h2>Check that data arrives</h2>',
    paragraph(4),
  ].join('');
  const { id: guideId } = await call<{ id: number }>(request, '/api/knowledge/admin/article/save', {
    lang: 'en',
    kind: 'guide',
    categoryId: depth2,
    status: 'published',
    texts: [
      { lang: 'en', title: guideTitle, content, keywords: [] },
      { lang: 'ko', title: `추적 스크립트 설치 ${word}`, content, keywords: [] },
    ],
    linkIds: [],
  });
  const faqTitle = `Why does no data arrive ${word}?`;
  const { id: faqId } = await call<{ id: number }>(request, '/api/knowledge/admin/article/save', {
    lang: 'en',
    kind: 'faq',
    categoryId: solomon2,
    status: 'published',
    texts: [
      {
        lang: 'en',
        title: faqTitle,
        content: '<p>Most often the script is missing. Follow the installation guide.</p>',
        keywords: [word],
      },
    ],
    linkIds: [guideId],
  });
  await request.dispose();
  return { word, category, section, guide: { id: guideId, title: guideTitle }, faq: { id: faqId, title: faqTitle } };
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test.describe('knowledge areas', () => {
  test('read a guide from the main page, its FAQ and back, say it did not help, search the guides', async ({
    page,
    baseURL,
    checkA11y,
  }) => {
    const data = await seed(baseURL!);
    await page.setViewportSize({ width: 1440, height: 900 });

    // The main page: the hero's search and the category cards.
    await page.goto('/en/documentation');
    await expect(heading(page, t.area.documentation.title)).toBeVisible();
    await expect(page.getByRole('search', { name: t.area.documentation.searchLabel })).toBeVisible();
    await checkA11y();
    const cards = page.getByRole('list', { name: t.main.categories });
    await cards.getByRole('link', { name: data.category }).click();

    // The category: its section with the guide.
    await expect(heading(page, data.category)).toBeVisible();
    await checkA11y();
    const section = page.getByRole('region', { name: data.section });
    await section.getByRole('link', { name: data.guide.title }).click();

    // The guide: path, contents beside it, text.
    await expect(page).toHaveURL(new RegExp(`/en/documentation/post/${data.guide.id}$`));
    await expect(heading(page, data.guide.title)).toBeVisible();
    const contents = page.getByRole('navigation', { name: t.article.toc });
    await expect(contents).toBeVisible();
    await expect(page.getByTestId('toc-folded')).toBeHidden();
    await contents.getByRole('link', { name: 'Check that data arrives' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Check that data arrives' })).toBeInViewport();
    await checkA11y();

    // Its FAQ, then back.
    const faqs = page.getByTestId('knowledge-linked-faqs');
    await faqs.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/en/solomon/post/${data.faq.id}$`));
    await expect(heading(page, data.faq.title)).toBeVisible();
    await expect(
      page.getByTestId('knowledge-linked-guides').getByRole('link', { name: data.guide.title }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: `#${data.word}` })).toHaveAttribute(
      'href',
      `/en/solomon/list?keyword=${data.word}`,
    );
    await checkA11y();
    await page.goBack();
    await expect(heading(page, data.guide.title)).toBeVisible();

    // Not helpful: the text is required, then thanks.
    const box = page.getByTestId('feedback-box');
    await box.getByRole('button', { name: t.feedback.no }).click();
    const text = box.getByRole('textbox', { name: t.feedback.textRequired });
    await expect(text).toBeFocused();
    await box.getByRole('button', { name: t.feedback.send }).click();
    await expect(box.getByRole('alert')).toHaveText(t.feedback.textPlz);
    await text.fill('The page does not say where the snippet goes in a single-page app.');
    await box.getByRole('button', { name: t.feedback.send }).click();
    await expect(box.getByTestId('feedback-thanks')).toContainText(t.feedback.thanks);
    await expect(page.getByRole('region', { name: /F8/ })).toContainText(t.feedback.thanks);
    await checkA11y();
    // The answer is kept: the page read again shows it instead of the buttons.
    await page.reload();
    await expect(page.getByTestId('feedback-answered')).toContainText(t.feedback.answeredNotHelpful);

    // The area's search, from the main page's box.
    await page.goto('/en/documentation');
    await page.getByRole('search', { name: t.area.documentation.searchLabel }).getByRole('searchbox').fill(data.word);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/en/documentation/search/${data.word}$`));
    const results = page.getByRole('list', { name: t.search.listLabel });
    await expect(results.getByRole('link', { name: data.guide.title })).toBeVisible();
    await expect(results.locator('mark').first()).toBeVisible();
    await expect(page.getByRole('searchbox')).toHaveValue(data.word);
    await checkA11y();
  });

  test(
    'on a phone: the contents fold above the guide, its FAQ and back, not helpful with a text',
    LAYOUT,
    async ({ page, baseURL, checkA11y }) => {
      const data = await seed(baseURL!);
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto('/en/documentation');
      await page.getByRole('list', { name: t.main.categories }).getByRole('link', { name: data.category }).click();
      await expect(heading(page, data.category)).toBeVisible();
      await checkA11y();
      await page.getByRole('link', { name: data.guide.title }).click();
      await expect(heading(page, data.guide.title)).toBeVisible();
      await expect(page.getByTestId('toc-side')).toBeHidden();
      const folded = page.getByTestId('toc-folded');
      await expect(folded).toBeVisible();
      await checkA11y();
      await folded.getByText(t.article.tocToggle).click();
      await folded.getByRole('link', { name: 'With a tag manager' }).click();
      await expect(page.getByRole('heading', { level: 3, name: 'With a tag manager' })).toBeInViewport();
      // Nothing is wider than the phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // Its FAQ and back, then "not helpful" with a text, as on a desktop.
      await page.getByTestId('knowledge-linked-faqs').getByRole('link').first().click();
      await expect(heading(page, data.faq.title)).toBeVisible();
      await page.goBack();
      await expect(heading(page, data.guide.title)).toBeVisible();
      const box = page.getByTestId('feedback-box');
      await box.getByRole('button', { name: t.feedback.no }).click();
      await box
        .getByRole('textbox', { name: t.feedback.textRequired })
        .fill('Where does the snippet go on a phone site?');
      await box.getByRole('button', { name: t.feedback.send }).click();
      await expect(box.getByTestId('feedback-thanks')).toBeVisible();
      await checkA11y();
    },
  );

  test('ids that are no article answer the not-found page', async ({ page }) => {
    expectHttpErrors(404);
    for (const path of ['/en/documentation/post/abc', '/en/solomon/post/2147483647', '/en/solomon/category/0']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: enPages.notFound.title })).toBeVisible();
    }
  });
});
