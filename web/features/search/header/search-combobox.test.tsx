// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Suggestion } from '../../../../common/contracts/search.ts';
import { i18nFor } from '../../../lib/i18n.ts';
import { HighlightedText } from '../../../components/ui/highlighted-text.tsx';
import { SearchCombobox } from './search-combobox.tsx';

afterEach(cleanup);

/** The shapes of ../shared/testdata/xss-payloads.json: a script, an event handler, a broken-out attribute. */
const payload = `<script>alert(1)</script><img src=x onerror=alert(2)>"><svg onload=alert(3)>`;

const suggestions: Suggestion[] = [
  { kind: 'tag', keyword: '히트맵', count: 3 },
  {
    kind: 'post',
    id: 7,
    type: 'forum',
    title: [
      { text: '히트', hit: true },
      { text: `맵 ${payload}`, hit: false },
    ],
  },
];

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function Box() {
  const ref = useRef<HTMLInputElement>(null);
  return <SearchCombobox lang="ko" inputRef={ref} onNavigate={() => {}} />;
}

function renderBox() {
  const loader = vi.fn(() => ({ kind: 'suggestions', text: '히트', rows: suggestions }));
  const Stub = createRoutesStub([
    {
      path: '/ko/forum/list',
      Component: () => (
        <>
          <Box />
          <Where />
        </>
      ),
    },
    { path: '/ko/search_suggest', loader },
    { path: '/ko/post/:id', Component: Where },
    { path: '/ko/search', Component: Where },
  ]);
  render(
    <I18nextProvider i18n={i18nFor('ko')}>
      <Stub initialEntries={['/ko/forum/list']} />
    </I18nextProvider>,
  );
  return loader;
}

describe('the header search combobox (issue 30)', () => {
  it('lists suggestions as a listbox, moves with the arrows and opens the active one with Enter', async () => {
    const user = userEvent.setup();
    const loader = renderBox();
    const box = screen.getByRole('combobox');
    await user.type(box, '히트');
    const options = await screen.findAllByRole('option');
    expect(loader).toHaveBeenCalled();
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(options).toHaveLength(2);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where').textContent).toBe(
      `/ko/search?result=${encodeURIComponent('#히트맵')}&option=keyword`,
    );
  });

  it('searches the text itself on Enter when no option is active, and Escape closes the list first', async () => {
    const user = userEvent.setup();
    renderBox();
    const box = screen.getByRole('combobox');
    await user.type(box, '히트');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where').textContent).toBe(`/ko/search?result=${encodeURIComponent('히트')}&option=all`);
  });
});

describe('highlighted text', () => {
  it('renders hostile text inside hits and between them as text, never as markup', () => {
    const { container } = render(
      <p>
        <HighlightedText
          segments={[
            { text: payload, hit: true },
            { text: payload, hit: false },
          ]}
        />
      </p>,
    );
    expect(container.querySelectorAll('script, img, svg, iframe')).toHaveLength(0);
    expect(container.querySelector('mark')?.textContent).toBe(payload);
    expect(container.textContent).toBe(payload + payload);
  });
});
