import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../../test/harness.ts';
import { addFollowers } from '../members/test-support.ts';
import { body, call, createPost, createSignedInMember, type Member, POSTS_TEST_ENV } from '../posts/test-support.ts';

/** The score calls of SPEC §7.1 and §7.4 (issue 28): who may call them and what they answer. */
// The rules under the calls are SQL on both databases (ADR 0027): both dialects, as 'sql' suites are.
describe.each(testDialects())('score calls on %s', (dialect) => {
  let t: TestApp;
  let writer: Member;
  let reader: Member;
  let admin: Member;

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: POSTS_TEST_ENV });
    writer = await createSignedInMember(t.app, 'writer');
    reader = await createSignedInMember(t.app, 'reader', { lang: 'en' });
    admin = await createSignedInMember(t.app, 'boss', { admin: true });
  });
  afterAll(async () => {
    await t.close();
  });

  const score = async (as: Member | null, userInfoId?: number) =>
    body(await call(t.app, '/api/user/get_score', userInfoId === undefined ? {} : { userInfoId }, as));

  it('pays a post and a like in the action itself, and says the standing to anyone', async () => {
    const postId = await createPost(t.app, writer);
    expect((await call(t.app, '/api/post/like', { postId }, reader)).statusCode).toBe(200);
    expect((await score(writer)).data).toMatchObject({
      userInfoId: writer.id,
      temperature: 3,
      level: 1,
      levelFloor: 0,
      nextLevelAt: 50,
    });
    expect((await score(null, reader.id)).data).toMatchObject({
      temperature: 0.5,
      level: 1,
      nextCharacter: 'muffin',
      characters: ['dough'],
    });
    // The card of every list says the same.
    const info = body(await call(t.app, '/api/user/info', { id: writer.id }, null));
    expect(info.data.user).toMatchObject({ level: 1, temperature: 3 });
  });

  it('lists the activity log, newest first, with the temperature after each row', async () => {
    const history = body(await call(t.app, '/api/user/get_score_history', {}, writer));
    expect(history.data.rows).toEqual([
      expect.objectContaining({
        key: 'POST_WRITE',
        points: 3,
        capped: false,
        temperature: 3,
        post: expect.objectContaining({ title: 'A question about funnels' }),
      }),
    ]);
    expect(history.data.total).toBe(1);
    const stolen = await call(t.app, '/api/user/get_score_history', { userInfoId: writer.id }, reader);
    expect([stolen.statusCode, body(stolen).code]).toEqual([403, 'FORBIDDEN']);
    expect((await call(t.app, '/api/user/get_score_history', {}, null)).statusCode).toBe(401);
  });

  it('celebrates ten followers and the level it brings, and marks them shown', async () => {
    const star = await createSignedInMember(t.app, 'star');
    const fans = await addFollowers(t.app, star.id, 9);
    expect(fans).toHaveLength(9);
    // The tenth through the API: the event carries the count that pays USER_FOLLOW_10.
    const fan = await createSignedInMember(t.app, 'tenth');
    expect(
      (await call(t.app, '/api/user/follow', { followingUserInfoId: star.id, key: 'USER_FOLLOW' }, fan)).statusCode,
    ).toBe(200);
    expect((await score(star)).data).toMatchObject({
      temperature: 50,
      level: 2,
      characters: ['dough', 'muffin'],
      badge: 'copper',
    });
    const layers = body(await call(t.app, '/api/user/get_layer_list', {}, star)).data.rows;
    expect(layers.map((layer: { type: string }) => layer.type)).toEqual(['USER_FOLLOW_10', 'LEVEL_UP']);
    expect(layers[1]).toMatchObject({ level: 2, characterKey: 'muffin' });
    expect(body(await call(t.app, '/api/user/get_layer_list', {}, fan)).data.rows).toEqual([]);
    const foreign = await call(t.app, '/api/user/show_layer', { id: layers[0].id }, fan);
    expect([foreign.statusCode, body(foreign).code]).toEqual([404, 'NOT_FOUND']);
    for (const layer of layers) {
      expect(body(await call(t.app, '/api/user/show_layer', { id: layer.id, show: true }, star)).data).toEqual({
        id: layer.id,
        show: true,
      });
    }
    expect((await call(t.app, '/api/user/show_layer', { id: layers[0].id }, star)).statusCode).toBe(200);
    expect(body(await call(t.app, '/api/user/get_layer_list', {}, star)).data.rows).toEqual([]);
  });

  it('ranks the members of a language, without administrators', async () => {
    const top = body(await call(t.app, '/api/user/get_top_user_list', { lang: 'ko', limit: 5 }, null)).data.rows;
    expect(top.map((row: { rank: number; user: { nickName: string } }) => [row.rank, row.user.nickName])).toEqual([
      [1, 'star'],
      [2, 'writer'],
      [3, 'tenth'],
    ]);
    const english = body(await call(t.app, '/api/user/get_top_user_list', { lang: 'en' }, null)).data.rows;
    expect(english.map((row: { user: { id: number } }) => row.user.id)).toEqual([reader.id]);
    expect((await call(t.app, '/api/user/get_top_user_list', { limit: 21 }, null)).statusCode).toBe(400);
  });

  it('gives administrators no temperature, and score/add grants only the day’s visit', async () => {
    expect((await score(admin)).data).toMatchObject({ temperature: null, level: null });
    const first = body(await call(t.app, '/api/score/add', { key: 'LOGIN', type: 'login' }, reader));
    expect(first.data).toEqual({ granted: true, temperature: 1.5, level: 1 });
    expect(body(await call(t.app, '/api/score/add', { key: 'LOGIN' }, reader)).data.granted).toBe(false);
    expect(body(await call(t.app, '/api/score/add', { key: 'USER_FOLLOW_100' }, reader)).data).toEqual({
      granted: false,
      temperature: 1.5,
      level: 1,
    });
    expect((await call(t.app, '/api/score/add', { key: 'NOPE' }, reader)).statusCode).toBe(400);
    expect((await call(t.app, '/api/score/add', { key: 'LOGIN' }, null)).statusCode).toBe(401);
    const named = await call(t.app, '/api/score/add', { key: 'LOGIN', userInfoId: writer.id }, reader);
    expect([named.statusCode, body(named).code]).toEqual([403, 'FORBIDDEN']);
  });
});
