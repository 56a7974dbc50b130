import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import enEditor from '../common/i18n/locales/en/editor.json' with { type: 'json' };
import enErrors from '../common/i18n/locales/en/errors.json' with { type: 'json' };
import koEditor from '../common/i18n/locales/ko/editor.json' with { type: 'json' };
import koErrors from '../common/i18n/locales/ko/errors.json' with { type: 'json' };
import koPost from '../common/i18n/locales/ko/post.json' with { type: 'json' };
import { createConfirmedMember, type Member, SAME_ORIGIN, uniqueMember } from './account-helpers.ts';
import { expect, expectHttpErrors, LAYOUT, test } from './fixtures.ts';
import { addPost, newWriter, signInPage } from './post-reading-helpers.ts';

/**
 * Writing and editing posts (issue 4 item 2): the editor with images, captions, tables and
 * videos, the form's rules, the draft kept in the browser, and who may write where. Members
 * are made for each test through the API; they write in the browser.
 */

interface Envelope<Data> {
  success: boolean;
  code?: string;
  data: Data;
}

async function call<Data = unknown>(request: APIRequestContext, path: string, data: object): Promise<Data> {
  const response = await request.post(path, { data, headers: SAME_ORIGIN });
  const body = (await response.json()) as Envelope<Data>;
  expect(response.status(), `${path}: ${JSON.stringify(body).slice(0, 300)}`).toBe(200);
  return body.data;
}

async function signedInMember(page: Page, tag: string, lang = 'en'): Promise<Member> {
  const member = uniqueMember('writer', tag);
  await createConfirmedMember(page.request, member, lang);
  await call(page.request, '/api/user/signin', { userId: member.email, password: member.password });
  return member;
}

interface PostDetail {
  id: number;
  type: string;
  title: string;
  content: string;
  tags: string[];
  visibility: string;
  companyName: string | null;
  adminContent: string | null;
}

const getPost = (request: APIRequestContext, id: number) =>
  call<PostDetail>(request, '/api/post/get_one', { lang: 'en', id });

const uniqueTitle = (word: string) => `${word} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A toast's text, inside the toast region (radix also repeats it for screen readers elsewhere). */
const toast = (page: Page, text: string) => page.getByRole('region', { name: /\(F8\)/ }).getByText(text);

const editor = (page: Page) => page.locator('#post-content');
const submitButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** The page is ready to write once the editor's code has arrived: the skeleton gives way and submit enables. */
async function openForm(page: Page, path: string, submitName: string) {
  await page.goto(path);
  await expect(editor(page)).toBeVisible();
  await expect(page.getByTestId('editor-skeleton')).toHaveCount(0);
  await expect(submitButton(page, submitName)).toBeEnabled();
}

/** Big, then mid, then small category, as far as the tree goes: the first of each. */
async function chooseLeafCategory(
  page: Page,
  labels: { categoryLevel1: string; categoryLevel2: string; categoryLevel3: string },
) {
  for (const label of [labels.categoryLevel1, labels.categoryLevel2, labels.categoryLevel3]) {
    const select = page.getByLabel(label, { exact: true });
    if ((await select.count()) === 0) return;
    await select.selectOption({ index: 1 });
  }
}

/** A leaf category, a title, one line of text and public: what a post needs beside its grouping's own fields. */
async function fillPublicPost(
  page: Page,
  labels: Parameters<typeof chooseLeafCategory>[1] & { title: string; public: string },
  title: string,
  text: string,
) {
  await chooseLeafCategory(page, labels);
  await page.getByRole('textbox', { name: labels.title }).fill(title);
  await editor(page).click();
  await page.keyboard.type(text);
  await page.getByRole('radio', { name: labels.public, exact: true }).check();
}

async function pngOf(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#dd6a2c' } })
    .png()
    .toBuffer();
}

async function pickImage(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: enEditor.toolbar.image, exact: true }).click();
  await (await chooser).setFiles(file);
}

const draftValue = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('hearth.postDraft.v1.'));
    return key ? (localStorage.getItem(key) ?? '') : '';
  });

test.describe('writing posts', () => {
  test('a visitor is sent to sign in and back', async ({ page }) => {
    await page.goto('/en/post/forum/writing');
    await expect(page).toHaveURL(/\/en\/signin\?redirectUrl=%2Fen%2Fpost%2Fforum%2Fwriting$/);
    await page.goto('/ko/post/careers/edit?id=1');
    await expect(page).toHaveURL(/\/ko\/signin\?redirectUrl=%2Fko%2Fpost%2Fcareers%2Fedit%3Fid%3D1$/);
  });

  test(
    'a member writes a forum post with an image, a caption, a table and a video',
    LAYOUT,
    async ({ page, checkA11y }) => {
      await signedInMember(page, 'rich');
      // The reading page shows the stored player; the test does not depend on YouTube answering.
      await page.route('https://www.youtube-nocookie.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
      );
      await openForm(page, '/en/post/forum/writing', enEditor.form.publish);
      await expect(page.getByRole('heading', { level: 1, name: enEditor.page.newTitle.forum })).toBeVisible();
      await expect(page.getByLabel(enEditor.form.postLang)).toHaveValue('en');
      await checkA11y();

      const title = uniqueTitle('Funnels that convert');
      await chooseLeafCategory(page, enEditor.form);
      await page.getByRole('textbox', { name: enEditor.form.title }).fill(title);
      await editor(page).click();
      await page.keyboard.type('How we measured the checkout funnel.');

      // The upload is held until its progress line has been seen.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/post/file/upload**', async (route) => {
        await held;
        await route.continue();
      });
      await pickImage(page, { name: 'chart.png', mimeType: 'image/png', buffer: await pngOf(64, 48) });
      await expect(page.getByRole('progressbar', { name: 'Uploading chart.png' })).toBeVisible();
      release();
      const image = editor(page).locator('figure img');
      await expect(image).toHaveAttribute('src', /^\/uploads\//);
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await page.unroute('**/api/post/file/upload**');

      // The caption is written under the image; Enter goes on below it.
      await editor(page).locator('figcaption').click();
      await page.keyboard.type('Sessions by step');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Below the chart.');
      // The figure's own controls: align it right.
      await editor(page).locator('figcaption').click();
      await page
        .getByRole('toolbar', { name: enEditor.figure.label })
        .getByRole('button', { name: enEditor.figure.align.right })
        .click();
      await expect(editor(page).locator('figure')).toHaveAttribute('data-align', 'right');

      await editor(page).getByText('Below the chart.').click();
      await page.keyboard.press('End');
      await page.getByRole('button', { name: enEditor.toolbar.video, exact: true }).click();
      await page.getByRole('textbox', { name: enEditor.video.label }).fill('https://youtu.be/dQw4w9WgXcQ');
      await page.getByRole('button', { name: enEditor.video.apply, exact: true }).click();
      await expect(editor(page).locator('[data-embed="youtube"]')).toBeVisible();

      await page.getByRole('button', { name: enEditor.toolbar.table, exact: true }).click();
      await expect(editor(page).locator('table th')).toHaveCount(3);
      await page.keyboard.type('Step');
      await page
        .getByRole('toolbar', { name: enEditor.table.label })
        .getByRole('button', { name: enEditor.table.addRowAfter })
        .click();
      await expect(editor(page).locator('table tr')).toHaveCount(4);
      // With the table's tools open too, the toolbars scroll within the editor on a phone: the page never widens.
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
        .toBe(0);
      // No inline style anywhere in the editor: the CSP refuses style attributes.
      expect(await editor(page).locator('[style]').count()).toBe(0);

      const bold = page.getByRole('button', { name: enEditor.toolbar.bold, exact: true });
      await expect(bold).toHaveAttribute('aria-pressed', 'false');

      const tags = page.getByRole('combobox', { name: enEditor.form.tags });
      await tags.fill('checkout');
      await tags.press('Enter');
      await tags.fill('funnel analysis,');
      await expect(page.getByRole('button', { name: 'Remove tag checkout' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Remove tag funnel analysis' })).toBeVisible();
      await page.getByRole('radio', { name: enEditor.form.public }).check();
      await expect(page.locator('#post-content-counter')).toContainText('/ 60,000');
      await checkA11y();

      await submitButton(page, enEditor.form.publish).click();
      await expect(page).toHaveURL(/\/en\/post\/\d+$/);
      await expect(toast(page, enEditor.toast.published)).toBeVisible();
      // The new post opens: its address alone once changed while the form stayed on screen.
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const id = Number(new URL(page.url()).pathname.split('/').pop());
      const post = await getPost(page.request, id);
      expect(post.title).toBe(title);
      expect(post.tags).toEqual(['checkout', 'funnel analysis']);
      expect(post.content).toMatch(
        /<figure data-align="right"><img src="\/uploads\/[^"]+" alt="" width="64" height="48"><figcaption>Sessions by step<\/figcaption><\/figure>/,
      );
      expect(post.content).toContain('<table><tbody><tr><th><p>Step</p></th>');
      expect(post.content).toContain(
        '<div data-embed="youtube"><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"',
      );
      // The draft went with the saved post.
      expect(await draftValue(page)).toBe('');
    },
  );

  test('typing right after an inserted image writes a new paragraph; the caption is reached on purpose (issue 35 item 7)', async ({
    page,
  }) => {
    await signedInMember(page, 'caption');
    await openForm(page, '/en/post/forum/writing', enEditor.form.publish);
    await editor(page).click();
    await page.keyboard.type('Before the image.');
    await pickImage(page, { name: 'chart.png', mimeType: 'image/png', buffer: await pngOf(64, 48) });
    await expect(editor(page).locator('figure img')).toHaveAttribute('src', /^\/uploads\//);
    await expect(page.getByRole('progressbar')).toHaveCount(0);

    // The member goes on typing: the words land below the image, the caption stays empty.
    await page.keyboard.type('After the image.');
    await expect(editor(page).locator('figcaption')).toHaveText('');
    await expect(editor(page).locator('figure + p')).toHaveText('After the image.');

    // Up from the paragraph below reaches the caption, on purpose.
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.type('Sessions by step');
    await expect(editor(page).locator('figcaption')).toHaveText('Sessions by step');
    await expect(editor(page).locator('figure + p')).toHaveText('After the image.');
  });

  test('pasted and dropped images are uploaded, and a pasted video address becomes a player', async ({ page }) => {
    await signedInMember(page, 'paste');
    await openForm(page, '/en/post/forum/writing', enEditor.form.publish);
    await editor(page).click();
    const dataUrl = `data:image/png;base64,${(await pngOf(20, 10)).toString('base64')}`;
    const base64Uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/post/file/uploadBase64')) base64Uploads.push(request.url());
    });
    await page.evaluate((html) => {
      const data = new DataTransfer();
      data.setData('text/html', html);
      document
        .querySelector('#post-content')!
        .dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, `<p>Pasted text</p><img src="${dataUrl}" alt="pasted chart">`);
    await expect(editor(page)).toContainText('Pasted text');
    const pasted = editor(page).locator('figure img').first();
    await expect(pasted).toHaveAttribute('src', /^\/uploads\//);
    await expect(pasted).toHaveAttribute('alt', 'pasted chart');
    expect(base64Uploads).toHaveLength(1);

    const png = (await pngOf(30, 30)).toString('base64');
    await page.evaluate((base64) => {
      const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], 'dropped.png', { type: 'image/png' }));
      const target = document.querySelector('#post-content')!;
      const box = target.getBoundingClientRect();
      target.dispatchEvent(
        new DragEvent('drop', {
          dataTransfer: data,
          clientX: box.left + 10,
          clientY: box.top + 10,
          bubbles: true,
          cancelable: true,
        }),
      );
    }, png);
    await expect(editor(page).locator('figure img[width="30"]')).toHaveAttribute('src', /^\/uploads\//);

    await page.keyboard.press('ControlOrMeta+End');
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text/plain', 'https://vimeo.com/76979871');
      document
        .querySelector('#post-content')!
        .dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect(editor(page).locator('[data-embed="vimeo"]')).toContainText('https://player.vimeo.com/video/76979871');
  });

  test('the draft survives a reload and can be discarded', async ({ page }) => {
    await signedInMember(page, 'draft');
    await openForm(page, '/en/post/casestudy/writing', enEditor.form.publish);
    const title = uniqueTitle('Half-written');
    await page.getByRole('textbox', { name: enEditor.form.title }).fill(title);
    await editor(page).click();
    await page.keyboard.type('A paragraph worth keeping.');
    await page.getByRole('radio', { name: enEditor.form.private }).check();
    await expect.poll(() => draftValue(page)).toContain('A paragraph worth keeping.');

    await page.reload();
    await expect(toast(page, enEditor.draft.restoredToast)).toBeVisible();
    await expect(page.getByRole('textbox', { name: enEditor.form.title })).toHaveValue(title);
    await expect(editor(page)).toContainText('A paragraph worth keeping.');
    await expect(page.getByRole('radio', { name: enEditor.form.private })).toBeChecked();

    // Another grouping keeps a draft of its own.
    await openForm(page, '/en/post/forum/writing', enEditor.form.publish);
    await expect(page.getByRole('textbox', { name: enEditor.form.title })).toHaveValue('');

    await openForm(page, '/en/post/casestudy/writing', enEditor.form.publish);
    await expect(page.getByRole('textbox', { name: enEditor.form.title })).toHaveValue(title);
    await page.getByRole('button', { name: enEditor.draft.discard }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: enEditor.draft.discard }).click();
    await expect(page.getByRole('textbox', { name: enEditor.form.title })).toHaveValue('');
    await expect(editor(page)).not.toContainText('A paragraph worth keeping.');
    await expect.poll(() => draftValue(page)).toBe('');
  });

  test('an image over 1 MB is refused before anything is sent', async ({ page }) => {
    await signedInMember(page, 'bigimage');
    await openForm(page, '/en/post/forum/writing', enEditor.form.publish);
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/post/file/upload')) uploads.push(request.url());
    });
    const big = Buffer.concat([await pngOf(8, 8), Buffer.alloc(1_048_577)]);
    await pickImage(page, { name: 'huge.png', mimeType: 'image/png', buffer: big });
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText(enErrors.FILE_SIZE_EXCEEDED);
    await alert.getByRole('button').click();
    await expect(alert).toHaveCount(0);
    expect(uploads).toEqual([]);
    await expect(editor(page).locator('figure')).toHaveCount(0);
  });

  test('the form names each mistake at its field and clears it once fixed', async ({ page, checkA11y }) => {
    await signedInMember(page, 'errors', 'ko');
    await openForm(page, '/ko/post/forum/writing', koEditor.form.publish);
    await submitButton(page, koEditor.form.publish).click();
    for (const message of [koErrors.categoryPlz, koErrors.titlePlz, koErrors.contentPlz, koErrors.visibilityPlz]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    // The focus goes to the first field with a mistake.
    await expect(page.getByLabel(koEditor.form.categoryLevel1, { exact: true })).toBeFocused();
    await checkA11y();

    const title = page.getByRole('textbox', { name: koEditor.form.title });
    await title.fill('가'.repeat(101));
    await expect(page.getByText(koErrors.titleMaxLength, { exact: true })).toBeVisible();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#post-title-counter')).toContainText('101 / 100');
    await title.press('Backspace');
    await expect(page.getByText(koErrors.titleMaxLength, { exact: true })).toHaveCount(0);
    await expect(page.getByText(koErrors.titlePlz, { exact: true })).toHaveCount(0);

    await editor(page).click();
    await page.keyboard.type('본문');
    await expect(page.getByText(koErrors.contentPlz, { exact: true })).toHaveCount(0);
    await chooseLeafCategory(page, koEditor.form);
    await expect(page.getByText(koErrors.categoryPlz, { exact: true })).toHaveCount(0);

    // The eleventh tag is refused with its message.
    const tags = page.getByRole('combobox', { name: koEditor.form.tags });
    await tags.fill('a1,a2,a3,a4,a5,a6,a7,a8,a9,a10,a11');
    await expect(page.getByText(koErrors.tagsMaxCount, { exact: true })).toBeVisible();
    await expect(tags).toHaveValue('a11');
    await expect(page.getByRole('button', { name: /태그 삭제$/ })).toHaveCount(10);
  });

  test('past the posting limit (P17) the form shows the break popup and keeps what was written', async ({
    page,
    baseURL,
  }) => {
    const writer = await newWriter(baseURL!, 'busy');
    for (let count = 0; count < 10; count += 1) await addPost(writer, { title: uniqueTitle('Busy') });
    await signInPage(page, writer.member);
    await openForm(page, '/ko/post/forum/writing', koEditor.form.publish);
    const title = uniqueTitle('One too many');
    await fillPublicPost(page, koEditor.form, title, 'Eleventh in five minutes.');
    await submitButton(page, koEditor.form.publish).click();
    const popup = page.getByRole('alertdialog', { name: koPost.abuse.title });
    await expect(popup).toContainText(koErrors.POST_REPLY_ABUSING);
    await popup.getByRole('button').click();
    await expect(page.getByRole('textbox', { name: koEditor.form.title })).toHaveValue(title);
    await expect(submitButton(page, koEditor.form.publish)).toBeEnabled();
  });

  test('posts that look like the forum title being written appear under it (issue 30)', async ({
    page,
    baseURL,
    checkA11y,
  }) => {
    const writer = await newWriter(baseURL!, 'similar');
    const word = `퍼널${Date.now().toString(36)}`;
    const existing = await addPost(writer, { title: `${word} 전환율이 갑자기 떨어졌어요` });
    await signedInMember(page, 'similar-asker', 'ko');
    await openForm(page, '/ko/post/forum/writing', koEditor.form.publish);
    await page.getByRole('textbox', { name: koEditor.form.title }).fill(`${word} 전환율 하락 원인`);
    const similar = page.getByRole('region', { name: koEditor.similar.heading });
    await expect(similar.getByRole('link', { name: new RegExp(`${word} 전환율이`) })).toHaveAttribute(
      'href',
      `/ko/post/${existing}`,
    );
    await checkA11y();
  });

  test('a careers post needs the company name', async ({ page }) => {
    await signedInMember(page, 'careers');
    await openForm(page, '/en/post/careers/writing', enEditor.form.publish);
    const title = uniqueTitle('Analyst wanted');
    await fillPublicPost(page, enEditor.form, title, 'Join our analytics team.');
    await submitButton(page, enEditor.form.publish).click();
    const company = page.getByLabel(enEditor.form.companyName);
    await expect(page.getByText(enErrors.companyNamePlz, { exact: true })).toBeVisible();
    await expect(company).toBeFocused();
    // The input stops at 20 characters.
    await company.fill('Acme Analytics Incorporated');
    await expect(company).toHaveValue('Acme Analytics Incor');
    await expect(page.getByText(enErrors.companyNamePlz, { exact: true })).toHaveCount(0);
    await submitButton(page, enEditor.form.publish).click();
    await expect(page).toHaveURL(/\/en\/post\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    expect((await getPost(page.request, id)).companyName).toBe('Acme Analytics Incor');
  });

  test('a member may not write What’s new; an administrator can, with admin-only content', async ({ page }) => {
    expectHttpErrors();
    await signedInMember(page, 'notadmin');
    await page.goto('/en/whatsnew/writing');
    await expect(page.getByRole('heading', { level: 1, name: enEditor.refusal.adminOnly.title })).toBeVisible();
    await expect(page).toHaveTitle(`${enEditor.refusal.adminOnly.title} | Hearth`);
    await expect(page.locator('#post-content')).toHaveCount(0);
    // Any other writing address is not a page.
    const unknown = await page.goto('/en/post/solomon/writing');
    expect(unknown?.status()).toBe(404);

    await call(page.request, '/api/user/signout', {});
    await call(page.request, '/api/user/signin', { userId: 'admin@hearth.test', password: 'e2e-admin-password' });
    await openForm(page, '/en/whatsnew/writing', enEditor.form.publish);
    await expect(page.getByRole('heading', { level: 1, name: enEditor.page.newTitle.whatsnew })).toBeVisible();
    const title = uniqueTitle('Release notes');
    await chooseLeafCategory(page, enEditor.form);
    await page.getByRole('textbox', { name: enEditor.form.title }).fill(title);
    await editor(page).click();
    await page.keyboard.type('Heatmaps now load twice as fast.');
    await page.locator('#post-admin-content').click();
    await page.keyboard.type('Announced on the blog too.');
    await page.getByRole('radio', { name: enEditor.form.public }).check();
    await submitButton(page, enEditor.form.publish).click();
    await expect(page).toHaveURL(/\/en\/post\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const post = await getPost(page.request, id);
    expect(post.type).toBe('whatsnew');
    expect(post.adminContent).toBe('<p>Announced on the blog too.</p>');
  });

  test('the author edits a post; another member may not', async ({ page, browser, baseURL }) => {
    expectHttpErrors();
    await signedInMember(page, 'editor');
    const { rows } = await call<{ rows: { id: number; children: { id: number; children: unknown[] }[] }[] }>(
      page.request,
      '/api/category/list',
      { type: 'forum' },
    );
    let leaf = rows[0] as { id: number; children: unknown[] } | undefined;
    while (leaf && leaf.children.length > 0) leaf = leaf.children[0] as { id: number; children: unknown[] };
    const title = uniqueTitle('First version');
    const keyword = `kw${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const { id } = await call<{ id: number }>(page.request, '/api/post/add', {
      lang: 'en',
      type: 'forum',
      postLang: 'en',
      categoryId: leaf!.id,
      title,
      content: '<p>The first body.</p>',
      tags: ['ga4', keyword],
      visibility: 'public',
    });

    await openForm(page, `/en/post/forum/edit?id=${id}`, enEditor.form.save);
    await expect(page.getByRole('heading', { level: 1, name: enEditor.page.editTitle })).toBeVisible();
    await expect(page.getByRole('textbox', { name: enEditor.form.title })).toHaveValue(title);
    await expect(editor(page)).toContainText('The first body.');
    await expect(page.getByRole('button', { name: 'Remove tag ga4' })).toBeVisible();
    await expect(page.getByRole('radio', { name: enEditor.form.public })).toBeChecked();
    // An untouched post is not a draft.
    expect(await draftValue(page)).toBe('');

    // Existing tags are suggested as the member types; the keyboard picks one.
    await page.getByRole('button', { name: `Remove tag ${keyword}` }).click();
    const tags = page.getByRole('combobox', { name: enEditor.form.tags });
    await tags.pressSequentially(keyword.slice(0, 8));
    const suggestion = page.getByRole('option', { name: `#${keyword}` });
    await expect(suggestion).toBeVisible();
    await expect(tags).toHaveAttribute('aria-expanded', 'true');
    await tags.press('ArrowDown');
    await expect(suggestion).toHaveAttribute('aria-selected', 'true');
    await tags.press('Enter');
    await expect(page.getByRole('button', { name: `Remove tag ${keyword}` })).toBeVisible();
    await expect(tags).toHaveValue('');

    await page.getByRole('textbox', { name: enEditor.form.title }).fill(`${title} (edited)`);
    await editor(page).click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type(' And a second sentence.');
    await submitButton(page, enEditor.form.save).click();
    await expect(page).toHaveURL(new RegExp(`/en/post/${id}$`));
    await expect(toast(page, enEditor.toast.updated)).toBeVisible();
    const post = await getPost(page.request, id);
    expect(post.title).toBe(`${title} (edited)`);
    expect(post.content).toBe('<p>The first body. And a second sentence.</p>');

    // The wrong grouping in the address leads to the right one.
    await page.goto(`/en/post/careers/edit?id=${id}`);
    await expect(page).toHaveURL(new RegExp(`/en/post/forum/edit\\?id=${id}$`));

    const stranger = await browser.newPage({ baseURL });
    await signedInMember(stranger, 'stranger');
    const refused = await stranger.goto(`/en/post/forum/edit?id=${id}`);
    expect(refused?.status()).toBe(403);
    await expect(stranger.getByRole('heading', { level: 1, name: enEditor.refusal.notAuthor.title })).toBeVisible();
    await expect(stranger).toHaveTitle(`${enEditor.refusal.notAuthor.title} | Hearth`);
    await stranger.close();
  });
});
