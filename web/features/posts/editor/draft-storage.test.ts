import { describe, expect, it } from 'vitest';
import {
  differsFrom,
  type DraftStorage,
  draftStorageKey,
  newDraftKey,
  readDraft,
  removeDraft,
  writeDraft,
} from './draft-storage.ts';
import { emptyPostForm, type PostFormValues } from './post-form.ts';

function memoryStorage(): DraftStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const values: PostFormValues = {
  postLang: 'ja',
  categoryId: 12,
  companyName: 'Acme',
  title: 'Funnels',
  content: '<p>Hello <strong>there</strong></p>',
  adminContent: '',
  tags: ['ga4', 'ux'],
  visibility: 'private',
  guideId: 7,
};

describe('draft storage', () => {
  it('keeps one draft per member, grouping and post', () => {
    const keys = new Set([
      draftStorageKey({ userId: 1, type: 'forum', editId: null }),
      draftStorageKey({ userId: 1, type: 'careers', editId: null }),
      draftStorageKey({ userId: 1, type: 'forum', editId: 5 }),
      draftStorageKey({ userId: 2, type: 'forum', editId: null }),
    ]);
    expect(keys.size).toBe(4);
  });

  it('gives draft keys the contract accepts, different each time', () => {
    const first = newDraftKey();
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newDraftKey()).not.toBe(first);
  });

  it('reads back what it wrote, and nothing after removal', () => {
    const storage = memoryStorage();
    const key = draftStorageKey({ userId: 1, type: 'forum', editId: null });
    const draftKey = newDraftKey();
    expect(writeDraft(storage, key, { savedAt: '2026-11-24T10:00:00.000Z', draftKey, values })).toBe(true);
    expect(readDraft(storage, key)).toEqual({ version: 1, savedAt: '2026-11-24T10:00:00.000Z', draftKey, values });
    removeDraft(storage, key);
    expect(readDraft(storage, key)).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['another version', JSON.stringify({ version: 2, savedAt: 'x', draftKey: 'abcdefgh', values })],
    ['a bad draft key', JSON.stringify({ version: 1, savedAt: 'x', draftKey: 'a b', values })],
    [
      'a bad language',
      JSON.stringify({ version: 1, savedAt: 'x', draftKey: 'abcdefgh', values: { ...values, postLang: 'fr' } }),
    ],
    [
      'tags of another type',
      JSON.stringify({ version: 1, savedAt: 'x', draftKey: 'abcdefgh', values: { ...values, tags: [1] } }),
    ],
    [
      'an unknown visibility',
      JSON.stringify({ version: 1, savedAt: 'x', draftKey: 'abcdefgh', values: { ...values, visibility: 'all' } }),
    ],
    [
      'a missing title',
      JSON.stringify({ version: 1, savedAt: 'x', draftKey: 'abcdefgh', values: { ...values, title: undefined } }),
    ],
  ])('ignores a stored value with %s', (_name, raw) => {
    const storage = memoryStorage();
    storage.items.set('k', raw);
    expect(readDraft(storage, 'k')).toBeNull();
  });

  it('goes on without a draft when the browser refuses storage', () => {
    const refusing: DraftStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(readDraft(refusing, 'k')).toBeNull();
    expect(writeDraft(refusing, 'k', { savedAt: 'x', draftKey: 'abcdefgh', values })).toBe(false);
    expect(() => removeDraft(refusing, 'k')).not.toThrow();
  });

  it('tells an untouched form from a draft', () => {
    const initial = emptyPostForm('en');
    expect(differsFrom({ ...initial }, initial)).toBe(false);
    expect(differsFrom({ ...initial, title: 'a' }, initial)).toBe(true);
    expect(differsFrom({ ...initial, tags: ['a'] }, initial)).toBe(true);
  });
});
