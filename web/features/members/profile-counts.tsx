import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MemberProfile } from '../../../common/contracts/members.ts';

export type CountKey = keyof MemberProfile['counts'];

const COUNT_KEYS: readonly CountKey[] = ['posts', 'replies', 'followers', 'following'];

/**
 * A profile's four counts, each a link to its list: the member's public lists on their profile,
 * one's own My Zone pages on one's own (on the phone that is how the follower page is reached).
 */
export function ProfileCounts({ counts, links }: { counts: MemberProfile['counts']; links: Record<CountKey, string> }) {
  const { t } = useTranslation('member');
  return (
    <nav aria-label={t('profile.countsLabel')}>
      <ul className="grid grid-cols-2 gap-3 desktop:grid-cols-4">
        {COUNT_KEYS.map((key) => (
          <li key={key}>
            <Link
              to={links[key]}
              className="flex flex-col items-center rounded-md border border-flour-300 bg-white px-3 py-3 hover:border-ember-700"
              data-testid={`profile-${key}`}
            >
              <span className="text-xl font-bold text-ink-900">{counts[key]}</span>
              <span className="text-sm text-ink-700">{t(`profile.counts.${key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
