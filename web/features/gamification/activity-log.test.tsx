// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SCORE_KEYS, type ScoreHistoryRow } from '../../../common/contracts/gamification.ts';
import { i18nFor } from '../../lib/i18n.ts';
import { ActivityLog } from './activity-log.tsx';

afterEach(cleanup);

const POST = { id: 3, title: 'Charts <b>at</b> dawn' };
const MEMBER = { id: 9, nickName: 'crumb' };
const MEMBER_KEYS = new Set(['USER_FOLLOW', 'USER_FOLLOW_CANCEL']);

function row(key: ScoreHistoryRow['key'], over: Partial<ScoreHistoryRow> = {}): ScoreHistoryRow {
  return {
    id: SCORE_KEYS.indexOf(key) + 1,
    key,
    points: 0.5,
    capped: false,
    temperature: 52.5,
    at: '2026-11-27T03:04:00.000Z',
    post: MEMBER_KEYS.has(key) ? null : POST,
    member: MEMBER_KEYS.has(key) ? MEMBER : null,
    ...over,
  };
}

function renderLog(rows: ScoreHistoryRow[], lang: 'en' | 'ko' = 'en') {
  const Stub = createRoutesStub([
    {
      path: `/${lang}/myzone/activity`,
      Component: () => (
        <ActivityLog
          rows={rows}
          formatDate={(iso) => `when ${iso.slice(0, 10)}`}
          links={{ post: (id) => `/${lang}/post/${id}`, member: (id) => `/${lang}/user/profile/${id}` }}
        />
      ),
    },
  ]);
  render(
    <I18nextProvider i18n={i18nFor(lang)}>
      <Stub initialEntries={[`/${lang}/myzone/activity`]} />
    </I18nextProvider>,
  );
}

const sentences = () => screen.getAllByTestId('activity-sentence').map((sentence) => sentence.textContent);

describe('the activity log', () => {
  it('says every kind of row in words, naming its post or member', async () => {
    renderLog(SCORE_KEYS.map((key) => row(key)));
    await screen.findByTestId('activity-rows');
    expect(sentences()).toEqual([
      'Read Charts <b>at</b> dawn',
      'Set your personality type',
      'Wrote your bio',
      'Wrote Charts <b>at</b> dawn',
      'Replied on Charts <b>at</b> dawn',
      'Liked Charts <b>at</b> dawn or a reply on it',
      'Followed crumb',
      'Visited today',
      'Visited 5 days in a row',
      'Bookmarked Charts <b>at</b> dawn',
      'Your writing on Charts <b>at</b> dawn reached 5 likes',
      'Charts <b>at</b> dawn got 4 replies',
      'Charts <b>at</b> dawn was bookmarked 5 times',
      '10 members follow you',
      '50 members follow you',
      '100 members follow you',
      'Deleted Charts <b>at</b> dawn',
      'Deleted a reply on Charts <b>at</b> dawn',
      'Took back a like on Charts <b>at</b> dawn',
      'Unfollowed crumb',
      'Removed the bookmark of Charts <b>at</b> dawn',
      'Your writing on Charts <b>at</b> dawn was hidden after reports',
    ]);
  });

  it('links the post and the member; a post that cannot be seen is "a post", without a link', async () => {
    renderLog([row('POST_READ'), row('USER_FOLLOW'), row('POST_DELETE', { post: { id: 4, title: null }, points: -3 })]);
    const rows = await screen.findAllByTestId('activity-row');
    // The title is text: nothing in it is read as markup.
    expect(within(rows[0]!).getByRole('link', { name: 'Charts <b>at</b> dawn' }).getAttribute('href')).toBe(
      '/en/post/3',
    );
    expect(rows[0]!.querySelector('b')).toBeNull();
    expect(within(rows[1]!).getByRole('link', { name: 'crumb' }).getAttribute('href')).toBe('/en/user/profile/9');
    expect(within(rows[2]!).getByTestId('activity-sentence').textContent).toBe('Deleted a post');
    expect(within(rows[2]!).queryByRole('link')).toBeNull();
  });

  it('shows signed points, the daily-limit mark of a capped row, the date and the temperature after it', async () => {
    renderLog([
      row('LIKE', { points: 0.1, capped: true, temperature: 80 }),
      row('LIKE_CANCEL', { points: -0.5, temperature: 79.9 }),
    ]);
    const [capped, cancel] = await screen.findAllByTestId('activity-row');
    expect(within(capped!).getByTestId('activity-points').textContent).toBe('+0.1°C');
    expect(within(capped!).getByTestId('activity-capped').textContent).toBe(
      'Daily limit: The daily limit paid less than usual.',
    );
    expect(within(capped!).getByTestId('activity-temperature').textContent).toBe('Temperature 80.0°C');
    expect(within(capped!).getByText('when 2026-11-27').getAttribute('datetime')).toBe('2026-11-27T03:04:00.000Z');
    expect(within(cancel!).getByTestId('activity-points').textContent).toBe('-0.5°C');
    expect(within(cancel!).queryByTestId('activity-capped')).toBeNull();
  });

  it('speaks the member’s language, the link where that language puts it', async () => {
    renderLog([row('REPLY_WRITE'), row('USER_FOLLOW')], 'ko');
    await screen.findByTestId('activity-rows');
    expect(sentences()).toEqual(['Charts <b>at</b> dawn에 댓글을 씀', 'crumb 님을 팔로우함']);
  });
});
