import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrochureForm } from '../../features/search/side-panel/brochure-form.tsx';
import { brochurePath } from '../../features/search/side-panel/brochure-result.ts';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { i18nFor } from '../../lib/i18n.ts';
import { requireMember } from '../../lib/member-only.server.ts';
import { pageLocale } from '../../lib/page-locale.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import type { Route } from './+types/route';
import { submitBrochure } from './brochure.server.ts';

/**
 * {lang}/brochure (issue 30, P32; SPEC shows none, ADR 0031): the brochure application on a page
 * of its own, for members only. The side panel's form posts here, and this is where it leads
 * without script, and where members below 1024 px (no side panel) can apply.
 */
export async function loader(args: Route.LoaderArgs) {
  const { lang } = await requireMember(args);
  return { lang };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const lang = pageLocale(params);
  return submitBrochure(context, request, lang, await request.formData());
}

export function meta({ params, matches }: Route.MetaArgs) {
  const lang = pageLocale(params);
  const t = i18nFor(lang).getFixedT(lang, 'side-panel');
  return [...pageMeta(lang, matches, { title: t('brochure.pageTitle') }), { name: 'robots', content: 'noindex' }];
}

export default function BrochurePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('side-panel');
  const { lang } = loaderData;
  return (
    <div className="page-column max-w-xl py-10">
      <h1 className="text-2xl font-bold text-ink-900">{t('brochure.pageTitle')}</h1>
      <p className="mt-2 text-ink-700">{t('brochure.pageLead')}</p>
      <div className="mt-6 rounded-lg border border-flour-300 bg-white p-5 shadow-card">
        {actionData?.ok ? (
          // A post without script lands here: the answer is the page.
          <div role="status">
            <p className="font-semibold text-ink-900">{t('brochure.sent')}</p>
            <p className="mt-1 text-ink-700">{t('brochure.sentBody')}</p>
            <Link to={brochurePath(lang)} className={`${buttonStyles({ variant: 'secondary', size: 'sm' })} mt-4`}>
              {t('brochure.another')}
            </Link>
          </div>
        ) : (
          <BrochureForm lang={lang} initial={actionData} />
        )}
      </div>
    </div>
  );
}
