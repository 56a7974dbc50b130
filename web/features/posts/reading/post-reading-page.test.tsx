// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../../common/contracts/accounts/shared.ts';
import type { PostDetail } from '../../../../common/contracts/posts/posts.ts';
import type { ReplyDto } from '../../../../common/contracts/posts/replies.ts';
import { i18nFor } from '../../../lib/i18n.ts';
import { siteFrame } from '../../../test/site-frame.tsx';
import { PostReadingPage } from './post-reading-page.tsx';

const t = i18nFor('en').getFixedT('en', 'post');

const author: PostDetail['author'] = {
  id: 3,
  nickName: 'baker',
  admin: false,
  deprecated: false,
  jobKey: 'JOB_ANALYST',
  mbtiId: null,
  characterKey: 'loaf',
  level: 4,
  temperature: 36.5,
  profileImagePath: null,
  profileBaseImageIndex: null,
  badge: null,
};

const can = {
  edit: false,
  delete: false,
  report: true,
  like: true,
  bookmark: true,
  follow: true,
  reply: true,
  markReference: false,
};

function makePost(fields: Partial<PostDetail> = {}): PostDetail {
  return {
    id: 12,
    type: 'forum',
    lang: 'en',
    title: 'Measuring funnels',
    excerpt: 'How we measure',
    companyName: null,
    thumbnailUrl: null,
    author,
    categories: [{ id: 1, key: 'analytics', depth: 1, name: 'Analytics' }],
    tags: ['funnel'],
    replyCount: 0,
    likeCount: 2,
    bookmarkCount: 1,
    viewCount: 30,
    visibility: 'public',
    hidden: false,
    createdAt: '2026-01-02T03:04:00.000Z',
    updatedAt: '2026-01-02T03:04:00.000Z',
    content: '<h2>Steps</h2><p>Body text</p>',
    adminContent: null,
    followCount: 0,
    guideId: null,
    solomonReference: false,
    viewer: { liked: false, bookmarked: false, followed: false, reported: false },
    can,
    replies: [],
    ...fields,
  };
}

function makeReply(fields: Partial<ReplyDto> & { id: number }): ReplyDto {
  return {
    postId: 12,
    parentId: null,
    threadParentId: null,
    depth: 1,
    mention: null,
    author,
    state: 'visible',
    content: `<p>reply ${fields.id}</p>`,
    contentText: `reply ${fields.id}`,
    hasImage: false,
    likeCount: 0,
    edited: false,
    createdAt: '2026-01-02T03:04:00.000Z',
    updatedAt: '2026-01-02T03:04:00.000Z',
    viewer: { liked: false, reported: false },
    can: { edit: false, delete: false, reply: true, like: true, report: true },
    ...fields,
  };
}

const member = {
  id: 9,
  userId: 'reader@example.com',
  signupFromCodeId: null,
  signupFrom: 'default',
  nickName: 'reader',
  showAlarmDate: null,
  admin: false,
  lang: 'en',
  mbtiId: null,
  characterKey: 'dough',
  level: 1,
  temperature: 0,
} as SessionUser;

function renderPage(
  post: PostDetail,
  viewer: SessionUser | null = member,
  action?: (args: { request: Request }) => unknown,
  guide: { id: number; title: string } | null = null,
) {
  const Stub = createRoutesStub([
    siteFrame(viewer, [
      {
        path: 'post/:id',
        action,
        Component: () => (
          <PostReadingPage post={post} lang="en" authorJob="Data analyst" guide={guide} reportReasons={[]} />
        ),
      },
    ]),
  ]);
  render(
    <I18nextProvider i18n={i18nFor('en')}>
      <Stub initialEntries={[`/en/post/${post.id}`]} />
    </I18nextProvider>,
  );
}

afterEach(cleanup);

describe('PostReadingPage', () => {
  it('shows the head of the post: grouping, category, title, author card, date, counts and tags', async () => {
    renderPage(makePost());
    expect(await screen.findByRole('heading', { level: 1, name: 'Measuring funnels' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forum' }).getAttribute('href')).toBe('/en/forum/list');
    expect(screen.getByText('Analytics')).toBeTruthy();
    const card = screen.getByTestId('post-author-name').closest('[data-testid="member-chip"]')!;
    expect(card.textContent).toContain('Data analyst');
    expect(card.textContent).toContain('Lv.4');
    expect(card.textContent).toContain('36.5°C');
    expect(screen.getByText('2026.01.02 12:04')).toBeTruthy();
    expect(screen.getByTestId('post-count-views').textContent).toBe('30');
    expect(screen.getByRole('link', { name: '#funnel' }).getAttribute('href')).toBe(
      '/en/search?result=%23funnel&option=keyword',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Steps' })).toBeTruthy();
  });

  it('offers only the actions the can flags allow', async () => {
    renderPage(makePost({ can: { ...can, like: false, follow: false, report: false, edit: true, delete: true } }));
    const article = await screen.findByRole('article');
    expect(within(article).queryByRole('button', { name: /^Like \d/ })).toBeNull();
    expect(within(article).queryByRole('button', { name: t('actions.report') })).toBeNull();
    expect(within(article).getByRole('button', { name: /^Bookmark 1$/ })).toBeTruthy();
    expect(
      within(article)
        .getByRole('link', { name: t('actions.edit') })
        .getAttribute('href'),
    ).toBe('/en/post/forum/edit?id=12');
    expect(within(article).getByRole('button', { name: t('actions.delete') })).toBeTruthy();
  });

  it('turns "Follow post" into "Following" when the member follows, and back (issue 35 item 13)', async () => {
    const user = userEvent.setup();
    let following = false;
    renderPage(makePost(), member, () => {
      following = !following;
      return { intent: 'follow', ok: true, active: following, count: following ? 1 : 0 };
    });
    const article = await screen.findByRole('article');
    const button = within(article).getByRole('button', { name: t('actions.follow') });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await user.click(button);
    const pressed = await within(article).findByRole('button', { name: t('actions.following') });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    expect(within(article).queryByRole('button', { name: t('actions.follow') })).toBeNull();
    await user.click(pressed);
    expect(await within(article).findByRole('button', { name: t('actions.follow') })).toBeTruthy();
    cleanup();
    renderPage(makePost({ viewer: { liked: false, bookmarked: false, followed: true, reported: false } }));
    expect(await screen.findByRole('button', { name: t('actions.following') })).toBeTruthy();
  });

  it('shows the linked guide and the Solomon reference badge (issue 31)', async () => {
    renderPage(makePost({ guideId: 4, solomonReference: true }), member, undefined, {
      id: 4,
      title: 'Reading heatmaps',
    });
    const guide = await screen.findByTestId('post-linked-guide');
    expect(within(guide).getByRole('link', { name: 'Reading heatmaps' }).getAttribute('href')).toBe(
      '/en/documentation/post/4',
    );
    expect(screen.getByTestId('post-solomon-reference').textContent).toBe(t('header.solomonReference'));
    // Nobody but an administrator is offered the mark.
    expect(screen.queryByRole('button', { name: t('actions.unmarkReference') })).toBeNull();
  });

  it('lets an administrator mark a forum post as a Solomon reference', async () => {
    const user = userEvent.setup();
    const sent: Array<Record<string, FormDataEntryValue>> = [];
    renderPage(makePost({ can: { ...can, markReference: true } }), { ...member, admin: true }, async ({ request }) => {
      sent.push(Object.fromEntries(await request.formData()));
      return { intent: 'reference', ok: true, solomonReference: true };
    });
    const button = await screen.findByRole('button', { name: t('actions.markReference') });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await user.click(button);
    expect(await screen.findByText(t('actions.referenced'))).toBeTruthy();
    expect(sent).toEqual([{ intent: 'reference', solomonReference: 'true', via: 'fetcher' }]);
  });

  it('gives readers a placeholder for a post hidden by reports, and its author a notice above the content', async () => {
    renderPage(makePost({ hidden: true, content: null }));
    expect(await screen.findByText(t('content.hiddenPlaceholder'))).toBeTruthy();
    expect(screen.queryByText('Body text')).toBeNull();
    cleanup();
    renderPage(makePost({ hidden: true }));
    expect(await screen.findByText(t('content.hiddenNotice'))).toBeTruthy();
    expect(screen.getByText('Body text')).toBeTruthy();
  });

  it('labels the admin-only content when it is there', async () => {
    renderPage(makePost({ adminContent: '<p>Internal note</p>' }));
    const block = await screen.findByRole('complementary', { name: t('content.adminOnly') });
    expect(block.textContent).toContain('Internal note');
  });

  it('keeps deleted and hidden replies in place and prefixes third-level answers with @nickname', async () => {
    renderPage(
      makePost({
        replyCount: 3,
        replies: [
          makeReply({ id: 1, state: 'deleted', content: null, contentText: null }),
          makeReply({ id: 2, threadParentId: 1, parentId: 1, depth: 2, state: 'hidden', content: null }),
          makeReply({ id: 3, threadParentId: 2, parentId: 2, depth: 3 }),
          makeReply({ id: 4, threadParentId: 2, parentId: 3, depth: 3, mention: { id: 5, nickName: 'crumb' } }),
        ],
      }),
    );
    expect(await screen.findByText(t('replies.deleted'))).toBeTruthy();
    expect(screen.getByText(t('replies.hidden'))).toBeTruthy();
    expect(screen.getByTestId('reply-mention').textContent).toBe('@crumb');
    const levels = screen.getAllByTestId('reply').map((item) => item.dataset.level);
    expect(levels).toEqual(['1', '2', '3', '3']);
  });

  it('shows a withdrawn author with the default avatar and level 1, and the withdrawn notice on a click', async () => {
    const user = userEvent.setup();
    renderPage(makePost({ author: { ...author, deprecated: true, level: 5 } }));
    const name = await screen.findByTestId('post-author-name');
    expect(name.textContent).toBe(t('author.withdrawn'));
    const card = name.closest('[data-testid="member-chip"]')!;
    expect(card.textContent).toContain('Lv.1');
    expect(card.textContent).not.toContain('°C');
    await user.click(name);
    expect(await screen.findByRole('alertdialog', { name: t('author.withdrawnNotice') })).toBeTruthy();
  });

  it('offers a visitor the way to sign in instead of the composer', async () => {
    renderPage(makePost(), null);
    const prompt = await screen.findByRole('link', { name: t('composer.signInToReply') });
    expect(prompt.getAttribute('href')).toBe('/en/signin?redirectUrl=%2Fen%2Fpost%2F12');
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
