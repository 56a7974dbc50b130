import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testDialects } from '../../test/harness.ts';
import { setStatus, withdrawMember } from '../members/test-support.ts';
import { body, call, createSignedInMember, type Member } from '../posts/test-support.ts';
import { actions, createScoreApp, grant, ledger, standing } from './test-support.ts';

/**
 * P21 and SPEC §3.2: administrators earn nothing and have neither level nor temperature. P25:
 * the top members are a language's members by temperature, administrators, withdrawn and
 * banned members left out.
 */
describe.each(testDialects('api'))('standings and the top members on %s', (dialect) => {
  let t: TestApp;
  let act: ReturnType<typeof actions>;
  let admin: Member;
  let seq = 0;
  const member = (name: string, lang: 'ko' | 'en' | 'ja' = 'ko') =>
    createSignedInMember(t.app, `${name}${(seq += 1)}`, { lang });

  beforeAll(async () => {
    t = await createScoreApp(dialect);
    act = actions(t.app);
    admin = await createSignedInMember(t.app, 'boss', { admin: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('an administrator earns nothing by any action and has level and temperature null', async () => {
    const author = await member('author');
    const postId = await act.writePost(author);
    const mine = await act.writePost(admin);
    await act.reply(admin, postId);
    await act.likePost(admin, postId);
    await act.bookmark(admin, postId);
    await act.follow(admin, author.id);
    await act.read(admin, postId);
    const fans: Member[] = [];
    for (let i = 0; i < 5; i += 1) fans.push(await member('fan'));
    for (const fan of fans) await act.likePost(fan, mine);
    expect(await ledger(t.app, admin.id)).toEqual([]);
    const own = await standing(t.app, admin);
    expect(own).toMatchObject({ temperature: null, level: null, levelFloor: null, nextLevelAt: null });
    expect(await standing(t.app, author, admin.id)).toMatchObject({ temperature: null, level: null });
    // The members around the administrator still earn theirs.
    expect(await standing(t.app, fans[0]!)).toMatchObject({ temperature: 0.5, level: 1 });
  });

  it('anyone reads a member’s standing; a withdrawn member has none; a visitor has no own', async () => {
    const someone = await member('someone');
    const visitorView = await call(t.app, '/api/user/get_score', { userInfoId: someone.id }, null);
    expect(body(visitorView).data).toMatchObject({ userInfoId: someone.id, temperature: 0, level: 1 });
    const own = await call(t.app, '/api/user/get_score', {}, null);
    expect(own.statusCode).toBe(401);
    const gone = await member('gone');
    await withdrawMember(t.app, gone.id);
    const ofGone = await call(t.app, '/api/user/get_score', { userInfoId: gone.id }, someone);
    expect([ofGone.statusCode, body(ofGone).code]).toEqual([410, 'MEMBER_WITHDRAWN']);
  });

  it('the top list ranks a language’s members by temperature, without administrators, withdrawn or banned members', async () => {
    const [warm, warmer, cool, gone, banned] = [
      await member('warm', 'ja'),
      await member('warmer', 'ja'),
      await member('cool', 'ja'),
      await member('gone', 'ja'),
      await member('banned', 'ja'),
    ];
    const elsewhere = await member('elsewhere', 'en');
    const jaAdmin = await createSignedInMember(t.app, 'jaboss', { admin: true, lang: 'ja' });
    await grant(t.app, warm!.id, 300);
    await grant(t.app, warmer!.id, 800, { topLevel: 3 });
    await grant(t.app, cool!.id, 10);
    await grant(t.app, gone!.id, 5000, { topLevel: 7 });
    await grant(t.app, banned!.id, 4000, { topLevel: 7 });
    await grant(t.app, elsewhere.id, 3000, { topLevel: 7 });
    await grant(t.app, jaAdmin.id, 9000);
    await withdrawMember(t.app, gone!.id);
    await setStatus(t.app, banned!.id, 'banned');

    const list = body(await call(t.app, '/api/user/get_top_user_list', { lang: 'ja', limit: 3 }, null)).data;
    expect(list.rows.map((row: { rank: number; user: { id: number } }) => [row.rank, row.user.id])).toEqual([
      [1, warmer!.id],
      [2, warm!.id],
      [3, cool!.id],
    ]);
    expect(list.rows[0].user).toMatchObject({ temperature: 80, level: 3 });
    const english = body(await call(t.app, '/api/user/get_top_user_list', { lang: 'en', limit: 1 }, null)).data;
    expect(english.rows.map((row: { user: { id: number } }) => row.user.id)).toEqual([elsewhere.id]);
  });
});
