import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './account.ts';
import { longerThan } from './length.ts';

/**
 * The brochure application's rules (DECISIONS P32, issue 30), written once for the contract and
 * the side panel's form. Values are trimmed before they are judged and stored.
 */
export const BROCHURE_COMPANY_MAX_LENGTH = 100;
export const BROCHURE_NAME_MAX_LENGTH = 50;
export const BROCHURE_EMAIL_MAX_LENGTH = EMAIL_MAX_LENGTH;
export const BROCHURE_PHONE_MAX_LENGTH = 30;
export const BROCHURE_INTEREST_MAX_LENGTH = 500;

/** Digits, +, - and spaces: how phone numbers are written in the three languages. */
const PHONE_PATTERN = /^[0-9+\- ]+$/;

/** The form's fields, in the order the form shows them (a field issue names one of these). */
export const BROCHURE_FIELDS = ['company', 'name', 'email', 'phone', 'interest', 'consent'] as const;
export type BrochureField = (typeof BROCHURE_FIELDS)[number];

export function brochureCompanyIssue(value: string) {
  const company = value.trim();
  if (company === '') return 'brochureCompanyPlz';
  return longerThan(company, BROCHURE_COMPANY_MAX_LENGTH) ? 'brochureCompanyMaxLength' : undefined;
}

export function brochureNameIssue(value: string) {
  const name = value.trim();
  if (name === '') return 'brochureNamePlz';
  return longerThan(name, BROCHURE_NAME_MAX_LENGTH) ? 'brochureNameMaxLength' : undefined;
}

/** SPEC §5's e-mail format (the sign-up's), required. */
export function brochureEmailIssue(value: string) {
  const email = value.trim();
  if (email === '') return 'brochureEmailPlz';
  return email.length > BROCHURE_EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email) ? 'emailFormat' : undefined;
}

/** Optional: empty is no phone number. */
export function brochurePhoneIssue(value: string | undefined | null) {
  const phone = (value ?? '').trim();
  if (phone === '') return undefined;
  if (longerThan(phone, BROCHURE_PHONE_MAX_LENGTH)) return 'brochurePhoneMaxLength';
  return PHONE_PATTERN.test(phone) ? undefined : 'brochurePhoneFormat';
}

export function brochureInterestIssue(value: string) {
  const interest = value.trim();
  if (interest === '') return 'brochureInterestPlz';
  return longerThan(interest, BROCHURE_INTEREST_MAX_LENGTH) ? 'brochureInterestMaxLength' : undefined;
}

/** Consent to be contacted is what makes the request answerable: required. */
export function brochureConsentIssue(ticked: boolean) {
  return ticked ? undefined : 'brochureConsentPlz';
}
