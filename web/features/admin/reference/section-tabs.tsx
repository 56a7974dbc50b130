import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export const SECTIONS = ['categories', 'codes', 'groupings', 'reasons'] as const;
export type ReferenceSection = (typeof SECTIONS)[number];

/** The page's sections as links (one page per section, so each has its own address). */
export function SectionTabs({ lang, section }: { lang: string; section: ReferenceSection }) {
  const { t } = useTranslation('adminReference');
  return (
    <nav aria-label={t('sections.label')} className="mb-6 flex flex-wrap gap-2 border-b border-flour-300 pb-2">
      {SECTIONS.map((each) => (
        <Link
          key={each}
          to={`/${lang}/admin/reference?section=${each}`}
          aria-current={each === section ? 'page' : undefined}
          className={`inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold ${
            each === section ? 'bg-ink-900 text-white' : 'text-ink-800 hover:bg-flour-200'
          }`}
        >
          {t(`sections.${each}`)}
        </Link>
      ))}
    </nav>
  );
}
