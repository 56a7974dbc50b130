import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { currentPasswordIssue, PASSWORD_MAX_LENGTH, signinIdIssue } from '../../../common/validation/account.ts';
import { Button } from '../../components/ui/button.tsx';
import { useToast } from '../../components/ui/toasts.tsx';
import { destinationAfterSignIn, isMobileViewport } from './after-sign-in.ts';
import { TextField } from './text-field.tsx';
import { useAuthFetcher } from './use-auth-fetcher.ts';
import { useFieldErrors } from './use-field-errors.ts';

const FIELDS = ['userId', 'password'] as const;
type Field = (typeof FIELDS)[number];
const idOf = (field: Field) => `signin-${field}`;

/** Sign-in names an existing account: the rules for proving, not for choosing (common/validation/account.ts). */

export interface SignInFormProps {
  lang: string;
  /** The sign-in route, whose action answers this form. */
  action: string;
  redirectUrl: string;
  onForgotPassword: () => void;
  /** SPEC §2.2 "e-mail certification popup": an account still waiting for confirmation. */
  onResendConfirm: (userId: string) => void;
  /** The provider buttons (web/features/social), composed by the route. */
  socialRow?: ReactNode;
}

/** SPEC §2.2 sign-in: ID, password, forgot password, social sign-in, and the way to join. */
export function SignInForm({
  lang,
  action,
  redirectUrl,
  onForgotPassword,
  onResendConfirm,
  socialRow,
}: SignInFormProps) {
  const { t } = useTranslation('auth');
  const passwordPresence = (value: string) => {
    const issue = currentPasswordIssue(value);
    return issue ? t(`errors:${issue}`, { maximum: PASSWORD_MAX_LENGTH }) : undefined;
  };
  const emailPresence = (value: string) => {
    const issue = signinIdIssue(value);
    return issue ? t(`errors:${issue}`) : undefined;
  };
  const navigate = useNavigate();
  const toast = useToast();
  const [values, setValues] = useState({ userId: '', password: '' });
  const [alert, setAlert] = useState<{ code: string; message: string } | undefined>();
  const { errors, recheck, showAll } = useFieldErrors(FIELDS);

  const signin = useAuthFetcher(action, 'signin', (result) => {
    if (result.ok) {
      if (!result.signedIn) return;
      toast.show({ tone: 'success', title: t('signin.welcome', { nickName: result.signedIn.nickName }) });
      void navigate(destinationAfterSignIn(lang, result.signedIn, isMobileViewport()), { replace: true });
      return;
    }
    showAll(result.fields, idOf);
    setAlert(result.alert ? { code: result.code, message: result.alert } : undefined);
  });

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    recheck(field, field === 'userId' ? emailPresence(value) : passwordPresence(value));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAlert(undefined);
    const valid = showAll({ userId: emailPresence(values.userId), password: passwordPresence(values.password) }, idOf);
    if (valid) signin.submit({ userId: values.userId.trim(), password: values.password, redirectUrl });
  };

  return (
    <div className="flex flex-col gap-8">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-busy={signin.busy}>
        <TextField
          id={idOf('userId')}
          name="userId"
          type="email"
          autoComplete="username"
          label={t('signin.userId')}
          value={values.userId}
          error={errors.userId}
          onChange={(event) => change('userId', event.target.value)}
        />
        <TextField
          id={idOf('password')}
          name="password"
          type="password"
          autoComplete="current-password"
          label={t('signin.password')}
          value={values.password}
          error={errors.password}
          onChange={(event) => change('password', event.target.value)}
        />
        {alert ? (
          <div role="alert" className="rounded-md border border-berry-700 bg-berry-50 p-3 text-sm text-berry-700">
            <p className="font-semibold">{alert.message}</p>
            {alert.code === 'USER_PENDING' ? (
              <Button
                variant="secondary"
                size="sm"
                className="mt-2"
                onClick={() => onResendConfirm(values.userId.trim())}
              >
                {t('signin.resendConfirm')}
              </Button>
            ) : null}
          </div>
        ) : null}
        <Button type="submit" size="lg" disabled={signin.busy} className="mt-2 w-full">
          {signin.busy ? t('signin.submitting') : t('signin.submit')}
        </Button>
        <button
          type="button"
          onClick={onForgotPassword}
          className="self-center text-sm font-semibold text-ink-700 underline-offset-4 hover:text-ember-800 hover:underline"
        >
          {t('signin.forgotPassword')}
        </button>
      </form>

      {socialRow ? (
        <section aria-labelledby="signin-social" className="flex flex-col items-center gap-3">
          <h2 id="signin-social" className="text-sm font-semibold text-ink-600">
            {t('signin.social')}
          </h2>
          {socialRow}
        </section>
      ) : null}

      <p className="flex flex-wrap items-center justify-center gap-2 border-t border-flour-300 pt-6 text-sm text-ink-700">
        {t('signin.noAccount')}
        <Link
          to={`/${lang}/signin?${new URLSearchParams({ type: 'signup', ...(redirectUrl ? { redirectUrl } : {}) })}`}
          className="font-bold text-ember-800 underline-offset-4 hover:underline"
        >
          {t('signin.join')}
        </Link>
      </p>
    </div>
  );
}
