import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testDialects } from '../../test/harness.ts';
import { body, call, createSignedInMember, type Member } from '../posts/test-support.ts';
import {
  actions,
  createScoreApp,
  grant,
  layers,
  ledger,
  paidLines,
  standing,
  temperatureTenths,
  today,
} from './test-support.ts';

/**
 * P20 "Scores of deleted or report-hidden content are taken back", as ADR 0027 reads it: once,
 * what the author earned by the item (its write and the milestones paid on it), and for a
 * deleted post the replies deleted with it; likes, bookmarks and reads by others stay theirs.
 * Reports hide at REPORT_HIDE_THRESHOLD (3) distinct reporters (P16).
 */
describe.each(testDialects())('points taken back from deleted and hidden content on %s', (dialect) => {
  let t: TestApp;
  let act: ReturnType<typeof actions>;
  let admin: Member;
  let seq = 0;
  const member = (name: string) => createSignedInMember(t.app, `${name}${(seq += 1)}`);
  const members = async (name: string, count: number) => {
    const list: Member[] = [];
    for (let i = 0; i < count; i += 1) list.push(await member(name));
    return list;
  };
  const reportThrice = async (targetType: 'post' | 'reply', id: number) => {
    for (const reporter of await members('reporter', 3)) await act.report(reporter, targetType, id);
  };

  beforeAll(async () => {
    t = await createScoreApp(dialect);
    act = actions(t.app);
    admin = await createSignedInMember(t.app, 'boss', { admin: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('deleting a post takes back its write and the replies deleted with it, once; the likers keep theirs', async () => {
    const [author, bob, carol, dan] = await members('p', 4);
    const postId = await act.writePost(author!);
    const bobs = await act.reply(bob!, postId);
    await act.reply(carol!, postId, bobs);
    await act.reply(author!, postId);
    await act.likePost(dan!, postId);
    await act.bookmark(dan!, postId);
    await act.read(dan!, postId);
    await act.deletePost(author!, postId);
    expect(await paidLines(t.app, author!.id)).toEqual([
      'POST_WRITE 30',
      'REPLY_WRITE 10',
      'POST_DELETE -30',
      'REPLY_DELETE -10',
    ]);
    expect(await paidLines(t.app, bob!.id)).toEqual(['REPLY_WRITE 10', 'REPLY_DELETE -10']);
    expect(await paidLines(t.app, carol!.id)).toEqual(['REPLY_WRITE 10', 'REPLY_DELETE -10']);
    expect(await temperatureTenths(t.app, dan!.id)).toBe(11);
    const again = await call(t.app, '/api/post/delete', { id: postId }, author!);
    expect(again.statusCode).not.toBe(200);
    const byAdmin = await call(t.app, '/api/post/delete', { id: postId }, admin);
    expect(byAdmin.statusCode).not.toBe(200);
    for (const who of [author!, bob!, carol!]) expect(await temperatureTenths(t.app, who.id)).toBe(0);
  });

  it('deleting a post takes back the milestones paid on it (LIKE_POST_REPLY_5, POST_REPLY_4, POST_BOOKMARK_5)', async () => {
    const author = await member('star');
    const fans = await members('fan', 5);
    const postId = await act.writePost(author);
    for (const fan of fans) {
      await act.likePost(fan, postId);
      await act.bookmark(fan, postId);
    }
    for (const fan of fans.slice(0, 4)) await act.reply(fan, postId);
    expect(await temperatureTenths(t.app, author.id)).toBe(330);
    await call(t.app, '/api/post/delete', { id: postId }, admin);
    expect(await temperatureTenths(t.app, author.id)).toBe(0);
    const rows = await ledger(t.app, author.id);
    const gains = rows.filter((row) => row.points > 0);
    const backs = rows.filter((row) => row.points < 0);
    expect(backs.map((row) => row.reverses_id).sort()).toEqual(gains.map((row) => row.id).sort());
    // The fans keep their likes and bookmarks; their replies were deleted with the post.
    expect(await temperatureTenths(t.app, fans[0]!.id)).toBe(10);
    expect(await temperatureTenths(t.app, fans[4]!.id)).toBe(10);
  });

  it('deleting a reply takes back the answers deleted under it', async () => {
    const [author, bob, carol] = await members('r', 3);
    const postId = await act.writePost(author!);
    const top = await act.reply(bob!, postId);
    await act.reply(carol!, postId, top);
    await act.deleteReply(bob!, top);
    expect(await paidLines(t.app, bob!.id)).toEqual(['REPLY_WRITE 10', 'REPLY_DELETE -10']);
    expect(await paidLines(t.app, carol!.id)).toEqual(['REPLY_WRITE 10', 'REPLY_DELETE -10']);
    const again = await call(t.app, '/api/post/reply/delete', { id: top }, bob!);
    expect(again.statusCode).not.toBe(200);
    await act.deletePost(author!, postId);
    expect(await temperatureTenths(t.app, bob!.id)).toBe(0);
    expect(await temperatureTenths(t.app, carol!.id)).toBe(0);
  });

  it('hiding a post by reports takes back its write once; deleting it afterwards takes nothing more of it', async () => {
    const [author, bob] = await members('h', 2);
    const postId = await act.writePost(author!);
    await act.reply(bob!, postId);
    await reportThrice('post', postId);
    expect(await paidLines(t.app, author!.id)).toEqual(['POST_WRITE 30', 'CONTENT_HIDDEN -30']);
    // Hiding the post hides no reply: bob keeps his.
    expect(await temperatureTenths(t.app, bob!.id)).toBe(10);
    // A report arriving after the hiding (refused: the post is gone for others) takes nothing more.
    await call(
      t.app,
      '/api/report/add',
      { targetType: 'post', targetId: postId, reasonKey: 'hate' },
      await member('late'),
    );
    expect(await paidLines(t.app, author!.id)).toEqual(['POST_WRITE 30', 'CONTENT_HIDDEN -30']);
    await act.deletePost(author!, postId);
    expect(await paidLines(t.app, author!.id)).toEqual(['POST_WRITE 30', 'CONTENT_HIDDEN -30']);
    // The replies deleted with it are taken back then.
    expect(await paidLines(t.app, bob!.id)).toEqual(['REPLY_WRITE 10', 'REPLY_DELETE -10']);
    expect(await temperatureTenths(t.app, author!.id)).toBe(0);
  });

  it('hiding a reply by reports takes back its write once; deleting it, or its post, takes nothing more', async () => {
    const [author, bob] = await members('x', 2);
    const postId = await act.writePost(author!);
    const replyId = await act.reply(bob!, postId);
    await reportThrice('reply', replyId);
    expect(await paidLines(t.app, bob!.id)).toEqual(['REPLY_WRITE 10', 'CONTENT_HIDDEN -10']);
    const deleted = await call(t.app, '/api/post/reply/delete', { id: replyId }, bob!);
    expect(body(deleted).success, deleted.body).toBe(true);
    await act.deletePost(author!, postId);
    expect(await paidLines(t.app, bob!.id)).toEqual(['REPLY_WRITE 10', 'CONTENT_HIDDEN -10']);
    expect(await temperatureTenths(t.app, bob!.id)).toBe(0);
  });

  it('a take-back takes what was paid: a post written over the cap (paid 0) deleted takes back 0', async () => {
    const author = await member('capped');
    await grant(t.app, author.id, 300, { day: today(t.app) });
    const postId = await act.writePost(author);
    await act.deletePost(author, postId);
    expect((await paidLines(t.app, author.id)).slice(1, 2)).toEqual(['POST_WRITE 0']);
    expect((await ledger(t.app, author.id)).filter((row) => row.points < 0)).toEqual([]);
    expect(await temperatureTenths(t.app, author.id)).toBe(300);
  });
  it('restoring hidden content pays its points again and celebrates a level they cross, never one reached before', async () => {
    const author = await member('climber');
    // 48.0 °C, level 1; the post's 3.0 °C reaches level 2 (50.0 °C).
    await grant(t.app, author.id, 480, { topLevel: 1 });
    const postId = await act.writePost(author);
    const levelUps = async () =>
      (await layers(t.app, author)).filter((layer) => layer.type === 'LEVEL_UP').map((layer) => layer.level);
    expect(await levelUps()).toEqual([2]);
    const moderate = async (verb: 'hide' | 'restore') => {
      const response = await call(
        t.app,
        `/api/admin/content/${verb}`,
        { targetType: 'post', targetId: postId, reason: `${verb} for the test` },
        admin,
      );
      expect(response.statusCode, response.body).toBe(200);
    };

    // Back to level 2, already celebrated: nothing new.
    await moderate('hide');
    expect(await temperatureTenths(t.app, author.id)).toBe(480);
    await moderate('restore');
    expect(await temperatureTenths(t.app, author.id)).toBe(510);
    expect(await levelUps()).toEqual([2]);

    // Hidden again, the member earns 21.0 °C meanwhile (72.0 °C): the restored 3.0 °C cross 75.0 °C, level 3.
    await moderate('hide');
    await grant(t.app, author.id, 240);
    await moderate('restore');
    expect(await temperatureTenths(t.app, author.id)).toBe(750);
    expect(await levelUps()).toEqual([2, 3]);
    expect((await standing(t.app, author)).level).toBe(3);
  });
});
