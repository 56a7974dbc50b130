import { describe, expect, it } from 'vitest';
import * as membershipCalls from '../contracts/accounts/membership.ts';
import * as passwordCalls from '../contracts/accounts/passwords.ts';
import * as sessionCalls from '../contracts/accounts/sessions.ts';
import * as signupCalls from '../contracts/accounts/signup.ts';
import * as mailCalls from '../contracts/mail.ts';
import * as socialCalls from '../contracts/social.ts';
import {
  currentPasswordIssue,
  disclaimerIssue,
  EMAIL_MAX_LENGTH,
  emailIssue,
  jobIssue,
  nicknameIssue,
  passwordIssue,
  privacyIssue,
  signinIdIssue,
  withdrawCommentIssue,
  withdrawReasonsIssue,
} from './account.ts';
import {
  apiFieldCodes,
  bodyKeys,
  contractsOf,
  EDGE_TEXTS,
  firstCodeOf,
  wireCode,
  xssPayloads,
} from './test-support.ts';

/** Every call the accounts forms send, whichever contract file holds it (accounts, social sign-in, the mailbox). */
const accountContracts = {
  ...signupCalls,
  ...sessionCalls,
  ...passwordCalls,
  ...membershipCalls,
  ...socialCalls,
  ...mailCalls,
};

/**
 * Issue 12: the account forms and the API answer the same for every field a member types or
 * ticks. The forms call these rule functions directly (the file of each is named below); the
 * API's answer is the contract's refusal, else the service's rule where one needs the database.
 */

type Contracts = typeof accountContracts;
type ContractName = {
  [Name in keyof Contracts]: Contracts[Name] extends { path: string } ? Name : never;
}[keyof Contracts];

/** A valid body of each call that has a typed field, which each row changes one field of. */
const validBodies: Partial<Record<ContractName, Record<string, unknown>>> = {
  userIdDupCheck: { userId: 'a@example.com' },
  nickNameCheck: { nickName: 'baker' },
  signup: { userId: 'a@example.com', password: 'secret-pass', nickName: 'baker', jobCodeId: 3, agreePrivacy: true },
  authRegister: {
    email_address: 'a@example.com',
    password: 'secret-pass',
    nickName: 'baker',
    jobCodeId: 3,
    agreePrivacy: true,
  },
  signupConfirmResend: { userId: 'a@example.com' },
  signin: { userId: 'a@example.com', password: 'secret-pass' },
  passwordFind: { userId: 'a@example.com' },
  passwordReset: { token: 'token', password: 'secret-pass' },
  passwordChange: { currentPassword: 'old-pass', password: 'secret-pass' },
  withdraw: { reasons: ['other'], agreeDisclaimer: true },
};

interface Entry<Value> {
  /** The form's rule: the function the form named in `form` calls. */
  rule: (value: Value) => string | undefined;
  form: string;
  values: readonly Value[];
  /** What the service checks after the contract, when the rule needs more than the body. */
  service?: (value: Value) => string | undefined;
  /** The wire value for a form value (a job is chosen by key; the body names its id). */
  wire?: (value: Value) => unknown;
}

/** Entries of different value types in one table. */
const entry = <Value>(rule: Entry<Value>) => rule as unknown as Entry<unknown>;

const hostile = xssPayloads();
const texts = [...EDGE_TEXTS, ...hostile];
const at = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
const emails = [
  '',
  '   ',
  'no-at-sign',
  'a@b',
  'a@b.c.d.e',
  'a b@example.com',
  'a+tag@example.com',
  'mail.me@sub.example.co',
  ' Mail.Me@Example.COM ',
  at(EMAIL_MAX_LENGTH),
  at(EMAIL_MAX_LENGTH + 1),
  at(400),
  ...texts,
];
const passwords = [
  '',
  '12345',
  '123456',
  'x'.repeat(128),
  'x'.repeat(129),
  '🍞'.repeat(64),
  '🍞'.repeat(65),
  '🍞'.repeat(128),
  '🍞'.repeat(129),
  'x'.repeat(1000),
  ...texts,
];
const nicknames = [
  '',
  'a',
  'ab',
  '가나다라마바사아자차카타',
  'abcdefghijkl',
  'abcdefghijklm',
  'bak er',
  'baker🍞',
  '🍞',
  'baker!',
  '🍞'.repeat(12),
  '🍞'.repeat(13),
  'a'.repeat(65),
  ...texts,
];
const jobKeys = ['JOB_DEV', 'JOB_NONE', 'JOB_ADMIN', undefined];

const email: Entry<string> = { rule: emailIssue, form: 'join-step-one.tsx', values: emails };
const password: Entry<string> = {
  rule: passwordIssue,
  form: 'join-step-one.tsx, password-reset-form.tsx, settings/password-change-form.tsx',
  values: passwords,
};
const nickname: Entry<string> = { rule: nicknameIssue, form: 'join-step-two.tsx', values: nicknames };
const job: Entry<string | undefined> = {
  rule: jobIssue,
  form: 'join-step-two.tsx',
  values: jobKeys,
  // The body names a job by id; signup.ts looks its key up and applies the same rule.
  wire: () => 3,
  service: jobIssue,
};
const privacy: Entry<boolean> = {
  rule: privacyIssue,
  form: 'join-step-two.tsx, agreements.tsx',
  values: [true, false],
};

/** Every typed or ticked field of the account calls, with the form rule and the bounds of the API tests. */
const table: Record<string, Entry<unknown>> = {
  'userIdDupCheck.userId': entry(email),
  'signupConfirmResend.userId': entry({ ...email, form: 'email-request-dialog.tsx (resendConfirm)' }),
  'passwordFind.userId': entry({ ...email, form: 'email-request-dialog.tsx (passwordFind)' }),
  'signup.userId': entry(email),
  'authRegister.email_address': entry({
    ...email,
    form: 'no web form (API clients, P9): the rule of join-step-one.tsx',
  }),
  'signup.password': entry(password),
  'authRegister.password': entry(password),
  'passwordReset.password': entry({ ...password, form: 'password-reset-form.tsx' }),
  'passwordChange.password': entry({ ...password, form: 'settings/password-change-form.tsx' }),
  'nickNameCheck.nickName': entry(nickname),
  'signup.nickName': entry(nickname),
  'authRegister.nickName': entry(nickname),
  'signup.jobCodeId': entry(job),
  'authRegister.jobCodeId': entry(job),
  'signup.agreePrivacy': entry(privacy),
  'authRegister.agreePrivacy': entry(privacy),
  'signin.userId': entry({
    rule: signinIdIssue,
    form: 'sign-in-form.tsx',
    values: [...emails, 'a+tag@gmail.com', 'member'],
  }),
  'signin.password': entry({ rule: currentPasswordIssue, form: 'sign-in-form.tsx', values: passwords }),
  'passwordChange.currentPassword': entry({
    rule: currentPasswordIssue,
    form: 'settings/password-change-form.tsx',
    values: passwords,
  }),
  'withdraw.reasons': entry({
    rule: withdrawReasonsIssue,
    form: 'withdrawal/withdrawal-form.tsx',
    values: [[], ['other'], ['rarelyUsed', 'privacy', 'other']],
  }),
  'withdraw.comment': entry({
    rule: withdrawCommentIssue,
    form: 'withdrawal/withdrawal-form.tsx (its textarea stops at the same 500)',
    values: [
      '',
      'x'.repeat(500),
      'x'.repeat(501),
      ` ${'x'.repeat(500)} `,
      '🍞'.repeat(250),
      '🍞'.repeat(251),
      ...texts,
    ],
  }),
  'withdraw.agreeDisclaimer': entry({
    rule: disclaimerIssue,
    form: 'withdrawal/withdrawal-form.tsx',
    values: [true, false],
  }),
};

/** Body fields no form types (or no form of this change checks), each with the reason. */
const serverOnly: Record<string, string> = {
  '*.lang': 'the interface language the app adds to every call',
  'userIdDupCheck.snsType': 'the provider of the social sign-up under way, never typed',
  'signup.agreeMarketing': 'an optional consent: any boolean is an answer',
  'authRegister.agreeMarketing': 'an optional consent: any boolean is an answer',
  'signup.snsTicket': "the ticket a provider's callback handed out",
  'signup.signupFrom': 'set by the sign-up flow, never typed',
  'signup.signupFromCodeId': 'set by the sign-up flow, never typed',
  'signupConfirm.token': "the confirmation link's token",
  'authRefresh.refresh_token': "an API client's token",
  'passwordReset.token': "the reset link's token",
  'passwordResetCheck.token': "the reset link's token",
  'snsStart.snsType': 'the provider button pressed',
  'snsStart.type': 'sign-in or sign-up, from the page',
  'snsCallback.snsType': "the provider's callback address",
  'snsCallback.code': "the provider's answer",
  'snsCallback.state': "the provider's answer",
  'snsLink.ticket': "the ticket a provider's callback handed out",
  'snsLink.userId': "picked from the accounts the provider's e-mail belongs to (web/features/social)",
  'snsLink.password':
    "typed in web/features/social/move-social-account-dialog.tsx, which shows the server's answer: no client rule",
  'mailboxList.to': 'a filter of the local mailbox page (P27, never in production)',
  'mailboxList.pageNum': 'paging',
  'mailboxList.pageSize': 'paging',
};

function disagreements(name: string, entry: Entry<unknown>) {
  const [contractName, key] = name.split('.') as [ContractName, string];
  const contract = accountContracts[contractName];
  const valid = validBodies[contractName] ?? {};
  return entry.values
    .map((value) => {
      const form = wireCode(entry.rule(value));
      const wire = entry.wire ? entry.wire(value) : value;
      const refused = firstCodeOf(apiFieldCodes(contract.body, { ...valid, [key]: wire }), key);
      const server = refused ?? wireCode(entry.service?.(value));
      return { value, form, server };
    })
    .filter(({ form, server }) => form !== server);
}

describe('the account forms and the API agree field by field', () => {
  it('accepts each valid body whole', () => {
    for (const [name, body] of Object.entries(validBodies)) {
      expect(apiFieldCodes(accountContracts[name as ContractName].body, body), name).toEqual(new Map());
    }
  });

  it.each(Object.entries(table))('%s', (name, rule) => {
    expect(disagreements(name, rule)).toEqual([]);
  });

  it('lists every body field of every account call: in the table or named server-only with a reason', () => {
    const unlisted = contractsOf(accountContracts).flatMap(([name, contract]) =>
      bodyKeys(contract)
        .map((key) => `${name}.${key}`)
        .filter((field) => !(field in table) && !(field in serverOnly) && !(`*.${field.split('.')[1]}` in serverOnly)),
    );
    expect(unlisted).toEqual([]);
    const stale = [...Object.keys(table), ...Object.keys(serverOnly)].filter((field) => {
      const [name, key] = field.split('.') as [string, string];
      if (name === '*') return false;
      const contract = contractsOf(accountContracts).find(([contractName]) => contractName === name)?.[1];
      return !contract || !bodyKeys(contract).includes(key);
    });
    expect(stale).toEqual([]);
  });

  it('refuses the wrong types no form can send, with the codes of today', () => {
    const codes = (name: ContractName, key: string, value: unknown) =>
      firstCodeOf(apiFieldCodes(accountContracts[name].body, { ...validBodies[name], [key]: value }), key);
    expect(codes('signup', 'nickName', 42)).toBe('invalidType');
    expect(codes('signup', 'jobCodeId', '1')).toBe('invalidType');
    expect(codes('signup', 'agreePrivacy', undefined)).toBe('privacyPlz');
    expect(codes('signup', 'agreePrivacy', 'true')).toBe('privacyPlz');
    expect(codes('signin', 'userId', 7)).toBe('invalidType');
    expect(codes('withdraw', 'agreeDisclaimer', undefined)).toBe('disclaimerPlz');
    expect(codes('withdraw', 'reasons', ['bogus'])).toBe('invalidValue');
    expect(codes('withdraw', 'reasons', undefined)).toBe('required');
  });
});
