// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminCategory } from '../../../../common/contracts/admin/reference.ts';
import { DialogHost } from '../../../components/ui/dialogs.tsx';
import { ToastHost } from '../../../components/ui/toasts.tsx';
import { i18nFor } from '../../../lib/i18n.ts';
import { CategoryRows } from './category-rows.tsx';

const category = (id: number, parentId: number | null, depth: number, overrides: Partial<AdminCategory> = {}) => ({
  id,
  parentId,
  depth,
  key: `forum.c${id}`,
  type: 'forum' as const,
  names: { ko: `k${id}`, en: `<img src=x onerror=alert(${id})>`, ja: `j${id}` },
  retired: false,
  postCount: id,
  ...overrides,
});

function renderRows(categories: AdminCategory[]) {
  const Stub = createRoutesStub([
    {
      path: '/en/admin/reference',
      Component: () => <CategoryRows lang="en" type="forum" categories={categories} />,
    },
  ]);
  render(
    <I18nextProvider i18n={i18nFor('en')}>
      <ToastHost>
        <DialogHost>
          <Stub initialEntries={['/en/admin/reference']} />
        </DialogHost>
      </ToastHost>
    </I18nextProvider>,
  );
}

describe('the console categories', () => {
  afterEach(cleanup);

  it('lists categories in tree order with their names in three languages, as text', () => {
    renderRows([category(1, null, 1), category(3, null, 1), category(2, 1, 2, { retired: true })]);
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('data-testid'))).toEqual([
      'category-forum.c1',
      'category-forum.c2',
      'category-forum.c3',
    ]);
    const second = within(rows[1]!);
    expect(second.getByLabelText('English').getAttribute('value')).toBe('<img src=x onerror=alert(2)>');
    expect(second.getByText(/Retired/)).toBeTruthy();
    expect(second.getByRole('button', { name: /^Restore/ })).toBeTruthy();
    // The first of its siblings cannot move up, the last cannot move down.
    expect(
      within(rows[0]!)
        .getByRole('button', { name: /^Move up/ })
        .hasAttribute('disabled'),
    ).toBe(true);
    expect(
      within(rows[2]!)
        .getByRole('button', { name: /^Move down/ })
        .hasAttribute('disabled'),
    ).toBe(true);
    expect(document.querySelector('img')).toBeNull();
    const current = screen.getByRole('link', { name: 'Forum' });
    expect(current.getAttribute('aria-current')).toBe('page');
  });
});
