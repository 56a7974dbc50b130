// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../common/contracts/accounts/shared.ts';
import { i18nFor } from '../../lib/i18n.ts';
import { siteFrame } from '../../test/site-frame.tsx';
import { CategoryTree } from './category-tree.tsx';
import type { KnowledgeTree, TreeActionResult, TreeSubcategory } from './tree-data.ts';

const t = i18nFor('en').getFixedT('en', 'knowledgeAdmin');
const admin = { id: 1, nickName: 'Baker', admin: true } as SessionUser;

const names = (en: string) => ({ ko: `${en}-ko`, en, ja: `${en}-ja` });
const sub = (id: number, parentId: number, name: string, articleIds: number[] = []): TreeSubcategory => ({
  id,
  depth: 2,
  parentId,
  name,
  names: names(name),
  articles: articleIds.map((articleId) => ({
    id: articleId,
    kind: 'guide',
    title: `Guide ${articleId}`,
    lang: 'en',
    fallback: false,
    status: articleId % 2 === 0 ? 'draft' : 'published',
    helpfulCount: articleId,
    notHelpfulCount: 1,
  })),
});

const tree: KnowledgeTree = {
  area: 'documentation',
  categories: [
    {
      id: 1,
      depth: 1,
      parentId: null,
      name: 'Start',
      names: names('Start'),
      children: [sub(11, 1, 'Install', [101, 102, 103])],
    },
    {
      id: 2,
      depth: 1,
      parentId: null,
      name: 'Data',
      names: names('Data'),
      children: [sub(21, 2, 'Import'), sub(22, 2, 'Export')],
    },
    { id: 3, depth: 1, parentId: null, name: 'Admin', names: names('Admin'), children: [] },
  ],
};

function renderTree(answer: TreeActionResult) {
  const posted: Record<string, FormDataEntryValue | FormDataEntryValue[]>[] = [];
  const Stub = createRoutesStub([
    siteFrame(admin, [
      {
        path: 'admin/knowledge',
        loader: () => null,
        action: async ({ request }) => {
          const form = await request.formData();
          const entry: Record<string, FormDataEntryValue | FormDataEntryValue[]> = Object.fromEntries(form);
          if (form.has('ids')) entry.ids = form.getAll('ids');
          posted.push(entry);
          return answer;
        },
        Component: () => <CategoryTree lang="en" tree={tree} />,
      },
    ]),
  ]);
  render(
    <I18nextProvider i18n={i18nFor('en')}>
      <Stub initialEntries={['/en/admin/knowledge']} />
    </I18nextProvider>,
  );
  return posted;
}

afterEach(cleanup);

describe('the knowledge category tree (issue 31)', () => {
  it('moving a category sends every sibling id in the new order', async () => {
    const user = userEvent.setup();
    const posted = renderTree({ ok: true, intent: 'category-reorder' });
    await user.click(await screen.findByRole('button', { name: t('index.moveDown', { name: 'Start' }) }));
    expect(await screen.findByText(t('index.reordered'))).toBeTruthy();
    expect(posted).toEqual([{ intent: 'category-reorder', area: 'documentation', parentId: '', ids: ['2', '1', '3'] }]);
  });

  it('moving a subcategory names its parent and its siblings only', async () => {
    const user = userEvent.setup();
    const posted = renderTree({ ok: true, intent: 'category-reorder' });
    await user.click(await screen.findByRole('button', { name: t('index.moveUp', { name: 'Export' }) }));
    await screen.findByText(t('index.reordered'));
    expect(posted).toEqual([{ intent: 'category-reorder', area: 'documentation', parentId: '2', ids: ['22', '21'] }]);
  });

  it('the ends cannot move further', async () => {
    renderTree({ ok: true, intent: 'category-reorder' });
    const up = await screen.findByRole('button', { name: t('index.moveUp', { name: 'Start' }) });
    const down = screen.getByRole('button', { name: t('index.moveDown', { name: 'Admin' }) });
    expect(up.getAttribute('disabled')).not.toBeNull();
    expect(down.getAttribute('disabled')).not.toBeNull();
  });

  it('moving an article sends every article id of its category in the new order', async () => {
    const user = userEvent.setup();
    const posted = renderTree({ ok: true, intent: 'article-reorder' });
    await user.click(await screen.findByRole('button', { name: t('index.moveUp', { name: 'Guide 103' }) }));
    await screen.findByText(t('index.reordered'));
    expect(posted).toEqual([{ intent: 'article-reorder', categoryId: '11', ids: ['101', '103', '102'] }]);
  });

  it('shows each article with its state and its readers’ answers', async () => {
    renderTree({ ok: true, intent: 'article-reorder' });
    const list = await screen.findByRole('list', { name: t('index.articlesOf', { name: 'Install' }) });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]!.textContent).toContain(t('status.published'));
    expect(rows[1]!.textContent).toContain(t('status.draft'));
    expect(rows[0]!.textContent).toContain(t('index.feedbackCountsLabel', { yes: 101, no: 1 }));
    expect(within(rows[0]!).getByRole('link', { name: 'Guide 101' }).getAttribute('href')).toBe(
      '/en/admin/knowledge/article/101',
    );
    const newGuide = screen.getByRole('link', { name: t('index.newArticleIn.guide', { name: 'Install' }) });
    expect(newGuide.getAttribute('href')).toBe('/en/admin/knowledge/article/new?kind=guide&categoryId=11');
  });

  it('deleting an article asks first, then sends its id', async () => {
    const user = userEvent.setup();
    const posted = renderTree({ ok: true, intent: 'article-delete' });
    await user.click(await screen.findByRole('button', { name: t('index.delete', { name: 'Guide 102' }) }));
    const dialog = await screen.findByRole('alertdialog', {
      name: t('index.deleteArticleTitle', { title: 'Guide 102' }),
    });
    expect(posted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: t('index.deleteConfirm') }));
    await screen.findByText(t('index.deleted'));
    expect(posted).toEqual([{ intent: 'article-delete', id: '102' }]);
  });

  it('a category that is not empty is refused with the API’s message', async () => {
    const user = userEvent.setup();
    const message = 'This category still holds articles or categories.';
    const posted = renderTree({ ok: false, intent: 'category-delete', message, fields: {} });
    await user.click(await screen.findByRole('button', { name: t('index.delete', { name: 'Data' }) }));
    const confirm = await screen.findByRole('alertdialog', { name: t('index.deleteCategoryTitle', { name: 'Data' }) });
    await user.click(within(confirm).getByRole('button', { name: t('index.deleteConfirm') }));
    expect(await screen.findByRole('alertdialog', { name: message })).toBeTruthy();
    expect(posted).toEqual([{ intent: 'category-delete', id: '2' }]);
  });

  it('adds a subcategory with its three names, and shows the API’s field messages', async () => {
    const user = userEvent.setup();
    const posted = renderTree({
      ok: false,
      intent: 'category-save',
      message: 'Check the fields.',
      fields: { 'names.ja': 'Enter a name.' },
    });
    const data = (await screen.findByRole('heading', { name: 'Data' })).closest('li')!;
    await user.click(within(data as HTMLElement).getByRole('button', { name: t('index.addSubcategory') }));
    const group = screen.getByRole('group', { name: t('categoryForm.addSubTitle', { name: 'Data' }) });
    await user.type(within(group).getByLabelText(t('languages.ko')), '내보내기');
    await user.type(within(group).getByLabelText(t('languages.en')), 'Backups');
    await user.click(screen.getByRole('button', { name: t('categoryForm.save') }));
    expect(await screen.findByText('Enter a name.')).toBeTruthy();
    const ja = within(group).getByLabelText(t('languages.ja'));
    expect(ja.getAttribute('aria-invalid')).toBe('true');
    expect(posted).toEqual([
      {
        intent: 'category-save',
        area: 'documentation',
        parentId: '2',
        'names.ko': '내보내기',
        'names.en': 'Backups',
        'names.ja': '',
      },
    ]);
  });

  it('renames a category from its current names', async () => {
    const user = userEvent.setup();
    const posted = renderTree({ ok: true, intent: 'category-save' });
    const rename = await screen.findByRole('button', { name: t('index.renameCategory', { name: 'Import' }) });
    await user.click(rename);
    const group = screen.getByRole('group', { name: t('categoryForm.renameTitle', { name: 'Import' }) });
    const en = within(group).getByLabelText(t('languages.en'));
    expect((en as HTMLInputElement).value).toBe('Import');
    await user.clear(en);
    await user.type(en, 'Imports');
    await user.click(screen.getByRole('button', { name: t('categoryForm.save') }));
    await screen.findByText(t('index.saved'));
    expect(posted).toEqual([
      {
        intent: 'category-save',
        area: 'documentation',
        parentId: '2',
        id: '21',
        'names.ko': 'Import-ko',
        'names.en': 'Imports',
        'names.ja': 'Import-ja',
      },
    ]);
    expect(screen.queryByRole('group', { name: t('categoryForm.renameTitle', { name: 'Import' }) })).toBeNull();
    // The focus goes back to the button that opened the form.
    expect(document.activeElement).toBe(rename);
  });
});
