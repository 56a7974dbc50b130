import { useTranslation } from 'react-i18next';
import { userGetScore } from '../../../../common/contracts/gamification.ts';
import { TemperatureView } from '../../../features/gamification/temperature-view.tsx';
import { MyZoneHeading } from '../../../features/members/myzone/myzone-layout.tsx';
import { i18nFor } from '../../../lib/i18n.ts';
import { requireMember, rethrowAsSignIn } from '../../../lib/member-only.server.ts';
import { pageLocale } from '../../../lib/page-locale.ts';
import { pageMeta } from '../../../lib/page-meta.ts';
import { requestServices } from '../../../lib/request-context.ts';
import type { Route } from './+types/route';

/**
 * {lang}/myzone/mytemperature (SPEC §2.1, §2.3; issue 28): the member's activity temperature,
 * level, characters, badge, today's gain and how points are earned (DECISIONS P20–P23).
 */
export async function loader(args: Route.LoaderArgs) {
  const { lang } = await requireMember(args);
  try {
    const standing = await args.context.get(requestServices).api.call(userGetScore, { lang });
    return { lang, standing };
  } catch (error) {
    return rethrowAsSignIn(error, lang, args.request);
  }
}

export function meta({ params, matches }: Route.MetaArgs) {
  const lang = pageLocale(params);
  return pageMeta(lang, matches, { title: i18nFor(lang).t('gamification:temperature.metaTitle') });
}

export default function MyTemperatureRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('gamification');
  return (
    <section>
      <MyZoneHeading>{t('temperature.title')}</MyZoneHeading>
      <TemperatureView standing={loaderData.standing} activityHref={`/${loaderData.lang}/myzone/activity`} />
    </section>
  );
}
