import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../../../test/harness.ts';
import { solidImage } from '../../../test/fixtures/images.ts';
import { body, call, createPost, createSignedInMember, type Member } from '../test-support.ts';
import { purgeIfUnused } from './purge.ts';
import { createLocalStorage } from './storage.ts';

/**
 * Editor images that no post and no reply uses are removed UPLOAD_UNUSED_DAYS after their
 * upload (uploads/purge.ts); those a post or a reply shows are kept, reply images included.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

for (const dialect of testDialects()) {
  describe(`unused uploads (${dialect})`, () => {
    let t: TestApp;
    let dataDir: string;
    let alice: Member;
    let bob: Member;

    beforeEach(async () => {
      dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hearth-purge-'));
      t = await createTestApp(dialect, { env: { DATA_DIR: dataDir, UPLOAD_UNUSED_DAYS: '30' } });
      alice = await createSignedInMember(t.app, 'Alice');
      bob = await createSignedInMember(t.app, 'Bob');
    });
    afterEach(async () => {
      await t.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    });

    /** Uploads one small image as `member`; its address and stored key. */
    async function upload(member: Member, draftKey = 'draft-purge-1'): Promise<{ url: string; key: string }> {
      const png = await solidImage('png');
      const response = await call(
        t.app,
        '/api/post/file/uploadBase64',
        { data: `data:image/png;base64,${png.toString('base64')}`, draftKey },
        member,
      );
      expect(response.statusCode, response.body).toBe(200);
      const url = body(response).data.url as string;
      return { url, key: url.slice('/uploads/'.length) };
    }

    const fileOf = (key: string) => path.join(dataDir, 'uploads', ...key.split('/'));
    const exists = (key: string) =>
      fs.access(fileOf(key)).then(
        () => true,
        () => false,
      );
    const uploadRow = (key: string) =>
      t.app.db.selectFrom('uploads').selectAll().where('storage_key', '=', key).executeTakeFirst();

    async function addReply(member: Member, postId: number, content: string): Promise<number> {
      const response = await call(t.app, '/api/post/reply/add', { postId, content }, member);
      expect(response.statusCode, response.body).toBe(200);
      return body(response).data.id as number;
    }

    it('schedules the check with the upload, exactly UPLOAD_UNUSED_DAYS later', async () => {
      const uploadedAt = t.app.clock.now().getTime();
      const { key } = await upload(alice);
      const row = await uploadRow(key);
      const jobs = await t.app.db.selectFrom('jobs').selectAll().where('type', '=', 'upload.purgeIfUnused').execute();
      expect(jobs).toHaveLength(1);
      expect(JSON.parse(jobs[0]!.payload)).toEqual({ uploadId: Number(row!.id) });
      expect(new Date(jobs[0]!.run_at).getTime()).toBe(uploadedAt + 30 * DAY_MS);
    });

    it('removes an image nobody used, row and file, once the days have passed, and not a moment before', async () => {
      const { key } = await upload(alice);
      expect(await exists(key)).toBe(true);

      t.clock.advance(30 * DAY_MS - 1);
      await t.app.jobs.runDue();
      expect(await uploadRow(key)).toBeDefined();
      expect(await exists(key)).toBe(true);

      t.clock.advance(1);
      await t.app.jobs.runDue();
      expect(await uploadRow(key)).toBeUndefined();
      expect(await exists(key)).toBe(false);
      expect((await t.app.inject({ url: `/uploads/${key}` })).statusCode).toBe(404);
      const [job] = await t.app.db.selectFrom('jobs').selectAll().where('type', '=', 'upload.purgeIfUnused').execute();
      expect(job!.status).toBe('done');
    });

    it("keeps the images of a saved post and of replies (a deleted reply's too), and removes only the unused one", async () => {
      const inPost = await upload(alice, 'draft-post');
      const inReply = await upload(bob, 'draft-reply');
      const inDeletedReply = await upload(bob, 'draft-reply-2');
      const unused = await upload(bob, 'draft-reply-3');
      const postId = await createPost(t.app, alice, 'forum', {
        content: `<p>Chart</p><img src="${inPost.url}" alt="chart">`,
      });
      await addReply(bob, postId, `<p>Mine</p><img src="${inReply.url}" alt="">`);
      const gone = await addReply(bob, postId, `<img src="${inDeletedReply.url}" alt="">`);
      expect((await call(t.app, '/api/post/reply/delete', { id: gone }, bob)).statusCode).toBe(200);

      t.clock.advance(30 * DAY_MS);
      await t.app.jobs.runDue();
      for (const kept of [inPost, inReply, inDeletedReply]) {
        expect(await uploadRow(kept.key), kept.key).toBeDefined();
        expect(await exists(kept.key), kept.key).toBe(true);
      }
      expect(await uploadRow(unused.key)).toBeUndefined();
      expect(await exists(unused.key)).toBe(false);
    });

    it('links a reply to its author’s own unused images, on add and on edit, and refuses another member’s', async () => {
      const postId = await createPost(t.app, alice, 'forum');
      const first = await upload(bob, 'draft-aaa1');
      const second = await upload(bob, 'draft-bbb1');
      const alicesDraft = await upload(alice, 'draft-ccc1');
      // Alice's image is not used yet: its purge would leave Bob's reply a broken image.
      const refused = await call(
        t.app,
        '/api/post/reply/add',
        { postId, content: `<img src="${first.url}" alt=""><img src="${alicesDraft.url}" alt="">` },
        bob,
      );
      expect([refused.statusCode, body(refused).fields?.map((f: { code: string }) => f.code)]).toEqual([
        400,
        ['imageUnavailable'],
      ]);
      expect((await uploadRow(first.key))!.reply_id).toBeNull();
      const replyId = await addReply(bob, postId, `<img src="${first.url}" alt="">`);
      expect((await uploadRow(first.key))!.reply_id).toBe(replyId);
      expect((await uploadRow(alicesDraft.key))!.reply_id).toBeNull();

      const edited = await call(
        t.app,
        '/api/post/reply/update',
        { id: replyId, content: `<img src="${first.url}" alt=""><img src="${second.url}" alt="">` },
        bob,
      );
      expect(edited.statusCode, edited.body).toBe(200);
      expect((await uploadRow(second.key))!.reply_id).toBe(replyId);
      expect((await uploadRow(first.key))!.reply_id).toBe(replyId);
    });

    it('runs again harmlessly: a second run finds nothing and fails nothing', async () => {
      const { key } = await upload(alice);
      const row = await uploadRow(key);
      t.clock.advance(30 * DAY_MS);
      await t.app.jobs.runDue();
      const again = await purgeIfUnused(
        { db: t.app.db, storage: createLocalStorage(path.join(dataDir, 'uploads')), log: t.app.log },
        Number(row!.id),
      );
      expect(again).toBe(false);
    });
  });
}
