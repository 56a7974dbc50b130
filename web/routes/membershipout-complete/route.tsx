import { CharacterAvatar } from '../../components/characters/character-avatar.tsx';
import { WithdrawalComplete } from '../../features/accounts/withdrawal/withdrawal-complete.tsx';
import { i18nFor } from '../../lib/i18n.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import type { Route } from './+types/route';
import { pageLocale } from '../../lib/page-locale.ts';

export function meta({ params, matches }: Route.MetaArgs) {
  const lang = pageLocale(params);
  return pageMeta(lang, matches, { title: i18nFor(lang).t('member:withdrawalComplete.metaTitle') });
}

/** {lang}/membershipout/complete: shown after the withdrawal, when the visitor is already signed out. */
export default function MembershipOutCompleteRoute({ params }: Route.ComponentProps) {
  const lang = pageLocale(params);
  return <WithdrawalComplete homePath={`/${lang}`} art={<CharacterAvatar character="dough" size={120} decorative />} />;
}
