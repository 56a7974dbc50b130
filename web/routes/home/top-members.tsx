import { useTranslation } from 'react-i18next';
import { MemberAvatar } from '../../components/members/member-avatar.tsx';
import { MemberLink } from '../../components/members/member-link.tsx';
import { VisuallyHidden } from '../../components/ui/visually-hidden.tsx';
import type { TopMemberRows } from '../../features/gamification/load-top-members.server.ts';

/**
 * The warmest members of the page's language (SPEC §4, P25): rank, avatar, nickname (the one
 * member link), level and temperature. Server-rendered markup only; an empty ranking says so.
 */
export function TopMembers({ rows }: { rows: NonNullable<TopMemberRows> }) {
  const { t } = useTranslation('gamification');
  return (
    <section aria-labelledby="home-top-members" className="page-column pt-14" data-testid="home-top-members">
      <h2 id="home-top-members" className="text-2xl font-bold text-ink-900">
        {t('top.title')}
      </h2>
      <p className="mt-2 text-ink-600">{t('top.lead')}</p>
      {rows.length === 0 ? (
        <p className="mt-6 rounded-lg border border-dashed border-ink-300 bg-white p-6 text-center text-ink-700">
          {t('top.empty')}
        </p>
      ) : (
        <ol className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {rows.map(({ rank, user }) => (
            <li
              key={user.id}
              className="flex min-w-0 items-center gap-2 rounded-lg border border-flour-300 bg-white p-3 shadow-card"
            >
              {/* The number is the rank; assistive technology hears it in words. */}
              <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-ember-50 font-bold text-ember-800">
                <span aria-hidden="true">{rank}</span>
                <VisuallyHidden>{t('top.rank', { rank })}</VisuallyHidden>
              </span>
              <MemberLink
                member={user}
                avatar={<MemberAvatar member={user} size={40} />}
                nameClassName="truncate font-semibold text-ink-900"
                facts={
                  <span className="text-sm text-ink-600">
                    {t('level', { level: user.level })} · {t('degrees', { value: user.temperature })}
                  </span>
                }
              >
                {user.nickName}
              </MemberLink>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
