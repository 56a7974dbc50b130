import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testDialects } from '../../test/harness.ts';
import { addFollowers } from '../members/test-support.ts';
import { createSignedInMember, type Member } from '../posts/test-support.ts';
import { actions, createScoreApp, layers, MINUTE, paidLines, temperatureTenths } from './test-support.ts';

/**
 * P20: "A milestone is paid once per item or member, ever." Falling under the threshold and
 * reaching it again (unlike and like, unfollow and follow) neither takes it back nor pays it again.
 */
describe.each(testDialects())('milestones paid once on %s', (dialect) => {
  let t: TestApp;
  let act: ReturnType<typeof actions>;
  let seq = 0;
  const member = (name: string) => createSignedInMember(t.app, `${name}${(seq += 1)}`);
  const members = async (name: string, count: number) => {
    const list: Member[] = [];
    for (let i = 0; i < count; i += 1) list.push(await member(name));
    return list;
  };

  beforeAll(async () => {
    t = await createScoreApp(dialect);
    act = actions(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('LIKE_POST_REPLY_5 through unlike and like again, of a post and of a reply', async () => {
    const author = await member('author');
    const postId = await act.writePost(author);
    const replyId = await act.reply(author, postId);
    const fans = await members('fan', 6);
    for (const fan of fans.slice(0, 5)) {
      await act.likePost(fan, postId);
      await act.likeReply(fan, replyId);
    }
    const paid = ['LIKE_POST_REPLY_5 100', 'LIKE_POST_REPLY_5 100'];
    expect(await paidLines(t.app, author.id, ['LIKE_POST_REPLY_5'])).toEqual(paid);
    for (let round = 0; round < 2; round += 1) {
      t.clock.advance(MINUTE);
      await act.likePost(fans[0]!, postId, false);
      await act.likeReply(fans[0]!, replyId, false);
      await act.likePost(fans[0]!, postId);
      await act.likeReply(fans[0]!, replyId);
    }
    await act.likePost(fans[1]!, postId, false);
    await act.likePost(fans[5]!, postId);
    expect(await paidLines(t.app, author.id, ['LIKE_POST_REPLY_5'])).toEqual(paid);
    expect(await temperatureTenths(t.app, author.id)).toBe(30 + 10 + 200);
  });

  it('POST_REPLY_4 through deleting a reply and replying again', async () => {
    const author = await member('author');
    const postId = await act.writePost(author);
    const helpers = await members('helper', 5);
    const replies: number[] = [];
    for (const helper of helpers.slice(0, 4)) replies.push(await act.reply(helper, postId));
    expect(await paidLines(t.app, author.id, ['POST_REPLY_4'])).toEqual(['POST_REPLY_4 100']);
    await act.deleteReply(helpers[0]!, replies[0]!);
    await act.reply(helpers[0]!, postId);
    await act.deleteReply(helpers[1]!, replies[1]!);
    await act.reply(helpers[4]!, postId);
    expect(await paidLines(t.app, author.id, ['POST_REPLY_4'])).toEqual(['POST_REPLY_4 100']);
    expect(await temperatureTenths(t.app, author.id)).toBe(130);
  });

  it('POST_BOOKMARK_5 through un-bookmarking and bookmarking again', async () => {
    const author = await member('author');
    const postId = await act.writePost(author);
    const keepers = await members('keeper', 5);
    for (const keeper of keepers) await act.bookmark(keeper, postId);
    await act.bookmark(keepers[0]!, postId, false);
    await act.bookmark(keepers[0]!, postId);
    await act.bookmark(keepers[1]!, postId, false);
    await act.bookmark(keepers[1]!, postId);
    expect(await paidLines(t.app, author.id, ['POST_BOOKMARK_5'])).toEqual(['POST_BOOKMARK_5 100']);
  });

  it('USER_FOLLOW_10 through unfollowing and following again: paid and celebrated once', async () => {
    const star = await member('star');
    await addFollowers(t.app, star.id, 9);
    const fan = await member('fan');
    const other = await member('other');
    await act.follow(fan, star.id);
    for (let round = 0; round < 2; round += 1) {
      await act.follow(fan, star.id, false);
      await act.follow(fan, star.id);
    }
    await act.follow(fan, star.id, false);
    await act.follow(other, star.id);
    expect(await paidLines(t.app, star.id)).toEqual(['USER_FOLLOW_10 500']);
    expect((await layers(t.app, star)).filter((layer) => layer.type === 'USER_FOLLOW_10')).toHaveLength(1);
    expect(await temperatureTenths(t.app, star.id)).toBe(500);
  });
});
