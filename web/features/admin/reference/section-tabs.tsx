import { useTranslation } from 'react-i18next';
import { LinkTabs } from './link-tabs.tsx';

export const SECTIONS = ['categories', 'codes', 'groupings', 'reasons'] as const;
export type ReferenceSection = (typeof SECTIONS)[number];

/** The page's sections as links (one page per section, so each has its own address). */
export function SectionTabs({ lang, section }: { lang: string; section: ReferenceSection }) {
  const { t } = useTranslation('adminReference');
  return (
    <LinkTabs
      label={t('sections.label')}
      keys={SECTIONS}
      current={section}
      hrefOf={(each) => `/${lang}/admin/reference?section=${each}`}
      nameOf={(each) => t(`sections.${each}`)}
      tone="ink"
      className="mb-6 border-b border-flour-300 pb-2"
    />
  );
}
