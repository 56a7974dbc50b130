// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminCategory } from '../../../../common/contracts/admin/reference.ts';
import { CategoryAddForm } from './category-add-form.tsx';
import { renderSection } from './test-support.tsx';

const category = (id: number, parentId: number | null, depth: number): AdminCategory => ({
  id,
  parentId,
  depth,
  key: `forum.c${id}`,
  type: 'forum',
  names: { ko: `카테고리${id}`, en: `Category ${id}`, ja: `カテゴリー${id}` },
  retired: false,
  postCount: 0,
});

describe('the console category add form', () => {
  afterEach(cleanup);

  it('offers the top level and every category above the deepest level as parents', () => {
    renderSection(
      <CategoryAddForm lang="ko" ordered={[category(1, null, 1), category(2, 1, 2), category(3, 2, 3)]} />,
      {
        lang: 'ko',
      },
    );
    const parent = screen.getByLabelText('상위 카테고리') as HTMLSelectElement;
    expect([...parent.options].map((option) => option.value)).toEqual(['', '1', '2']);
    expect(parent.options[1]!.textContent).toBe('카테고리1 (forum.c1)');
  });

  it('submits the key, three names and parent, shows a toast and clears the form', async () => {
    const { submitted } = renderSection(<CategoryAddForm lang="en" ordered={[category(1, null, 1)]} />, {
      answer: { ok: true, intent: 'add' },
    });
    fireEvent.change(screen.getByLabelText('Parent'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Key'), { target: { value: 'forum.c1.new' } });
    for (const [label, value] of [
      ['Korean', '새것'],
      ['English', 'New'],
      ['Japanese', '新しい'],
    ])
      fireEvent.change(screen.getByLabelText(label!), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText('Added.')).toBeTruthy();
    expect(submitted).toEqual([
      { intent: 'add', parentId: '1', key: 'forum.c1.new', ko: '새것', en: 'New', ja: '新しい' },
    ]);
    await waitFor(() => expect((screen.getByLabelText('Key') as HTMLInputElement).value).toBe(''));
  });
});
