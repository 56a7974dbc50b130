import { z } from 'zod';
import {
  currentPasswordIssue,
  disclaimerIssue,
  emailIssue,
  nicknameIssue,
  normalizeEmail,
  PASSWORD_MAX_LENGTH,
  passwordIssue,
  privacyIssue,
  signinIdIssue,
  SNS_TYPES,
  WITHDRAW_COMMENT_MAX_LENGTH,
  WITHDRAW_REASONS,
  withdrawCommentIssue,
  withdrawReasonsIssue,
} from '../validation/account.ts';
import { refineWith, tickedBox } from '../validation/zod-rule.ts';
import { defineContract, langField, localeSchema } from './envelope.ts';

/**
 * The account calls of SPEC §7.1 and §7.6 (issue 3). Field rules come from
 * common/validation/account.ts, so a mistake has the same SPEC §5 key on the server and in
 * the forms.
 */

const idField = z.number().int().min(1).max(2_147_483_647);

/*
 * Each field a member types or ticks is checked by the rule function its form calls (the rules
 * refuse an over-long value before any pattern sees it); common/validation/account-agreement.test.ts
 * proves both sides agree.
 */
const emailField = z.string().superRefine(refineWith(emailIssue)).transform(normalizeEmail);
const passwordField = z.string().superRefine(refineWith(passwordIssue));
/** Sign-in accepts any stored password's length: the rule is for choosing one. */
const currentPasswordField = z.string().superRefine(refineWith(currentPasswordIssue, { maximum: PASSWORD_MAX_LENGTH }));
const nicknameField = z.string().superRefine(refineWith(nicknameIssue));
const snsTypeSchema = z.enum(SNS_TYPES);
const privacyField = tickedBox(privacyIssue);

/** What the client holds about the signed-in member (SPEC §3.2 "user"). */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  signupFromCodeId: z.number().int().nullable(),
  signupFrom: z.string(),
  nickName: z.string(),
  showAlarmDate: z.string().nullable(),
  admin: z.boolean(),
  lang: localeSchema,
  mbtiId: z.number().int().nullable(),
  characterKey: z.string(),
  /** Gamification fills these in; until then every member is level 1 at 0 °C (SPEC §3.1 defaults). */
  level: z.number().int(),
  temperature: z.number(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** The member's own account facts (My Zone settings, SPEC §2.2). */
export const accountInfoSchema = sessionUserSchema.extend({
  jobCodeId: z.number().int().nullable(),
  jobKey: z.string().nullable(),
  agreeMarketing: z.boolean(),
  agreeMarketingAt: z.string().nullable(),
  createdAt: z.string(),
  hasPassword: z.boolean(),
  snsTypes: z.array(snsTypeSchema),
});
export type AccountInfo = z.infer<typeof accountInfoSchema>;

/** Another member as anyone may see them; a withdrawn member is shown without personal data (P11). */
export const publicUserSchema = z.object({
  id: z.number().int(),
  nickName: z.string(),
  admin: z.boolean(),
  deprecated: z.boolean(),
  jobKey: z.string().nullable(),
  mbtiId: z.number().int().nullable(),
  characterKey: z.string(),
  level: z.number().int(),
  temperature: z.number(),
});

const tokenPairSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });

/** SPEC §3.2 "Login result": token, user, isFirstLogin; refreshToken for API clients (P8). */
export const loginResultSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  expiresAt: z.string(),
  user: sessionUserSchema,
  isFirstLogin: z.boolean(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

// ---------------------------------------------------------------- sign-up

export const userIdDupCheck = defineContract({
  method: 'POST',
  path: '/api/user/userIdDupCheck',
  summary:
    'Step 1 duplicate check: 409 USER_AUTH_FOUND while an earlier sign-up awaits confirmation, 409 USER_FOUND when in use or withdrawn less than 30 days ago.',
  tags: ['accounts'],
  body: z.strictObject({ ...langField, userId: emailField, snsType: snsTypeSchema.optional() }),
  data: z.object({ available: z.literal(true) }),
});

export const nickNameCheck = defineContract({
  method: 'POST',
  path: '/api/user/nickNameCheck',
  summary: 'Step 2 nickname check: 409 nicknameExist when taken (withdrawn members keep theirs for 30 days).',
  tags: ['accounts'],
  body: z.strictObject({ ...langField, nickName: nicknameField }),
  data: z.object({ available: z.literal(true) }),
});

const signupFields = {
  ...langField,
  nickName: nicknameField,
  jobCodeId: idField,
  agreePrivacy: privacyField,
  agreeMarketing: z.boolean().default(false),
};

export const signup = defineContract({
  method: 'POST',
  path: '/api/user/signup',
  summary:
    'Creates an account. With an e-mail and password it waits for confirmation (a link valid 24 hours is mailed); with `snsTicket` from a provider it is active at once and signed in.',
  tags: ['accounts'],
  body: z
    .strictObject({
      ...signupFields,
      userId: emailField.optional(),
      password: passwordField.optional(),
      /** The signed ticket a provider's callback handed out (P10); never a bare provider id. */
      snsTicket: z.string().min(1).max(4096).optional(),
      signupFrom: z.enum(['default', ...SNS_TYPES]).optional(),
      signupFromCodeId: idField.optional(),
    })
    .superRefine((body, ctx) => {
      if (body.snsTicket) return;
      if (body.userId === undefined) ctx.addIssue({ code: 'custom', path: ['userId'], message: 'idPlz' });
      if (body.password === undefined) ctx.addIssue({ code: 'custom', path: ['password'], message: 'passwordPlz' });
    }),
  data: z.object({
    user: z.object({ id: z.number().int() }),
    confirmationRequired: z.boolean(),
    /** Present when the account is active at once (social sign-up): the member is signed in. */
    token: z.string().optional(),
    login: loginResultSchema.optional(),
  }),
});

/** DECISIONS P9: SPEC §7.6's register, the same sign-up under its own payload names. */
export const authRegister = defineContract({
  method: 'POST',
  path: '/api/auth/register',
  summary: 'The sign-up of /api/user/signup with the payload names of SPEC §7.6 (email_address, password).',
  tags: ['accounts'],
  body: z.strictObject({ ...signupFields, email_address: emailField, password: passwordField }),
  data: z.object({
    user: z.object({ id: z.number().int(), userId: z.string() }),
    /** Tokens arrive after the e-mail is confirmed and the member signs in. */
    payload: tokenPairSchema.nullable(),
    confirmationRequired: z.boolean(),
  }),
});

export const signupConfirm = defineContract({
  method: 'POST',
  path: '/api/user/signupConfirm',
  summary: 'Uses the confirmation link: 410 LINK_EXPIRED after 24 hours (sign up again), 400 LINK_INVALID otherwise.',
  tags: ['accounts'],
  body: z.strictObject({ ...langField, token: z.string().min(1).max(256) }),
  data: z.object({ userId: z.string(), nickName: z.string() }),
});

export const signupConfirmResend = defineContract({
  method: 'POST',
  path: '/api/user/signupConfirmResend',
  summary:
    'Mails a fresh confirmation link to an account that still waits for confirmation (the e-mail certification popup).',
  tags: ['accounts'],
  body: z.strictObject({ ...langField, userId: emailField }),
  data: z.object({ sent: z.literal(true) }),
});

// ---------------------------------------------------------------- sign-in and sessions

export const signin = defineContract({
  method: 'POST',
  path: '/api/user/signin',
  summary:
    'Signs in with ID and password. Sets the session cookies for the web and returns the tokens for API clients. Throttled per account and per IP (429 LOGIN_THROTTLED with Retry-After).',
  tags: ['accounts'],
  body: z.strictObject({
    ...langField,
    userId: z
      .string()
      .superRefine(refineWith(signinIdIssue))
      .transform((value) => value.trim()),
    password: currentPasswordField,
  }),
  data: loginResultSchema,
});

export const signout = defineContract({
  method: 'POST',
  path: '/api/user/signout',
  summary: 'Ends this session on the server and clears the cookies.',
  tags: ['accounts'],
  body: z.strictObject({ ...langField }),
  data: z.object({ signedOut: z.literal(true) }),
});

export const userCheck = defineContract({
  method: 'GET',
  path: '/api/user/check',
  summary:
    'Who is signed in: the session user, or null for a visitor. 401 TOKEN_EXPIRED / TOKEN_INVALID for a bad token.',
  tags: ['accounts'],
  body: z.strictObject({ lang: localeSchema.optional() }),
  data: z.object({ user: sessionUserSchema.nullable() }),
});

export const userInfo = defineContract({
  method: 'POST',
  path: '/api/user/info',
  summary: 'A member by id: the whole account for oneself (or an administrator), the public part for others.',
  tags: ['accounts'],
  body: z.strictObject({ ...langField, id: idField }),
  data: z.object({ user: publicUserSchema, account: accountInfoSchema.nullable() }),
});

export const authRefresh = defineContract({
  method: 'POST',
  path: '/api/auth/refresh',
  summary:
    'Rotates a refresh token (body `refresh_token`, or the refresh cookie): a new pair each time; a reused token revokes its whole session (P8).',
  tags: ['accounts'],
  body: z.strictObject({ ...langField, refresh_token: z.string().min(1).max(256).optional() }),
  data: z.object({ payload: tokenPairSchema, expiresAt: z.string() }),
});

// ---------------------------------------------------------------- password

export const passwordFind = defineContract({
  method: 'POST',
  path: '/api/user/passwordFind',
  summary: 'Mails a password-reset link valid 24 hours.',
  tags: ['accounts'],
  body: z.strictObject({ ...langField, userId: emailField }),
  data: z.object({ sent: z.literal(true) }),
});

export const passwordReset = defineContract({
  method: 'POST',
  path: '/api/user/passwordReset',
  summary: 'Sets a new password through the reset link; ends every session of the account.',
  tags: ['accounts'],
  body: z.strictObject({ ...langField, token: z.string().min(1).max(256), password: passwordField }),
  data: z.object({ userId: z.string() }),
});

export const passwordResetCheck = defineContract({
  method: 'POST',
  path: '/api/user/passwordResetCheck',
  summary: 'Whether a reset link can still be used, so the page can show the form or the retry message.',
  tags: ['accounts'],
  body: z.strictObject({ ...langField, token: z.string().min(1).max(256) }),
  data: z.object({ userId: z.string() }),
});

export const passwordChange = defineContract({
  method: 'POST',
  path: '/api/user/reset_password_myzone',
  summary:
    'Changes the password in My Zone (current password required); every other session ends and this one gets fresh tokens.',
  tags: ['accounts'],
  body: z.strictObject({
    ...langField,
    currentPassword: currentPasswordField,
    password: passwordField,
  }),
  data: loginResultSchema,
});

// ---------------------------------------------------------------- profile facts of the account

export const userUpdate = defineContract({
  method: 'POST',
  path: '/api/user/update',
  summary:
    'Updates the signed-in member: personality type (null for none), mail language, marketing consent, last alarm view.',
  tags: ['accounts'],
  body: z.strictObject({
    ...langField,
    id: idField.optional(),
    mbtiId: idField.nullable().optional(),
    mailLang: localeSchema.optional(),
    agreeMarketing: z.boolean().optional(),
    showAlarmDate: z.iso.datetime({ offset: true }).optional(),
  }),
  data: z.object({ user: sessionUserSchema }),
});

// ---------------------------------------------------------------- withdrawal

export const withdraw = defineContract({
  method: 'POST',
  path: '/api/user/withdraw',
  summary:
    'Withdraws the signed-in member (P11): reasons, the disclaimer tick; signs out everywhere, blocks the e-mail and nickname for 30 days.',
  tags: ['accounts'],
  body: z.strictObject({
    ...langField,
    reasons: z
      .array(z.enum(WITHDRAW_REASONS))
      .max(WITHDRAW_REASONS.length)
      .superRefine(refineWith(withdrawReasonsIssue)),
    comment: z
      .string()
      .superRefine(refineWith(withdrawCommentIssue, { maximum: WITHDRAW_COMMENT_MAX_LENGTH }))
      .transform((value) => value.trim())
      .optional(),
    agreeDisclaimer: tickedBox(disclaimerIssue),
  }),
  data: z.object({ withdrawnAt: z.string(), erasedAfter: z.string() }),
});

// ---------------------------------------------------------------- social sign-in (P10)

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

// ---------------------------------------------------------------- administration

export const adminBanUser = defineContract({
  method: 'POST',
  path: '/api/admin/user/ban',
  summary: 'Bans or unbans a member (P12); a ban ends their sessions at once.',
  tags: ['accounts'],
  body: z.strictObject({
    ...langField,
    id: idField,
    banned: z.boolean(),
    reason: z.string().trim().max(500).optional(),
  }),
  data: z.object({ id: z.number().int(), banned: z.boolean() }),
});

export const adminWithdrawGetList = defineContract({
  method: 'POST',
  path: '/api/admin/withdraw/get_list',
  summary: 'Withdrawals with their reasons, newest first (administrators).',
  tags: ['accounts'],
  body: z.strictObject({
    ...langField,
    pageNum: z.number().int().min(1).max(100_000).default(1),
    pageSize: z.number().int().min(1).max(100).default(20),
  }),
  data: z.object({
    rows: z.array(
      z.object({
        id: z.number().int(),
        reasons: z.array(z.string()),
        comment: z.string().nullable(),
        createdAt: z.string(),
      }),
    ),
    total: z.number().int(),
  }),
});

// ---------------------------------------------------------------- the local mailbox (P27, never in production)

export const mailboxList = defineContract({
  method: 'POST',
  path: '/api/dev/mailbox/list',
  summary: 'The outbox, newest first, for the local mailbox page. 404 in production.',
  tags: ['accounts'],
  body: z.strictObject({
    ...langField,
    to: z.string().max(320).optional(),
    pageNum: z.number().int().min(1).max(100_000).default(1),
    pageSize: z.number().int().min(1).max(100).default(20),
  }),
  data: z.object({
    rows: z.array(
      z.object({
        id: z.number().int(),
        to: z.string(),
        template: z.string(),
        lang: localeSchema,
        subject: z.string(),
        html: z.string(),
        text: z.string(),
        status: z.string(),
        createdAt: z.string(),
        sentAt: z.string().nullable(),
      }),
    ),
    total: z.number().int(),
  }),
});
