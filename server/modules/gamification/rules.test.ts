import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness.ts';
import { testDialects } from '../../test/harness.ts';
import { addFollowers } from '../members/test-support.ts';
import { createSignedInMember, type Member, signInAgain } from '../posts/test-support.ts';
import {
  actions,
  createScoreApp,
  DAY,
  HOUR,
  layers,
  ledger,
  memberWithPassword,
  paidLines,
  signIn,
  standing,
  temperatureTenths,
} from './test-support.ts';

/**
 * Every row of DECISIONS P20's table, each through the action that earns it (points in tenths):
 * who is paid, how much, and that what is paid once is paid once.
 */
describe.each(testDialects())('the score rules of P20 on %s', (dialect) => {
  let t: TestApp;
  let act: ReturnType<typeof actions>;
  let seq = 0;
  const member = (name = 'm') => createSignedInMember(t.app, `${name}${(seq += 1)}`);

  beforeAll(async () => {
    t = await createScoreApp(dialect);
    act = actions(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('LOGIN: +1 on the first sign-in of a site day, nothing on the second, +1 again the next day', async () => {
    const visitor = await memberWithPassword(t.app, `visitor${(seq += 1)}`);
    await signIn(t.app, visitor);
    t.clock.advance(HOUR);
    await signIn(t.app, visitor);
    expect(await paidLines(t.app, visitor.id, ['LOGIN'])).toEqual(['LOGIN 10']);
    t.clock.advance(DAY);
    await signIn(t.app, visitor);
    expect(await paidLines(t.app, visitor.id, ['LOGIN'])).toEqual(['LOGIN 10', 'LOGIN 10']);
    const rows = (await ledger(t.app, visitor.id)).filter((row) => row.key === 'LOGIN');
    expect(rows[0]!.site_day).not.toBe(rows[1]!.site_day);
    expect(await temperatureTenths(t.app, visitor.id)).toBe(20);
  });

  it('POST_WRITE +3 and POST_DELETE −3 to the author', async () => {
    const author = await member('writer');
    const postId = await act.writePost(author);
    expect(await paidLines(t.app, author.id)).toEqual(['POST_WRITE 30']);
    const [write] = await ledger(t.app, author.id);
    expect(write).toMatchObject({ item: `post:${postId}`, post_id: postId, base_points: 30 });
    expect((await standing(t.app, author)).temperature).toBe(3);
    await act.deletePost(author, postId);
    expect(await paidLines(t.app, author.id)).toEqual(['POST_WRITE 30', 'POST_DELETE -30']);
    const rows = await ledger(t.app, author.id);
    expect(rows[1]!.reverses_id).toBe(rows[0]!.id);
    expect(await temperatureTenths(t.app, author.id)).toBe(0);
  });

  it('REPLY_WRITE +1 and REPLY_DELETE −1 to the reply’s author, nothing to the post’s', async () => {
    const author = await member('poster');
    const replier = await member('replier');
    const postId = await act.writePost(author);
    const replyId = await act.reply(replier, postId);
    expect(await paidLines(t.app, replier.id)).toEqual(['REPLY_WRITE 10']);
    expect((await ledger(t.app, replier.id))[0]).toMatchObject({ item: `reply:${replyId}`, post_id: postId });
    await act.deleteReply(replier, replyId);
    expect(await paidLines(t.app, replier.id)).toEqual(['REPLY_WRITE 10', 'REPLY_DELETE -10']);
    expect(await paidLines(t.app, author.id)).toEqual(['POST_WRITE 30']);
    expect(await temperatureTenths(t.app, replier.id)).toBe(0);
  });

  it('LIKE: +0.5 to the liker of a post and of a reply; the author gets nothing below 5 likes', async () => {
    const author = await member('liked');
    const fan = await member('liker');
    const postId = await act.writePost(author);
    const replyId = await act.reply(author, postId);
    await act.likePost(fan, postId);
    await act.likeReply(fan, replyId);
    expect(await paidLines(t.app, fan.id)).toEqual(['LIKE 5', 'LIKE 5']);
    expect((await ledger(t.app, fan.id)).map((row) => row.item)).toEqual([`post:${postId}`, `reply:${replyId}`]);
    expect(await paidLines(t.app, author.id)).toEqual(['POST_WRITE 30', 'REPLY_WRITE 10']);
  });

  it('POST_BOOKMARK: +0.5 to the member who bookmarks', async () => {
    const author = await member('kept');
    const keeper = await member('keeper');
    const postId = await act.writePost(author);
    await act.bookmark(keeper, postId);
    expect(await paidLines(t.app, keeper.id)).toEqual(['POST_BOOKMARK 5']);
    expect(await paidLines(t.app, author.id)).toEqual(['POST_WRITE 30']);
  });

  it('USER_FOLLOW: +0.5 to the follower, nothing to the followed below 10 followers', async () => {
    const star = await member('star');
    const fan = await member('fan');
    await act.follow(fan, star.id);
    expect(await paidLines(t.app, fan.id)).toEqual(['USER_FOLLOW 5']);
    expect((await ledger(t.app, fan.id))[0]!.item).toBe(`member:${star.id}`);
    expect(await paidLines(t.app, star.id)).toEqual([]);
  });

  it('POST_READ: +0.1 once per post ever, at most 10 posts a day; reading one’s own post pays nothing', async () => {
    const author = await member('much');
    const reader = await member('reader');
    const posts: number[] = [];
    for (let i = 0; i < 12; i += 1) posts.push(await act.writePost(author));
    for (const postId of posts.slice(0, 11)) await act.read(reader, postId);
    await act.read(reader, posts[0]!);
    const paidToday = (await ledger(t.app, reader.id)).filter((row) => row.key === 'POST_READ');
    expect(paidToday.reduce((sum, row) => sum + row.points, 0)).toBe(10);
    expect(paidToday.filter((row) => row.points > 0).map((row) => row.item)).toEqual(
      posts.slice(0, 10).map((id) => `post:${id}`),
    );
    // The author's own readings pay nothing.
    await act.read(author, posts[11]!);
    expect(await paidLines(t.app, author.id, ['POST_READ'])).toEqual([]);

    // The next site day: a post already paid pays nothing again (once ever); a new one pays.
    t.clock.advance(DAY);
    const nextDay = await signInAgain(t.app, reader);
    await act.read(nextDay, posts[0]!);
    await act.read(nextDay, posts[11]!);
    const paid = (await ledger(t.app, reader.id)).filter((row) => row.key === 'POST_READ' && row.points > 0);
    expect(paid.map((row) => row.item)).toEqual([...posts.slice(0, 10), posts[11]].map((id) => `post:${id}`));
    expect(await temperatureTenths(t.app, reader.id)).toBe(11);
  });

  it('MBTI_FIRST_SETTING and PROFILE_FIRST_INTRO: +5 each, once ever, whatever is changed later', async () => {
    const self = await member('self');
    const types = await t.app.db.selectFrom('mbti_types').select('id').orderBy('id').limit(2).execute();
    await act.update(self, { mbtiId: types[0]!.id });
    await act.update(self, { mbtiId: types[1]!.id });
    await act.update(self, { mbtiId: null });
    await act.update(self, { mbtiId: types[0]!.id });
    await act.update(self, { introduce: 'I count funnels.' });
    await act.update(self, { introduce: 'I count funnels and cohorts.' });
    await act.update(self, { introduce: '' });
    await act.update(self, { introduce: 'Back again.' });
    expect(await paidLines(t.app, self.id)).toEqual(['MBTI_FIRST_SETTING 50', 'PROFILE_FIRST_INTRO 50']);
    expect(await temperatureTenths(t.app, self.id)).toBe(100);
  });

  it('LIKE_POST_REPLY_5: +10 to the author of a post, and of a reply, when it reaches 5 likes', async () => {
    const author = await member('popular');
    const replier = await member('answerer');
    const postId = await act.writePost(author);
    const replyId = await act.reply(replier, postId);
    const fans: Member[] = [];
    for (let i = 0; i < 5; i += 1) fans.push(await member('clap'));
    for (const fan of fans.slice(0, 4)) {
      await act.likePost(fan, postId);
      await act.likeReply(fan, replyId);
    }
    expect(await paidLines(t.app, author.id, ['LIKE_POST_REPLY_5'])).toEqual([]);
    expect(await paidLines(t.app, replier.id, ['LIKE_POST_REPLY_5'])).toEqual([]);
    await act.likePost(fans[4]!, postId);
    await act.likeReply(fans[4]!, replyId);
    expect(await paidLines(t.app, author.id)).toEqual(['POST_WRITE 30', 'LIKE_POST_REPLY_5 100']);
    expect(await paidLines(t.app, replier.id)).toEqual(['REPLY_WRITE 10', 'LIKE_POST_REPLY_5 100']);
    expect((await ledger(t.app, author.id))[1]).toMatchObject({ item: `post:${postId}`, post_id: postId });
    expect((await ledger(t.app, replier.id))[1]).toMatchObject({ item: `reply:${replyId}` });
    // The likers are paid their own +0.5, nothing more.
    expect(await paidLines(t.app, fans[4]!.id)).toEqual(['LIKE 5', 'LIKE 5']);
  });

  it('POST_REPLY_4: +10 when a post reaches 4 replies by others; the author’s own replies do not count', async () => {
    const author = await member('asker');
    const postId = await act.writePost(author);
    const others: Member[] = [];
    for (let i = 0; i < 4; i += 1) others.push(await member('helper'));
    for (const other of others.slice(0, 3)) await act.reply(other, postId);
    await act.reply(author, postId);
    await act.reply(author, postId);
    expect(await paidLines(t.app, author.id, ['POST_REPLY_4'])).toEqual([]);
    await act.reply(others[3]!, postId);
    expect(await paidLines(t.app, author.id)).toEqual([
      'POST_WRITE 30',
      'REPLY_WRITE 10',
      'REPLY_WRITE 10',
      'POST_REPLY_4 100',
    ]);
    // A fifth reply pays no second milestone.
    await act.reply(await member('late'), postId);
    expect(await paidLines(t.app, author.id, ['POST_REPLY_4'])).toEqual(['POST_REPLY_4 100']);
  });

  it('POST_BOOKMARK_5: +10 to the author when a post reaches 5 bookmarks', async () => {
    const author = await member('useful');
    const postId = await act.writePost(author);
    const keepers: Member[] = [];
    for (let i = 0; i < 6; i += 1) keepers.push(await member('keep'));
    for (const keeper of keepers.slice(0, 4)) await act.bookmark(keeper, postId);
    expect(await paidLines(t.app, author.id, ['POST_BOOKMARK_5'])).toEqual([]);
    await act.bookmark(keepers[4]!, postId);
    await act.bookmark(keepers[5]!, postId);
    expect(await paidLines(t.app, author.id)).toEqual(['POST_WRITE 30', 'POST_BOOKMARK_5 100']);
  });

  it('USER_FOLLOW_10 / _50 / _100: +50 / +75 / +200 to the followed member, each with its celebration', async () => {
    const star = await member('celebrity');
    const fan = async () => act.follow(await member('follower'), star.id);
    await addFollowers(t.app, star.id, 9);
    expect(await paidLines(t.app, star.id)).toEqual([]);
    await fan();
    expect(await paidLines(t.app, star.id)).toEqual(['USER_FOLLOW_10 500']);
    await addFollowers(t.app, star.id, 38);
    await fan();
    expect(await paidLines(t.app, star.id)).toEqual(['USER_FOLLOW_10 500']);
    await fan();
    expect(await paidLines(t.app, star.id)).toEqual(['USER_FOLLOW_10 500', 'USER_FOLLOW_50 750']);
    await addFollowers(t.app, star.id, 49);
    await fan();
    expect(await paidLines(t.app, star.id)).toEqual([
      'USER_FOLLOW_10 500',
      'USER_FOLLOW_50 750',
      'USER_FOLLOW_100 2000',
    ]);
    expect((await ledger(t.app, star.id)).map((row) => row.item)).toEqual([
      `member:${star.id}`,
      `member:${star.id}`,
      `member:${star.id}`,
    ]);
    const shown = await layers(t.app, star);
    expect(shown.filter((layer) => layer.type.startsWith('USER_FOLLOW'))).toEqual([
      expect.objectContaining({ type: 'USER_FOLLOW_10', points: 50 }),
      expect.objectContaining({ type: 'USER_FOLLOW_50', points: 75 }),
      expect.objectContaining({ type: 'USER_FOLLOW_100', points: 200 }),
    ]);
    // 325 °C: past every level, milestones outside the daily cap (P20).
    expect(await temperatureTenths(t.app, star.id)).toBe(3250);
    const score = await standing(t.app, star);
    expect(score).toMatchObject({ temperature: 325, badge: 'gold', followers: 100, gainedToday: 0 });
  });
});
