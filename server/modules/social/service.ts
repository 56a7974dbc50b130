import type { FastifyInstance } from 'fastify';
import type { LoginResult, SnsOutcome } from '../../../common/contracts/accounts.ts';
import type { Locale } from '../../../common/i18n/locales.ts';
import type { SnsType } from '../../../common/validation/account.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { isExpiredPending, isWithinRejoinWait } from '../accounts/availability.ts';
import '../accounts/events.ts';
import { startSession } from '../accounts/sessions.ts';
import type { LoginThrottle } from '../accounts/signin.ts';
import { verifyCredentials } from '../accounts/signin.ts';
import { findUserByEmail, findUserById, type User } from '../accounts/user-repository.ts';
import { authorizationRequest, fetchIdentity } from './oauth.ts';
import { providerSettings, redirectUri } from './providers.ts';
import { findLinkedUserId, insertSocialAccount } from './repository.ts';
import type { OAuthState } from './state-cookie.ts';
import { type SnsIdentity, signSignupTicket, verifySignupTicket } from './ticket.ts';

function configuredProvider(app: FastifyInstance, type: SnsType) {
  const provider = providerSettings(app.config, type);
  if (!provider) throw new AppError('SNS_NOT_CONFIGURED');
  return provider;
}

/** The provider's authorization URL and the state the browser must bring back. */
export function startSocialSignin(
  app: FastifyInstance,
  type: SnsType,
  lang: Locale,
): { url: string; state: OAuthState } {
  const provider = configuredProvider(app, type);
  return authorizationRequest(provider, redirectUri(app.config, type, lang), lang);
}

async function signInLinked(app: FastifyInstance, user: User, userAgent?: string): Promise<LoginResult> {
  return inTransaction(app.db, app.bus, async (trx, emit) => {
    const login = await startSession(app, trx, user.id, userAgent);
    emit('user.signedIn', {
      userId: user.id,
      firstLogin: login.isFirstLogin,
      at: app.clock.now().toISOString(),
    });
    return login;
  });
}

/**
 * SPEC §4 social outcomes. A linked account signs in (or reports withdraw / banned); an
 * unlinked identity whose verified e-mail belongs to an account is offered the move onto it;
 * otherwise sign-up continues at step 2 with a ticket that carries the proved identity.
 */
async function decideOutcome(app: FastifyInstance, identity: SnsIdentity, userAgent?: string): Promise<SnsOutcome> {
  const now = app.clock.now();
  const linkedId = await findLinkedUserId(app.db, identity);
  const linked = linkedId === undefined ? undefined : await findUserById(app.db, linkedId);
  if (linked) {
    if (linked.status === 'deprecated') return { result: 'withdraw' };
    if (linked.status === 'banned') return { result: 'banned' };
    if (linked.status === 'pending') throw new AppError('USER_PENDING');
    return { result: 'signin', login: await signInLinked(app, linked, userAgent) };
  }

  const ticket = await signSignupTicket(app, identity);
  const holder = identity.email ? await findUserByEmail(app.db, identity.email) : undefined;
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
  app: FastifyInstance,
  state: OAuthState,
  code: string,
  userAgent?: string,
): Promise<SnsOutcome> {
  const provider = configuredProvider(app, state.provider);
  const identity = await fetchIdentity(
    app.log,
    provider,
    redirectUri(app.config, provider.type, state.lang),
    code,
    state,
  );
  return decideOutcome(app, identity, userAgent);
}

/**
 * The move-social-account popup (SPEC §2.2): the member proves an existing account's password,
 * the provider identity of the ticket is linked to it, and they are signed in.
 */
export async function linkSocialAccount(
  app: FastifyInstance,
  throttle: LoginThrottle,
  input: { ticket: string; email: string; password: string; ip: string; userAgent?: string },
): Promise<LoginResult> {
  const identity = await verifySignupTicket(app, input.ticket);
  const user = await verifyCredentials(app, throttle, { email: input.email, password: input.password, ip: input.ip });
  try {
    return await inTransaction(app.db, app.bus, async (trx, emit) => {
      if ((await findLinkedUserId(trx, identity)) !== undefined) throw new AppError('SNS_ALREADY_LINKED');
      const now = app.clock.now().toISOString();
      await insertSocialAccount(trx, { userId: user.id, identity, now });
      const login = await startSession(app, trx, user.id, input.userAgent);
      emit('user.signedIn', { userId: user.id, firstLogin: login.isFirstLogin, at: now });
      return login;
    });
  } catch (error) {
    // Two links of the same identity at once: the unique (provider, provider_user_id) refuses the second.
    if (isUniqueViolation(error)) throw new AppError('SNS_ALREADY_LINKED');
    throw error;
  }
}
