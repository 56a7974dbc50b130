// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../common/contracts/accounts/shared.ts';
import type { MemberCard, MemberSummary } from '../../../common/contracts/members.ts';
import { i18nFor } from '../../lib/i18n.ts';
import { siteFrame } from '../../test/site-frame.tsx';
import { FollowButton } from './follow-button.tsx';
import { MemberAvatar } from './member-avatar.tsx';
import { MemberLink } from './member-link.tsx';

const t = i18nFor('en').getFixedT('en', 'member');

const crumb: MemberCard = {
  id: 7,
  nickName: 'crumb',
  admin: false,
  deprecated: false,
  jobKey: null,
  mbtiId: null,
  characterKey: 'muffin',
  level: 3,
  temperature: 36.5,
  profileImagePath: null,
  profileBaseImageIndex: null,
  badge: 'copper',
};

const summary: MemberSummary = {
  user: crumb,
  jobKey: null,
  introduce: 'Bakes <b>bread</b>',
  counts: { posts: 4, replies: 9, followers: 12, following: 2 },
  isFollowing: false,
  followId: null,
  can: { follow: true, edit: false },
};

const viewerMember = { id: 1, nickName: 'reader', admin: false } as SessionUser;

/** The screen width the popup asks about (SPEC §9: 785 px); the page's own media query answers it. */
function screenWidth(width: number) {
  window.matchMedia = (query: string) =>
    ({
      matches: query === '(min-width: 785px)' ? width >= 785 : false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
}

function renderPage(element: React.ReactNode, viewer: SessionUser | null = viewerMember) {
  const Stub = createRoutesStub([
    siteFrame(viewer, [
      { path: 'forum/list', Component: () => element },
      { path: 'user/profile/:id', Component: () => <p>the profile page</p> },
      { path: 'user/profile_summary/:id', loader: () => ({ summary }) },
      { path: 'signin', Component: () => <p>the sign-in page</p> },
    ]),
  ]);
  render(
    <I18nextProvider i18n={i18nFor('en')}>
      <Stub initialEntries={['/en/forum/list']} />
    </I18nextProvider>,
  );
}

function chip(member: MemberCard) {
  return (
    <MemberLink member={member} avatar={<MemberAvatar member={member} />}>
      {member.deprecated ? 'Withdrawn member' : member.nickName}
    </MemberLink>
  );
}

beforeEach(() => {
  document.cookie = 'USER_FOLLOW_ABUSING=; Max-Age=0; Path=/';
});
afterEach(cleanup);

describe('MemberLink (issue 14 item 2)', () => {
  it('is a link to the profile that opens the summary popup at 785 px and wider', async () => {
    screenWidth(785);
    const user = userEvent.setup();
    renderPage(chip(crumb));
    const link = await screen.findByRole('link', { name: 'crumb' });
    expect(link.getAttribute('href')).toBe('/en/user/profile/7');
    await user.click(link);
    const popup = await screen.findByRole('dialog', { name: t('profile.popup.title', { name: 'crumb' }) });
    // The bio is text: its markup is shown, never run.
    expect(await within(popup).findByText('Bakes <b>bread</b>')).toBeTruthy();
    expect(within(popup).getByTestId('popup-counts').textContent).toBe('4Posts9Replies12Followers2Following');
    expect(within(popup).getByText('Copper follower badge')).toBeTruthy();
    expect(within(popup).getByRole('button', { name: 'Follow crumb' })).toBeTruthy();
    expect(screen.queryByText('the profile page')).toBeNull();
  });

  it('under 785 px is a plain link to the profile page', async () => {
    screenWidth(784);
    const user = userEvent.setup();
    renderPage(chip(crumb));
    await user.click(await screen.findByRole('link', { name: 'crumb' }));
    expect(await screen.findByText('the profile page')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a withdrawn member’s notice instead, which closes by itself', async () => {
    screenWidth(1440);
    const user = userEvent.setup();
    renderPage(chip({ ...crumb, deprecated: true }));
    expect(screen.queryByRole('link')).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Withdrawn member' }));
    const notice = await screen.findByRole('alertdialog', { name: t('profile.popup.withdrawnNotice') });
    expect(notice).toBeTruthy();
    // SPEC §2.2: 2 seconds; waited on as a condition with a bound above it.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), { timeout: 4000 });
  });
});

describe('FollowButton', () => {
  const button = (viewerCanFollow: boolean) => (
    <FollowButton lang="en" member={crumb} following={false} followId={null} canFollow={viewerCanFollow} />
  );

  it('asks a visitor to sign in first, and brings them back', async () => {
    const user = userEvent.setup();
    renderPage(button(false), null);
    await user.click(await screen.findByRole('button', { name: 'Follow crumb' }));
    const confirm = await screen.findByRole('alertdialog', { name: i18nFor('en').t('errors:LOGIN_REQUIRED') });
    await user.click(within(confirm).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('the sign-in page')).toBeTruthy();
  });

  it('is offered to a visitor on an administrator, whom members may follow, and not on a withdrawn member', async () => {
    renderPage(
      <>
        <FollowButton
          lang="en"
          member={{ ...crumb, admin: true }}
          following={false}
          followId={null}
          canFollow={false}
        />
        <FollowButton
          lang="en"
          member={{ ...crumb, id: 9, nickName: 'gone', deprecated: true }}
          following={false}
          followId={null}
          canFollow={false}
        />
        <p>ready</p>
      </>,
      null,
    );
    expect(await screen.findByRole('button', { name: 'Follow crumb' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Follow gone' })).toBeNull();
  });

  it('refuses at once with the break popup while the P17 cookie lasts', async () => {
    document.cookie = 'USER_FOLLOW_ABUSING=1; Path=/';
    const user = userEvent.setup();
    renderPage(button(true));
    await user.click(await screen.findByRole('button', { name: 'Follow crumb' }));
    expect(
      await screen.findByRole('alertdialog', { name: i18nFor('en').getFixedT('en', 'post')('abuse.title') }),
    ).toBeTruthy();
  });

  it('posts its own intents, which the post page’s follow-post toggle (`follow`) does not share', async () => {
    renderPage(
      <>
        {button(true)}
        <FollowButton lang="en" member={{ ...crumb, id: 8, nickName: 'loaf' }} following followId={40} canFollow />
      </>,
    );
    const follow = (await screen.findByRole('button', { name: 'Follow crumb' })).closest('form')!;
    expect(new FormData(follow).get('intent')).toBe('followMember');
    const unfollow = screen.getByRole('button', { name: 'Unfollow loaf' }).closest('form')!;
    expect(new FormData(unfollow).get('intent')).toBe('unfollowMember');
    expect(new FormData(unfollow).get('followId')).toBe('40');
  });

  it('is not offered to a member who may not follow (their own profile, an administrator)', async () => {
    renderPage(
      <>
        {button(false)}
        <p>ready</p>
      </>,
    );
    expect(await screen.findByText('ready')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Follow crumb' })).toBeNull();
  });
});
