import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import type { AlarmMailKind } from '../../../../common/contracts/notifications/mail-settings.ts';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { kindLabelKey } from './switch-result.ts';

/**
 * The question of an unsubscribe link (issue 29): what it stops, and a button that confirms.
 * Opening the link changes nothing, since mail scanners open links too; only this POST does,
 * and it needs no JavaScript and no sign-in (the token is signed by the server).
 */
export function UnsubscribeConfirm({ kind, token }: { kind: AlarmMailKind; token: string }) {
  const { t } = useTranslation('notifications-mail');
  return (
    <>
      <p>{t('unsubscribe.question', { label: t(kindLabelKey(kind)) })}</p>
      <p className="text-sm text-ink-600">{t('unsubscribe.note')}</p>
      <Form method="post" className="mt-4">
        <input type="hidden" name="token" value={token} />
        <button type="submit" className={buttonStyles({ variant: 'primary', size: 'lg' })}>
          {t('unsubscribe.confirm')}
        </button>
      </Form>
    </>
  );
}
