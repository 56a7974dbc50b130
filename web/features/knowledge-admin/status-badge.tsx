import { useTranslation } from 'react-i18next';

/** Draft or published, in words and colour (the colour alone would not say it). */
export function StatusBadge({ status }: { status: 'draft' | 'published' }) {
  const { t } = useTranslation('knowledgeAdmin');
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-semibold ${
        status === 'published' ? 'bg-leaf-50 text-leaf-700' : 'bg-crust-100 text-crust-700'
      }`}
    >
      {t(`status.${status}`)}
    </span>
  );
}
