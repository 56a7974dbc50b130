import { describe, expect, it } from 'vitest';
import {
  currentPasswordIssue,
  disclaimerIssue,
  emailIssue,
  nicknameIssue,
  privacyIssue,
  signinIdIssue,
  withdrawCommentIssue,
  withdrawReasonsIssue,
} from './account.ts';

describe('the rules for proving an account, not choosing one', () => {
  it('signs in with any address an account may hold, a provider’s too', () => {
    expect(emailIssue('a+tag@gmail.com')).toBe('emailFormat');
    expect(signinIdIssue('a+tag@gmail.com')).toBeUndefined();
    expect(signinIdIssue('  ')).toBe('idPlz');
    expect(signinIdIssue(`${'a'.repeat(243)}@example.com`)).toBe('emailFormat');
  });

  it('takes any stored password up to the hashing ceiling (P6)', () => {
    expect(currentPasswordIssue('')).toBe('passwordPlz');
    expect(currentPasswordIssue('x')).toBeUndefined();
    expect(currentPasswordIssue('🍞'.repeat(128))).toBeUndefined();
    expect(currentPasswordIssue('x'.repeat(129))).toBe('field.tooLong');
  });
});

describe('nicknameIssue past the field', () => {
  it('names the SPEC key however long the text, without a second generic code', () => {
    expect(nicknameIssue('a'.repeat(13))).toBe('nicknameMaxLength');
    expect(nicknameIssue('a'.repeat(10_000))).toBe('nicknameMaxLength');
    expect(nicknameIssue('🍞'.repeat(12))).toBe('nicknameFormat');
  });
});

describe('consents and withdrawal', () => {
  it('wants the privacy tick, a reason and the disclaimer tick; a comment of 500 characters at most', () => {
    expect(privacyIssue(false)).toBe('privacyPlz');
    expect(privacyIssue(true)).toBeUndefined();
    expect(withdrawReasonsIssue([])).toBe('withdrawReasonPlz');
    expect(withdrawReasonsIssue(['other'])).toBeUndefined();
    expect(disclaimerIssue(false)).toBe('disclaimerPlz');
    expect(withdrawCommentIssue(` ${'x'.repeat(500)} `)).toBeUndefined();
    expect(withdrawCommentIssue('x'.repeat(501))).toBe('field.tooLong');
  });
});
