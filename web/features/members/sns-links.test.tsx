// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { SNS_LINK_TYPES } from '../../../common/validation/member.ts';
import { i18nFor } from '../../lib/i18n.ts';
import { SnsLinks } from './sns-links.tsx';

afterEach(cleanup);

const sns = i18nFor('ko').getFixedT('ko', 'member');

function renderLinks(links: { type: string; url: string }[]) {
  render(
    <I18nextProvider i18n={i18nFor('ko')}>
      <SnsLinks links={links} />
    </I18nextProvider>,
  );
}

/** The link's icon: what it draws and which it is. */
function iconOf(link: HTMLElement) {
  const icon = link.querySelector('svg');
  expect(icon, 'the link has an icon').not.toBeNull();
  return { icon: icon!, drawing: icon!.innerHTML, name: icon!.getAttribute('data-icon') };
}

describe('SNS links (issue 14 item 1, SPEC §3.1)', () => {
  it('give each network an icon of its own, decorative, the link named by the network', () => {
    renderLinks(SNS_LINK_TYPES.map((type, index) => ({ type, url: `https://example.com/${index}` })));
    const drawings = new Set<string>();
    for (const type of SNS_LINK_TYPES) {
      const link = screen.getByRole('link', { name: sns(`profile.sns.${type}`) });
      const { icon, drawing, name } = iconOf(link);
      expect(icon.getAttribute('aria-hidden')).toBe('true');
      expect(name).toBe(type);
      drawings.add(drawing);
    }
    expect(drawings.size).toBe(SNS_LINK_TYPES.length);
  });

  it('say that they open a new window as their description, not in their name', () => {
    renderLinks([{ type: 'SNS_LINKEDIN', url: 'https://www.linkedin.com/in/baker' }]);
    const link = screen.getByRole('link', { name: sns('profile.sns.SNS_LINKEDIN') });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    const description = document.getElementById(link.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe(sns('profile.sns.newWindow'));
  });

  it('show a type without an icon of its own with a generic link icon and name', () => {
    renderLinks([
      { type: 'SNS_MASTODON', url: 'https://mastodon.example/@baker' },
      { type: 'SNS_HOMEPAGE', url: 'https://baker.example' },
    ]);
    const other = iconOf(screen.getByRole('link', { name: sns('profile.sns.other') }));
    expect(other.name).toBe('link');
    expect(other.icon.getAttribute('aria-hidden')).toBe('true');
    const homepage = iconOf(screen.getByRole('link', { name: sns('profile.sns.SNS_HOMEPAGE') }));
    expect(other.drawing).not.toBe(homepage.drawing);
  });

  it('show nothing without links', () => {
    renderLinks([]);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
