import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidImage } from '../../test/fixtures/images.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/harness.ts';
import { body, call, createPost, POSTS_TEST_ENV } from '../posts/test-support.ts';
import { createSignedInMember, type Member, setStatus, uploadProfileImage, withdrawMember } from './test-support.ts';

/**
 * Issue 14's authorization matrix over every call of the members feature and the member lists:
 * visitor, member, another member, banned, withdrawn and administrator. Whatever ids the body
 * carries, nobody edits, follows or reads private lists on behalf of someone else.
 */
describe.each(testDialects('api'))('members authorization on %s', (dialect) => {
  let t: TestApp;
  let victim: Member;
  let other: Member;
  let admin: Member;
  let banned: Member;
  let withdrawn: Member;
  let target: Member;
  let victimPost: number;

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: POSTS_TEST_ENV });
    victim = await createSignedInMember(t.app, 'victim');
    other = await createSignedInMember(t.app, 'other');
    admin = await createSignedInMember(t.app, 'boss', { admin: true });
    banned = await createSignedInMember(t.app, 'banned');
    withdrawn = await createSignedInMember(t.app, 'withdrawn');
    target = await createSignedInMember(t.app, 'target');
    await call(t.app, '/api/user/update', { introduce: 'mine', snsLinks: [] }, victim);
    victimPost = await createPost(t.app, other, 'forum');
    await call(t.app, '/api/post/bookmark', { postId: victimPost }, victim);
    await call(t.app, '/api/post/follow', { postId: victimPost }, victim);
    await setStatus(t.app, banned.id, 'banned');
    await withdrawMember(t.app, withdrawn.id);
  });
  afterAll(async () => {
    await t.close();
  });

  /** The victim's state that no one else may change. */
  const victimState = async () => ({
    user: await t.app.db
      .selectFrom('users')
      .select(['nick_name', 'introduce', 'mbti_id', 'profile_image_path', 'profile_base_image_index', 'lang'])
      .where('id', '=', victim.id)
      .executeTakeFirstOrThrow(),
    follows: await t.app.db.selectFrom('member_follows').selectAll().where('follower_id', '=', victim.id).execute(),
  });

  type Role = 'visitor' | 'member' | 'other' | 'banned' | 'withdrawn' | 'admin';
  const as = (role: Role): Member | null => ({ visitor: null, member: victim, other, banned, withdrawn, admin })[role];
  const roles: Role[] = ['visitor', 'member', 'other', 'banned', 'withdrawn', 'admin'];
  /** Sessions of banned and withdrawn members end (P11, P12): they are refused as signed out. */
  const signedOut = (role: Role) => role === 'visitor' || role === 'banned' || role === 'withdrawn';

  it('writes: only the signed-in member, for themselves; a body naming the victim is 403 for everyone else', async () => {
    const before = await victimState();
    for (const role of roles) {
      const member = as(role);
      const writes = [
        () => call(t.app, '/api/user/update', { id: victim.id, nickName: 'hijacked', introduce: 'pwned' }, member),
        () =>
          call(
            t.app,
            '/api/user/follow',
            {
              userInfoId: victim.id,
              nickName: 'victim',
              followingUserInfoId: target.id,
              key: 'USER_FOLLOW',
              type: 'me',
            },
            member,
          ),
        () =>
          call(
            t.app,
            '/api/user/follow',
            { userInfoId: victim.id, followingUserInfoId: target.id, key: 'USER_FOLLOW_CANCEL' },
            member,
          ),
      ];
      for (const write of writes) {
        const response = await write();
        if (role === 'member') {
          expect(response.statusCode, role).toBe(200);
          continue;
        }
        if (signedOut(role)) expect(response.statusCode, role).toBe(401);
        else expect([response.statusCode, body(response).code], role).toEqual([403, 'FORBIDDEN']);
      }
      if (role === 'member') {
        // Undo the member's own changes, so the state compared is the one before.
        await call(t.app, '/api/user/update', { nickName: 'victim', introduce: 'mine' }, victim);
      }
    }
    expect(await victimState()).toEqual(before);

    // A follow record of the victim's cannot be named to unfollow for them.
    await call(t.app, '/api/user/follow', { followingUserInfoId: target.id, key: 'USER_FOLLOW' }, victim);
    const record = await t.app.db
      .selectFrom('member_follows')
      .select('id')
      .where('follower_id', '=', victim.id)
      .executeTakeFirstOrThrow();
    const stolen = await call(
      t.app,
      '/api/user/follow',
      { followingUserInfoId: target.id, key: 'USER_FOLLOW_CANCEL', id: record.id },
      other,
    );
    expect([stolen.statusCode, body(stolen).code]).toEqual([403, 'FORBIDDEN']);
    expect(await t.app.db.selectFrom('member_follows').select('id').where('id', '=', record.id).execute()).toHaveLength(
      1,
    );
    await call(t.app, '/api/user/follow', { followingUserInfoId: target.id, key: 'USER_FOLLOW_CANCEL' }, victim);
  });

  it("the profile image: each member's own; visitors and ended sessions are refused", async () => {
    const image = await solidImage('png', 40, 40);
    for (const role of roles) {
      const before = await victimState();
      const response = await uploadProfileImage(t.app, as(role), image);
      if (signedOut(role)) {
        expect(response.statusCode, role).toBe(401);
        expect(await victimState()).toEqual(before);
      } else {
        expect(response.statusCode, role).toBe(200);
        expect(body(response).data.user.id, role).toBe(as(role)!.id);
        if (role !== 'member') expect(await victimState()).toEqual(before);
      }
    }
  });

  it('private lists (bookmarks, followed posts): the viewer’s own only; naming the victim is 403', async () => {
    for (const path of ['/api/user/bookmark', '/api/user/post_follow']) {
      for (const role of roles) {
        const member = as(role);
        const named = await call(t.app, path, { userInfoId: victim.id }, member);
        const plain = await call(t.app, path, {}, member);
        if (signedOut(role)) {
          expect([named.statusCode, plain.statusCode], `${path} ${role}`).toEqual([401, 401]);
        } else if (role === 'member') {
          expect(
            body(named).data.rows.map((row: { id: number }) => row.id),
            path,
          ).toEqual([victimPost]);
          expect(
            body(plain).data.rows.map((row: { id: number }) => row.id),
            path,
          ).toEqual([victimPost]);
        } else {
          expect([named.statusCode, body(named).code], `${path} ${role}`).toEqual([403, 'FORBIDDEN']);
          expect(
            body(plain).data.rows.map((row: { id: number }) => row.id),
            `${path} ${role}`,
          ).toEqual([]);
        }
      }
    }
  });

  it('public reads: anyone; the account and edit flag only for the member (account also for administrators)', async () => {
    for (const role of roles) {
      const member = as(role);
      const info = await call(t.app, '/api/user/info', { id: victim.id }, member);
      // An ended session reads as a visitor would, or is told to sign in again.
      if (signedOut(role) && info.statusCode === 401) continue;
      expect(info.statusCode, role).toBe(200);
      const data = body(info).data;
      expect(data.account !== null, role).toBe(role === 'member' || role === 'admin');
      expect(data.profile.can, role).toEqual({
        follow: role === 'other' || role === 'admin',
        edit: role === 'member',
      });
      for (const path of ['/api/user/profile_summary', '/api/user/get_user_follower', '/api/user/get_user_following']) {
        expect((await call(t.app, path, { id: victim.id }, member)).statusCode, `${path} ${role}`).toBe(200);
      }
      for (const path of ['/api/user/post', '/api/user/post_reply']) {
        expect((await call(t.app, path, { userInfoId: victim.id }, member)).statusCode, `${path} ${role}`).toBe(200);
      }
    }
  });
});
