import { useTranslation } from 'react-i18next';
type LocalizedNames = { ko: string; en: string; ja: string };

export const NAME_LANGS = ['ko', 'en', 'ja'] as const;

/**
 * The three name inputs (ko, en, ja) every reference row and add form submits, each labelled;
 * they wrap on a narrow screen. The server checks them (required, trimmed, at most 100).
 */
export function NamesFields({ names }: { names?: LocalizedNames }) {
  const { t } = useTranslation('adminReference');
  return (
    <>
      {NAME_LANGS.map((lang) => (
        <label key={lang} className="flex min-w-0 flex-col text-xs font-semibold text-ink-800">
          {t(`names.${lang}`)}
          <input
            name={lang}
            defaultValue={names?.[lang] ?? ''}
            required
            maxLength={100}
            className="mt-1 min-h-11 w-44 max-w-full rounded-md border border-flour-400 px-2 text-sm font-normal"
          />
        </label>
      ))}
    </>
  );
}
