// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../components/ui/toasts.tsx';
import { i18nFor } from '../../../lib/i18n.ts';
import { readDraft, writeDraft } from './draft-storage.ts';
import { emptyPostForm, type PostFormValues } from './post-form.ts';
import { DRAFT_SAVE_DELAY_MS, type DraftOptions, useDraft } from './use-draft.ts';

const KEY = 'hearth.postDraft.v1.9.forum.new';
const initial = emptyPostForm('en');

function wrapper({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18nFor('en')}>
      <ToastHost>{children}</ToastHost>
    </I18nextProvider>
  );
}

function renderDraft(options: Partial<DraftOptions> = {}) {
  const onRestore = vi.fn<(values: PostFormValues) => void>();
  const props: DraftOptions = {
    storageKey: KEY,
    initial,
    values: initial,
    baseline: initial,
    paused: false,
    onRestore,
    ...options,
  };
  const hook = renderHook((next: DraftOptions) => useDraft(next), { initialProps: props, wrapper });
  return { ...hook, props, onRestore };
}

beforeEach(() => {
  window.localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

describe('useDraft', () => {
  it('starts a new draft with a fresh upload key when none is stored', () => {
    const { result, onRestore } = renderDraft();
    expect(result.current.draftKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(result.current.restoredAt).toBeNull();
    expect(onRestore).not.toHaveBeenCalled();
  });

  it('saves the form a moment after an edit, and removes the draft when the form is back as it opened', () => {
    const { result, rerender, props } = renderDraft();
    const edited = { ...initial, title: 'Half a thought' };
    rerender({ ...props, values: edited });
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 1));
    expect(readDraft(window.localStorage, KEY)).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const saved = readDraft(window.localStorage, KEY);
    expect(saved?.values).toEqual(edited);
    expect(saved?.draftKey).toBe(result.current.draftKey);

    rerender({ ...props, values: initial });
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
    expect(readDraft(window.localStorage, KEY)).toBeNull();
  });

  it('restores a stored draft into the form, with its key and time, and says so', () => {
    const values = { ...initial, title: 'Where I was', tags: ['funnel'] };
    writeDraft(window.localStorage, KEY, { savedAt: '2026-01-02T03:04:00.000Z', draftKey: 'stored-key-123', values });
    const { result, onRestore } = renderDraft();
    expect(onRestore).toHaveBeenCalledTimes(1);
    expect(onRestore).toHaveBeenCalledWith(values);
    expect(result.current.draftKey).toBe('stored-key-123');
    expect(result.current.restoredAt).toBe('2026-01-02T03:04:00.000Z');
  });

  it('ignores a stored draft equal to what the page opened with', () => {
    writeDraft(window.localStorage, KEY, {
      savedAt: '2026-01-02T03:04:00.000Z',
      draftKey: 'stored-key-123',
      values: initial,
    });
    const { result, onRestore } = renderDraft();
    expect(onRestore).not.toHaveBeenCalled();
    expect(result.current.draftKey).not.toBe('stored-key-123');
  });

  it('clears the draft once the post is saved, and stores nothing more after it', () => {
    const { result, rerender, props } = renderDraft();
    const edited = { ...initial, title: 'Sent' };
    rerender({ ...props, values: edited });
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
    expect(readDraft(window.localStorage, KEY)).not.toBeNull();

    act(() => result.current.clear());
    rerender({ ...props, values: { ...edited, title: 'Sent again' }, paused: true });
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS * 2));
    expect(readDraft(window.localStorage, KEY)).toBeNull();
  });

  it('discarding removes the draft and starts a new one under a new key', () => {
    const values = { ...initial, title: 'Old idea' };
    writeDraft(window.localStorage, KEY, { savedAt: '2026-01-02T03:04:00.000Z', draftKey: 'stored-key-123', values });
    const { result } = renderDraft();
    act(() => result.current.discard());
    expect(readDraft(window.localStorage, KEY)).toBeNull();
    expect(result.current.restoredAt).toBeNull();
    expect(result.current.draftKey).not.toBe('stored-key-123');
    expect(result.current.draftKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
