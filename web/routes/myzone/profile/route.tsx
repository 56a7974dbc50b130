import { OwnProfile } from '../../../features/members/myzone/own-profile.tsx';
import { i18nFor } from '../../../lib/i18n.ts';
import { pageLocale } from '../../../lib/page-locale.ts';
import { pageMeta } from '../../../lib/page-meta.ts';
import { loadOwnProfile } from '../own-profile.server.ts';
import type { Route } from './+types/route';

/** {lang}/myzone/profile (issue 14): one's own profile as others see it. */
export async function loader(args: Route.LoaderArgs) {
  const { lang, profile, jobs } = await loadOwnProfile(args);
  const jobName = profile.jobKey ? (jobs.find((job) => job.key === profile.jobKey)?.name ?? null) : null;
  return { lang, profile, jobName };
}

export function meta({ params, matches }: Route.MetaArgs) {
  const lang = pageLocale(params);
  return pageMeta(lang, matches, { title: i18nFor(lang).t('member:myzone.profile.metaTitle') });
}

export default function MyZoneProfileRoute({ loaderData }: Route.ComponentProps) {
  return <OwnProfile profile={loaderData.profile} jobName={loaderData.jobName} lang={loaderData.lang} />;
}
