// zod/mini: the same checks at a fraction of the size, since this ships to the browser.
import { z } from 'zod/mini';
import type { SnsOutcome } from '../../../common/contracts/social.ts';
import { SNS_TYPES } from '../../../common/validation/account.ts';

/**
 * What the social popup leaves for the page that opened it (SPEC §4): signin, withdraw or
 * banned, a user to finish signing up, or accounts to move onto. Tokens never enter it: the
 * session is the HttpOnly cookie the callback already set (P7).
 */
export const popupOutcomeSchema = z.discriminatedUnion('result', [
  z.object({ result: z.literal('signin'), isFirstLogin: z.boolean(), nickName: z.string() }),
  z.object({ result: z.literal('withdraw') }),
  z.object({ result: z.literal('banned') }),
  z.object({
    result: z.literal('signup'),
    snsType: z.enum(SNS_TYPES),
    ticket: z.string(),
    user: z.object({ userId: z.nullable(z.string()) }),
  }),
  z.object({
    result: z.literal('link'),
    snsType: z.enum(SNS_TYPES),
    ticket: z.string(),
    accounts: z.array(z.object({ userId: z.string(), signupFrom: z.string(), nickName: z.string() })),
  }),
  /** The provider or our server refused (state, code …): `message` is already in the page's language. */
  z.object({ result: z.literal('error'), code: z.string(), message: z.string() }),
  /** The member said no at the provider. */
  z.object({ result: z.literal('cancelled') }),
]);
export type PopupOutcome = z.infer<typeof popupOutcomeSchema>;

/** The fixed storage key of SPEC §3.2 ("a temporary sign-up user for social sign-in"). */
export const OUTCOME_STORAGE_KEY = 'hearth.snsOutcome';
/** The postMessage type the popup sends to its opener. */
export const OUTCOME_MESSAGE_TYPE = 'hearth:sns-outcome';
/** A stored outcome older than this is stale; its ticket would have expired anyway (30 minutes). */
const OUTCOME_MAX_AGE_MS = 10 * 60 * 1000;

export function toPopupOutcome(outcome: SnsOutcome): PopupOutcome {
  if (outcome.result !== 'signin') return outcome;
  return { result: 'signin', isFirstLogin: outcome.login.isFirstLogin, nickName: outcome.login.user.nickName };
}

export function storeOutcome(outcome: PopupOutcome): void {
  window.localStorage.setItem(OUTCOME_STORAGE_KEY, JSON.stringify({ at: Date.now(), outcome }));
}

/** Reads and removes the stored outcome, if a fresh and well-formed one is there. */
export function takeStoredOutcome(): PopupOutcome | undefined {
  const raw = window.localStorage.getItem(OUTCOME_STORAGE_KEY);
  if (raw === null) return undefined;
  window.localStorage.removeItem(OUTCOME_STORAGE_KEY);
  return parseStored(raw);
}

export function clearStoredOutcome(): void {
  window.localStorage.removeItem(OUTCOME_STORAGE_KEY);
}

function parseStored(raw: string): PopupOutcome | undefined {
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch (error) {
    // Another script wrote something else under our key: there is no outcome to act on.
    if (error instanceof SyntaxError) return undefined;
    throw error;
  }
  const parsed = z.object({ at: z.number(), outcome: popupOutcomeSchema }).safeParse(stored);
  if (!parsed.success || Date.now() - parsed.data.at > OUTCOME_MAX_AGE_MS) return undefined;
  return parsed.data.outcome;
}

/** The outcome inside a message event, if it is one of ours. */
export function outcomeFromMessage(data: unknown): PopupOutcome | undefined {
  const parsed = z.object({ type: z.literal(OUTCOME_MESSAGE_TYPE), outcome: popupOutcomeSchema }).safeParse(data);
  return parsed.success ? parsed.data.outcome : undefined;
}
