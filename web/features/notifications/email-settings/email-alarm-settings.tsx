import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlarmMailSettings } from '../../../../common/contracts/notifications/mail-settings.ts';
import { ALARM_MAIL_KINDS } from '../../../../common/notifications/limits.ts';
import { MailSwitch } from './mail-switch.tsx';

/** myzone/e-mail-alarm (issue 29): the five e-mail switches, each saved when pressed. */
export function EmailAlarmSettings({ settings }: { settings: AlarmMailSettings }) {
  const { t } = useTranslation('notifications-mail');
  const headingId = useId();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-base text-ink-700">{t('page.intro')}</p>
      <section
        aria-labelledby={headingId}
        className="rounded-lg border border-flour-300 bg-white px-5 pt-5 pb-1 shadow-card desktop:px-6"
      >
        <h2 id={headingId} className="text-lg font-bold text-ink-900">
          {t('page.section')}
        </h2>
        <ul className="divide-y divide-flour-300">
          {ALARM_MAIL_KINDS.map((kind) => (
            <li key={kind}>
              <MailSwitch kind={kind} on={settings[kind]} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
