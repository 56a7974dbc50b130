import type { Page, Request } from '@playwright/test';
import enPost from '../common/i18n/locales/en/post.json' with { type: 'json' };
import jaPost from '../common/i18n/locales/ja/post.json' with { type: 'json' };
import koCommon from '../common/i18n/locales/ko/common.json' with { type: 'json' };
import koErrors from '../common/i18n/locales/ko/errors.json' with { type: 'json' };
import koPages from '../common/i18n/locales/ko/pages.json' with { type: 'json' };
import koPost from '../common/i18n/locales/ko/post.json' with { type: 'json' };
import { expect, expectHttpErrors, LAYOUT, test } from './fixtures.ts';
import { addPost, addReply, call, newWriter, signInPage, uniqueTitle } from './post-reading-helpers.ts';

/**
 * The post reading page (issue 4 items 3–6): the post, its replies, reactions, reports and
 * deletion, in Korean, on a desktop and a phone. Posts and replies are written through the API
 * by members made for each test; the reader acts in the browser.
 */

const isMobile = () => test.info().project.name === 'mobile';
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((result, [name, value]) => result.replaceAll(`{{${name}}}`, String(value)), text);

/** A toast's text, inside the toast region (radix also repeats it for screen readers elsewhere). */
const toast = (page: Page, text: string) => page.getByRole('region', { name: /\(F8\)/ }).getByText(text);

const article = (page: Page) => page.getByRole('article');
const likeButton = (page: Page) => article(page).getByRole('button', { name: /^좋아요 \d+$/ });
const bookmarkButton = (page: Page) => article(page).getByRole('button', { name: /^북마크 \d+$/ });
const followButton = (page: Page) => article(page).getByRole('button', { name: koPost.actions.follow });
/** The same button while the member follows the post (issue 35: "글 팔로우" becomes "팔로잉"). */
const followingButton = (page: Page) => article(page).getByRole('button', { name: koPost.actions.following });
/**
 * One reply's own box (its answers are nested outside it), by the text it shows; a composer
 * holding the same words does not count (its value is no text of the page).
 */
const replyBody = (page: Page, text: string) => page.getByTestId('reply-body').filter({ has: page.getByText(text) });

/** A 1×1 PNG, as a member's picture would arrive. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** Requests of the page's own actions (React Router's data requests to this route). */
const isPostAction = (request: Request) => request.method() === 'POST' && /\/post\/\d+\.data/.test(request.url());

test.describe('post reading', () => {
  test(
    'a visitor reads the post with its author, counts, tags and replies, and is asked to sign in to like',
    LAYOUT,
    async ({ page, baseURL, checkA11y }) => {
      const author = await newWriter(baseURL!, 'author');
      const title = uniqueTitle('Funnel study');
      const id = await addPost(author, {
        type: 'casestudy',
        title,
        content:
          '<h2>What we measured</h2><p>Sign-ups rose <strong>12%</strong>.</p><ul><li>one</li><li>two</li></ul>' +
          '<blockquote><p>Measure first.</p></blockquote><table><tbody><tr><th>Step</th><th>Rate</th></tr><tr><td>Cart</td><td>40%</td></tr></tbody></table>',
        tags: ['funnel'],
      });
      await addReply(author, id, '<p>A note from the author.</p>');

      const response = await page.goto(`/ko/post/${id}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(
        page.locator('#post-content').getByRole('heading', { level: 2, name: 'What we measured' }),
      ).toBeVisible();
      await expect(page.locator('#post-content').getByRole('table')).toBeVisible();
      await expect(page.getByTestId('post-author-name')).toHaveText(author.member.nickName);
      await expect(article(page).getByRole('link', { name: koCommon.nav.casestudy })).toHaveAttribute(
        'href',
        '/ko/casestudy/list',
      );
      await expect(page.getByRole('link', { name: '#funnel' })).toHaveAttribute(
        'href',
        /\/ko\/search\?result=%23funnel/,
      );
      await expect(page.getByTestId('post-count-replies')).toHaveText('1');
      await expect(page.getByText('A note from the author.')).toBeVisible();
      await expect(page.locator('time').first()).toHaveText(/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/);

      // Link previews and search engines (meta of the page).
      const origin = new URL(baseURL!).origin;
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${origin}/ko/post/${id}`);
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'ko_KR');
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /Sign-ups rose/);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', /summary/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/ko/post/${id}`);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
        'href',
        `${origin}/en/post/${id}`,
      );
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
        'href',
        `${origin}/post/${id}`,
      );
      // Search engines' structured data (issue 30 item 8): a data block, which the page's CSP
      // lets be (the fixture fails the test on any console error), read as the crawler reads it.
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
      expect(jsonLd).toMatchObject({
        '@type': 'DiscussionForumPosting',
        headline: title,
        url: `${origin}/ko/post/${id}`,
        author: { '@type': 'Person', name: author.member.nickName },
      });

      if (isMobile()) {
        // SPEC §2.3: on a phone the header's subtitle is the post's grouping.
        await expect(page.getByRole('banner').locator('p').filter({ hasText: koCommon.nav.casestudy })).toBeVisible();
      }
      await checkA11y();

      // SPEC §6: a visitor is offered the like, and asked to sign in with a way back.
      await likeButton(page).click();
      const confirm = page.getByRole('alertdialog', { name: koErrors.LOGIN_REQUIRED });
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: '로그인하기' }).click();
      await expect(page).toHaveURL(new RegExp(`/ko/signin\\?redirectUrl=%2Fko%2Fpost%2F${id}$`));
    },
  );

  test('the page speaks the language of its address, whatever the language of the post', async ({
    page,
    baseURL,
    checkA11y,
  }) => {
    const author = await newWriter(baseURL!, 'author');
    const title = uniqueTitle('Languages');
    const id = await addPost(author, { title });
    await addReply(author, id, '<p>One reply.</p>');
    for (const [lang, text] of [
      ['en', enPost],
      ['ja', jaPost],
    ] as const) {
      await page.goto(`/${lang}/post/${id}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${text.replies.title}`) })).toBeVisible();
      await expect(article(page).getByRole('button', { name: `${text.actions.like} 0` })).toBeVisible();
      await expect(page.getByRole('link', { name: text.composer.signInToReply })).toBeVisible();
    }
    await checkA11y();
  });

  test('a member replies, answers down to the third level with a mention, edits and deletes', async ({
    page,
    baseURL,
    checkA11y,
  }) => {
    test.setTimeout(90_000);
    const author = await newWriter(baseURL!, 'author');
    const reader = await newWriter(baseURL!, 'reader');
    const id = await addPost(author, { title: uniqueTitle('Thread') });
    await signInPage(page, reader.member);
    await page.goto(`/ko/post/${id}`);
    const nick = reader.member.nickName;

    await page.getByRole('textbox', { name: koPost.composer.label }).fill('First line\nsee https://example.com/x');
    await page.getByRole('button', { name: koPost.composer.submit, exact: true }).click();
    await expect(toast(page, koPost.replies.added)).toBeVisible();
    await expect(page.getByRole('textbox', { name: koPost.composer.label })).toHaveValue('');
    // The first reply's box stays the first of the page while its text changes.
    const first = page.getByTestId('reply-body').first();
    await expect(first).toContainText('First line');
    await expect(first.getByRole('link', { name: 'https://example.com/x' })).toHaveAttribute(
      'href',
      'https://example.com/x',
    );
    await expect(page.getByTestId('post-count-replies')).toHaveText('1');
    // The keyboard continues from the new reply, not from the top of the page.
    await expect(page.getByTestId('reply').first()).toBeFocused();

    const answer = async (parent: string, text: string) => {
      const box = replyBody(page, parent);
      await box.getByRole('button', { name: koPost.replies.answer }).click();
      await box.getByRole('textbox', { name: fill(koPost.composer.answerLabel, { name: nick }) }).fill(text);
      await box.getByRole('button', { name: koPost.composer.submit, exact: true }).click();
      // The answer composer closes once the answer is saved; until then its own text would
      // match the new reply's too.
      await expect(box.getByRole('textbox')).toHaveCount(0);
      await expect(replyBody(page, text)).toBeVisible();
    };
    await answer('First line', 'Second level');
    await answer('Second level', 'Third level');
    await answer('Third level', 'Fourth answer');

    await expect(page.locator('[data-testid="reply"][data-level="2"]')).toHaveCount(1);
    // The answer to a third-level reply stays at the third level, with the answered member's name.
    await expect(page.locator('[data-testid="reply"][data-level="3"]')).toHaveCount(2);
    await expect(replyBody(page, 'Fourth answer').getByTestId('reply-mention')).toHaveText(`@${nick}`);
    await expect(replyBody(page, 'Third level').getByTestId('reply-mention')).toHaveCount(0);
    await checkA11y();

    // Editing starts from the reply's own text, line break and address included.
    await first.getByRole('button', { name: koPost.replies.edit }).click();
    const editor = first.getByRole('textbox', { name: koPost.composer.editLabel });
    await expect(editor).toHaveValue('First line\nsee https://example.com/x');
    await editor.fill('Edited first reply');
    await first.getByRole('button', { name: koPost.composer.save }).click();
    await expect(toast(page, koPost.replies.updated)).toBeVisible();
    await expect(replyBody(page, 'Edited first reply')).toContainText(`(${koPost.replies.edited})`);
    await expect(page.getByTestId('reply').first()).toBeFocused();

    // Deleting a reply deletes the answers to it (SPEC §4), the one kept beside it included: the dialog says so.
    await replyBody(page, 'Third level').getByRole('button', { name: koPost.replies.delete }).click();
    const warning = page.getByRole('alertdialog', { name: koPost.replies.deleteConfirm });
    await expect(warning).toContainText(fill(koPost.replies.deleteWithAnswers, { count: 1 }));
    await warning.getByRole('button', { name: koCommon.action.cancel }).click();
    await expect(warning).toBeHidden();

    // A deleted reply keeps its place as a placeholder.
    // Cancelled first: the focus goes back to the button that asked.
    const deleteButton = replyBody(page, 'Fourth answer').getByRole('button', { name: koPost.replies.delete });
    await deleteButton.click();
    const confirm = page.getByRole('alertdialog', { name: koPost.replies.deleteConfirm });
    await confirm.getByRole('button', { name: koCommon.action.cancel }).click();
    await expect(confirm).toBeHidden();
    await expect(deleteButton).toBeFocused();
    await deleteButton.click();
    // Nothing answers the last one: no warning.
    await expect(confirm).not.toContainText(koPost.replies.deleteWithAnswers.split('{{')[0]!);
    await confirm.getByRole('button', { name: koPost.replies.delete }).click();
    await expect(toast(page, koPost.replies.deletedToast)).toBeVisible();
    await expect(page.getByText(koPost.replies.deleted)).toBeVisible();
    await expect(page.getByText('Fourth answer')).toHaveCount(0);
    // The placeholder's own item: the items around it hold its text too.
    await expect(page.getByTestId('reply').filter({ hasText: koPost.replies.deleted }).last()).toBeFocused();
    await expect(page.getByTestId('post-count-replies')).toHaveText('3');

    // An empty reply is refused at the composer.
    await page.getByRole('button', { name: koPost.composer.submit, exact: true }).last().click();
    await expect(page.getByText(koErrors.replyPlz)).toBeVisible();
  });

  test('a reply with an image: uploaded with progress and a preview, shown in the thread, "(image)" in summaries', async ({
    page,
    baseURL,
  }) => {
    const author = await newWriter(baseURL!, 'author');
    const reader = await newWriter(baseURL!, 'reader');
    const id = await addPost(author, { title: uniqueTitle('Image reply') });
    await signInPage(page, reader.member);
    await page.goto(`/ko/post/${id}`);

    const attach = async () => {
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: koPost.composer.addImage }).click();
      await (await chooser).setFiles({ name: 'dot.png', mimeType: 'image/png', buffer: Buffer.from(PNG, 'base64') });
    };
    const preview = page.getByRole('img', { name: fill(koPost.composer.imageAlt, { index: 1 }) });
    // An image can be taken back before sending.
    await attach();
    await expect(preview).toHaveAttribute('src', /^\/uploads\//);
    await page.getByRole('button', { name: fill(koPost.composer.removeImage, { index: 1 }) }).click();
    await expect(preview).toHaveCount(0);

    await attach();
    await expect(preview).toHaveAttribute('src', /^\/uploads\//);
    await page.getByRole('button', { name: koPost.composer.submit, exact: true }).click();
    await expect(toast(page, koPost.replies.added)).toBeVisible();
    const reply = page.getByTestId('reply-body').first();
    await expect(reply.locator('img[src^="/uploads/"]')).toBeVisible();
    await expect(preview).toHaveCount(0);

    // Where a reply is summarized, an image-only reply reads "(image)".
    await reply.getByRole('button', { name: koPost.replies.delete }).click();
    const confirm = page.getByRole('alertdialog', { name: koPost.replies.deleteConfirm });
    await expect(confirm).toContainText(koPost.replies.imageOnly);
    await confirm.getByRole('button', { name: koCommon.action.cancel }).click();
    await expect(reply.locator('img[src^="/uploads/"]')).toBeVisible();
  });

  test('like, bookmark and follow change at once, settle from the server and stay after a reload', async ({
    page,
    baseURL,
    checkA11y,
  }) => {
    const author = await newWriter(baseURL!, 'author');
    const reader = await newWriter(baseURL!, 'reader');
    const id = await addPost(author, { title: uniqueTitle('Reactions') });
    await signInPage(page, reader.member);
    await page.goto(`/ko/post/${id}`);
    await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'false');

    // Optimistic: the count moves while the request is still held back.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => /\/post\/\d+\.data$/.test(url.pathname),
      async (route) => {
        if (route.request().method() === 'POST') await held;
        await route.continue();
      },
    );
    const answered = page.waitForResponse((response) => isPostAction(response.request()));
    await likeButton(page).click();
    await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(likeButton(page)).toHaveAccessibleName('좋아요 1');
    await expect(page.getByTestId('post-count-likes')).toHaveText('1');
    release();
    await answered;
    await page.unrouteAll();
    await expect(likeButton(page)).toHaveAccessibleName('좋아요 1');

    await bookmarkButton(page).click();
    await expect(toast(page, koPost.actions.bookmarked)).toBeVisible();
    await expect(page.getByTestId('post-count-bookmarks')).toHaveText('1');
    await followButton(page).click();
    await expect(toast(page, koPost.actions.followed)).toBeVisible();
    await expect(followingButton(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(followButton(page)).toHaveCount(0);

    await page.reload();
    await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(likeButton(page)).toHaveAccessibleName('좋아요 1');
    await expect(bookmarkButton(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(followingButton(page)).toHaveAttribute('aria-pressed', 'true');

    // Who liked it.
    await article(page).getByRole('button', { name: koPost.actions.likeList }).click();
    const likers = page.getByRole('dialog', { name: koPost.likeList.title });
    await expect(likers.getByTestId('like-list')).toContainText(reader.member.nickName);
    await expect(likers).toContainText(fill(koPost.likeList.count, { count: 1 }));
    await checkA11y();
    await page.keyboard.press('Escape');
    await expect(likers).toBeHidden();

    await likeButton(page).click();
    await expect(likeButton(page)).toHaveAccessibleName('좋아요 0');
    await page.reload();
    await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('post-count-likes')).toHaveText('0');
  });

  test('who liked a reply: its readers open the list from the reply, and a reply nobody liked says so', async ({
    page,
    baseURL,
    checkA11y,
  }) => {
    const [author, first, second] = await Promise.all([
      newWriter(baseURL!, 'author'),
      newWriter(baseURL!, 'liker'),
      newWriter(baseURL!, 'liker'),
    ]);
    const id = await addPost(author, { title: uniqueTitle('Reply likers') });
    const liked = await addReply(author, id, '<p>A reply two members liked.</p>');
    await addReply(author, id, '<p>A reply nobody liked.</p>');
    await call(first.request, '/api/post/reply/like', { replyId: liked.id, value: true });
    await call(second.request, '/api/post/reply/like', { replyId: liked.id, value: true });

    // A visitor may read who liked, as with the post.
    await page.goto(`/ko/post/${id}`);
    await replyBody(page, 'A reply two members liked.').getByRole('button', { name: koPost.replies.likeList }).click();
    const likers = page.getByRole('dialog', { name: koPost.likeList.replyTitle });
    await expect(likers).toContainText(fill(koPost.likeList.count, { count: 2 }));
    // Newest first.
    await expect(likers.getByTestId('like-list').getByRole('listitem')).toHaveText([
      new RegExp(second.member.nickName),
      new RegExp(first.member.nickName),
    ]);
    await expect(likers).not.toContainText(author.member.nickName);
    await checkA11y();
    await page.keyboard.press('Escape');
    await expect(likers).toBeHidden();
    // The focus goes back to the button that opened the list.
    await expect(
      replyBody(page, 'A reply two members liked.').getByRole('button', { name: koPost.replies.likeList }),
    ).toBeFocused();

    await replyBody(page, 'A reply nobody liked.').getByRole('button', { name: koPost.replies.likeList }).click();
    await expect(page.getByRole('dialog', { name: koPost.likeList.replyTitle })).toContainText(koPost.likeList.empty);
  });

  test(
    'a reply’s like button is set in the same type as “답글” and “신고” beside it (issue 35 item 10)',
    LAYOUT,
    async ({ page, baseURL }) => {
      const [author, reader] = await Promise.all([newWriter(baseURL!, 'author'), newWriter(baseURL!, 'reader')]);
      const id = await addPost(author, { title: uniqueTitle('Reply actions') });
      await addReply(author, id, '<p>A reply with its actions.</p>');
      await signInPage(page, reader.member);
      await page.goto(`/ko/post/${id}`);
      const reply = replyBody(page, 'A reply with its actions.');
      const buttons = {
        like: reply.getByRole('button', { name: /^좋아요 \d+$/ }),
        answer: reply.getByRole('button', { name: koPost.replies.answer }),
        report: reply.getByRole('button', { name: koPost.replies.report }),
      };
      const fontSize = (button: (typeof buttons)['like']) =>
        button.evaluate((element) => getComputedStyle(element).fontSize);
      const sizes = {
        like: await fontSize(buttons.like),
        answer: await fontSize(buttons.answer),
        report: await fontSize(buttons.report),
      };
      expect(sizes.like).toBe(sizes.answer);
      expect(sizes.report).toBe(sizes.answer);
      // And as tall a touch target as its neighbours (at least 36 px, web/components/ui/button-styles.ts).
      const like = (await buttons.like.boundingBox())!;
      const answer = (await buttons.answer.boundingBox())!;
      expect(like.height).toBeGreaterThanOrEqual(36);
      expect(Math.abs(like.height - answer.height)).toBeLessThanOrEqual(1);
    },
  );

  test('while the like limit cookie lasts the page refuses at once with the break popup', async ({ page, baseURL }) => {
    const author = await newWriter(baseURL!, 'author');
    const reader = await newWriter(baseURL!, 'reader');
    const id = await addPost(author, { title: uniqueTitle('Break') });
    await signInPage(page, reader.member);
    await page.context().addCookies([{ name: 'LIKE_ABUSING', value: '1', url: baseURL! }]);
    await page.goto(`/ko/post/${id}`);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (isPostAction(request)) sent.push(request.url());
    });

    await likeButton(page).click();
    const popup = page.getByRole('alertdialog', { name: koPost.abuse.title });
    await expect(popup).toContainText(koErrors.LIKE_ABUSING);
    await popup.getByRole('button', { name: koCommon.action.confirm }).click();
    await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'false');
    expect(sent).toEqual([]);
  });

  test('a report completes with the warning and shows as reported; a second one is refused as a duplicate', async ({
    page,
    baseURL,
    checkA11y,
  }) => {
    const author = await newWriter(baseURL!, 'author');
    const reader = await newWriter(baseURL!, 'reader');
    const id = await addPost(author, { title: uniqueTitle('Reported') });
    await signInPage(page, reader.member);
    // A second tab, opened before the report, still offers it.
    const otherTab = await page.context().newPage();
    await otherTab.goto(`/ko/post/${id}`);
    await page.goto(`/ko/post/${id}`);

    await article(page).getByRole('button', { name: koPost.actions.report }).click();
    const dialog = page.getByRole('dialog', { name: koPost.report.titlePost });
    await expect(dialog.getByRole('radio')).toHaveCount(4);
    // A reason is required.
    await dialog.getByRole('button', { name: koPost.report.submit }).click();
    await expect(dialog.getByText(koErrors.reportReasonPlz)).toBeVisible();
    await checkA11y();
    await dialog.getByRole('radio').first().check();
    await dialog.getByRole('button', { name: koPost.report.submit }).click();
    const done = page.getByRole('alertdialog', { name: koPost.report.doneTitle });
    await expect(done).toContainText(koPost.report.doneWarning);
    await done.getByRole('button', { name: koCommon.action.confirm }).click();
    // Reported once (P16): the state shows instead of the button, and stays after a reload.
    await expect(article(page).getByRole('button', { name: koPost.actions.report })).toHaveCount(0);
    await expect(article(page).getByTestId('reported')).toHaveText(koPost.actions.reported);
    await page.reload();
    await expect(article(page).getByTestId('reported')).toHaveText(koPost.actions.reported);

    await article(otherTab).getByRole('button', { name: koPost.actions.report }).click();
    await otherTab.getByRole('dialog', { name: koPost.report.titlePost }).getByRole('radio').nth(1).check();
    await otherTab.getByRole('button', { name: koPost.report.submit }).click();
    await expect(otherTab.getByRole('alertdialog', { name: koErrors.REPORT_DUPLICATE })).toBeVisible();
    await otherTab.getByRole('alertdialog').getByRole('button', { name: koCommon.action.confirm }).click();
    await expect(article(otherTab).getByTestId('reported')).toHaveText(koPost.actions.reported);
    await otherTab.close();
  });

  test('content hidden by reports: a placeholder for readers, a notice for its author', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const author = await newWriter(baseURL!, 'author');
    const hiddenTitle = uniqueTitle('Hidden');
    const hiddenPost = await addPost(author, { title: hiddenTitle });
    const openPost = await addPost(author, { title: uniqueTitle('Open') });
    const reply = await addReply(author, openPost, '<p>A reply that gets hidden.</p>');
    const reporters = await Promise.all([1, 2, 3].map((n) => newWriter(baseURL!, `reporter${n}`)));
    for (const reporter of reporters) {
      await call(reporter.request, '/api/report/add', { targetType: 'post', targetId: hiddenPost, reasonKey: 'spam' });
      await call(reporter.request, '/api/report/add', { targetType: 'reply', targetId: reply.id, reasonKey: 'hate' });
    }

    await page.goto(`/ko/post/${hiddenPost}`);
    await expect(page.getByText(koPost.content.hiddenPlaceholder)).toBeVisible();
    await expect(page.locator('#post-content')).toHaveCount(0);
    // Readers learn nothing the post said, its title included (P16).
    await expect(page.getByRole('heading', { level: 1, name: koPost.content.hiddenTitle })).toBeVisible();
    await expect(page.getByText(hiddenTitle)).toHaveCount(0);
    await page.goto(`/ko/post/${openPost}`);
    await expect(page.getByText(koPost.replies.hidden)).toBeVisible();
    await expect(page.getByText('A reply that gets hidden.')).toHaveCount(0);

    await signInPage(page, author.member);
    await page.reload();
    await expect(page.getByText(koPost.replies.hiddenNotice)).toBeVisible();
    await expect(page.getByText('A reply that gets hidden.')).toBeVisible();
    await page.goto(`/ko/post/${hiddenPost}`);
    await expect(page.getByRole('note').filter({ hasText: koPost.content.hiddenNotice })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: hiddenTitle })).toBeVisible();
    await expect(page.locator('#post-content')).toBeVisible();
  });

  test('the author deletes the post: back to the list, and its address is not found', async ({ page, baseURL }) => {
    expectHttpErrors();
    const author = await newWriter(baseURL!, 'author');
    const id = await addPost(author, { title: uniqueTitle('Deleted') });
    await signInPage(page, author.member);
    await page.goto(`/ko/post/${id}`);
    // The author is offered neither like nor report on their own post.
    await expect(likeButton(page)).toHaveCount(0);
    await expect(article(page).getByRole('button', { name: koPost.actions.report })).toHaveCount(0);
    await expect(article(page).getByRole('link', { name: koPost.actions.edit })).toHaveAttribute(
      'href',
      `/ko/post/forum/edit?id=${id}`,
    );

    await article(page).getByRole('button', { name: koPost.actions.delete }).click();
    const confirm = page.getByRole('alertdialog', { name: koPost.actions.deleteConfirm });
    await confirm.getByRole('button', { name: koPost.actions.delete }).click();
    await expect(toast(page, koPost.actions.deleted)).toBeVisible();
    await expect(page).toHaveURL(/\/ko\/forum\/list$/);

    const response = await page.goto(`/ko/post/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: koPages.notFound.title })).toBeVisible();
  });

  test('a private post is not found for another member, and readable by its author', async ({ page, baseURL }) => {
    expectHttpErrors();
    const author = await newWriter(baseURL!, 'author');
    const other = await newWriter(baseURL!, 'other');
    const title = uniqueTitle('Private');
    const id = await addPost(author, { title, visibility: 'private' });

    await signInPage(page, other.member);
    const refused = await page.goto(`/ko/post/${id}`);
    expect(refused?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: koPages.notFound.title })).toBeVisible();
    expect((await page.goto('/ko/post/not-a-number'))?.status()).toBe(404);

    await signInPage(page, author.member);
    await page.goto(`/ko/post/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(article(page).getByText(koPost.header.private)).toBeVisible();
  });

  test(
    'without JavaScript the page is readable, and a member can like and reply',
    LAYOUT,
    async ({ browser, baseURL }) => {
      const author = await newWriter(baseURL!, 'author');
      const reader = await newWriter(baseURL!, 'reader');
      const title = uniqueTitle('No script');
      const id = await addPost(author, { title, content: '<p>Readable without script.</p>' });
      await addReply(author, id, '<p>A reply in the first render.</p>');

      const context = await browser.newContext({
        javaScriptEnabled: false,
        baseURL,
        viewport: isMobile() ? { width: 375, height: 812 } : { width: 1440, height: 900 },
      });
      try {
        const page = await context.newPage();
        await page.goto(`/ko/post/${id}`);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.getByText('Readable without script.')).toBeVisible();
        await expect(page.getByText('A reply in the first render.')).toBeVisible();
        await expect(page.getByTestId('post-author-name')).toHaveText(author.member.nickName);

        await signInPage(page, reader.member);
        await page.reload();
        await likeButton(page).click();
        await expect(page).toHaveURL(new RegExp(`/ko/post/${id}$`));
        await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'true');
        await expect(page.getByTestId('post-count-likes')).toHaveText('1');

        await page.getByRole('textbox', { name: koPost.composer.label }).fill('Posted <b>without</b> script');
        await page.getByRole('button', { name: koPost.composer.submit, exact: true }).click();
        await expect(page.getByText('Posted <b>without</b> script')).toBeVisible();
        await expect(page.getByTestId('post-count-replies')).toHaveText('2');
      } finally {
        await context.close();
      }
    },
  );
});
