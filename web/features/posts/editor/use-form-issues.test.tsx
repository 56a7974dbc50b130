// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nFor } from '../../../lib/i18n.ts';
import { emptyPostForm } from './post-form.ts';
import { useFormIssues } from './use-form-issues.ts';

const t = i18nFor('en').getFixedT('en', 'errors');
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18nFor('en')}>{children}</I18nextProvider>
);
const empty = emptyPostForm('en');
const noContent = { length: 0, empty: true };

afterEach(cleanup);

describe('useFormIssues', () => {
  it("checks every field before sending, in the page's language, and names the first", () => {
    const { result } = renderHook(() => useFormIssues('forum'), { wrapper });
    let first: string | undefined;
    act(() => {
      first = result.current.checkAll(empty, noContent);
    });
    expect(first).toBe('categoryId');
    expect(result.current.issues.title).toBe(t('titlePlz'));
    expect(result.current.issues.content).toBe(t('contentPlz'));
    expect(result.current.issues.visibility).toBe(t('visibilityPlz'));
    expect(result.current.describedBy('title', 'post-title-counter')).toBe('post-title-error post-title-counter');
    expect(result.current.describedBy('postLang')).toBeUndefined();
  });

  it('a shown mistake goes away as soon as its field is fixed (SPEC §5), the others stay', () => {
    const { result } = renderHook(() => useFormIssues('forum'), { wrapper });
    act(() => void result.current.checkAll(empty, noContent));
    act(() => result.current.recheck({ ...empty, title: 'Fixed' }, noContent));
    expect(result.current.issues.title).toBeUndefined();
    expect(result.current.issues.content).toBe(t('contentPlz'));
  });

  it('recheck shows no mistake the member has not been shown yet', () => {
    const { result } = renderHook(() => useFormIssues('forum'), { wrapper });
    act(() => result.current.recheck(empty, noContent));
    expect(result.current.issues).toEqual({});
  });

  it("shows the action's answer and the tag input's own mistake, and clears them all", () => {
    const { result } = renderHook(() => useFormIssues('forum'), { wrapper });
    act(() => result.current.show({ title: 'Too long, says the API' }));
    expect(result.current.issues).toEqual({ title: 'Too long, says the API' });
    act(() => result.current.setTagIssue('tagsMaxCount'));
    expect(result.current.issues.tags).toBe(t('tagsMaxCount'));
    act(() => result.current.setTagIssue(undefined));
    expect(result.current.issues.tags).toBeUndefined();
    act(() => result.current.clear());
    expect(result.current.issues).toEqual({});
  });
});
