import { useTranslation } from 'react-i18next';

/** The first stop of the keyboard: jumps over the navigation to <main id="main">. */
export function SkipLink({ target = 'main' }: { target?: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={`#${target}`}
      className="sr-only z-50 rounded-md bg-ink-900 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus-on-dark"
    >
      {t('a11y.skipToContent')}
    </a>
  );
}
