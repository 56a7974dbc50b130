import { useTranslation } from 'react-i18next';
import { CharacterSettingForm, type CharacterSettingFormProps } from './character-setting-form.tsx';

/**
 * {lang}/charactersetting and, for phones, {lang}/mobile-mbti-setting (SPEC §2.1): one page;
 * the `sheet` variant fills a phone screen edge to edge like the sign-up sheets.
 */
export function CharacterSettingPage({ variant, ...form }: CharacterSettingFormProps & { variant: 'page' | 'sheet' }) {
  const { t } = useTranslation('member');
  return (
    <div className={variant === 'sheet' ? 'px-4 pt-6' : 'page-column pt-8 pb-12 desktop:pt-12'}>
      <header className="mb-6 max-w-prose">
        <h1 className="text-2xl font-bold text-ink-900 desktop:text-3xl">{t('characterSetting.title')}</h1>
        <p className="mt-2 text-ink-700">{t('characterSetting.lead')}</p>
      </header>
      <CharacterSettingForm {...form} />
    </div>
  );
}
