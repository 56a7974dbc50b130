import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emailIssue } from '../../../common/validation/account.ts';
import { Button } from '../../components/ui/button.tsx';
import type { AuthIntent } from './auth-action.ts';
import { AuthDialog } from './auth-dialog.tsx';
import { TextField } from './text-field.tsx';
import { useAuthFetcher } from './use-auth-fetcher.ts';
import { useFieldErrors } from './use-field-errors.ts';

const FIELDS = ['userId'] as const;

export interface EmailRequestDialogProps {
  action: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialEmail?: string;
}

interface Texts {
  intent: Extract<AuthIntent, 'passwordFind' | 'resendConfirm'>;
  idPrefix: string;
  title: string;
  body: string;
  email: string;
  submit: string;
  sentTitle: string;
  sentBody: (email: string) => string;
}

/** One e-mail field that asks the API to mail a link, then says where it went. */
function EmailRequestDialog({
  action,
  open,
  onOpenChange,
  initialEmail = '',
  texts,
}: EmailRequestDialogProps & { texts: Texts }) {
  const [email, setEmail] = useState(initialEmail);
  const [sentTo, setSentTo] = useState<string | undefined>();
  const { errors, recheck, showAll } = useFieldErrors(FIELDS);
  const id = `${texts.idPrefix}-userId`;
  const { t } = useTranslation();
  const messageOf = (value: string) => {
    const issue = emailIssue(value);
    return issue ? t(`errors:${issue}`) : undefined;
  };

  const request = useAuthFetcher(action, texts.intent, (result) => {
    if (result.ok) setSentTo(email.trim());
    else showAll({ userId: result.fields.userId ?? result.alert }, () => id);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (showAll({ userId: messageOf(email) }, () => id)) request.submit({ userId: email.trim() });
  };

  return (
    <AuthDialog
      open={open}
      onOpenChange={onOpenChange}
      title={sentTo ? texts.sentTitle : texts.title}
      description={sentTo ? texts.sentBody(sentTo) : texts.body}
    >
      {sentTo ? (
        <Button size="lg" className="w-full" onClick={() => onOpenChange(false)} />
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-busy={request.busy}>
          <TextField
            id={id}
            type="email"
            autoComplete="email"
            label={texts.email}
            value={email}
            error={errors.userId}
            onChange={(event) => {
              setEmail(event.target.value);
              recheck('userId', messageOf(event.target.value));
            }}
          />
          <Button type="submit" size="lg" disabled={request.busy} className="w-full">
            {texts.submit}
          </Button>
        </form>
      )}
    </AuthDialog>
  );
}

/** SPEC §2.2 password reset popup: a link valid 24 hours goes to the e-mail (passwordFind). */
export function PasswordFindDialog(props: EmailRequestDialogProps) {
  const { t } = useTranslation('auth');
  return (
    <EmailRequestDialog
      {...props}
      texts={{
        intent: 'passwordFind',
        idPrefix: 'password-find',
        title: t('passwordFind.title'),
        body: t('passwordFind.body'),
        email: t('passwordFind.email'),
        submit: t('passwordFind.submit'),
        sentTitle: t('passwordFind.sentTitle'),
        sentBody: (email) => t('passwordFind.sentBody', { email }),
      }}
    />
  );
}

/** SPEC §2.2 e-mail certification popup: a fresh confirmation link for an account still waiting. */
export function ResendConfirmDialog(props: EmailRequestDialogProps) {
  const { t } = useTranslation('auth');
  return (
    <EmailRequestDialog
      {...props}
      texts={{
        intent: 'resendConfirm',
        idPrefix: 'resend-confirm',
        title: t('resend.title'),
        body: t('resend.body'),
        email: t('resend.email'),
        submit: t('resend.submit'),
        sentTitle: t('resend.title'),
        sentBody: () => t('resend.sent'),
      }}
    />
  );
}
