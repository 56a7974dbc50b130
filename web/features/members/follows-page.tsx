import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MemberSummary } from '../../../common/contracts/members.ts';
import { type FollowTab, memberPaths } from '../../components/members/member-paths.ts';
import { MemberRow, type MemberRowData } from './member-row.tsx';
import { MemberTabs } from './member-tabs.tsx';
import { ListPagination } from '../../components/ui/list-pagination.tsx';

export interface FollowsPageProps {
  lang: string;
  member: MemberSummary;
  tab: FollowTab;
  rows: MemberRowData[];
  page: number;
  pageCount: number;
}

/**
 * {lang}/user/profile/follower/{id} (issue 14): a member's followers or the members they follow,
 * each with the follow-back button the viewer may press.
 */
export function FollowsPage({ lang, member, tab, rows, page, pageCount }: FollowsPageProps) {
  const { t } = useTranslation('member');
  const { user, counts } = member;
  return (
    <section className="page-column flex flex-col gap-6 py-8" data-testid="member-follows">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-ink-900">{t('profile.follows.title', { name: user.nickName })}</h1>
        <Link to={memberPaths.profile(lang, user.id)} className="text-ember-800 underline">
          {t('profile.follows.back')}
        </Link>
      </div>
      <MemberTabs
        label={t('profile.follows.tabsLabel')}
        tabs={(['follower', 'following'] as const).map((key) => ({
          href: memberPaths.follows(lang, user.id, key),
          text: t(`profile.follows.${key}`, { count: key === 'follower' ? counts.followers : counts.following }),
          current: key === tab,
        }))}
      />
      {rows.length === 0 ? (
        <p className="py-8 text-center text-ink-700">
          {t(tab === 'follower' ? 'profile.follows.emptyFollower' : 'profile.follows.emptyFollowing')}
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-flour-300" data-testid="follow-rows">
          {rows.map((row) => (
            <MemberRow key={row.user.id} lang={lang} row={row} />
          ))}
        </ul>
      )}
      <ListPagination
        page={page}
        pageCount={pageCount}
        hrefFor={(next) => memberPaths.follows(lang, user.id, tab, next)}
      />
    </section>
  );
}
