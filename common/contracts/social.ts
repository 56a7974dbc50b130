import { z } from 'zod';
import { defineContract, langField } from './envelope.ts';
import { currentPasswordField, emailField, loginResultSchema, snsTypeSchema } from './accounts/shared.ts';

/** The calls of social sign-in (SPEC §7.1, DECISIONS P10). */

export const snsStart = defineContract({
  method: 'POST',
  path: '/api/user/signup/:snsType',
  summary:
    "Starts a provider's sign-in: returns its authorization URL and sets the state cookie (state, PKCE verifier, nonce).",
  tags: ['accounts'],
  // snsType comes from the path; server/lib/route.ts merges path parameters into the body.
  body: z.strictObject({ ...langField, snsType: snsTypeSchema, type: z.enum(['signin', 'signup']).optional() }),
  data: z.object({ url: z.string() }),
});

export const snsProviders = defineContract({
  method: 'POST',
  path: '/api/user/sns/providers',
  summary: 'Providers with configured credentials, for the icon row (Naver and Kakao only for ko).',
  tags: ['accounts'],
  body: z.strictObject({ ...langField }),
  data: z.object({ providers: z.array(snsTypeSchema) }),
});

/** What the popup leaves for its opener (SPEC §4): signin, withdraw, banned, or a user to finish signing up. */
export const snsOutcomeSchema = z.discriminatedUnion('result', [
  z.object({ result: z.literal('signin'), login: loginResultSchema }),
  z.object({ result: z.literal('withdraw') }),
  z.object({ result: z.literal('banned') }),
  z.object({
    result: z.literal('signup'),
    snsType: snsTypeSchema,
    ticket: z.string(),
    user: z.object({ userId: z.string().nullable() }),
  }),
  z.object({
    result: z.literal('link'),
    snsType: snsTypeSchema,
    ticket: z.string(),
    /** Accounts the provider's e-mail already belongs to, for the move-social-account select box. */
    accounts: z.array(z.object({ userId: z.string(), signupFrom: z.string(), nickName: z.string() })),
  }),
]);

export type SnsOutcome = z.infer<typeof snsOutcomeSchema>;

export const snsCallback = defineContract({
  method: 'POST',
  path: '/api/user/sns/callback',
  summary:
    "Finishes a provider's sign-in: checks the state cookie, exchanges the code (once), reads the provider's user and decides the outcome.",
  tags: ['accounts'],
  body: z.strictObject({
    ...langField,
    snsType: snsTypeSchema,
    code: z.string().min(1).max(2048),
    state: z.string().min(1).max(256),
  }),
  data: snsOutcomeSchema,
});

export const snsLink = defineContract({
  method: 'POST',
  path: '/api/user/sns/link',
  summary:
    "Moves a provider's sign-in onto an existing account whose password the member proves; then signs in with it.",
  tags: ['accounts'],
  body: z.strictObject({
    ...langField,
    ticket: z.string().min(1).max(4096),
    userId: emailField,
    password: currentPasswordField,
  }),
  data: loginResultSchema,
});
