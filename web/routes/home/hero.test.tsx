// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nFor } from '../../lib/i18n.ts';
import { Hero } from './hero.tsx';

afterEach(cleanup);

function renderHero(signedIn: boolean) {
  const Stub = createRoutesStub([
    {
      path: '/ko',
      Component: () => <Hero lang="ko" siteName="Hearth" provider="Acme" signedIn={signedIn} />,
    },
  ]);
  render(
    <I18nextProvider i18n={i18nFor('ko')}>
      <Stub initialEntries={['/ko']} />
    </I18nextProvider>,
  );
}

describe('the home hero', () => {
  it('asks a visitor to join', () => {
    renderHero(false);
    expect(screen.getByRole('link', { name: '무료로 가입하기' }).getAttribute('href')).toBe('/ko/signin?type=signup');
    expect(screen.queryByRole('link', { name: '질문하기' })).toBeNull();
  });

  it('asks a signed-in member (or administrator) to ask a question instead of joining', () => {
    renderHero(true);
    expect(screen.getByRole('link', { name: '질문하기' }).getAttribute('href')).toBe('/ko/post/forum/writing');
    expect(screen.queryByRole('link', { name: '무료로 가입하기' })).toBeNull();
    expect(screen.getByRole('link', { name: '포럼 둘러보기' })).toBeTruthy();
  });
});
