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
  alarmReplyOnMyPost: ({ nickName, actorName, postTitle, excerpt, link, unsubscribeLink }, { site }) => ({
    subject: `[${site}] ${actorName} replied to your post "${postTitle}"`,
    heading: `${nickName}, your post has a new reply`,
    paragraphs: [`${actorName} replied to your post "${postTitle}".`],
    quote: excerpt ?? undefined,
    action: { label: 'Read the reply', url: link },
    footer: `You received this e-mail because you asked ${site} to tell you of replies to your posts.`,
    unsubscribe: { label: 'Stop e-mails about replies to my posts', url: unsubscribeLink },
  }),
  alarmReplyOnMyReply: ({ nickName, actorName, postTitle, excerpt, link, unsubscribeLink }, { site }) => ({
    subject: `[${site}] ${actorName} answered your reply on "${postTitle}"`,
    heading: `${nickName}, your reply has an answer`,
    paragraphs: [`${actorName} answered your reply on "${postTitle}".`],
    quote: excerpt ?? undefined,
    action: { label: 'Read the answer', url: link },
    footer: `You received this e-mail because you asked ${site} to tell you of answers to your replies.`,
    unsubscribe: { label: 'Stop e-mails about answers to my replies', url: unsubscribeLink },
  }),
  alarmReplyOnFollowedPost: ({ nickName, actorName, postTitle, excerpt, link, unsubscribeLink }, { site }) => ({
    subject: `[${site}] New reply on "${postTitle}", a post you follow`,
    heading: `${nickName}, a post you follow has a new reply`,
    paragraphs: [`${actorName} replied on "${postTitle}".`],
    quote: excerpt ?? undefined,
    action: { label: 'Read the reply', url: link },
    footer: `You received this e-mail because you follow this post on ${site} and asked to hear of its replies.`,
    unsubscribe: { label: 'Stop e-mails about posts I follow', url: unsubscribeLink },
  }),
  alarmNewPostByFollowed: ({ nickName, actorName, postTitle, excerpt, link, unsubscribeLink }, { site }) => ({
    subject: `[${site}] ${actorName} published "${postTitle}"`,
    heading: `${nickName}, ${actorName} has a new post`,
    paragraphs: [`${actorName}, whom you follow, published "${postTitle}".`],
    quote: excerpt ?? undefined,
    action: { label: 'Read the post', url: link },
    footer: `You received this e-mail because you follow ${actorName} on ${site} and asked to hear of their new posts.`,
    unsubscribe: { label: 'Stop e-mails about new posts of members I follow', url: unsubscribeLink },
  }),
  alarmDigest: ({ nickName, postTitle, count, link, unsubscribeLink }, { site }) => ({
    subject: `[${site}] ${count} new replies on "${postTitle}"`,
    heading: `${nickName}, ${count} new replies`,
    paragraphs: [
      `There are ${count} new replies on "${postTitle}" since our last e-mail about it.`,
      'We send at most one e-mail per post an hour, so here they are together.',
    ],
    action: { label: 'Read the replies', url: link },
    footer: `You received this e-mail because you asked ${site} to tell you of new replies.`,
    unsubscribe: { label: 'Stop these e-mails', url: unsubscribeLink },
  }),
  linkFallback: 'If the button does not work, copy this address into your browser:',
  signature: (site) => `The ${site} team`,
};
