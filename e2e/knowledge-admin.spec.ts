import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import enEditor from '../common/i18n/locales/en/editor.json' with { type: 'json' };
import en from '../common/i18n/locales/en/knowledgeAdmin.json' with { type: 'json' };
import { createConfirmedMember, SAME_ORIGIN, uniqueMember } from './account-helpers.ts';
import { expect, expectHttpErrors, test } from './fixtures.ts';

/**
 * The knowledge areas' authoring (issue 31, P31): administrators only; an administrator builds a
 * category tree, writes a guide with an image, links an answer to it and publishes it.
 */

interface Envelope<Data> {
  success: boolean;
  data: Data;
}

async function call<Data = unknown>(request: APIRequestContext, path: string, data: object): Promise<Data> {
  const response = await request.post(path, { data, headers: SAME_ORIGIN });
  const body = (await response.json()) as Envelope<Data>;
  expect(response.status(), `${path}: ${JSON.stringify(body).slice(0, 300)}`).toBe(200);
  return body.data;
}

const unique = (word: string) => `${word} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A toast's text, inside the toast region (radix repeats it for screen readers elsewhere). */
const toast = (page: Page, text: string) => page.getByRole('region', { name: /\(F8\)/ }).getByText(text);

async function signInAsAdmin(request: APIRequestContext) {
  await call(request, '/api/user/signin', { userId: 'admin@hearth.test', password: 'e2e-admin-password' });
}

/** A published answer in a Solomon category of its own, made through the API: what the guide links. */
async function publishedAnswer(request: APIRequestContext, title: string): Promise<number> {
  const names = (name: string) => ({ ko: `${name} ko`, en: name, ja: `${name} ja` });
  const top = await call<{ id: number }>(request, '/api/knowledge/admin/category/save', {
    lang: 'en',
    area: 'solomon',
    parentId: null,
    names: names(unique('Answers')),
  });
  const sub = await call<{ id: number }>(request, '/api/knowledge/admin/category/save', {
    lang: 'en',
    area: 'solomon',
    parentId: top.id,
    names: names(unique('Imports')),
  });
  const saved = await call<{ id: number }>(request, '/api/knowledge/admin/article/save', {
    lang: 'en',
    kind: 'faq',
    categoryId: sub.id,
    status: 'published',
    texts: [{ lang: 'en', title, content: '<p>Split the file into parts of 10 MB.</p>', keywords: ['import'] }],
    linkIds: [],
  });
  return saved.id;
}

async function addCategory(page: Page, group: string, name: string, button: ReturnType<Page['getByRole']>) {
  await button.click();
  const form = page.getByRole('group', { name: group });
  await form.getByLabel(en.languages.ko).fill(`${name} ko`);
  await form.getByLabel(en.languages.en).fill(name);
  await form.getByLabel(en.languages.ja).fill(`${name} ja`);
  await page.getByRole('button', { name: en.categoryForm.save, exact: true }).click();
  await expect(toast(page, en.index.saved).first()).toBeVisible();
}

test.describe('knowledge administration', () => {
  test('everyone but administrators gets the not-found page', async ({ page }) => {
    expectHttpErrors();
    for (const path of [
      '/en/admin/knowledge',
      '/en/admin/knowledge/gaps',
      '/en/admin/knowledge/article/new?kind=faq',
    ]) {
      expect((await page.goto(path))?.status(), path).toBe(404);
    }
    const member = uniqueMember('kadmin', 'member');
    await createConfirmedMember(page.request, member, 'en');
    await call(page.request, '/api/user/signin', { userId: member.email, password: member.password });
    expect((await page.goto('/en/admin/knowledge/feedback'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: en.feedback.title })).toHaveCount(0);
  });

  test('an administrator writes a guide with an image, links an answer and publishes it', async ({
    page,
    checkA11y,
  }) => {
    await signInAsAdmin(page.request);
    const answerTitle = unique('Why does my import stop?');
    const answerId = await publishedAnswer(page.request, answerTitle);

    await page.goto('/en/admin/knowledge');
    await expect(page.getByRole('heading', { level: 1, name: en.index.title })).toBeVisible();
    await expect(page.getByRole('link', { name: en.areas.documentation })).toHaveAttribute('aria-current', 'page');
    const top = unique('Getting started');
    await addCategory(
      page,
      en.categoryForm.addTitle,
      top,
      page.getByRole('button', { name: en.index.addTopCategory, exact: true }),
    );
    const topItem = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: top }) });
    const sub = unique('Importing');
    await addCategory(
      page,
      en.categoryForm.addSubTitle.replace('{{name}}', top),
      sub,
      topItem.getByRole('button', { name: en.index.addSubcategory, exact: true }),
    );
    await expect(page.getByRole('heading', { level: 3, name: sub })).toBeVisible();
    await checkA11y();

    await page.getByRole('link', { name: en.index.newArticleIn.guide.replace('{{name}}', sub) }).click();
    await expect(page).toHaveURL(/\/en\/admin\/knowledge\/article\/new\?kind=guide&categoryId=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: en.editor.newTitle.guide })).toBeVisible();
    await expect(page.getByLabel(en.editor.category)).toHaveValue(/^\d+$/);
    const content = page.getByRole('textbox', { name: en.editor.content, exact: true });
    await expect(content).toBeVisible();
    await expect(page.getByTestId('editor-skeleton')).toHaveCount(0);

    const title = unique('Import a CSV file');
    await page.getByLabel(en.editor.title, { exact: true }).fill(title);
    await content.click();
    await page.keyboard.type('Choose Import, then the file.');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: enEditor.toolbar.image, exact: true }).click();
    const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#dd6a2c' } })
      .png()
      .toBuffer();
    await (await chooser).setFiles({ name: 'import.png', mimeType: 'image/png', buffer: png });
    await expect(content.locator('img')).toHaveAttribute('src', /^\/uploads\//);
    await page.getByLabel(en.editor.keywords, { exact: true }).fill('csv');
    await page.keyboard.press('Enter');

    const links = page.getByRole('group', { name: en.editor.links.guide });
    await links.getByLabel(en.editor.linkSearch.guide).fill(answerTitle.slice(0, 20));
    await links.getByRole('button', { name: en.editor.linkAdd.replace('{{title}}', answerTitle) }).click();
    await expect(links.getByTestId('chosen-links')).toContainText(answerTitle);
    await page.getByRole('radio', { name: en.status.published }).check();
    await checkA11y();

    await page.getByRole('button', { name: en.editor.save, exact: true }).click();
    await expect(toast(page, en.editor.savedToast).first()).toBeVisible();
    await expect(page).toHaveURL(/\/en\/admin\/knowledge\/article\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByRole('heading', { level: 1, name: en.editor.editTitle.guide })).toBeVisible();
    await expect(page.getByRole('link', { name: en.editor.view })).toHaveAttribute(
      'href',
      `/en/documentation/post/${id}`,
    );

    // What was saved comes back on reload: the text, its image, its keyword, its link, its state.
    await page.reload();
    await expect(page.getByLabel(en.editor.title, { exact: true })).toHaveValue(title);
    await expect(page.getByRole('textbox', { name: en.editor.content, exact: true }).locator('img')).toHaveAttribute(
      'src',
      /^\/uploads\//,
    );
    await expect(page.getByRole('list', { name: en.editor.chosenKeywords })).toContainText('csv');
    await expect(page.getByRole('group', { name: en.editor.links.guide }).getByTestId('chosen-links')).toContainText(
      answerTitle,
    );
    await expect(page.getByRole('radio', { name: en.status.published })).toBeChecked();
    const saved = await call<{ status: string; links: { id: number }[]; texts: { lang: string; content: string }[] }>(
      page.request,
      '/api/knowledge/admin/article/get_one',
      { lang: 'en', id },
    );
    expect(saved.status).toBe('published');
    expect(saved.links.map((link) => link.id)).toEqual([answerId]);
    expect(saved.texts.map((text) => text.lang)).toEqual(['en']);
    expect(saved.texts[0]!.content).toMatch(/<img[^>]+src="\/uploads\//);

    // The tree lists it, published, in its category.
    await page.goto('/en/admin/knowledge');
    const row = page
      .getByRole('list', { name: en.index.articlesOf.replace('{{name}}', sub) })
      .getByRole('listitem')
      .filter({ hasText: title });
    await expect(row).toContainText(en.status.published);

    // The reader's page (built beside this one, web/features/knowledge/) shows it with the answer's link.
    await page.goto(`/en/documentation/post/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('main img[src^="/uploads/"]')).toHaveCount(1);
    await expect(page.getByRole('link', { name: answerTitle })).toBeVisible();
  });

  test('the feedback and gaps pages', async ({ page, checkA11y }) => {
    await signInAsAdmin(page.request);
    await page.goto('/en/admin/knowledge/feedback');
    await expect(page.getByRole('heading', { level: 1, name: en.feedback.title })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: en.nav.label }).getByRole('link', { name: en.nav.feedback }),
    ).toHaveAttribute('aria-current', 'page');
    await checkA11y();
    await page.goto('/en/admin/knowledge/gaps');
    await expect(page.getByRole('heading', { level: 1, name: en.gaps.title })).toBeVisible();
    await page.getByRole('checkbox', { name: en.gaps.includeSite }).check();
    await page.getByRole('button', { name: en.gaps.apply }).click();
    await expect(page).toHaveURL(/\/en\/admin\/knowledge\/gaps\?site=1$/);
    await expect(page.getByRole('checkbox', { name: en.gaps.includeSite })).toBeChecked();
    await checkA11y();
  });
});
