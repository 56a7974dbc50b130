import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRightIcon } from '../../components/ui/icons.tsx';
import { SectionIcon } from '../../features/layout/section-icon.tsx';
import { SECTIONS } from '../../features/layout/sections.ts';

/** The four community sections of the menu, each with what it is for. */
export function SectionCards({ lang }: { lang: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-sections" className="page-column py-14">
      <h2 id="home-sections" className="text-2xl font-bold text-ink-900">
        {t('home.sections.title')}
      </h2>
      <p className="mt-2 text-ink-600">{t('home.sections.lead')}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {SECTIONS.map((section) => (
          <li
            key={section.key}
            className="group relative flex flex-col rounded-lg border border-flour-300 bg-white p-6 shadow-card transition-shadow hover:shadow-raised"
          >
            <SectionIcon section={section.key} className="mb-4 size-10 rounded-md bg-ember-50 p-2 text-ember-700" />
            <h3 className="text-lg font-bold text-ink-900">
              <Link to={`/${lang}/${section.path}`} className="after:absolute after:inset-0 after:rounded-lg">
                {t(`nav.${section.key}`)}
              </Link>
            </h3>
            <p className="mt-2 flex-1 text-ink-700">{t(`home.sections.${section.key}`)}</p>
            <span
              aria-hidden="true"
              className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-ember-700 group-hover:underline"
            >
              {t('home.sections.go')}
              <ArrowRightIcon className="size-4" />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
