import { Dialog } from 'radix-ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import type { SnsType } from '../../../common/validation/account.ts';
import { Button } from '../../components/ui/button.tsx';
import { IconButton } from '../../components/ui/icon-button.tsx';
import { CloseIcon } from '../../components/ui/icons.tsx';
import type { LinkResult } from './link-result.ts';

export interface MoveSocialAccountDialogProps {
  lang: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  snsType: SnsType;
  /** The signed ticket of the provider's `link` outcome (P10). */
  ticket: string;
  /** The accounts the provider's e-mail belongs to (the select box of SPEC §2.2). */
  accounts: readonly { userId: string; signupFrom: string; nickName: string }[];
  /** The provider is now linked and the member signed in. */
  onLinked: (login: { isFirstLogin: boolean; nickName: string }) => void;
}

const fieldClass =
  'min-h-11 w-full rounded-md border border-ink-300 bg-white px-3 text-base text-ink-900 hover:border-ink-500 ' +
  'aria-invalid:border-berry-700 aria-invalid:ring-1 aria-invalid:ring-berry-700';

/**
 * The move-social-account popup (SPEC §2.2): the provider's e-mail already has an account;
 * the member picks it, proves its password, and the provider is linked to it ({lang}/sns_link).
 */
export function MoveSocialAccountDialog({
  lang,
  open,
  onOpenChange,
  snsType,
  ticket,
  accounts,
  onLinked,
}: MoveSocialAccountDialogProps) {
  const { t } = useTranslation('sns');
  const { t: tc } = useTranslation();
  const fetcher = useFetcher<LinkResult>();
  const id = useId();
  const [userId, setUserId] = useState(accounts[0]?.userId ?? '');
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState<LinkResult | undefined>();
  const handled = useRef<LinkResult | undefined>(undefined);
  const latestOnLinked = useRef(onLinked);
  useEffect(() => {
    latestOnLinked.current = onLinked;
  });

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== 'idle' || !result || handled.current === result) return;
    handled.current = result;
    setShown(result);
    if (result.ok) latestOnLinked.current({ isFirstLogin: result.isFirstLogin, nickName: result.nickName });
  }, [fetcher.state, fetcher.data]);

  const failure = shown && !shown.ok ? shown : undefined;
  const passwordError = failure?.fields.password;
  const accountError = failure?.fields.userId;
  const alert = failure && !passwordError && !accountError ? failure.message : undefined;
  const provider = t(`provider.${snsType}`);
  const busy = fetcher.state !== 'idle';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    fetcher.submit({ ticket, userId, password }, { method: 'post', action: `/${lang}/sns_link` });
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/45" />
        <Dialog.Content className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-white desktop:inset-auto desktop:top-1/2 desktop:left-1/2 desktop:w-[calc(100%-2rem)] desktop:max-w-[430px] desktop:-translate-x-1/2 desktop:-translate-y-1/2 desktop:rounded-xl desktop:shadow-overlay">
          <div className="flex items-start justify-between gap-2 px-5 pt-4 desktop:px-7 desktop:pt-6">
            <Dialog.Title className="pt-2 text-xl font-bold text-ink-900">{t('move.title')}</Dialog.Title>
            <Dialog.Close asChild>
              <IconButton label={tc('action.close')} icon={<CloseIcon />} className="-mr-2" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="px-5 pt-2 text-base text-ink-700 desktop:px-7">
            {t('move.description', { provider })}
          </Dialog.Description>
          <form onSubmit={submit} className="flex flex-col gap-4 px-5 pt-5 pb-6 desktop:px-7 desktop:pb-7" noValidate>
            <div>
              <label htmlFor={`${id}-account`} className="mb-1.5 block text-sm font-semibold text-ink-800">
                {t('move.account')}
              </label>
              <select
                id={`${id}-account`}
                name="userId"
                value={userId}
                onChange={(event) => setUserId(event.target.value)}
                className={fieldClass}
                aria-invalid={accountError ? true : undefined}
                aria-describedby={accountError ? `${id}-account-error` : undefined}
              >
                {accounts.map((account) => (
                  <option key={account.userId} value={account.userId}>
                    {t('move.accountOption', { userId: account.userId, nickName: account.nickName })}
                  </option>
                ))}
              </select>
              {accountError ? (
                <p id={`${id}-account-error`} className="mt-1 text-sm font-semibold text-berry-700">
                  {accountError}
                </p>
              ) : null}
            </div>
            <div>
              <label htmlFor={`${id}-password`} className="mb-1.5 block text-sm font-semibold text-ink-800">
                {t('move.password')}
              </label>
              <input
                id={`${id}-password`}
                name="password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => {
                  setPassword(event.target.value);
                  setShown(undefined);
                }}
                className={fieldClass}
                aria-invalid={passwordError ? true : undefined}
                aria-describedby={passwordError ? `${id}-password-error` : undefined}
              />
              {passwordError ? (
                <p id={`${id}-password-error`} className="mt-1 text-sm font-semibold text-berry-700">
                  {passwordError}
                </p>
              ) : null}
            </div>
            {alert ? (
              <p role="alert" className="text-sm font-semibold text-berry-700">
                {alert}
              </p>
            ) : null}
            <div className="flex justify-end gap-2 pt-2">
              <Dialog.Close asChild>
                <Button variant="secondary">{t('move.cancel')}</Button>
              </Dialog.Close>
              <Button type="submit" variant="primary" disabled={busy || password === '' || userId === ''}>
                {busy ? t('move.submitting') : t('move.submit')}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
