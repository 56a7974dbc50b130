import koKnowledge from '../common/i18n/locales/ko/knowledge.json' with { type: 'json' };
import koPost from '../common/i18n/locales/ko/post.json' with { type: 'json' };
import koSearch from '../common/i18n/locales/ko/search.json' with { type: 'json' };
import { expect, test } from './fixtures.ts';
import { ADMIN, adminRequest, knowledgeFixture } from './knowledge-helpers.ts';
import { call, leafCategory, newWriter } from './post-reading-helpers.ts';

/**
 * Issue 31's ways to an answer besides the menu: the site's search (its guides and answers
 * above the posts, and their own tabs) and a forum post's guide link; and an administrator's
 * Solomon reference mark, which puts the post on the answer's page. Each test writes its own
 * knowledge and posts, named with a word of its own.
 */
const unique = () =>
  Date.now().toString(36).replace(/[0-9]/g, '') + Math.random().toString(36).slice(2, 6).replace(/[0-9]/g, 'x');

test.describe('knowledge across the site', () => {
  test('the site search finds a guide and an answer before the posts, each area with its tab', async ({
    page,
    baseURL,
    checkA11y,
  }) => {
    const admin = await adminRequest(baseURL!);
    const data = await knowledgeFixture(admin, `설치${unique()}`);
    await admin.dispose();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/ko/search?result=${encodeURIComponent(data.word)}&option=all`);
    const preview = page.getByTestId('search-knowledge-preview');
    await expect(preview.getByRole('link', { name: data.guideTitle })).toBeVisible();
    await expect(preview.getByRole('link', { name: data.faqTitle })).toBeVisible();
    await checkA11y();

    await page.getByTestId('search-tab-solomon').click();
    await expect(page).toHaveURL(/area=solomon/);
    await expect(page.getByTestId('search-tab-solomon')).toHaveAttribute('aria-current', 'page');
    const results = page.getByRole('list', { name: koSearch.result.listLabel });
    await expect(results.getByTestId('knowledge-result')).toHaveCount(1);
    await results.getByRole('link', { name: data.faqTitle }).click();
    await expect(page).toHaveURL(new RegExp(`/ko/solomon/post/${data.faq}$`));
    await expect(page.getByRole('heading', { level: 1, name: data.faqTitle })).toBeVisible();
  });

  test('a forum question links its guide both ways; the administrator marks it as a Solomon reference', async ({
    page,
    baseURL,
    checkA11y,
  }) => {
    const admin = await adminRequest(baseURL!);
    const data = await knowledgeFixture(admin, `연결${unique()}`);
    await admin.dispose();
    const writer = await newWriter(baseURL!, 'guide-link');
    const title = `${data.word} 스크립트를 넣었는데 방문이 안 잡혀요`;
    const { id: postId } = await call<{ id: number }>(writer.request, '/api/post/add', {
      lang: 'ko',
      type: 'forum',
      postLang: 'ko',
      categoryId: await leafCategory(writer.request, 'forum'),
      title,
      content: '<p>head에 넣었는데 실시간 보고서가 비어 있어요.</p>',
      tags: [],
      companyName: null,
      visibility: 'public',
      guideId: data.guide,
    });
    await writer.request.dispose();

    // A reader: the post names its guide, the guide lists the post.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/ko/post/${postId}`);
    const linked = page.getByTestId('post-linked-guide');
    await expect(linked).toContainText(koPost.content.linkedGuide);
    await expect(page.getByTestId('post-solomon-reference')).toHaveCount(0);
    await linked.getByRole('link', { name: data.guideTitle }).click();
    await expect(page).toHaveURL(new RegExp(`/ko/documentation/post/${data.guide}$`));
    const forum = page.getByRole('region', { name: koKnowledge.article.forumPosts });
    await expect(forum.getByRole('link', { name: title })).toBeVisible();
    await checkA11y();

    // The administrator marks the question as a reference from its page.
    await call(page.request, '/api/user/signin', ADMIN);
    await page.goto(`/ko/post/${postId}`);
    await page.getByRole('button', { name: koPost.actions.markReference }).click();
    await expect(page.getByText(koPost.actions.referenced, { exact: true })).toBeVisible();
    await expect(page.getByTestId('post-solomon-reference')).toBeVisible();
    await expect(page.getByRole('button', { name: koPost.actions.unmarkReference })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await checkA11y();

    // The answer that links the same guide shows it among the community's references.
    await page.goto(`/ko/solomon/post/${data.faq}`);
    const references = page.getByRole('region', { name: koKnowledge.article.references });
    await expect(references.getByRole('link', { name: title })).toBeVisible();
  });
});
