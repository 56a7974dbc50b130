import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { POST_UPLOADS_MAX_BYTES } from '../../../../common/validation/post.ts';
import { createTestApp, type TestApp, testDialects } from '../../../test/harness.ts';
import { AppError } from '../../../lib/errors.ts';
import { createSignedInMember, addPost, type Member } from '../test-support.ts';
import { attachUploads } from './attach.ts';

for (const dialect of testDialects('api')) {
  describe(`attachUploads (${dialect})`, () => {
    let t: TestApp;
    let author: Member;
    let other: Member;
    let postId: number;
    let counter = 0;

    beforeEach(async () => {
      t = await createTestApp(dialect);
      author = await createSignedInMember(t.app, 'Author');
      other = await createSignedInMember(t.app, 'Other');
      postId = await addPost(t.app, author.id);
    });
    afterEach(async () => {
      await t.close();
    });

    /** An uploads row as the upload call leaves it; the bytes are what the 15 MB rule adds up. */
    async function uploadRow(userId: number, bytes: number, postIdValue: number | null = null): Promise<string> {
      counter += 1;
      const key = `2026/01/attach${String(counter).padStart(18, '0')}.png`;
      await t.app.db
        .insertInto('uploads')
        .values({
          user_id: userId,
          draft_key: 'draft-0001',
          post_id: postIdValue,
          storage_key: key,
          mime_type: 'image/png',
          bytes,
          width: 10,
          height: 10,
          created_at: t.app.clock.now().toISOString(),
        })
        .execute();
      return `/uploads/${key}`;
    }

    const attach = (imageUrls: string[], userId = author.id, post = postId) =>
      t.app.db.transaction().execute((trx) => attachUploads(trx, { postId: post, userId, imageUrls }));

    const postOf = async (url: string) =>
      (
        await t.app.db
          .selectFrom('uploads')
          .select('post_id')
          .where('storage_key', '=', url.slice('/uploads/'.length))
          .executeTakeFirstOrThrow()
      ).post_id;

    const unavailable = { code: 'VALIDATION_FAILED', fields: [{ field: 'content', code: 'imageUnavailable' }] };

    it("links the member's uploads the content shows; addresses the sanitizer would not keep are not images", async () => {
      const shown = await uploadRow(author.id, 1000);
      const notShown = await uploadRow(author.id, 1000);
      await attach([shown, '/uploads/../x.png', 'https://e.example/a.png']);
      expect(await postOf(shown)).toBe(postId);
      expect(await postOf(notShown)).toBeNull();
    });

    it('refuses an address that names no upload (a broken image), linking nothing then', async () => {
      const mine = await uploadRow(author.id, 1000);
      await expect(attach([mine, '/uploads/2026/01/unknownunknownunknown1.png'])).rejects.toMatchObject(unavailable);
      expect(await postOf(mine)).toBeNull();
    });

    it("refuses another member's image not used yet: its purge would leave this post a broken image", async () => {
      const theirDraft = await uploadRow(other.id, 1000);
      await expect(attach([theirDraft])).rejects.toMatchObject(unavailable);
      expect(await postOf(theirDraft)).toBeNull();
    });

    it("shows another member's image already kept by their post without taking it over, and counts it in the 15 MB", async () => {
      const theirPost = await addPost(t.app, other.id);
      const theirs = await uploadRow(other.id, POST_UPLOADS_MAX_BYTES - 10, theirPost);
      const mine = await uploadRow(author.id, 10);
      await attach([theirs, mine]);
      expect(await postOf(theirs)).toBe(theirPost);
      expect(await postOf(mine)).toBe(postId);

      const oneMore = await uploadRow(author.id, 1);
      await expect(attach([theirs, mine, oneMore])).rejects.toMatchObject({
        code: 'POST_UPLOADS_EXCEEDED',
        status: 413,
      });
    });

    it('accepts exactly 15 MB and refuses one byte more, linking nothing then', async () => {
      const half = await uploadRow(author.id, POST_UPLOADS_MAX_BYTES / 2);
      const otherHalf = await uploadRow(author.id, POST_UPLOADS_MAX_BYTES / 2);
      const extra = await uploadRow(author.id, 1);

      const refusal = await attach([half, otherHalf, extra]).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(AppError);
      expect(refusal).toMatchObject({ code: 'POST_UPLOADS_EXCEEDED' });
      for (const url of [half, otherHalf, extra]) expect(await postOf(url)).toBeNull();

      await attach([half, otherHalf]);
      expect(await postOf(half)).toBe(postId);
      expect(await postOf(otherHalf)).toBe(postId);
    });

    it('counts an image shown twice once', async () => {
      const big = await uploadRow(author.id, POST_UPLOADS_MAX_BYTES - 100);
      await attach([big, big, big]);
      expect(await postOf(big)).toBe(postId);
    });

    it("keeps the author's images linked when an administrator edits the post, and links the administrator's own", async () => {
      const admin = await createSignedInMember(t.app, 'Admin', { admin: true });
      const authors = await uploadRow(author.id, 1000, postId);
      const admins = await uploadRow(admin.id, 1000);
      await attach([authors, admins], admin.id);
      expect(await postOf(authors)).toBe(postId);
      expect(await postOf(admins)).toBe(postId);
    });

    it('counts the images already linked to the post like the new ones', async () => {
      const linked = await uploadRow(author.id, POST_UPLOADS_MAX_BYTES, postId);
      const added = await uploadRow(author.id, 1);
      await expect(attach([linked, added])).rejects.toMatchObject({ code: 'POST_UPLOADS_EXCEEDED' });
      expect(await postOf(added)).toBeNull();
    });
  });
}
