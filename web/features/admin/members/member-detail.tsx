import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminMemberDetail } from '../../../../common/contracts/admin/members.ts';
import { formatDay } from '../../../lib/format-day.ts';
import { formatTimestamp } from '../../../lib/format-timestamp.ts';
import { BanPanel } from './ban-panel.tsx';
import { memberPaths } from './member-paths.ts';

const dt = 'text-sm font-semibold text-ink-700';
const dd = 'mb-2 text-ink-900';

/** {lang}/admin/members/{id}: the account, activity, reports against them, sessions, and the ban. */
export function MemberDetail({ lang, member }: { lang: string; member: AdminMemberDetail }) {
  const { t } = useTranslation('adminMembers');
  return (
    <div className="flex flex-col gap-6">
      <p>
        <Link to={memberPaths.list(lang)} className="font-semibold text-ember-800 underline">
          {t('member.back')}
        </Link>
      </p>
      <section aria-labelledby="account-heading">
        <h2 id="account-heading" className="mb-2 text-lg font-bold text-ink-900">
          {t('member.account')}
        </h2>
        <dl className="grid grid-cols-[10rem_1fr] gap-x-4">
          <dt className={dt}>{t('list.email')}</dt>
          <dd className={dd}>{member.email}</dd>
          <dt className={dt}>{t('list.nickName')}</dt>
          <dd className={dd}>{member.nickName}</dd>
          <dt className={dt}>{t('member.job')}</dt>
          <dd className={dd}>{member.jobKey ?? '-'}</dd>
          <dt className={dt}>{t('member.joined')}</dt>
          <dd className={dd}>{formatDay(member.createdAt)}</dd>
          <dt className={dt}>{t('member.state')}</dt>
          <dd className={dd} data-testid="member-state">
            {t(`states.${member.state}`)}
          </dd>
          {member.banReason ? (
            <>
              <dt className={dt}>{t('member.banReason')}</dt>
              <dd className={`${dd} whitespace-pre-wrap`}>{member.banReason}</dd>
            </>
          ) : null}
        </dl>
      </section>
      <section aria-labelledby="activity-heading">
        <h2 id="activity-heading" className="mb-2 text-lg font-bold text-ink-900">
          {t('member.activity')}
        </h2>
        <p className="text-ink-800">
          {t('member.posts', { count: member.activity.postCount })} ·{' '}
          {t('member.replies', { count: member.activity.replyCount })} ·{' '}
          {t('member.reports', { count: member.reports.count })}
        </p>
        <h3 className="mt-3 font-semibold text-ink-900">{t('member.latestPosts')}</h3>
        {member.activity.latestPosts.length === 0 ? (
          <p className="text-ink-700">{t('member.noPosts')}</p>
        ) : (
          <ul className="list-disc pl-5">
            {member.activity.latestPosts.map((post) => (
              <li key={post.id}>
                {post.title} <span className="text-sm text-ink-700">({formatDay(post.createdAt)})</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="sessions-heading">
        <h2 id="sessions-heading" className="mb-2 text-lg font-bold text-ink-900">
          {t('member.sessions')}
        </h2>
        {member.sessions.length === 0 ? (
          <p className="text-ink-700">{t('member.noSessions')}</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {member.sessions.map((session, index) => (
              <li key={index}>
                {session.userAgent ?? t('member.unknownDevice')} —{' '}
                {t('member.lastSeen', { when: formatTimestamp(session.lastSeenAt) })}
              </li>
            ))}
          </ul>
        )}
      </section>
      {member.admin || member.state === 'withdrawn' || member.state === 'pending' ? null : (
        <BanPanel banned={member.state === 'banned'} />
      )}
    </div>
  );
}
