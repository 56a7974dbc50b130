import { useTranslation } from 'react-i18next';
import { userGetScoreHistory } from '../../../../common/contracts/gamification.ts';
import { memberPaths } from '../../../components/members/member-paths.ts';
import { ListPagination } from '../../../components/ui/list-pagination.tsx';
import { parsePage } from '../../../components/ui/pagination.ts';
import { ActivityLog } from '../../../features/gamification/activity-log.tsx';
import { MyZoneHeading } from '../../../features/members/myzone/myzone-layout.tsx';
import { MyZoneEmpty } from '../../../features/members/myzone/myzone-list.tsx';
import { formatTimestamp } from '../../../lib/format-timestamp.ts';
import { postPaths } from '../../../features/posts/post-paths.ts';
import { i18nFor } from '../../../lib/i18n.ts';
import { requireMember, rethrowAsSignIn } from '../../../lib/member-only.server.ts';
import { pageLocale } from '../../../lib/page-locale.ts';
import { pageMeta } from '../../../lib/page-meta.ts';
import { requestServices } from '../../../lib/request-context.ts';
import type { Route } from './+types/route';

const PAGE_SIZE = 20;

/**
 * {lang}/myzone/activity (SPEC §2.1, §3.3; issue 28): the member's activity log, newest first,
 * twenty rows a page (SPEC §9), each with the temperature after it.
 */
export async function loader(args: Route.LoaderArgs) {
  const { lang } = await requireMember(args);
  const pageNum = parsePage(new URL(args.request.url).searchParams.get('page'));
  try {
    const history = await args.context
      .get(requestServices)
      .api.call(userGetScoreHistory, { lang, pageNum, pageSize: PAGE_SIZE });
    return { lang, pageNum, history };
  } catch (error) {
    return rethrowAsSignIn(error, lang, args.request);
  }
}

export function meta({ params, matches }: Route.MetaArgs) {
  const lang = pageLocale(params);
  return pageMeta(lang, matches, { title: i18nFor(lang).t('gamification:activity.metaTitle') });
}

export default function MyActivityRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('gamification');
  const { lang, pageNum, history } = loaderData;
  const base = `/${lang}/myzone/activity`;
  return (
    <section>
      <MyZoneHeading>{t('activity.title')}</MyZoneHeading>
      {history.rows.length === 0 ? (
        <MyZoneEmpty>{t('activity.empty')}</MyZoneEmpty>
      ) : (
        <ActivityLog
          rows={history.rows}
          formatDate={formatTimestamp}
          links={{ post: (id) => postPaths.post(lang, id), member: (id) => memberPaths.profile(lang, id) }}
        />
      )}
      <ListPagination
        page={pageNum}
        pageCount={Math.ceil(history.total / PAGE_SIZE)}
        hrefFor={(page) => `${base}?${new URLSearchParams({ page: String(page) })}`}
      />
    </section>
  );
}
