import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberAvatar } from '../../components/members/member-avatar.tsx';
import { MemberLink } from '../../components/members/member-link.tsx';
import { VisuallyHidden } from '../../components/ui/visually-hidden.tsx';
import type { TopMemberRows } from './load-top-members.server.ts';

/**
 * The side panel's top-members ranking (SPEC §2.2, §9: 5, the rank panel; P25). Left out when
 * the ranking failed to load or has nobody yet: SPEC §8, and no box of zeros.
 */
export function TopMembersPanel({ title, rows }: { title: string; rows: TopMemberRows }) {
  const { t } = useTranslation('gamification');
  const titleId = useId();
  if (!rows || rows.length === 0) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-lg border border-flour-300 bg-white p-5 shadow-card"
      data-testid="side-top-members"
    >
      <h2 id={titleId} className="text-lg font-bold text-ink-900">
        {title}
      </h2>
      <ol className="mt-3 flex flex-col gap-2">
        {rows.map(({ rank, user }) => (
          <li key={user.id} className="flex min-w-0 items-center gap-2">
            <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-ember-50 text-sm font-bold text-ember-800">
              <span aria-hidden="true">{rank}</span>
              <VisuallyHidden>{t('top.rank', { rank })}</VisuallyHidden>
            </span>
            <MemberLink
              member={user}
              avatar={<MemberAvatar member={user} size={32} />}
              nameClassName="truncate text-sm font-semibold text-ink-900"
              facts={<span className="text-xs text-ink-600">{t('degrees', { value: user.temperature })}</span>}
            >
              {user.nickName}
            </MemberLink>
          </li>
        ))}
      </ol>
    </section>
  );
}
