import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../../test/harness.ts';
import { body, call, createPost, POSTS_TEST_ENV, setPostColumns } from '../posts/test-support.ts';
import { addFollowers, createSignedInMember, type Member, setStatus, withdrawMember } from './test-support.ts';

/** Issue 14 items 1, 2, 7: the profile, the popup's summary, the one member card. */
describe.each(testDialects('api'))('member profiles on %s', (dialect) => {
  let t: TestApp;
  let baker: Member;
  let reader: Member;
  let admin: Member;

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: POSTS_TEST_ENV });
    baker = await createSignedInMember(t.app, 'baker');
    reader = await createSignedInMember(t.app, 'reader');
    admin = await createSignedInMember(t.app, 'boss', { admin: true });
  });
  afterAll(async () => {
    await t.close();
  });

  const info = (id: number, as: Member | null) => call(t.app, '/api/user/info', { id }, as);
  const summary = (id: number, as: Member | null) => call(t.app, '/api/user/profile_summary', { id }, as);

  it('shows the whole profile: card, job, type and characters, bio, links, counts, follow state and can flags', async () => {
    const intj = await t.app.db
      .selectFrom('mbti_types')
      .select('id')
      .where('type', '=', 'intj')
      .executeTakeFirstOrThrow();
    const update = await call(
      t.app,
      '/api/user/update',
      {
        mbtiId: intj.id,
        introduce: '  Sourdough every morning.  ',
        snsLinks: [{ type: 'SNS_HOMEPAGE', url: 'https://bakery.example.com' }],
      },
      baker,
    );
    expect(update.statusCode).toBe(200);
    t.clock.advance(60_000);
    await createPost(t.app, baker, 'forum');
    t.clock.advance(60_000);
    await createPost(t.app, baker, 'forum', { visibility: 'private' });
    await call(t.app, '/api/user/follow', { followingUserInfoId: baker.id, key: 'USER_FOLLOW' }, reader);

    const seen = body(await info(baker.id, reader)).data;
    expect(seen.user).toMatchObject({
      id: baker.id,
      nickName: 'baker',
      deprecated: false,
      characterKey: 'muffin',
      level: 1,
      // Issue 28: a first type and a first bio (+5 each), two posts (+3 each).
      temperature: 16,
      badge: null,
      profileImagePath: null,
      profileBaseImageIndex: null,
    });
    expect(seen.account).toBeNull();
    expect(seen.profile).toMatchObject({
      jobKey: 'JOB_MARKETER',
      introduce: 'Sourdough every morning.',
      mbti: { id: intj.id, type: 'intj' },
      mainCharacter: 'muffin',
      characters: ['dough', 'muffin'],
      snsLinks: [{ type: 'SNS_HOMEPAGE', url: 'https://bakery.example.com' }],
      counts: { posts: 1, replies: 0, followers: 1, following: 0 },
      isFollowing: true,
      can: { follow: true, edit: false },
    });
    expect(seen.profile.followId).toEqual(expect.any(Number));

    // The member and administrators count the private post too (P14), and see the account.
    const own = body(await info(baker.id, baker)).data;
    expect(own.profile).toMatchObject({ counts: { posts: 2 }, isFollowing: false, can: { follow: false, edit: true } });
    expect(own.account).toMatchObject({ id: baker.id, userId: 'baker@posts.example.com' });
    expect(body(await info(baker.id, admin)).data.profile.counts.posts).toBe(2);
    expect(body(await info(baker.id, admin)).data.account).not.toBeNull();

    // A visitor sees the public profile; can.follow is false (the web asks them to sign in).
    const visitor = body(await info(baker.id, null)).data;
    expect(visitor.profile).toMatchObject({ isFollowing: false, followId: null, can: { follow: false, edit: false } });
    expect(visitor.account).toBeNull();

    const popup = body(await summary(baker.id, reader)).data;
    expect(popup).toMatchObject({
      user: { id: baker.id, characterKey: 'muffin' },
      jobKey: 'JOB_MARKETER',
      introduce: 'Sourdough every morning.',
      counts: { posts: 1, replies: 0, followers: 1, following: 0 },
      isFollowing: true,
      can: { follow: true, edit: false },
    });
    expect(popup).not.toHaveProperty('snsLinks');
  });

  it('counts only visible replies on visible posts for others, hidden ones for the member', async () => {
    const author = await createSignedInMember(t.app, 'replier');
    const post = await createPost(t.app, baker, 'forum');
    const first = await call(t.app, '/api/post/reply/add', { postId: post, content: '<p>one</p>' }, author);
    await call(t.app, '/api/post/reply/add', { postId: post, content: '<p>two</p>' }, author);
    expect(first.statusCode).toBe(200);
    await t.app.db.updateTable('replies').set({ status: 'hidden' }).where('id', '=', body(first).data.id).execute();
    expect(body(await summary(author.id, reader)).data.counts.replies).toBe(1);
    expect(body(await summary(author.id, author)).data.counts.replies).toBe(2);
    await setPostColumns(t.app, post, { visibility: 'private' });
    expect(body(await summary(author.id, reader)).data.counts.replies).toBe(0);
  });

  it('P23: badges and follower counts at 9/10, 49/50 and 99/100 followers', async () => {
    const star = await createSignedInMember(t.app, 'star');
    const steps: [number, number, string | null][] = [
      [9, 9, null],
      [1, 10, 'copper'],
      [39, 49, 'copper'],
      [1, 50, 'silver'],
      [49, 99, 'silver'],
      [1, 100, 'gold'],
    ];
    for (const [add, total, badge] of steps) {
      await addFollowers(t.app, star.id, add);
      const seen = body(await summary(star.id, null)).data;
      expect([seen.counts.followers, seen.user.badge], `${total} followers`).toEqual([total, badge]);
    }
    // The badge is on every card: the author card of a post shows it too.
    const post = await createPost(t.app, star, 'forum');
    const detail = body(await call(t.app, '/api/post/get_one', { id: post }, null)).data;
    expect(detail.author).toMatchObject({ id: star.id, badge: 'gold' });
    // A follower who leaves or is banned stops counting: 98 is silver.
    const [gone, banned] = await t.app.db
      .selectFrom('member_follows')
      .select('follower_id')
      .where('following_id', '=', star.id)
      .limit(2)
      .execute();
    await withdrawMember(t.app, gone!.follower_id);
    await setStatus(t.app, banned!.follower_id, 'banned');
    const after = body(await summary(star.id, null)).data;
    expect([after.counts.followers, after.user.badge]).toEqual([98, 'silver']);
  });

  it('P11: a withdrawn member has no profile (410 MEMBER_WITHDRAWN) and a placeholder card elsewhere', async () => {
    const leaver = await createSignedInMember(t.app, 'leaver');
    await call(t.app, '/api/user/update', { introduce: 'bye', profileBaseImageIndex: 2 }, leaver);
    const post = await createPost(t.app, leaver, 'forum');
    await addFollowers(t.app, leaver.id, 12);
    await withdrawMember(t.app, leaver.id);
    for (const as of [null, reader, admin]) {
      for (const response of [await info(leaver.id, as), await summary(leaver.id, as)]) {
        expect([response.statusCode, body(response).code]).toEqual([410, 'MEMBER_WITHDRAWN']);
        expect(body(response).message).toBeTruthy();
      }
    }
    const en = await call(t.app, '/api/user/info', { id: leaver.id, lang: 'en' }, null);
    expect(body(en).message).toBe('This member has left the community.');
    const detail = body(await call(t.app, '/api/post/get_one', { id: post }, null)).data;
    expect(detail.author).toEqual({
      id: leaver.id,
      nickName: 'leaver',
      admin: false,
      deprecated: true,
      jobKey: null,
      mbtiId: null,
      characterKey: 'dough',
      level: 1,
      temperature: 0,
      profileImagePath: null,
      profileBaseImageIndex: null,
      badge: null,
    });
  });

  it('hides a banned member from everyone but administrators; never found: pending or missing members', async () => {
    const rogue = await createSignedInMember(t.app, 'rogue');
    await setStatus(t.app, rogue.id, 'banned');
    for (const as of [null, reader]) {
      const response = await info(rogue.id, as);
      expect([response.statusCode, body(response).code]).toEqual([403, 'MEMBER_SUSPENDED']);
    }
    const judged = body(await info(rogue.id, admin)).data;
    expect(judged.profile.can.follow).toBe(false);
    const pending = await createSignedInMember(t.app, 'pending');
    await setStatus(t.app, pending.id, 'pending');
    for (const id of [pending.id, 2_000_000_000]) {
      const response = await summary(id, reader);
      expect([response.statusCode, body(response).code]).toEqual([404, 'NOT_FOUND']);
    }
    expect((await info(0, null)).statusCode).toBe(400);
  });

  it('SPEC §6: an administrator shows the admin job label and no personality type', async () => {
    const intj = await t.app.db
      .selectFrom('mbti_types')
      .select('id')
      .where('type', '=', 'intj')
      .executeTakeFirstOrThrow();
    await call(t.app, '/api/user/update', { mbtiId: intj.id }, admin);
    const seen = body(await info(admin.id, reader)).data;
    expect(seen.user).toMatchObject({ admin: true, jobKey: 'JOB_ADMIN' });
    expect(seen.profile).toMatchObject({ jobKey: 'JOB_ADMIN', mbti: null });
  });
});
