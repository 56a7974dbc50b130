import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects, type TestApp } from '../../test/harness.ts';
import { grant } from '../gamification/test-support.ts';
import { withdrawMember, setStatus } from '../members/test-support.ts';
import { createPost, setPostColumns } from '../posts/test-support.ts';
import {
  alarmRows,
  bell,
  createNotificationsApp,
  createSignedInMember,
  followMember,
  keysOf,
  type Member,
  members,
  press,
  reply,
} from './test-support.ts';

/**
 * Issue 29, "for each key": the event that makes it, who receives it and who does not (the
 * actor, a withdrawn or banned member, someone who cannot see a private post), and its text in
 * ko, en and ja. Every notification here comes from a real action through the API.
 */
describe.each(testDialects('api'))('notification kinds (%s)', (dialect) => {
  let t: TestApp;
  let author: Member;
  let replier: Member;

  beforeEach(async () => {
    t = await createNotificationsApp(dialect);
    author = await createSignedInMember(t.app, 'author');
    replier = await createSignedInMember(t.app, 'replier');
  });
  afterEach(async () => t.close());

  /** The newest notification's sentence (of `key`, when given) in ko, en and ja. */
  const texts = async (member: Member, key?: string) =>
    Promise.all(
      (['ko', 'en', 'ja'] as const).map(
        async (lang) => (await bell(t.app, member, { lang })).rows.find((row) => !key || row.key === key)?.message,
      ),
    );

  it('MY_POST_REPLY: a reply tells the post’s author, in the language asked, and never the replier', async () => {
    const postId = await createPost(t.app, author, 'forum', { title: 'Funnel drop at step 3' });
    await reply(t.app, replier, postId);
    expect(await keysOf(t.app, author.id)).toEqual(['MY_POST_REPLY']);
    expect(await keysOf(t.app, replier.id)).toEqual([]);
    expect(await texts(author)).toEqual([
      'replier님이 내 글 「Funnel drop at step 3」에 댓글을 남겼어요.',
      'replier replied to your post “Funnel drop at step 3”.',
      'replierさんがあなたの投稿「Funnel drop at step 3」にコメントしました。',
    ]);
    // The author answering on their own post tells nobody of it.
    await reply(t.app, author, postId);
    expect(await keysOf(t.app, author.id)).toEqual(['MY_POST_REPLY']);
  });

  it('MY_REPLY: an answer tells the answered reply’s author; the post’s author hears MY_POST_REPLY', async () => {
    const third = await createSignedInMember(t.app, 'third');
    const postId = await createPost(t.app, author, 'forum', { title: 'Heatmap sampling' });
    const first = await reply(t.app, replier, postId);
    await reply(t.app, third, postId, first);
    expect(await keysOf(t.app, replier.id)).toEqual(['MY_REPLY']);
    expect(await keysOf(t.app, author.id)).toEqual(['MY_POST_REPLY', 'MY_POST_REPLY']);
    expect(await texts(replier)).toEqual([
      'third님이 「Heatmap sampling」의 내 댓글에 답글을 남겼어요.',
      'third answered your reply on “Heatmap sampling”.',
      'thirdさんが「Heatmap sampling」のあなたのコメントに返信しました。',
    ]);
    // The post's author answering a reply on it is told nothing; the reply's author hears MY_REPLY.
    await reply(t.app, author, postId, first);
    expect(await keysOf(t.app, replier.id)).toEqual(['MY_REPLY', 'MY_REPLY']);
    expect(await keysOf(t.app, author.id)).toHaveLength(2);
  });

  it('FOLLOW_POST_REPLY and FOLLOW_POST_REPLY_REPLY: a followed post’s replies reach its followers through the job', async () => {
    const [fan, gone, banned] = await members(t.app, 'fan', 3);
    const postId = await createPost(t.app, author, 'forum', { title: 'Session replay privacy' });
    for (const member of [fan!, gone!, banned!, replier]) {
      await press(t.app, member, '/api/post/follow', { postId, value: true });
    }
    await withdrawMember(t.app, gone!.id);
    await setStatus(t.app, banned!.id, 'banned');
    const first = await reply(t.app, replier, postId);
    // Nothing reaches the followers inside the request: the fan-out is a job.
    expect(await keysOf(t.app, fan!.id)).toEqual([]);
    await t.app.jobs.runDue();
    expect(await keysOf(t.app, fan!.id)).toEqual(['FOLLOW_POST_REPLY']);
    // The replier follows the post too, and is not told of their own reply.
    expect(await keysOf(t.app, replier.id)).toEqual([]);
    expect(await keysOf(t.app, gone!.id)).toEqual([]);
    expect(await keysOf(t.app, banned!.id)).toEqual([]);
    // The post's author hears MY_POST_REPLY only, even following nothing.
    expect(await keysOf(t.app, author.id)).toEqual(['MY_POST_REPLY']);
    expect(await texts(fan!)).toEqual([
      'replier님이 팔로우한 글 「Session replay privacy」에 댓글을 남겼어요.',
      'replier replied to “Session replay privacy”, a post you follow.',
      'replierさんがフォロー中の投稿「Session replay privacy」にコメントしました。',
    ]);

    await reply(t.app, author, postId, first);
    await t.app.jobs.runDue();
    expect(await keysOf(t.app, fan!.id)).toEqual(['FOLLOW_POST_REPLY_REPLY', 'FOLLOW_POST_REPLY']);
    // The answered replier hears MY_REPLY, not the follower's kind as well.
    expect(await keysOf(t.app, replier.id)).toEqual(['MY_REPLY']);
    expect((await texts(fan!))[1]).toBe('author answered a reply on “Session replay privacy”, a post you follow.');
  });

  it('FOLLOW_USER_NEW_POST: a new post reaches the author’s followers, never for a private post', async () => {
    const [fan, gone] = await members(t.app, 'fan', 2);
    await followMember(t.app, fan!, author.id);
    await followMember(t.app, gone!, author.id);
    await withdrawMember(t.app, gone!.id);
    await createPost(t.app, author, 'forum', { title: 'Cohort charts', visibility: 'private' });
    await t.app.jobs.runDue();
    expect(await keysOf(t.app, fan!.id)).toEqual([]);

    await createPost(t.app, author, 'forum', { title: 'Cohort charts, public' });
    await t.app.jobs.runDue();
    expect(await keysOf(t.app, fan!.id)).toEqual(['FOLLOW_USER_NEW_POST']);
    expect(await keysOf(t.app, gone!.id)).toEqual([]);
    expect(await keysOf(t.app, author.id)).toEqual(['USER_FOLLOW', 'USER_FOLLOW']);
    expect(await texts(fan!)).toEqual([
      'author님이 새 글 「Cohort charts, public」을(를) 올렸어요.',
      'author posted “Cohort charts, public”.',
      'authorさんが新しい投稿「Cohort charts, public」を公開しました。',
    ]);
  });

  it('a post made private tells nobody who can no longer see it: not the follower, not an earlier replier', async () => {
    const [fan] = await members(t.app, 'fan', 1);
    const postId = await createPost(t.app, author, 'forum');
    await press(t.app, fan!, '/api/post/follow', { postId, value: true });
    const earlier = await reply(t.app, replier, postId);
    await t.app.jobs.runDue();
    expect(await keysOf(t.app, fan!.id)).toEqual(['FOLLOW_POST_REPLY']);
    await setPostColumns(t.app, postId, { visibility: 'private' });
    // Only its author may answer there now; the answered replier and the follower hear nothing.
    await reply(t.app, author, postId, earlier);
    await t.app.jobs.runDue();
    expect(await keysOf(t.app, replier.id)).toEqual([]);
    expect(await keysOf(t.app, fan!.id)).toEqual(['FOLLOW_POST_REPLY']);
  });

  it('a like on my post or reply (type like, MY_POST or MY_REPLY): one per liker and item, never mailed', async () => {
    const postId = await createPost(t.app, author, 'forum', { title: 'Rage clicks' });
    const replyId = await reply(t.app, author, postId);
    await press(t.app, replier, '/api/post/like', { postId, value: true });
    await press(t.app, replier, '/api/post/reply/like', { replyId, value: true });
    const rows = await alarmRows(t.app, author.id);
    expect(rows.map((row) => [row.type, row.key, row.replyId])).toEqual([
      ['like', 'MY_REPLY', replyId],
      ['like', 'MY_POST', null],
    ]);
    expect(await keysOf(t.app, replier.id)).toEqual([]);
    expect(await texts(author)).toEqual([
      'replier님이 「Rage clicks」의 내 댓글을 좋아해요.',
      'replier liked your reply on “Rage clicks”.',
      'replierさんが「Rage clicks」のあなたのコメントにいいねしました。',
    ]);
    expect(await texts(author, 'MY_POST')).toEqual([
      'replier님이 내 글 「Rage clicks」을(를) 좋아해요.',
      'replier liked your post “Rage clicks”.',
      'replierさんがあなたの投稿「Rage clicks」にいいねしました。',
    ]);
    // Taken back and given again: the same one, moved up (SPEC §5), and no mail at any point.
    t.clock.advance(1000);
    await press(t.app, replier, '/api/post/like', { postId, value: false });
    await press(t.app, replier, '/api/post/like', { postId, value: true });
    expect((await alarmRows(t.app, author.id)).map((row) => row.key)).toEqual(['MY_POST', 'MY_REPLY']);
    const mails = await t.app.db.selectFrom('mails').select('id').where('user_id', '=', author.id).execute();
    expect(mails).toEqual([]);
  });

  it('USER_FOLLOW: a new follower tells the member followed, not the follower', async () => {
    await followMember(t.app, replier, author.id);
    expect(await keysOf(t.app, author.id)).toEqual(['USER_FOLLOW']);
    expect(await keysOf(t.app, replier.id)).toEqual([]);
    expect(await texts(author)).toEqual([
      'replier님이 나를 팔로우하기 시작했어요.',
      'replier started following you.',
      'replierさんがあなたをフォローしました。',
    ]);
  });

  it('a withdrawn or banned member is told nothing', async () => {
    const postId = await createPost(t.app, author, 'forum');
    await withdrawMember(t.app, author.id);
    await reply(t.app, replier, postId);
    expect(await keysOf(t.app, author.id)).toEqual([]);
    const other = await createSignedInMember(t.app, 'other');
    await setStatus(t.app, other.id, 'banned');
    await followMember(t.app, replier, other.id).catch(() => undefined);
    expect(await keysOf(t.app, other.id)).toEqual([]);
  });

  it('LEVEL_UP: a level above any before tells the member with the level reached', async () => {
    await grant(t.app, replier.id, 499);
    const postId = await createPost(t.app, author, 'forum');
    await press(t.app, replier, '/api/post/like', { postId, value: true });
    expect(await keysOf(t.app, replier.id)).toEqual(['LEVEL_UP']);
    expect(await texts(replier)).toEqual([
      '축하해요! 레벨 2에 올랐어요.',
      'Congratulations! You reached level 2.',
      'おめでとうございます！レベル2になりました。',
    ]);
  });

  it('USER_FOLLOW_10/50/100: the follower milestones, once each', async () => {
    const fans = await members(t.app, 'fan', 10);
    for (const fan of fans) await followMember(t.app, fan, author.id);
    const keys = await keysOf(t.app, author.id);
    expect(keys.filter((key) => key === 'USER_FOLLOW_10')).toHaveLength(1);
    expect(await texts(author, 'USER_FOLLOW_10')).toEqual([
      '팔로워가 10명이 되었어요. 동 배지를 받았어요!',
      'You have 10 followers and earned the copper badge!',
      'フォロワーが10人になり、銅バッジを獲得しました！',
    ]);
    // Unfollowing and following again tells nothing more.
    await press(t.app, fans[0]!, '/api/user/follow', { followingUserInfoId: author.id, key: 'USER_FOLLOW_CANCEL' });
    await followMember(t.app, fans[0]!, author.id);
    expect((await keysOf(t.app, author.id)).filter((key) => key === 'USER_FOLLOW_10')).toHaveLength(1);
  });

  it('MY_POST_REPLY_4 and MY_POST_REPLY_REPLY_4: four replies by others', async () => {
    const others = await members(t.app, 'other', 4);
    const postId = await createPost(t.app, author, 'forum', { title: 'UTM hygiene' });
    const first = await reply(t.app, replier, postId);
    for (const other of others.slice(0, 3)) await reply(t.app, other, postId);
    expect(await keysOf(t.app, author.id)).toContain('MY_POST_REPLY_4');
    expect(await keysOf(t.app, replier.id)).not.toContain('MY_POST_REPLY_REPLY_4');
    for (const other of others) await reply(t.app, other, postId, first);
    expect((await keysOf(t.app, replier.id)).filter((key) => key === 'MY_POST_REPLY_REPLY_4')).toHaveLength(1);
    expect(await texts(replier)).toEqual([
      '「UTM hygiene」의 내 댓글에 답글이 4개 달렸어요.',
      'Your reply on “UTM hygiene” has 4 answers.',
      '「UTM hygiene」のあなたのコメントに返信が4件つきました。',
    ]);
    expect((await keysOf(t.app, author.id)).filter((key) => key === 'MY_POST_REPLY_4')).toHaveLength(1);
  });

  it('LIKE_POST_5, LIKE_POST_REPLY_5 and POST_BOOKMARK_5: the fifth like or bookmark, once', async () => {
    const fans = await members(t.app, 'fan', 5);
    const postId = await createPost(t.app, author, 'forum', { title: 'Scroll maps' });
    const replyId = await reply(t.app, replier, postId);
    for (const fan of fans) {
      await press(t.app, fan, '/api/post/like', { postId, value: true });
      await press(t.app, fan, '/api/post/reply/like', { replyId, value: true });
      await press(t.app, fan, '/api/post/bookmark', { postId, value: true });
    }
    const authorKeys = await keysOf(t.app, author.id);
    expect(authorKeys.filter((key) => key === 'LIKE_POST_5')).toHaveLength(1);
    expect(authorKeys.filter((key) => key === 'POST_BOOKMARK_5')).toHaveLength(1);
    expect((await keysOf(t.app, replier.id)).filter((key) => key === 'LIKE_POST_REPLY_5')).toHaveLength(1);
    expect(await texts(author)).toEqual([
      '내 글 「Scroll maps」이(가) 5번 저장되었어요.',
      'Your post “Scroll maps” was bookmarked 5 times.',
      'あなたの投稿「Scroll maps」が5回保存されました。',
    ]);
    expect((await texts(replier))[1]).toBe('Your reply on “Scroll maps” got 5 likes.');
    // Below five and back: nothing more.
    await press(t.app, fans[0]!, '/api/post/like', { postId, value: false });
    await press(t.app, fans[0]!, '/api/post/like', { postId, value: true });
    expect((await keysOf(t.app, author.id)).filter((key) => key === 'LIKE_POST_5')).toHaveLength(1);
  });

  it('POST_REPORT and POST_REPLY_REPORT: hidden by reports, the author is told', async () => {
    const reporters = await members(t.app, 'judge', 3);
    const postId = await createPost(t.app, author, 'forum', { title: 'Spammy title' });
    const replyId = await reply(t.app, replier, postId);
    for (const reporter of reporters) {
      await press(t.app, reporter, '/api/report/add', { targetType: 'reply', targetId: replyId, reasonKey: 'spam' });
      await press(t.app, reporter, '/api/report/add', { targetType: 'post', targetId: postId, reasonKey: 'spam' });
    }
    expect(await keysOf(t.app, replier.id)).toContain('POST_REPLY_REPORT');
    expect(await keysOf(t.app, author.id)).toContain('POST_REPORT');
    expect(await texts(author)).toEqual([
      '내 글 「Spammy title」이(가) 신고가 쌓여 숨겨졌어요.',
      'Your post “Spammy title” was hidden after several reports.',
      'あなたの投稿「Spammy title」は通報が重なったため非表示になりました。',
    ]);
    expect((await texts(replier))[2]).toBe(
      '「Spammy title」のあなたのコメントは通報が重なったため非表示になりました。',
    );
  });
});
