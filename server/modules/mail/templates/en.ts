import type { MailTexts } from './types.ts';

export const en: MailTexts = {
  signupConfirm: ({ nickName, link }, { site }) => ({
    subject: `[${site}] Please confirm your e-mail address`,
    heading: `Welcome, ${nickName}!`,
    paragraphs: [
      `Thank you for joining ${site}. Confirm your e-mail address with the button below and you can start right away.`,
      'The link works for 24 hours. After that, please sign up again.',
    ],
    action: { label: 'Confirm my e-mail address', url: link },
    footer: `You received this e-mail because this address was used to sign up to ${site}. If that was not you, just ignore it: the account stays inactive without confirmation.`,
  }),
  signupComplete: ({ nickName, link }, { site }) => ({
    subject: `[${site}] You're in!`,
    heading: `Welcome aboard, ${nickName}!`,
    paragraphs: [
      `Your ${site} account is ready. Ask questions, share what you have learned and warm up the conversation with your peers.`,
    ],
    action: { label: `Visit ${site}`, url: link },
    footer: `You received this e-mail because you completed your sign-up to ${site}.`,
  }),
  passwordReset: ({ nickName, link }, { site }) => ({
    subject: `[${site}] Reset your password`,
    heading: `${nickName}, let's set a new password`,
    paragraphs: [
      'We received a request to reset your password. Choose a new one with the button below.',
      'The link works for 24 hours.',
    ],
    action: { label: 'Set a new password', url: link },
    note: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    footer: `You received this e-mail because a password reset was requested for your ${site} account.`,
  }),
  accountDeleted: ({ nickName, erasedAt }, { site, date }) => ({
    subject: `[${site}] Your account has been deleted`,
    heading: `Thank you for your time with us, ${nickName}`,
    paragraphs: [
      `Your ${site} account has been deleted.`,
      `Your personal data will be erased for good on ${date(erasedAt)}.`,
      'For 30 days, this e-mail address and your nickname cannot be used to sign up again; after that they are free to use.',
    ],
    footer: `You received this e-mail because your ${site} account was deleted.`,
  }),
  marketingConsent: ({ nickName, agreedAt, link }, { site, dateTime }) => ({
    subject: `[${site}] Your consent to marketing e-mails`,
    heading: `${nickName}, you agreed to hear from us`,
    paragraphs: [
      `This e-mail records that you agreed to receive news and offers from ${site}.`,
      `Agreed on: ${dateTime(agreedAt)}`,
      'You can withdraw your consent at any time in the settings of My Zone.',
    ],
    action: { label: 'Manage my e-mail settings', url: link },
    footer: `You received this e-mail as the record of your consent to marketing messages from ${site}.`,
  }),
  linkFallback: 'If the button does not work, copy this address into your browser:',
  signature: (site) => `The ${site} team`,
};
