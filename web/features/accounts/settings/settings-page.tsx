import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AccountInfo } from '../../../../common/contracts/accounts/membership.ts';
import type { Locale } from '../../../../common/i18n/locales.ts';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { AccountFacts } from './account-facts.tsx';
import { MailLanguage } from './mail-language.tsx';
import { MarketingConsent } from './marketing-consent.tsx';
import { PasswordChangeForm } from './password-change-form.tsx';
import { PasswordLinkRequest } from './password-link-request.tsx';
import { SettingsSection } from './settings-section.tsx';

/**
 * The body of {lang}/myzone/setting (SPEC §2.2 My Zone settings), one card per concern. The
 * route puts it under My Zone's heading, inside My Zone's frame, which gives the page its margins.
 */
export function SettingsPage({ account, lang }: { account: AccountInfo; lang: Locale }) {
  const { t } = useTranslation('member');
  const settingsPath = `/${lang}/myzone/setting`;
  return (
    <div className="grid gap-5">
      <SettingsSection title={t('settings.account.title')}>
        <AccountFacts account={account} />
      </SettingsSection>
      <SettingsSection title={t('settings.marketing.title')}>
        <MarketingConsent agreed={account.agreeMarketing} agreedAt={account.agreeMarketingAt} lang={lang} />
      </SettingsSection>
      <SettingsSection title={t('settings.mailLanguage.title')}>
        <MailLanguage current={account.lang} />
      </SettingsSection>
      {account.admin ? null : (
        <SettingsSection title={t('settings.character.title')}>
          <p className="text-ink-700">{t('settings.character.body')}</p>
          <Link
            to={`/${lang}/charactersetting?redirectUrl=${encodeURIComponent(settingsPath)}`}
            className={`${buttonStyles({ variant: 'secondary' })} mt-3`}
          >
            {t('settings.character.change')}
          </Link>
        </SettingsSection>
      )}
      <SettingsSection title={t('settings.password.title')}>
        {account.hasPassword ? <PasswordChangeForm /> : <PasswordLinkRequest email={account.userId} />}
      </SettingsSection>
      {account.admin ? null : (
        <SettingsSection title={t('settings.withdrawal.title')}>
          <p className="text-ink-700">{t('settings.withdrawal.body')}</p>
          <Link to={`/${lang}/membershipout`} className={`${buttonStyles({ variant: 'secondary' })} mt-3`}>
            {t('settings.withdrawal.link')}
          </Link>
        </SettingsSection>
      )}
    </div>
  );
}
