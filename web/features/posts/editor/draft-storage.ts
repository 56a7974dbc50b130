import type { PostGroupingType } from '../../../../common/contracts/reference.ts';
import { isLocale } from '../../../../common/i18n/locales.ts';
import { VISIBILITIES } from '../../../../common/validation/post.ts';
import type { PostFormValues } from './post-form.ts';

/**
 * The draft of a post in the browser's localStorage, so that a reload or a closed tab loses
 * nothing (issue 4). One draft per member, grouping and post (new or edited), kept until the
 * post is saved or the member discards it. Its draftKey goes with it: the images uploaded
 * for it belong to that key on the server (P19).
 */
export interface PostDraft {
  version: 1;
  savedAt: string;
  draftKey: string;
  values: PostFormValues;
}

/** The minimal part of Storage used here; tests pass a Map-backed one. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const PREFIX = 'hearth.postDraft.v1';

export function draftStorageKey(target: { userId: number; type: PostGroupingType; editId: number | null }): string {
  return `${PREFIX}.${target.userId}.${target.type}.${target.editId ?? 'new'}`;
}

/** A fresh key for a draft's uploads: 16 random bytes, base64url (the contract's draftKeyField). */
export function newDraftKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const DRAFT_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** What another version of this page, or a hand-edited storage, left there is checked, not trusted. */
function asValues(value: unknown): PostFormValues | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (!isLocale(v.postLang)) return null;
  if (v.categoryId !== null && !(typeof v.categoryId === 'number' && Number.isInteger(v.categoryId))) return null;
  for (const field of ['companyName', 'title', 'content', 'adminContent'] as const) {
    if (typeof v[field] !== 'string') return null;
  }
  if (!isStringArray(v.tags)) return null;
  if (v.visibility !== '' && !(VISIBILITIES as readonly unknown[]).includes(v.visibility)) return null;
  return {
    postLang: v.postLang,
    categoryId: v.categoryId as number | null,
    companyName: v.companyName as string,
    title: v.title as string,
    content: v.content as string,
    adminContent: v.adminContent as string,
    tags: v.tags,
    visibility: v.visibility as PostFormValues['visibility'],
    // Drafts kept before the guide field existed have none.
    guideId: typeof v.guideId === 'number' && Number.isInteger(v.guideId) ? v.guideId : null,
  };
}

export function readDraft(storage: DraftStorage, key: string): PostDraft | null {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    // Storage can be switched off (private modes, policies): then there is simply no draft.
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const values = asValues(parsed.values);
    if (parsed.version !== 1 || !values || typeof parsed.savedAt !== 'string') return null;
    if (typeof parsed.draftKey !== 'string' || !DRAFT_KEY_PATTERN.test(parsed.draftKey)) return null;
    return { version: 1, savedAt: parsed.savedAt, draftKey: parsed.draftKey, values };
  } catch {
    return null;
  }
}

/** False when the browser refused (storage full or switched off): the form goes on regardless. */
export function writeDraft(storage: DraftStorage, key: string, draft: Omit<PostDraft, 'version'>): boolean {
  try {
    storage.setItem(key, JSON.stringify({ version: 1, ...draft }));
    return true;
  } catch {
    return false;
  }
}

export function removeDraft(storage: DraftStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to clean when storage is unavailable.
  }
}

/** Whether the values say more than the form held when it opened: an untouched form is not a draft. */
export function differsFrom(values: PostFormValues, initial: PostFormValues): boolean {
  return JSON.stringify(values) !== JSON.stringify(initial);
}
