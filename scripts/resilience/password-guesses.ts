import type { Recorder } from './drill-site.ts';
import { type Answer, type Member, send, tally } from './site-client.ts';

/**
 * Issue 23 item 4 as the review met it: wrong passwords guessed in parallel, spread over every
 * process, must have at most the per-account limit checked; sign-ins from one address at most
 * the per-address limit let through. A "checked" guess is one the site hashed and answered
 * passwordCheck; a refused one is LOGIN_THROTTLED before any hash.
 */

/** Runs `tasks` with at most `inFlight` at once; their answers in order. */
async function inParallel(tasks: (() => Promise<Answer>)[], inFlight: number): Promise<Answer[]> {
  const answers: Answer[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < tasks.length) {
        const index = next++;
        answers[index] = await tasks[index]!();
      }
    }),
  );
  return answers;
}

/** `guesses` wrong passwords for `victim`, `inFlight` at once, across `origins` in turn, from one address. */
export async function parallelWrongPasswords(
  origins: string[],
  victim: Member,
  limits: { perAccount: number; guesses: number; inFlight: number; address: string; when: string },
  record: Recorder,
): Promise<void> {
  const answers = await inParallel(
    Array.from(
      { length: limits.guesses },
      (_, n) => () =>
        send(origins[n % origins.length]!, '/api/user/signin', {
          body: { userId: victim.email, password: `wrong-guess-${n}` },
          address: limits.address,
        }),
    ),
    limits.inFlight,
  );
  const checked = answers.filter((answer) => answer.code === 'passwordCheck').length;
  const refused = answers.filter((answer) => answer.code === 'LOGIN_THROTTLED').length;
  const other = answers.length - checked - refused;
  record(
    `${limits.guesses} wrong passwords, ${limits.inFlight} in flight over ${origins.length} processes ${limits.when}`,
    checked === limits.perAccount && other === 0,
    `${checked} checked (limit ${limits.perAccount}), ${refused} refused; ${tally(answers)}`,
  );
}

/** `attempts` sign-ins of existing and unknown accounts from one fresh address, across `origins`. */
export async function signInsFromOneAddress(
  origins: string[],
  members: Member[],
  limits: { perAddress: number; attempts: number; inFlight: number; address: string; when: string },
  record: Recorder,
): Promise<void> {
  const answers = await inParallel(
    Array.from({ length: limits.attempts }, (_, n) => () => {
      // Unknown accounts mostly, so that no account's own limit stops them first; a few members' right passwords.
      const member = n % 10 === 0 ? members[(n / 10) % members.length] : undefined;
      const body = member
        ? { userId: member.email, password: member.password }
        : { userId: `nobody-${n}@drill.example`, password: 'whatever-1' };
      return send(origins[n % origins.length]!, '/api/user/signin', { body, address: limits.address });
    }),
    limits.inFlight,
  );
  const through = answers.filter((answer) => answer.code !== 'LOGIN_THROTTLED').length;
  const unexpected = answers.filter((answer) => answer.status >= 500).length;
  record(
    `${limits.attempts} sign-ins from one address, ${limits.inFlight} in flight over ${origins.length} processes ${limits.when}`,
    through === limits.perAddress && unexpected === 0,
    `${through} let through (limit ${limits.perAddress}); ${tally(answers)}`,
  );
}
