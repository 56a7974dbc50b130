import type { Redis } from 'ioredis';
import type { ServiceContext } from '../../lib/context.ts';
import { createRateLimiter, type RateLimiter } from '../../lib/rate-limiter.ts';

/** DECISIONS P6: attempts are counted before any hashing, per account (failures) and per IP (all). */
export interface LoginThrottle {
  accounts: RateLimiter;
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
}

export type AccountsContext = ServiceContext & AccountsParts;

/**
 * Built once when the app starts (server/app.ts) and handed to the accounts and social
 * plugins, so both count sign-in attempts in the same throttle.
 */
export function createAccountsContext(
  services: ServiceContext,
  parts: { sessionSecret: string; redis: Redis | null },
): AccountsContext {
  const { clock } = services;
  const windowSeconds = services.config.LOGIN_WINDOW_SECONDS;
  return {
    ...services,
    sessionSecret: parts.sessionSecret,
    loginThrottle: {
      accounts: createRateLimiter({ redis: parts.redis, clock, windowSeconds, prefix: 'login:account' }),
      addresses: createRateLimiter({ redis: parts.redis, clock, windowSeconds, prefix: 'login:ip' }),
    },
    mailLimiter: createRateLimiter({ redis: parts.redis, clock, windowSeconds: 3600, prefix: 'mail' }),
  };
}
