import { describe, expect, it } from 'vitest';
import type { Contract } from '../../../../common/contracts/envelope.ts';
import { type ApiClient, ApiError } from '../../../lib/api.ts';
import { type IntentInput, isPostIntent, POST_INTENT_TABLE, toggleAnswer } from './post-intents.server.ts';

function formOf(entries: Record<string, string | string[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) {
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
  }
  return form;
}

const input = (entries: Record<string, string | string[]>): IntentInput => ({
  lang: 'en',
  postId: 12,
  form: formOf(entries),
});

/** An API client that answers `answer` and remembers the call. */
function fakeApi(answer: unknown) {
  const calls: { path: string; body: unknown }[] = [];
  const api: ApiClient = {
    call: (contract: Contract, body: unknown) => {
      calls.push({ path: (contract as unknown as { path: string }).path, body });
      return Promise.resolve(answer as never);
    },
  };
  return { api, calls };
}

describe('the post page intents table: bodies', () => {
  it('toggles send the wanted state for the post of the address', () => {
    for (const intent of ['like', 'bookmark', 'follow'] as const) {
      expect(POST_INTENT_TABLE[intent].body(input({ value: 'true' }))).toEqual({ lang: 'en', postId: 12, value: true });
      expect(POST_INTENT_TABLE[intent].body(input({ value: 'false' }))).toEqual({
        lang: 'en',
        postId: 12,
        value: false,
      });
      // Anything else toggles (the API's default).
      expect(POST_INTENT_TABLE[intent].body(input({}))).toEqual({ lang: 'en', postId: 12 });
    }
    expect(POST_INTENT_TABLE.replyLike.body(input({ replyId: '5', value: 'true' }))).toEqual({
      lang: 'en',
      replyId: 5,
      value: true,
    });
  });

  it('a reply is built from the text and the images, with a valid draft key only', () => {
    const body = POST_INTENT_TABLE.replyAdd.body(input({ text: 'Hello', parentId: '3', draftKey: 'abcdefgh12' }));
    expect(body).toEqual({ lang: 'en', postId: 12, parentId: 3, content: '<p>Hello</p>', draftKey: 'abcdefgh12' });
    const top = POST_INTENT_TABLE.replyAdd.body(input({ text: 'Hi', parentId: '', draftKey: 'short' }));
    expect(top).toEqual({ lang: 'en', postId: 12, parentId: null, content: '<p>Hi</p>', draftKey: undefined });
    expect(POST_INTENT_TABLE.replyUpdate.body(input({ text: 'New', replyId: '8' }))).toEqual({
      lang: 'en',
      id: 8,
      content: '<p>New</p>',
    });
  });

  it('an empty reply is refused before the call, as replyPlz', () => {
    for (const intent of ['replyAdd', 'replyUpdate'] as const) {
      let refusal: unknown;
      try {
        POST_INTENT_TABLE[intent].body(input({ text: '  ', replyId: '8' }));
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(ApiError);
      expect((refusal as ApiError).code).toBe('replyPlz');
      expect((refusal as ApiError).message).toBe('Enter your reply.');
    }
  });

  it('reply delete, report, post delete and the like list name their targets', () => {
    expect(POST_INTENT_TABLE.replyDelete.body(input({ replyId: '8' }))).toEqual({ lang: 'en', id: 8 });
    expect(POST_INTENT_TABLE.report.body(input({ targetType: 'reply', targetId: '8', reasonKey: 'spam' }))).toEqual({
      lang: 'en',
      targetType: 'reply',
      targetId: 8,
      reasonKey: 'spam',
    });
    // An unknown target is the post of the address.
    expect(POST_INTENT_TABLE.report.body(input({ targetType: 'user', targetId: '8', reasonKey: 'spam' }))).toEqual({
      lang: 'en',
      targetType: 'post',
      targetId: 12,
      reasonKey: 'spam',
    });
    expect(POST_INTENT_TABLE.delete.body(input({ type: 'careers' }))).toEqual({ lang: 'en', id: 12 });
    expect(POST_INTENT_TABLE.likeList.body(input({ pageNum: '3' }))).toEqual({ lang: 'en', postId: 12, pageNum: 3 });
    expect(POST_INTENT_TABLE.likeList.body(input({ replyId: '8', pageNum: 'x' }))).toEqual({
      lang: 'en',
      replyId: 8,
      pageNum: 1,
    });
    expect(POST_INTENT_TABLE.likeList.body(input({ pageNum: '999999999' })).pageNum).toBe(100_000);
  });

  it("a form the contract refuses throws the API's VALIDATION_FAILED with the field's message", () => {
    let refusal: unknown;
    try {
      POST_INTENT_TABLE.report.body(input({ targetType: 'post' }));
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).code).toBe('VALIDATION_FAILED');
    expect((refusal as ApiError).fields).toEqual([
      { field: 'reasonKey', code: 'reportReasonPlz', message: 'Choose one reason.' },
    ]);
  });
});

describe('the post page intents table: results', () => {
  it('toggles keep { active, count } and nothing else an answer carries', () => {
    expect(toggleAnswer({ active: true, count: 4 })).toEqual({ active: true, count: 4 });
    expect(toggleAnswer({ active: false, count: 0 })).toEqual({ active: false, count: 0 });
    const grown = { active: true, count: 9, liked: true } as { active: boolean; count: number };
    expect(toggleAnswer(grown)).toEqual({ active: true, count: 9 });
    expect(Object.keys(toggleAnswer(grown))).toEqual(['active', 'count']);
  });

  it('each toggle runs its call and settles to { active, count }', async () => {
    const cases = [
      ['like', '/api/post/like'],
      ['bookmark', '/api/post/bookmark'],
      ['follow', '/api/post/follow'],
    ] as const;
    for (const [intent, path] of cases) {
      const { api, calls } = fakeApi({ active: true, count: 7 });
      await expect(POST_INTENT_TABLE[intent].run(api, input({ value: 'true' }))).resolves.toEqual({
        active: true,
        count: 7,
      });
      expect(calls).toEqual([{ path, body: { lang: 'en', postId: 12, value: true } }]);
    }
    const { api } = fakeApi({ active: false, count: 1 });
    await expect(POST_INTENT_TABLE.replyLike.run(api, input({ replyId: '5', value: 'false' }))).resolves.toEqual({
      replyId: 5,
      active: false,
      count: 1,
    });
  });

  it('a deleted post goes back to its list; a report says whether the post is now hidden', async () => {
    const deleted = await POST_INTENT_TABLE.delete.run(fakeApi({ deleted: true }).api, input({ type: 'careers' }));
    expect(deleted).toEqual({ listPath: '/en/careers/list' });
    const unknownType = await POST_INTENT_TABLE.delete.run(fakeApi({ deleted: true }).api, input({ type: 'x' }));
    expect(unknownType).toEqual({ listPath: '/en/forum/list' });
    const report = await POST_INTENT_TABLE.report.run(
      fakeApi({ hidden: true, extra: 1 }).api,
      input({ reasonKey: 'spam' }),
    );
    expect(report).toEqual({ hidden: true });
  });

  it('reply writes answer the reply; reply delete the removed ids; the like list its page', async () => {
    const reply = { id: 4 };
    await expect(POST_INTENT_TABLE.replyAdd.run(fakeApi(reply).api, input({ text: 'x' }))).resolves.toEqual({ reply });
    const removed = await POST_INTENT_TABLE.replyDelete.run(
      fakeApi({ deletedIds: [4, 5], replyCount: 2 }).api,
      input({ replyId: '4' }),
    );
    expect(removed).toEqual({ deletedIds: [4, 5], replyCount: 2 });
    const page = await POST_INTENT_TABLE.likeList.run(
      fakeApi({ rows: [], total: 0, pageNum: 1, more: true }).api,
      input({}),
    );
    expect(page).toEqual({ rows: [], total: 0, pageNum: 1 });
  });

  it('knows its intents and nothing else', () => {
    expect(isPostIntent('like')).toBe(true);
    expect(isPostIntent('likeList')).toBe(true);
    expect(isPostIntent('toString')).toBe(false);
    expect(isPostIntent('')).toBe(false);
  });
});
