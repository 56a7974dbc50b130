import { Outlet } from 'react-router';
import type { SessionUser } from '../../../common/contracts/accounts/shared.ts';
import { CharacterAvatar } from '../../components/characters/character-avatar.tsx';
import { CHARACTER_ORDER } from '../../components/characters/character-keys.ts';
import { DefaultLayout } from '../../features/layout/default-layout.tsx';

/** SPEC §6: a member's icon is their character; administrators show the admin baker. */
function renderAvatar(user: SessionUser, size: number) {
  const character = user.admin ? 'admin' : (CHARACTER_ORDER.find((key) => key === user.characterKey) ?? 'dough');
  return <CharacterAvatar character={character} size={size} decorative />;
}

export default function DefaultLayoutRoute() {
  return (
    <DefaultLayout renderAvatar={renderAvatar}>
      <Outlet />
    </DefaultLayout>
  );
}
