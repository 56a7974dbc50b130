import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data, redirect, type ShouldRevalidateFunctionArgs, useNavigate, useSearchParams } from 'react-router';
import {
  nickNameCheck,
  signup,
  signupConfirmResend,
  userIdDupCheck,
} from '../../../common/contracts/accounts/signup.ts';
import { passwordFind } from '../../../common/contracts/accounts/passwords.ts';
import { signin, userCheck } from '../../../common/contracts/accounts/sessions.ts';
import { snsProviders } from '../../../common/contracts/social.ts';
import { codeGetList } from '../../../common/contracts/reference.ts';
import { isSelectableJob, safeRedirectPath } from '../../../common/validation/account.ts';
import { destinationAfterSignIn, isMobileViewport } from '../../features/accounts/after-sign-in.ts';
import { type AuthActionResult, type AuthIntent, INTENT } from '../../features/accounts/auth-action.ts';
import { PasswordFindDialog, ResendConfirmDialog } from '../../features/accounts/email-request-dialog.tsx';
import { failureResult } from '../../features/accounts/failure-result.ts';
import { JoinFlow } from '../../features/accounts/join-flow.tsx';
import { SignInForm } from '../../features/accounts/sign-in-form.tsx';
import { type SocialOutcome, SocialButtons } from '../../features/social/social-buttons.tsx';
import { useToast } from '../../components/ui/toasts.tsx';
import { i18nFor } from '../../lib/i18n.ts';
import { formBody, formText } from '../../lib/form-data.ts';
import { localeOr, pageLocale } from '../../lib/page-locale.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import { requestServices } from '../../lib/request-context.ts';
import type { Route } from './+types/route';

/** SPEC §2.1 {lang}/signin: `type=signup` opens the join flow, `redirectUrl` is where sign-in returns to. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = pageLocale(params);
  const { api } = context.get(requestServices);
  const [{ user }, jobs, social] = await Promise.all([
    api.call(userCheck, { lang }),
    api.call(codeGetList, { lang, group: 'job' }),
    api.call(snsProviders, { lang }),
  ]);
  const url = new URL(request.url);
  const redirectUrl = safeRedirectPath(url.searchParams.get('redirectUrl'), '');
  // A member has nothing to do here (SPEC §2.1).
  if (user) throw redirect(redirectUrl || `/${lang}`);
  return {
    lang,
    redirectUrl,
    // Providers without credentials are hidden (P10); with none, the social rows are left out.
    providers: social.providers,
    jobs: jobs.rows.filter((job) => isSelectableJob(job.key)).map(({ id, key, name }) => ({ id, key, name })),
  };
}

/** Every form of the sign-in page and its popups posts here with an `intent`: one API call each. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const lang = pageLocale(params);
  const { api } = context.get(requestServices);
  const form = await request.formData();
  const intent = formText(form, INTENT) as AuthIntent;
  const done = (extra: Partial<Extract<AuthActionResult, { ok: true }>> = {}): AuthActionResult => ({
    intent,
    ok: true,
    ...extra,
  });
  try {
    switch (intent) {
      case 'signin': {
        const login = await api.call(signin, formBody(form, signin.body, lang, { lang }));
        const redirectTo = safeRedirectPath(formText(form, 'redirectUrl'), `/${lang}`);
        return done({ signedIn: { isFirstLogin: login.isFirstLogin, nickName: login.user.nickName, redirectTo } });
      }
      case 'checkEmail':
        await api.call(userIdDupCheck, formBody(form, userIdDupCheck.body, lang, { lang, snsType: undefined }));
        return done();
      case 'checkNickname':
        await api.call(nickNameCheck, formBody(form, nickNameCheck.body, lang, { lang }));
        return done();
      case 'signup': {
        const snsTicket = formText(form, 'snsTicket');
        const mailLang = localeOr(formText(form, 'mailLang'));
        const account = snsTicket
          ? { snsTicket, userId: undefined, password: undefined }
          : { snsTicket: undefined, userId: formText(form, 'userId'), password: formText(form, 'password') };
        const result = await api.call(
          signup,
          formBody(form, signup.body, lang, {
            // The member's language is also the language of their mail (SPEC §3.1).
            lang: mailLang,
            ...account,
            // Only the sign-up form's own fields: where a member came from is the API's to record.
            signupFrom: undefined,
            signupFromCodeId: undefined,
          }),
        );
        const login = result.login;
        return done(
          login ? { signedIn: { isFirstLogin: true, nickName: login.user.nickName, redirectTo: `/${lang}` } } : {},
        );
      }
      case 'passwordFind':
        await api.call(passwordFind, formBody(form, passwordFind.body, lang, { lang }));
        return done();
      case 'resendConfirm':
        await api.call(signupConfirmResend, formBody(form, signupConfirmResend.body, lang, { lang }));
        return done();
      default:
        throw data(null, { status: 400 });
    }
  } catch (error) {
    return failureResult(intent, error);
  }
}

/** The page's own forms answer through fetchers; re-running this loader then would only send the new member home. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === 'POST' ? false : defaultShouldRevalidate;
}

export function meta({ params, matches }: Route.MetaArgs) {
  const lang = pageLocale(params);
  const t = i18nFor(lang).getFixedT(lang, 'auth');
  return pageMeta(lang, matches, { title: t('signin.title'), description: t('signin.description') });
}

export default function SignInPage({ loaderData }: Route.ComponentProps) {
  const { lang, redirectUrl, jobs, providers } = loaderData;
  const { t } = useTranslation('auth');
  const [searchParams, setSearchParams] = useSearchParams();
  const type = searchParams.get('type');
  const [resendFor, setResendFor] = useState<string | undefined>();
  const [snsSignup, setSnsSignup] = useState<{ ticket: string; email: string } | undefined>();
  const navigate = useNavigate();
  const toast = useToast();
  const action = `/${lang}/signin`;

  const setType = (next: 'signup' | 'password' | null) =>
    setSearchParams(
      (current) => {
        if (next) current.set('type', next);
        else current.delete('type');
        return current;
      },
      { replace: true, preventScrollReset: true },
    );

  // SPEC §4: a provider's sign-in lands like a sign-in here; its sign-up continues at join step 2.
  const onSocialOutcome = (outcome: SocialOutcome) => {
    if (outcome.result === 'signup') {
      setSnsSignup({ ticket: outcome.ticket, email: outcome.userId });
      return;
    }
    toast.show({ tone: 'success', title: t('signin.welcome', { nickName: outcome.nickName }) });
    const login = { isFirstLogin: outcome.isFirstLogin, redirectTo: redirectUrl };
    void navigate(destinationAfterSignIn(lang, login, isMobileViewport()), { replace: true });
  };

  return (
    <div className="page-column flex justify-center py-10 desktop:py-16">
      <div className="w-full max-w-[430px] rounded-xl bg-white p-6 shadow-card desktop:p-8">
        <h1 className="mb-6 text-2xl font-bold text-ink-900">{t('signin.title')}</h1>
        <SignInForm
          lang={lang}
          action={action}
          redirectUrl={redirectUrl}
          onForgotPassword={() => setType('password')}
          onResendConfirm={setResendFor}
          socialRow={
            providers.length > 0 ? (
              <SocialButtons mode="signin" providers={providers} onOutcome={onSocialOutcome} />
            ) : undefined
          }
        />
      </div>
      {snsSignup ? (
        <JoinFlow
          key={snsSignup.ticket}
          lang={lang}
          action={action}
          jobs={jobs}
          open
          onOpenChange={(open) => {
            if (open) return;
            setSnsSignup(undefined);
            setType(null);
          }}
          snsTicket={snsSignup.ticket}
          snsEmail={snsSignup.email}
        />
      ) : type === 'signup' ? (
        <JoinFlow
          lang={lang}
          action={action}
          jobs={jobs}
          open
          onOpenChange={(open) => (open ? undefined : setType(null))}
          socialRow={
            providers.length > 0 ? (
              <SocialButtons mode="signup" providers={providers} onOutcome={onSocialOutcome} />
            ) : undefined
          }
        />
      ) : null}
      {type === 'password' ? (
        <PasswordFindDialog action={action} open onOpenChange={(open) => (open ? undefined : setType(null))} />
      ) : null}
      {resendFor !== undefined ? (
        <ResendConfirmDialog
          action={action}
          open
          initialEmail={resendFor}
          onOpenChange={(open) => (open ? undefined : setResendFor(undefined))}
        />
      ) : null}
    </div>
  );
}
