import { redirect } from 'react-router';
import { withdraw } from '../../../common/contracts/accounts/membership.ts';
import { WITHDRAW_REASONS, type WithdrawReason } from '../../../common/validation/account.ts';
import type { WithdrawalFailure } from '../../features/accounts/withdrawal/withdrawal-form.tsx';
import { withdrawalMarkCookie } from '../../features/accounts/withdrawal/withdrawal-mark.server.ts';
import { WithdrawalPage } from '../../features/accounts/withdrawal/withdrawal-page.tsx';
import { ApiError } from '../../lib/api.ts';
import { i18nFor } from '../../lib/i18n.ts';
import { requireMember, rethrowAsSignIn } from '../../lib/member-only.server.ts';
import { formBody, formText } from '../../lib/form-data.ts';
import { pageLocale } from '../../lib/page-locale.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import { requestServices } from '../../lib/request-context.ts';
import type { Route } from './+types/route';

/** {lang}/membershipout (SPEC §2.1, DECISIONS P11): members only; administrators cannot withdraw. */
export async function loader(args: Route.LoaderArgs) {
  const { lang, viewer } = await requireMember(args);
  return { admin: viewer.admin, homePath: `/${lang}` };
}

const FIELD_OF_ISSUE: Record<string, keyof WithdrawalFailure['fields']> = {
  reasons: 'reasons',
  comment: 'comment',
  agreeDisclaimer: 'agreeDisclaimer',
};

export async function action(args: Route.ActionArgs) {
  const lang = pageLocale(args.params);
  const form = await args.request.formData();
  const reasons = form
    .getAll('reasons')
    .map(String)
    .filter((reason): reason is WithdrawReason => (WITHDRAW_REASONS as readonly string[]).includes(reason));
  const comment = formText(form, 'comment');
  try {
    // The API refuses anything but a ticked box (agreeDisclaimer) with disclaimerPlz (SPEC §5).
    const body = formBody(form, withdraw.body, lang, {
      lang,
      reasons,
      comment: comment.trim() !== '' ? comment : undefined,
    });
    await args.context.get(requestServices).api.call(withdraw, body);
  } catch (error) {
    if (error instanceof ApiError && error.code !== 'LOGIN_REQUIRED') {
      const fields: WithdrawalFailure['fields'] = {};
      for (const issue of error.fields) {
        const field = FIELD_OF_ISSUE[issue.field.split('.')[0] ?? ''];
        if (field) fields[field] = issue.code;
      }
      const failure: WithdrawalFailure = { message: error.message, fields };
      // 200 with the messages: the form shows them (a 4xx answer would only add a browser console error).
      return failure;
    }
    rethrowAsSignIn(error, lang, args.request);
  }
  // The API's response cleared the session cookies; server/web.ts passes them on with this redirect,
  // beside the mark without which the completion page sends the reader home (ADR 0021).
  const marks = args.context.get(requestServices).marks;
  return redirect(`/${lang}/membershipout/complete`, { headers: { 'Set-Cookie': withdrawalMarkCookie(marks) } });
}

export function meta({ params, matches }: Route.MetaArgs) {
  const lang = pageLocale(params);
  return pageMeta(lang, matches, { title: i18nFor(lang).t('member:withdrawal.metaTitle') });
}

export default function MembershipOutRoute({ loaderData }: Route.ComponentProps) {
  return <WithdrawalPage admin={loaderData.admin} homePath={loaderData.homePath} />;
}
