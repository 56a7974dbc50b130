import { MyZoneInfo } from '../../../features/members/myzone/myzone-info.tsx';
import { i18nFor } from '../../../lib/i18n.ts';
import { requireMember } from '../../../lib/member-only.server.ts';
import { pageLocale } from '../../../lib/page-locale.ts';
import { pageMeta } from '../../../lib/page-meta.ts';
import type { Route } from './+types/route';

/** {lang}/myzone/info (SPEC §2.1, §2.3): about temperature, levels, badges and characters. */
export async function loader(args: Route.LoaderArgs) {
  const { viewer } = await requireMember(args);
  return { viewer };
}

export function meta({ params, matches }: Route.MetaArgs) {
  const lang = pageLocale(params);
  return pageMeta(lang, matches, { title: i18nFor(lang).t('member:myzone.info.metaTitle') });
}

export default function MyZoneInfoRoute({ loaderData }: Route.ComponentProps) {
  return <MyZoneInfo viewer={loaderData.viewer} />;
}
