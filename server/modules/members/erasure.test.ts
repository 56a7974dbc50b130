import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidImage } from '../../test/fixtures/images.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/harness.ts';
import { body, call, POSTS_TEST_ENV } from '../posts/test-support.ts';
import { createSignedInMember, uploadProfileImage } from './test-support.ts';

/** P11: 30 days after a withdrawal the profile's personal data (bio, links, image) goes too. */
describe.each(testDialects('api'))('profile erasure on %s', (dialect) => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hearth-profile-erasure-'));
    t = await createTestApp(dialect, { env: { ...POSTS_TEST_ENV, DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('erases the bio, the SNS links and the image with the rest, and the purge removes the file', async () => {
    const leaver = await createSignedInMember(t.app, 'leaver');
    const fan = await createSignedInMember(t.app, 'fan');
    await call(
      t.app,
      '/api/user/update',
      { introduce: 'My story', snsLinks: [{ type: 'SNS_LINKEDIN', url: 'https://linkedin.com/in/leaver' }] },
      leaver,
    );
    const image = body(await uploadProfileImage(t.app, leaver, await solidImage('png', 80, 80))).data.user;
    await call(t.app, '/api/user/follow', { followingUserInfoId: leaver.id, key: 'USER_FOLLOW' }, fan);
    const left = await call(t.app, '/api/user/withdraw', { reasons: ['other'], agreeDisclaimer: true }, leaver);
    expect(left.statusCode).toBe(200);
    // The follower no longer lists them at once (active members only).
    expect(body(await call(t.app, '/api/user/get_user_following', { id: fan.id }, fan)).data.total).toBe(0);

    t.clock.advance(31 * 86_400_000);
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    const row = await t.app.db
      .selectFrom('users')
      .select(['introduce', 'profile_image_path', 'profile_upload_id', 'erased_at'])
      .where('id', '=', leaver.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ introduce: null, profile_image_path: null, profile_upload_id: null });
    expect(row.erased_at).not.toBeNull();
    expect(
      await t.app.db.selectFrom('member_sns_links').selectAll().where('user_id', '=', leaver.id).execute(),
    ).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: image.profileImagePath })).statusCode).toBe(404);
  });
});
