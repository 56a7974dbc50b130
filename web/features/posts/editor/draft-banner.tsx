import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../../common/i18n/locales.ts';
import { Button } from '../../../components/ui/button.tsx';

/** Says that the form opened from a draft kept in the browser, with the way to throw it away. */
export function DraftBanner({
  restoredAt,
  lang,
  onDiscard,
}: {
  restoredAt: string;
  lang: Locale;
  onDiscard: () => void;
}) {
  const { t } = useTranslation('editor');
  return (
    <div
      role="status"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-md border border-crust-300 bg-crust-100 px-4 py-3 text-sm text-ink-900"
    >
      <p>{t('draft.restored', { time: new Date(restoredAt).toLocaleString(lang) })}</p>
      <Button variant="secondary" size="sm" onClick={onDiscard}>
        {t('draft.discard')}
      </Button>
    </div>
  );
}
