import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MyZoneHeading } from '../../../features/members/myzone/myzone-layout.tsx';
import { ProfileEditForm } from '../../../features/members/myzone/profile-edit-form.tsx';
import { i18nFor } from '../../../lib/i18n.ts';
import { pageLocale } from '../../../lib/page-locale.ts';
import { pageMeta } from '../../../lib/page-meta.ts';
import type { Route } from './+types/route';
import { loadProfileEdit, saveProfileEdit } from './profile-edit.server.ts';

/** {lang}/myzone/profileedit (issue 14): the member's whole profile in one form. */
export function loader(args: Route.LoaderArgs) {
  return loadProfileEdit(args);
}

export function action(args: Route.ActionArgs) {
  return saveProfileEdit(args);
}

export function meta({ params, matches }: Route.MetaArgs) {
  const lang = pageLocale(params);
  return pageMeta(lang, matches, { title: i18nFor(lang).t('member:myzone.edit.metaTitle') });
}

export default function MyZoneProfileEditRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('member');
  const { lang, profile, options } = loaderData;
  return (
    <section>
      <MyZoneHeading
        action={
          <Link to={`/${lang}/myzone/profile`} className="font-semibold text-ember-800 underline">
            {t('myzone.edit.cancel')}
          </Link>
        }
      >
        {t('myzone.edit.title')}
      </MyZoneHeading>
      <div className="grid gap-6 rounded-xl border border-flour-300 bg-white p-5 shadow-card desktop:p-6">
        <ProfileEditForm lang={lang} profile={profile} options={options} result={actionData} />
      </div>
    </section>
  );
}
