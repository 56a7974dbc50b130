// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nFor } from '../../lib/i18n.ts';
import { TableOfContents } from './table-of-contents.tsx';

const t = i18nFor('en').getFixedT('en', 'knowledge');
const headings = [
  { id: 'before', level: 2 as const, text: 'Before you start' },
  { id: 'gtm', level: 3 as const, text: 'With a tag manager' },
  { id: 'check', level: 2 as const, text: 'Check the data' },
];

function renderToc(variant: 'folded' | 'side', list = headings) {
  render(
    <I18nextProvider i18n={i18nFor('en')}>
      <TableOfContents headings={list} variant={variant} />
    </I18nextProvider>,
  );
}

afterEach(cleanup);

describe('TableOfContents', () => {
  it('links every heading to its id in the content, in order, third levels indented', () => {
    renderToc('side');
    const nav = screen.getByRole('navigation', { name: t('article.toc') });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Before you start', '#before'],
      ['With a tag manager', '#gtm'],
      ['Check the data', '#check'],
    ]);
    expect(links[1]!.closest('li')!.className).toContain('pl-4');
    expect(links[0]!.closest('li')!.className).not.toContain('pl-4');
    // Sticky beside the article from 1024 px, not shown below.
    expect(nav.className).toContain('lg:sticky');
    expect(nav.className).toContain('hidden');
  });

  it('folds on phones behind its summary, and opens', async () => {
    const user = userEvent.setup();
    renderToc('folded');
    const details = screen.getByTestId('toc-folded') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    expect(details.className).toContain('lg:hidden');
    await user.click(screen.getByText(t('article.tocToggle')));
    expect(details.open).toBe(true);
    expect(within(details).getByRole('link', { name: 'Check the data' }).getAttribute('href')).toBe('#check');
  });

  it('leaves out a contents of one heading or none', () => {
    renderToc('side', headings.slice(0, 1));
    renderToc('folded', []);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByTestId('toc-folded')).toBeNull();
  });
});
