import type { LoginResult } from '../../../common/contracts/accounts/shared.ts';
import type { SnsOutcome } from '../../../common/contracts/social.ts';
import type { Locale } from '../../../common/i18n/locales.ts';
import type { SnsType } from '../../../common/validation/account.ts';
import { AppError } from '../../lib/errors.ts';
import {
  findLinkedMember,
  findUserByEmail,
  isExpiredPending,
  isWithinRejoinWait,
  linkIdentityAndSignIn,
  signInMember,
  type SnsIdentity,
  signSignupTicket,
  verifyCredentials,
  verifySignupTicket,
} from '../accounts/service.ts';
import type { SocialContext } from './context.ts';
import { authorizationRequest, fetchIdentity } from './oauth.ts';
import { providerSettings, redirectUri } from './providers.ts';
import type { OAuthState } from './state-cookie.ts';

function configuredProvider(ctx: Pick<SocialContext, 'config'>, type: SnsType) {
  const provider = providerSettings(ctx.config, type);
  if (!provider) throw new AppError('SNS_NOT_CONFIGURED');
  return provider;
}

/** The provider's authorization URL and the state the browser must bring back. */
export function startSocialSignin(
  ctx: Pick<SocialContext, 'config'>,
  type: SnsType,
  lang: Locale,
): { url: string; state: OAuthState } {
  const provider = configuredProvider(ctx, type);
  return authorizationRequest(provider, redirectUri(ctx.config, type, lang), lang);
}

/**
 * SPEC §4 social outcomes. A linked account signs in (or reports withdraw / banned); an
 * unlinked identity whose verified e-mail belongs to an account is offered the move onto it;
 * otherwise sign-up continues at step 2 with a ticket that carries the proved identity.
 */
async function decideOutcome(ctx: SocialContext, identity: SnsIdentity, userAgent?: string): Promise<SnsOutcome> {
  const now = ctx.clock.now();
  const linked = await findLinkedMember(ctx, identity);
  if (linked) {
    if (linked.status === 'deprecated') return { result: 'withdraw' };
    if (linked.status === 'banned') return { result: 'banned' };
    if (linked.status === 'pending') throw new AppError('USER_PENDING');
    return { result: 'signin', login: await signInMember(ctx, linked.id, userAgent) };
  }

  const ticket = await signSignupTicket(ctx, identity);
  const holder = identity.email ? await findUserByEmail(ctx.db, identity.email) : undefined;
  if (holder && !holder.erasedAt) {
    // The same-ID alert of SPEC §4: the e-mail stays blocked for 30 days after a withdrawal (P11).
    if (holder.status === 'deprecated' && isWithinRejoinWait(holder, now)) return { result: 'withdraw' };
    if (holder.status === 'banned') return { result: 'banned' };
    if (holder.status === 'active' || (holder.status === 'pending' && !isExpiredPending(holder, now))) {
      // The member already knows this address (the provider just gave it), so nothing is masked.
      return {
        result: 'link',
        snsType: identity.provider,
        ticket,
        accounts: [{ userId: holder.userId, signupFrom: holder.signupFrom, nickName: holder.nickName }],
      };
    }
  }
  return { result: 'signup', snsType: identity.provider, ticket, user: { userId: identity.email } };
}

export async function finishSocialSignin(
  ctx: SocialContext,
  state: OAuthState,
  code: string,
  userAgent?: string,
): Promise<SnsOutcome> {
  const provider = configuredProvider(ctx, state.provider);
  const identity = await fetchIdentity(
    ctx.log,
    provider,
    redirectUri(ctx.config, provider.type, state.lang),
    code,
    state,
  );
  return decideOutcome(ctx, identity, userAgent);
}

/**
 * The move-social-account popup (SPEC §2.2): the member proves an existing account's password,
 * the provider identity of the ticket is linked to it, and they are signed in.
 */
export async function linkSocialAccount(
  ctx: SocialContext,
  input: { ticket: string; email: string; password: string; ip: string; userAgent?: string },
): Promise<LoginResult> {
  const identity = await verifySignupTicket(ctx, input.ticket);
  const user = await verifyCredentials(ctx, { email: input.email, password: input.password, ip: input.ip });
  return linkIdentityAndSignIn(ctx, user.id, identity, input.userAgent);
}
