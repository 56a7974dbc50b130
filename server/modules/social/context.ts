import type { AccountsContext } from '../accounts/context.ts';

/**
 * Social sign-in runs on the accounts' context (one login throttle, one session secret):
 * server/app.ts hands the same object to both plugins.
 */
export type SocialContext = Pick<
  AccountsContext,
  'db' | 'transaction' | 'clock' | 'config' | 'log' | 'sessionSecret' | 'loginThrottle'
>;
