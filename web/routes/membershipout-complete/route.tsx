import { data, redirect } from 'react-router';
import { CharacterAvatar } from '../../components/characters/character-avatar.tsx';
import { WithdrawalComplete } from '../../features/accounts/withdrawal/withdrawal-complete.tsx';
import {
  cameFromWithdrawal,
  spentWithdrawalMarkCookie,
} from '../../features/accounts/withdrawal/withdrawal-mark.server.ts';
import { i18nFor } from '../../lib/i18n.ts';
import { pageLocale } from '../../lib/page-locale.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import { requestServices } from '../../lib/request-context.ts';
import type { Route } from './+types/route';

/**
 * Shown once, right after the withdrawal (issue 23 item 8, ADR 0021): the withdrawal's mark is
 * required and spent here; everyone else, and a reload, goes home in the page's language.
 */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = pageLocale(params);
  const headers = { 'Set-Cookie': spentWithdrawalMarkCookie };
  if (!cameFromWithdrawal(context.get(requestServices).marks, request)) throw redirect(`/${lang}`, { headers });
  return data(null, { headers });
}

/** The mark is spent: running the loader again (after a fetcher on this page) could only send the reader home. */
export function shouldRevalidate() {
  return false;
}

/** The answer depends on a one-time cookie: no cache may keep it. */
export function headers() {
  return { 'cache-control': 'no-store' };
}

export function meta({ params, matches }: Route.MetaArgs) {
  const lang = pageLocale(params);
  return pageMeta(lang, matches, { title: i18nFor(lang).t('member:withdrawalComplete.metaTitle') });
}

/** {lang}/membershipout/complete: shown after the withdrawal, when the visitor is already signed out. */
export default function MembershipOutCompleteRoute({ params }: Route.ComponentProps) {
  const lang = pageLocale(params);
  return <WithdrawalComplete homePath={`/${lang}`} art={<CharacterAvatar character="dough" size={120} decorative />} />;
}
