import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../../../test/harness.ts';
import { xssPayloads } from '../../../test/hostile-text.ts';
import { expectNoRunnableScript } from '../../../test/no-script.ts';
import { json, post } from '../../accounts/test-support.ts';
import { listRepliesForPost } from './thread-service.ts';
import { createSignedInMember, addPost, POSTS_TEST_ENV, replyRow, type Member } from '../test-support.ts';

const payloads = xssPayloads();

for (const dialect of testDialects('api')) {
  describe(`hostile reply content (${dialect}, P15)`, () => {
    let t: TestApp;
    let writer: Member;
    let postId: number;

    beforeAll(async () => {
      t = await createTestApp(dialect, { env: POSTS_TEST_ENV });
      const author = await createSignedInMember(t.app, 'author');
      writer = await createSignedInMember(t.app, 'writer');
      postId = await addPost(t.app, author.id);
    });
    afterAll(async () => {
      await t.close();
    });

    it('has all 223 payloads', () => {
      expect(payloads).toHaveLength(223);
    });

    it('stores nothing runnable from any payload, alone or after text; refuses what leaves nothing with replyPlz', async () => {
      let stored = 0;
      for (const [i, payload] of payloads.entries()) {
        for (const content of [payload, `<p>reply ${i}</p>${payload}`]) {
          const response = await post(t.app, '/api/post/reply/add', { postId, content }, writer.headers);
          if (response.statusCode !== 200) {
            expect([response.statusCode, json(response).fields?.[0]?.code], `payload ${i}`).toEqual([400, 'replyPlz']);
            continue;
          }
          const answer = json(response).data;
          const row = await replyRow(t.app, answer.id);
          expectNoRunnableScript(row.content);
          expect(answer.content).toBe(row.content);
          stored += 1;
        }
      }
      // Every payload after text is kept as a reply (only its dangerous part goes).
      expect(stored).toBeGreaterThanOrEqual(payloads.length);
      const thread = await listRepliesForPost(t.app.services, postId, null);
      expect(thread).toHaveLength(stored);
      for (const reply of thread) expectNoRunnableScript(reply.content ?? '');
    });

    it('an edit goes through the same sanitizer', async () => {
      const first = json(await post(t.app, '/api/post/reply/add', { postId, content: '<p>ok</p>' }, writer.headers));
      for (const [i, payload] of payloads.entries()) {
        const response = await post(
          t.app,
          '/api/post/reply/update',
          { id: first.data.id, content: `<p>edit ${i}</p>${payload}` },
          writer.headers,
        );
        expect(response.statusCode, `payload ${i}`).toBe(200);
        expectNoRunnableScript((await replyRow(t.app, first.data.id)).content);
      }
    });
  });
}
