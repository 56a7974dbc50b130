import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createSignedInMember, type Member } from '../posts/test-support.ts';

/**
 * Set-ups of the members API tests: members in every state, follows written straight into the
 * table (badges need a hundred followers), and a multipart body as a browser sends a file.
 */

/** A member who has left (P11), `daysAgo` days before the app's clock. */
export async function withdrawMember(app: FastifyInstance, userId: number, daysAgo = 0): Promise<void> {
  const at = new Date(app.clock.now().getTime() - daysAgo * 86_400_000).toISOString();
  await app.db.updateTable('users').set({ status: 'deprecated', withdrawn_at: at }).where('id', '=', userId).execute();
}

export async function setStatus(app: FastifyInstance, userId: number, status: 'banned' | 'pending'): Promise<void> {
  await app.db
    .updateTable('users')
    .set({ status, ...(status === 'banned' ? { banned_at: app.clock.now().toISOString() } : { confirmed_at: null }) })
    .where('id', '=', userId)
    .execute();
}

let followerSeq = 0;

/** `count` new active members following `userId`, inserted directly. Returns their ids. */
export async function addFollowers(app: FastifyInstance, userId: number, count: number): Promise<number[]> {
  const now = app.clock.now().toISOString();
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    followerSeq += 1;
    const nick = `f${followerSeq}x${randomBytes(3).toString('hex')}`.slice(0, 12);
    const row = await app.db
      .insertInto('users')
      .values({
        user_id: `${nick}@followers.example.com`,
        password_hash: null,
        nick_name: nick,
        job_code_id: null,
        status: 'active',
        agree_privacy_at: now,
        agree_marketing_at: null,
        mbti_id: null,
        confirmed_at: now,
        last_login_at: null,
        show_alarm_date: null,
        banned_at: null,
        ban_reason: null,
        withdrawn_at: null,
        erased_at: null,
        introduce: null,
        profile_image_path: null,
        profile_upload_id: null,
        profile_base_image_index: null,
        main_character_key: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  if (ids.length > 0) {
    await app.db
      .insertInto('member_follows')
      .values(ids.map((id) => ({ follower_id: id, following_id: userId, created_at: now })))
      .execute();
  }
  return ids;
}

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export function fileBody(data: Buffer, filename = 'me.png', contentType = 'image/png') {
  const boundary = `----hearth${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function uploadProfileImage(app: FastifyInstance, member: Member | null, data: Buffer) {
  const { payload, contentType } = fileBody(data);
  return app.inject({
    method: 'POST',
    url: '/api/user/myprofile_image_upload',
    payload,
    headers: { 'content-type': contentType, ...(member?.headers ?? {}) },
  });
}

export { createSignedInMember, type Member };
