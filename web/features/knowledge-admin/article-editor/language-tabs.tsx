import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '../../../../common/i18n/locales.ts';

/**
 * The strip of language tabs (ARIA tabs: arrows, Home and End move between them). Each says
 * whether that language has a text and whether the last save found mistakes in it.
 */
export function LanguageTabs({
  idPrefix,
  active,
  written,
  withErrors,
  onSelect,
}: {
  idPrefix: string;
  active: Locale;
  written: Record<Locale, boolean>;
  withErrors: Record<Locale, boolean>;
  onSelect: (lang: Locale) => void;
}) {
  const { t } = useTranslation('knowledgeAdmin');
  const tabs = useRef<Partial<Record<Locale, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent) {
    const index = LOCALES.indexOf(active);
    const next =
      event.key === 'ArrowRight'
        ? LOCALES[(index + 1) % LOCALES.length]
        : event.key === 'ArrowLeft'
          ? LOCALES[(index + LOCALES.length - 1) % LOCALES.length]
          : event.key === 'Home'
            ? LOCALES[0]
            : event.key === 'End'
              ? LOCALES[LOCALES.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    tabs.current[next]?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={t('editor.languages')}
      className="flex gap-1 overflow-x-auto border-b border-flour-300"
    >
      {LOCALES.map((lang) => {
        const selected = lang === active;
        return (
          <button
            key={lang}
            ref={(element) => {
              tabs.current[lang] = element;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${lang}`}
            aria-selected={selected}
            aria-controls={`${idPrefix}-panel-${lang}`}
            tabIndex={selected ? 0 : -1}
            className={`-mb-px inline-flex min-h-11 shrink-0 items-center gap-1 border-b-2 px-3 font-semibold whitespace-nowrap ${
              selected ? 'border-ember-700 text-ember-800' : 'border-transparent text-ink-700 hover:text-ink-900'
            }`}
            onClick={() => onSelect(lang)}
            onKeyDown={onKeyDown}
          >
            {t(`languages.${lang}`)}
            {written[lang] ? null : (
              <span className="text-xs font-normal text-ink-600">({t('editor.notWritten')})</span>
            )}
            {withErrors[lang] ? (
              <span className="text-xs font-normal text-berry-700">({t('editor.hasErrors')})</span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
