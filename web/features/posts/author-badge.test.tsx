// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DialogHost } from '../../components/ui/dialogs.tsx';
import { i18nFor } from '../../lib/i18n.ts';
import { AuthorBadge, authorCharacter, type PostAuthor } from './author-badge.tsx';

const member: PostAuthor = {
  id: 3,
  nickName: 'crumb',
  admin: false,
  deprecated: false,
  jobKey: 'JOB_ANALYST',
  mbtiId: 4,
  characterKey: 'muffin',
  level: 4,
  temperature: 36.5,
  profileImagePath: null,
  profileBaseImageIndex: null,
  badge: null,
};

function show(author: PostAuthor) {
  return render(
    <I18nextProvider i18n={i18nFor('ko')}>
      <MemoryRouter initialEntries={['/ko/forum/list']}>
        <DialogHost>
          <AuthorBadge author={author} />
        </DialogHost>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

afterEach(cleanup);

describe('authorCharacter (SPEC §6, DECISIONS P11)', () => {
  it('is the member’s character, the admin art for administrators and dough for withdrawn members', () => {
    expect(authorCharacter(member)).toBe('muffin');
    expect(authorCharacter({ ...member, admin: true })).toBe('admin');
    expect(authorCharacter({ ...member, deprecated: true })).toBe('dough');
    expect(authorCharacter({ ...member, characterKey: 'croissant' })).toBe('dough');
  });
});

describe('AuthorBadge', () => {
  it('shows nickname, level and temperature, and names the character', () => {
    show(member);
    expect(screen.getByTestId('author-name').textContent).toBe('crumb');
    expect(screen.getByText('Lv.4')).toBeTruthy();
    expect(screen.getByText('36.5°C', { exact: false }).textContent).toBe('활동 온도 36.5°C');
    expect(screen.getByText('머핀')).toBeTruthy();
    // Avatar and nickname are the one member link to the profile (issue 14 item 2).
    expect(screen.getByRole('link', { name: 'crumb' }).getAttribute('href')).toBe('/ko/user/profile/3');
  });

  it('hides level and temperature for administrators', () => {
    show({ ...member, admin: true, nickName: 'keeper' });
    expect(screen.getByText('운영자')).toBeTruthy();
    expect(screen.getByTestId('author-name').textContent).toBe('keeper');
    expect(screen.queryByText(/Lv\./)).toBeNull();
    expect(screen.queryByText(/°C/)).toBeNull();
  });

  it('shows a withdrawn member as such, at level 1, without a temperature', () => {
    show({ ...member, deprecated: true, level: 5 });
    expect(screen.getByTestId('author-name').textContent).toBe('탈퇴한 회원');
    expect(screen.getByText('Lv.1')).toBeTruthy();
    expect(screen.queryByText(/°C/)).toBeNull();
    expect(screen.queryByTitle('반죽')).toBeNull();
  });
});
