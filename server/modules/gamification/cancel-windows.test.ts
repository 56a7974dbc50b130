import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testDialects } from '../../test/harness.ts';
import { createSignedInMember, type Member, signInAgain } from '../posts/test-support.ts';
import { actions, createScoreApp, DAY, ledger, MINUTE, paidLines, temperatureTenths } from './test-support.ts';

/**
 * P20's cancel windows at their edges: a like or a follow taken back before 3 days, a bookmark
 * before 1 day, takes its points back (what was paid, once); at the window's end the cancel is
 * free and the points stay. ADR 0027: a gain is paid once while it stands, so after a free
 * cancel the same like pays nothing again.
 */
const JUST_BEFORE_3_DAYS = 3 * DAY - MINUTE;
const JUST_BEFORE_1_DAY = DAY - MINUTE;

describe.each(testDialects())('cancel windows on %s', (dialect) => {
  let t: TestApp;
  let act: ReturnType<typeof actions>;
  let seq = 0;
  const member = (name: string) => createSignedInMember(t.app, `${name}${(seq += 1)}`);
  /** Moves the clock on; access tokens last a day, so the members sign in again (no LOGIN: no sign-in call). */
  const later = async <T extends Member[]>(ms: number, ...members: T): Promise<T> => {
    t.clock.advance(ms);
    return (await Promise.all(members.map((m) => signInAgain(t.app, m)))) as T;
  };

  beforeAll(async () => {
    t = await createScoreApp(dialect);
    act = actions(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('a like taken back at 2 days 23 h 59 min loses its +0.5; liking again pays again', async () => {
    const author = await member('author');
    let fan = await member('fan');
    const postId = await act.writePost(author);
    await act.likePost(fan, postId);
    [fan] = await later(JUST_BEFORE_3_DAYS, fan);
    await act.likePost(fan, postId, false);
    expect(await paidLines(t.app, fan.id)).toEqual(['LIKE 5', 'LIKE_CANCEL -5']);
    const [gain, back] = await ledger(t.app, fan.id);
    expect(back!.reverses_id).toBe(gain!.id);
    expect(await temperatureTenths(t.app, fan.id)).toBe(0);
    // The take-back left no standing gain: a new like is a new gain.
    await act.likePost(fan, postId);
    expect(await temperatureTenths(t.app, fan.id)).toBe(5);
  });

  it('a like taken back at exactly 3 days keeps its +0.5, and liking again pays nothing', async () => {
    const author = await member('author');
    let fan = await member('fan');
    const postId = await act.writePost(author);
    await act.likePost(fan, postId);
    [fan] = await later(3 * DAY, fan);
    await act.likePost(fan, postId, false);
    await act.likePost(fan, postId);
    await act.likePost(fan, postId, false);
    await act.likePost(fan, postId);
    expect((await ledger(t.app, fan.id)).filter((row) => row.points !== 0).map((r) => `${r.key} ${r.points}`)).toEqual([
      'LIKE 5',
    ]);
    expect(await temperatureTenths(t.app, fan.id)).toBe(5);
  });

  it('a reply like has the same 3-day window', async () => {
    const author = await member('author');
    let fan = await member('fan');
    let other = await member('other');
    const postId = await act.writePost(author);
    const replyId = await act.reply(author, postId);
    await act.likeReply(fan, replyId);
    await act.likeReply(other, replyId);
    [fan, other] = await later(JUST_BEFORE_3_DAYS, fan, other);
    await act.likeReply(fan, replyId, false);
    [other] = await later(MINUTE, other);
    await act.likeReply(other, replyId, false);
    expect(await paidLines(t.app, fan.id)).toEqual(['LIKE 5', 'LIKE_CANCEL -5']);
    expect(await temperatureTenths(t.app, other.id)).toBe(5);
  });

  it('a follow taken back at 2 days 23 h 59 min loses its +0.5; at exactly 3 days it keeps it', async () => {
    const star = await member('star');
    let quick = await member('quick');
    let patient = await member('patient');
    await act.follow(quick, star.id);
    await act.follow(patient, star.id);
    [quick, patient] = await later(JUST_BEFORE_3_DAYS, quick, patient);
    await act.follow(quick, star.id, false);
    expect(await paidLines(t.app, quick.id)).toEqual(['USER_FOLLOW 5', 'USER_FOLLOW_CANCEL -5']);
    expect(await temperatureTenths(t.app, quick.id)).toBe(0);

    [patient] = await later(MINUTE, patient);
    await act.follow(patient, star.id, false);
    // A free cancel: following again pays nothing.
    await act.follow(patient, star.id);
    await act.follow(patient, star.id, false);
    expect(
      (await ledger(t.app, patient.id)).filter((row) => row.points !== 0).map((r) => `${r.key} ${r.points}`),
    ).toEqual(['USER_FOLLOW 5']);
    expect(await temperatureTenths(t.app, patient.id)).toBe(5);
  });

  it('a bookmark taken back at 23 h 59 min loses its +0.5; at exactly 1 day it keeps it', async () => {
    const author = await member('author');
    let quick = await member('quick');
    let patient = await member('patient');
    const postId = await act.writePost(author);
    await act.bookmark(quick, postId);
    await act.bookmark(patient, postId);
    [quick, patient] = await later(JUST_BEFORE_1_DAY, quick, patient);
    await act.bookmark(quick, postId, false);
    expect(await paidLines(t.app, quick.id)).toEqual(['POST_BOOKMARK 5', 'POST_BOOKMARK_CANCEL -5']);

    [patient] = await later(MINUTE, patient);
    await act.bookmark(patient, postId, false);
    await act.bookmark(patient, postId);
    expect(
      (await ledger(t.app, patient.id)).filter((row) => row.points !== 0).map((r) => `${r.key} ${r.points}`),
    ).toEqual(['POST_BOOKMARK 5']);
    expect(await temperatureTenths(t.app, patient.id)).toBe(5);
  });

  it('a take-back is taken once: like, unlike, like, unlike within the window nets zero, never below', async () => {
    const author = await member('author');
    const fan = await member('fan');
    const postId = await act.writePost(author);
    for (let i = 0; i < 3; i += 1) {
      await act.likePost(fan, postId);
      t.clock.advance(MINUTE);
      await act.likePost(fan, postId, false);
    }
    const rows = await ledger(t.app, fan.id);
    expect(rows.map((row) => row.points).reduce((a, b) => a + b, 0)).toBe(0);
    const reversed = rows.filter((row) => row.reverses_id !== null).map((row) => row.reverses_id);
    expect(new Set(reversed).size).toBe(reversed.length);
    expect(await temperatureTenths(t.app, fan.id)).toBe(0);
  });
});
