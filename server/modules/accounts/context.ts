import type { ServiceContext } from '../../lib/context.ts';
import type { RateCounters } from '../../lib/rate-counters.ts';
import { createRateLimiter, type RateLimiter } from '../../lib/rate-limiter.ts';

/**
 * DECISIONS P6: attempts are counted before any hashing; issue 23: each is a slot reserved
 * atomically before the hash (signin.ts), so parallel guesses never check more than the limit. Issue 13 finding 6: failures per
 * account *and address* (so that someone who knows an e-mail cannot lock its member out from
 * elsewhere), a slower brake on all of one account's failures, and attempts of any kind per IP.
 */
export interface LoginThrottle {
  /** Failures per `account address` pair (and per `change:<id>` for the My Zone password change). */
  accounts: RateLimiter;
  /** Failures per account from every address, in LOGIN_ACCOUNT_BRAKE_WINDOW_SECONDS. */
  accountBrake: RateLimiter;
  addresses: RateLimiter;
}

/** What the accounts feature adds to the platform's parts. */
export interface AccountsParts {
  /** SESSION_SECRET: signs access tokens and sign-up tickets (server/lib/signing-key.ts). */
  sessionSecret: string;
  /** One throttle for every way a password is checked (sign-in, social linking, password change). */
  loginThrottle: LoginThrottle;
  /** Mails a visitor can trigger (links, resends), counted per address (mail-limit.ts). */
  mailLimiter: RateLimiter;
  /** Confirmation mails (sign-up and resends) per target address per day (issue 13). */
  confirmMailLimiter: RateLimiter;
  /** Accounts created per client address (issue 13: sign-ups cost nothing and each mails someone). */
  signupLimiter: RateLimiter;
}

export type AccountsContext = ServiceContext & AccountsParts;

/**
 * Built once when the app starts (server/app.ts) and handed to the accounts and social
 * plugins, so both count sign-in attempts in the same throttle.
 */
export function createAccountsContext(
  services: ServiceContext,
  parts: { sessionSecret: string; counters: RateCounters },
): AccountsContext {
  const { counters } = parts;
  const windowSeconds = services.config.LOGIN_WINDOW_SECONDS;
  return {
    ...services,
    sessionSecret: parts.sessionSecret,
    loginThrottle: {
      accounts: createRateLimiter({ counters, windowSeconds, prefix: 'login:account-address' }),
      accountBrake: createRateLimiter({
        counters,
        windowSeconds: services.config.LOGIN_ACCOUNT_BRAKE_WINDOW_SECONDS,
        prefix: 'login:account',
      }),
      addresses: createRateLimiter({ counters, windowSeconds, prefix: 'login:ip' }),
    },
    mailLimiter: createRateLimiter({ counters, windowSeconds: 3600, prefix: 'mail' }),
    confirmMailLimiter: createRateLimiter({ counters, windowSeconds: 86_400, prefix: 'mail:confirm' }),
    signupLimiter: createRateLimiter({
      counters,
      windowSeconds: services.config.SIGNUP_WINDOW_SECONDS,
      prefix: 'signup:ip',
    }),
  };
}
