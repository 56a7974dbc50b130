import koCommon from '../common/i18n/locales/ko/common.json' with { type: 'json' };
import jaSearch from '../common/i18n/locales/ja/search.json' with { type: 'json' };
import koSearch from '../common/i18n/locales/ko/search.json' with { type: 'json' };
import { expect, test } from './fixtures.ts';
import { addPost, call, leafCategory, newWriter } from './post-reading-helpers.ts';

/**
 * Search (issue 30) as a reader uses it: words inside Korean sentences and Japanese without
 * spaces found from the header's box, the phone's modal and a tag chip. Posts are written
 * through the API with a word of their own, so each test finds exactly its posts.
 */

const unique = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 6);
const searchIcon = (page: import('@playwright/test').Page) =>
  page.getByRole('link', { name: koCommon.nav.search }).first();
/** Until hydration the icons are plain links to the search page (search-opener.tsx). */
const searchReady = (page: import('@playwright/test').Page) =>
  expect(page.locator('html[data-search-ready]')).toHaveCount(1);

test.describe('search', () => {
  test('from the header: suggestions by keyboard, then the results page with the words marked', async ({
    page,
    baseURL,
    checkA11y,
  }) => {
    const word = `퍼널${unique()}`;
    const writer = await newWriter(baseURL!, 'search-header');
    const id = await addPost(writer, {
      title: `${word} 데이터를 분석하는 방법`,
      content: `<p>${word} 단계마다 전환율을 봅니다.</p>`,
    });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/ko/forum/list');
    await searchReady(page);
    await searchIcon(page).click();
    const box = page.getByRole('combobox', { name: koSearch.box.label });
    await expect(box).toBeFocused();
    await box.fill(word);
    const option = page.getByRole('option', { name: new RegExp(`${word} 데이터를`) });
    await expect(option).toBeVisible();
    await checkA11y();
    // The first option is the post: Arrow down chooses it, Enter opens it.
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/ko/post/${id}$`));

    // A word inside a sentence, with its particle, from the results page.
    await page.goto(`/ko/search?result=${encodeURIComponent(`${word} 데이터`)}&option=all`);
    const results = page.getByRole('list', { name: koSearch.result.listLabel });
    await expect(results.getByRole('link', { name: new RegExp(`${word} 데이터를`) })).toBeVisible();
    await expect(results.locator('mark', { hasText: '데이터' }).first()).toBeVisible();
    await checkA11y();
  });

  test('on a phone the icon opens a modal with popular tags; Japanese is found without spaces', async ({
    page,
    baseURL,
  }) => {
    const word = `ヒートマップ${unique().replace(/[0-9]/g, '')}`;
    const writer = await newWriter(baseURL!, 'search-modal', 'ja');
    const { id } = await call<{ id: number }>(writer.request, '/api/post/add', {
      lang: 'ja',
      type: 'forum',
      postLang: 'ja',
      categoryId: await leafCategory(writer.request, 'forum'),
      title: `${word}の見方を教えてください`,
      content: '<p>スクロールの深さも知りたいです。</p>',
      tags: ['ヒートマップ'],
      visibility: 'public',
    });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/ja');
    await searchReady(page);
    await page.getByRole('link', { name: /検索/ }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(jaSearch.modal.popular)).toBeVisible();
    await expect(dialog.getByRole('link', { name: '#ヒートマップ' })).toBeVisible();
    await dialog.getByRole('combobox').fill('ヒートマップ');
    await dialog.getByRole('combobox').press('Enter');
    await expect(page).toHaveURL(/\/ja\/search\?result=/);
    const results = page.getByRole('list', { name: jaSearch.result.listLabel });
    await expect(results.getByRole('link', { name: new RegExp(`${word}の見方`) })).toHaveAttribute(
      'href',
      `/ja/post/${id}`,
    );
  });

  test('a tag chip on a post leads to the posts carrying the tag', async ({ page, baseURL, checkA11y }) => {
    const tag = `태그${unique()}`;
    const writer = await newWriter(baseURL!, 'search-tag');
    const first = await addPost(writer, { title: '코호트 표 읽기', tags: [tag] });
    const second = await addPost(writer, { title: '리텐션 곡선 그리기', tags: [tag] });
    await page.goto(`/ko/post/${first}`);
    await page
      .getByRole('link', { name: `#${tag}` })
      .first()
      .click();
    await expect(page).toHaveURL(/\/ko\/search\?result=%23/);
    const results = page.getByRole('list', { name: koSearch.result.listLabel });
    await expect(results.getByRole('link', { name: '리텐션 곡선 그리기' })).toHaveAttribute(
      'href',
      `/ko/post/${second}`,
    );
    await expect(results.getByRole('link', { name: '코호트 표 읽기' })).toBeVisible();
    await checkA11y();
  });

  test('a search that finds nothing says so', async ({ page }) => {
    await page.goto(`/ko/search?result=${encodeURIComponent(`없는단어${unique()}`)}&option=all`);
    await expect(page.getByRole('heading', { level: 2, name: /검색 결과가 없습니다/ })).toBeVisible();
  });
});
