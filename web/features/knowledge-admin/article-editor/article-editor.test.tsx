// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../../common/contracts/accounts/shared.ts';
import { i18nFor } from '../../../lib/i18n.ts';
import { siteFrame } from '../../../test/site-frame.tsx';
import { ArticleEditor } from './article-editor.tsx';
import type { ArticleFormValues, ArticleSaveRequest, ArticleSaveResult, LinkOption } from './article-form.ts';

// Tiptap does not mount its view in happy-dom: the shared editor (tested on its own and in the
// browser by e2e/post-writing.spec.ts and e2e/knowledge-admin.spec.ts) stands in as a text area
// that reports as it does, so these tests are about the article's form.
vi.mock('../../../components/rich-text-editor/rich-text-editor.tsx', () => ({
  default: (props: {
    id: string;
    labelledBy: string;
    initialContent: string;
    onChange: (html: string, stats: { length: number; empty: boolean }, first: boolean) => void;
  }) => (
    <textarea
      id={props.id}
      aria-labelledby={props.labelledBy}
      defaultValue={props.initialContent}
      onChange={(event) =>
        props.onChange(event.target.value, { length: event.target.value.length, empty: !event.target.value }, false)
      }
    />
  ),
}));

const t = i18nFor('en').getFixedT('en', 'knowledgeAdmin');
const admin = { id: 1, nickName: 'Baker', admin: true } as SessionUser;

const categories = [
  { id: 1, name: 'Start', children: [{ id: 11, name: 'Install' }] },
  { id: 2, name: 'Data', children: [{ id: 21, name: 'Import' }] },
];
const answers: LinkOption[] = [
  { id: 201, title: 'Why does my import stop?', status: 'published', categoryName: 'Troubles' },
  { id: 202, title: 'Which files can I import?', status: 'draft', categoryName: 'Files' },
  { id: 203, title: 'How do I reset a password?', status: 'published', categoryName: 'Accounts' },
];

const existing: ArticleFormValues = {
  id: 7,
  kind: 'guide',
  categoryId: 21,
  status: 'published',
  texts: {
    ko: { title: '가져오기', content: '<p>본문</p>', keywords: ['가져오기'] },
    en: { title: 'Importing data', content: '<p>Text</p>', keywords: ['import', 'csv'] },
    ja: null,
  },
  links: [answers[2]!],
};

function renderEditor(initial: ArticleFormValues, answer: ArticleSaveResult) {
  const posted: ArticleSaveRequest[] = [];
  const Stub = createRoutesStub([
    siteFrame(admin, [
      {
        path: 'admin/knowledge/article/:id',
        loader: () => null,
        action: async ({ request }) => {
          posted.push((await request.json()) as ArticleSaveRequest);
          return answer;
        },
        Component: () => <ArticleEditor lang="en" initial={initial} categories={categories} linkOptions={answers} />,
      },
    ]),
  ]);
  render(
    <I18nextProvider i18n={i18nFor('en')}>
      <Stub initialEntries={[`/en/admin/knowledge/article/${initial.id ?? 'new'}`]} />
    </I18nextProvider>,
  );
  return posted;
}

afterEach(cleanup);

describe('the knowledge article editor (issue 31)', () => {
  it('opens on the page language’s tab and says which languages have no text', async () => {
    renderEditor(existing, { ok: true, id: 7 });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    expect(tabs[2]!.textContent).toContain(t('editor.notWritten'));
    expect(tabs[0]!.textContent).not.toContain(t('editor.notWritten'));
    const panel = screen.getByRole('tabpanel');
    expect((within(panel).getByLabelText(t('editor.title')) as HTMLInputElement).value).toBe('Importing data');
    // The rich-text editor arrives (lazily) with that language's text.
    const content = await within(panel).findByRole('textbox', { name: t('editor.content') });
    expect((content as HTMLTextAreaElement).value).toBe('<p>Text</p>');
    expect(within(panel).getByRole('list', { name: t('editor.chosenKeywords') }).textContent).toContain('csv');
  });

  it('switches languages with the arrow keys and starts a text for a language without one', async () => {
    const user = userEvent.setup();
    const posted = renderEditor(existing, { ok: true, id: 7 });
    const english = await screen.findByRole('tab', { name: new RegExp(t('languages.en')) });
    english.focus();
    await user.keyboard('{ArrowRight}');
    const japanese = screen.getByRole('tab', { name: new RegExp(t('languages.ja')) });
    expect(japanese.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(japanese);
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toContain(t('editor.noText', { language: t('languages.ja') }));
    await user.click(
      within(panel).getByRole('button', { name: t('editor.addLanguage', { language: t('languages.ja') }) }),
    );
    await user.type(within(screen.getByRole('tabpanel')).getByLabelText(t('editor.title')), 'データの取り込み');
    const keywords = within(screen.getByRole('tabpanel')).getByLabelText(t('editor.keywords'));
    await user.type(keywords, '取り込み{Enter}');
    await user.type(await screen.findByRole('textbox', { name: t('editor.content') }), '本文');
    await user.click(screen.getByRole('button', { name: t('editor.save') }));
    await screen.findByText(t('editor.savedToast'));
    expect(posted[0]!.texts.map((text) => text.lang)).toEqual(['ko', 'en', 'ja']);
    expect(posted[0]!.texts[2]).toEqual({
      lang: 'ja',
      title: 'データの取り込み',
      content: '本文',
      keywords: ['取り込み'],
    });
  });

  it('removes a language after asking, and saves without it', async () => {
    const user = userEvent.setup();
    const posted = renderEditor(existing, { ok: true, id: 7 });
    await user.click(await screen.findByRole('tab', { name: new RegExp(t('languages.ko')) }));
    const language = t('languages.ko');
    await user.click(screen.getByRole('button', { name: t('editor.removeLanguage', { language }) }));
    const dialog = await screen.findByRole('alertdialog', { name: t('editor.removeLanguageConfirm', { language }) });
    await user.click(within(dialog).getByRole('button', { name: t('editor.remove') }));
    expect(screen.getByRole('tab', { name: new RegExp(language) }).textContent).toContain(t('editor.notWritten'));
    await user.click(screen.getByRole('button', { name: t('editor.save') }));
    await screen.findByText(t('editor.savedToast'));
    expect(posted[0]).toEqual({
      kind: 'guide',
      categoryId: 21,
      status: 'published',
      texts: [{ lang: 'en', title: 'Importing data', content: '<p>Text</p>', keywords: ['import', 'csv'] }],
      linkIds: [203],
    });
  });

  it('links answers found by a filter, and unlinks them', async () => {
    const user = userEvent.setup();
    const posted = renderEditor(existing, { ok: true, id: 7 });
    const links = await screen.findByRole('group', { name: t('editor.links.guide') });
    await user.type(within(links).getByLabelText(t('editor.linkSearch.guide')), 'import');
    expect(within(links).getByRole('status').textContent).toBe(t('editor.linkResults', { count: 2 }));
    await user.click(
      within(links).getByRole('button', { name: t('editor.linkAdd', { title: 'Why does my import stop?' }) }),
    );
    expect(within(links).getByRole('status').textContent).toBe(t('editor.linkResults', { count: 1 }));
    await user.click(
      within(links).getByRole('button', { name: t('editor.linkRemove', { title: 'How do I reset a password?' }) }),
    );
    await user.selectOptions(screen.getByLabelText(t('editor.category')), '11');
    await user.click(screen.getByLabelText(t('status.draft')));
    await user.click(screen.getByRole('button', { name: t('editor.save') }));
    await screen.findByText(t('editor.savedToast'));
    expect(posted[0]).toMatchObject({ categoryId: 11, status: 'draft', linkIds: [201] });
  });

  it('shows the API’s messages at their fields and opens the language that has one', async () => {
    const user = userEvent.setup();
    renderEditor(existing, {
      ok: false,
      message: 'The request has mistakes.',
      fields: { 'texts.ko.title': 'Enter a title.', categoryId: 'Choose a category.' },
    });
    await user.click(await screen.findByRole('button', { name: t('editor.save') }));
    expect(await screen.findByText('Enter a title.')).toBeTruthy();
    const korean = screen.getByRole('tab', { name: new RegExp(t('languages.ko')) });
    expect(korean.getAttribute('aria-selected')).toBe('true');
    expect(korean.textContent).toContain(t('editor.hasErrors'));
    const title = within(screen.getByRole('tabpanel')).getByLabelText(t('editor.title'));
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(title.getAttribute('aria-describedby')).toBe(screen.getByText('Enter a title.').id);
    const category = screen.getByLabelText(t('editor.category'));
    expect(category.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Choose a category.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(t('editor.failed'));
  });
});
