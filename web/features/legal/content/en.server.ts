import type { LegalDocuments } from '../types.ts';

/**
 * The English legal texts (DECISIONS P28), written to say the same as the Korean reference.
 * {provider}, {site} and {sisterProduct} come from the operator's configuration (DECISIONS P1).
 */
export const en: LegalDocuments = {
  terms: {
    title: 'Terms of Service',
    description:
      'The terms for using the {site} community: membership, your rights and ours, posts, and how use can be restricted.',
    intro: [
      'Welcome to {site}. These terms apply to everyone who uses {site}. Please read them before you join, and ask us whenever something is unclear.',
    ],
    sections: [
      {
        id: 'purpose',
        heading: 'Article 1. Purpose',
        blocks: [
          'These terms set out the conditions and procedures for using the {site} community service (the "Service") provided by {provider} (the "Operator"), and the rights, obligations and responsibilities of the Operator and its members.',
        ],
      },
      {
        id: 'definitions',
        heading: 'Article 2. Definitions',
        blocks: [
          'In these terms:',
          {
            list: [
              '"Service" means the forum, case studies, career listings, what\'s new, the documentation guides, the Solomon knowledge base, notifications and every related feature the Operator provides on {site}.',
              '"Member" means a person who has agreed to these terms, joined, and uses the Service.',
              '"Post" means anything a member publishes on the Service: posts, replies, images, tags, links and other information.',
              '"Activity temperature" means the score, shown in degrees Celsius, that rises and falls with a member\'s activity and decides levels, badges and the characters they collect.',
            ],
          },
        ],
      },
      {
        id: 'changes',
        heading: 'Article 3. Publication and changes of these terms',
        blocks: [
          'The Operator publishes these terms where anyone can read them, through the link at the bottom of every page.',
          'The Operator may change these terms within the limits of the law. Changes are announced on the Service at least 7 days before they take effect, with what changes, when, and why. Changes that are unfavourable to members are announced at least 30 days ahead and also sent to the e-mail address each member registered.',
          'A member who does not accept the changed terms may leave before they take effect. If the announcement clearly said so and a member has not objected by the effective date, the member is treated as having accepted the changed terms.',
        ],
      },
      {
        id: 'membership',
        heading: 'Article 4. Joining',
        blocks: [
          'You can join with an e-mail address and a password, or with a social account the Operator supports. To join you must accept these terms and the Privacy Policy; consent to marketing communications is optional.',
          'Children under 14 cannot join.',
          'The Operator may refuse an application, or cancel a membership later, when:',
          {
            list: [
              "someone else's e-mail address or social account is used, or the information given is false;",
              'a person whose membership was ended as a sanction tries to join again;',
              'the e-mail address or nickname belongs to an account closed less than 30 days ago.',
            ],
          },
        ],
      },
      {
        id: 'account',
        heading: 'Article 5. Your account',
        blocks: [
          'Keep your password and your social account safe. You may not lend or hand over your account to anyone else.',
          'If you think someone else is using your account, change your password at once and tell the Operator. The Operator is not responsible for damage that results from not doing so.',
          'You can change your nickname, job, profile and other details at any time in My Zone.',
        ],
      },
      {
        id: 'service',
        heading: 'Article 6. Providing and changing the Service',
        blocks: [
          'The Service is free of charge, and the Operator aims to keep it available around the clock, every day of the year.',
          'The Service may be paused in whole or in part for maintenance, equipment changes or incidents. Planned pauses are announced in advance; unplanned ones as soon as possible.',
          'The Operator may add, change or retire features to improve the Service. If the whole Service is to close, this is announced 30 days in advance.',
        ],
      },
      {
        id: 'posts',
        heading: 'Article 7. Rights and responsibility for posts',
        blocks: [
          'You keep the copyright in what you post. You allow the Operator, free of charge, to display and store your posts on the Service, to show them in search results, notifications and recommendations, and to let search engines find them, as far as running the Service requires. For any other use the Operator asks for your consent first.',
          'You can edit or delete your own posts. After you leave, your posts and replies stay on the Service, shown as written by a "withdrawn member", so that conversations remain readable. Delete anything you do not want to leave behind before you close your account.',
          "You are responsible for what you post. Please respect other people's copyright, image rights and personal information.",
        ],
      },
      {
        id: 'conduct',
        heading: 'Article 8. What is not allowed',
        blocks: [
          'Members must not:',
          {
            list: [
              "pretend to be someone else, or publish other people's personal information without permission;",
              'post abuse, hate speech, harassment or discriminatory content;',
              'post advertising, promotion or spam without permission;',
              'infringe copyright or other rights of others;',
              "spread malicious code or try to get around the Service's security;",
              'use scripts or other tools to mass-produce posts, likes, bookmarks or follows, or to inflate activity temperatures or rankings;',
              'post anything that breaks the law or harms public order.',
            ],
          },
        ],
      },
      {
        id: 'moderation',
        heading: 'Article 9. Moderation and restrictions',
        blocks: [
          'Members can report posts they think are a problem. When enough reports from different members accumulate, or when the Operator upholds a report, the post is hidden and its author is notified. The Operator may restore hidden posts after review.',
          'Posting, replying, liking, bookmarking or following far too often in a short time pauses that action for 5 minutes.',
          'For breaches of Article 8 the Operator may, step by step, give a warning, remove posts, restrict use for a time, or suspend the account. Serious cases, such as illegal activity, may lead to immediate suspension. A suspended account cannot sign in.',
          'Members who disagree with a measure may object to the Operator, who will review it and reply with the outcome.',
        ],
      },
      {
        id: 'withdrawal',
        heading: 'Article 10. Leaving',
        blocks: [
          'You can leave at any time from the account deletion menu in My Zone.',
          'When you leave, your account is deactivated at once and can no longer sign in. Your personal data is erased after 30 days; during that time the same e-mail address and nickname cannot be used to join again. Information the law requires us to keep is stored separately for the periods set out in the Privacy Policy.',
        ],
      },
      {
        id: 'liability',
        heading: 'Article 11. Limitation of liability',
        blocks: [
          'Posts are the opinions of the members who wrote them; the Operator does not guarantee that they are accurate or reliable. Decisions you make based on them are your own.',
          "The Operator is not liable for failing to provide the Service because of events beyond its control, such as natural disasters, war or failures of telecommunication providers. This does not apply to damage caused by the Operator's intent or gross negligence.",
        ],
      },
      {
        id: 'disputes',
        heading: 'Article 12. Governing law and disputes',
        blocks: [
          'These terms and the use of the Service are governed by the laws of the Republic of Korea.',
          'If a dispute arises, the Operator and the member will first try in good faith to settle it between them. Otherwise it is settled by the court that has jurisdiction under the Korean Civil Procedure Act.',
        ],
      },
      {
        id: 'addendum',
        heading: 'Addendum',
        blocks: ['These terms take effect on May 27, 2021.'],
      },
    ],
  },

  privacy: {
    title: 'Privacy Policy',
    description:
      'What personal data {site} collects, why, how long it is kept, how it is erased, which cookies are used, and your rights.',
    intro: [
      '{provider} (the "Operator") takes the personal data of {site} (the "Service") members seriously and follows the Personal Information Protection Act of Korea, the Act on Promotion of Information and Communications Network Utilization and Information Protection, and related laws. This policy explains what we collect and why, how long we keep it, and how you stay in control of it.',
    ],
    sections: [
      {
        id: 'items',
        heading: '1. What we collect',
        blocks: [
          'We collect only what the Service needs.',
          {
            list: [
              'When you join (required): e-mail address (your ID), password, nickname, job and the language of your e-mails. Passwords are stored with a one-way hash, so not even the Operator can read them.',
              'When you join with a social account (required): which provider you used, the identifier it gives us for you, and your e-mail address if the provider shares it.',
              'Your profile (optional): profile picture, a short bio, up to three social links, your personality type and the character that goes with it.',
              'Consent records: whether you accepted the terms and the collection and use of personal data, and whether and when you consented to marketing communications.',
              'Created as you use the Service: activity logs (posts and replies you write, likes, bookmarks, follows, reports, the history of your activity temperature, the days you visited), access logs (IP address, browser and device information, time of access) and cookies.',
            ],
          },
        ],
      },
      {
        id: 'purposes',
        heading: '2. Why we use it',
        blocks: [
          {
            list: [
              'Managing membership: confirming that you want to join and that it is you, keeping you signed in, preventing fake sign-ups and account theft, and blocking re-registration for 30 days after leaving.',
              'Providing the Service: posts and replies, follows, notifications and notification e-mails, activity temperature, levels, badges and characters, and your public profile.',
              'Keeping the Service safe: preventing spam and abuse, handling reports, applying restrictions, and preventing and responding to security incidents.',
              'Improving the Service: usage statistics in a form that identifies no one.',
              'Marketing: news and event invitations, only to members who consented.',
            ],
          },
          'If we ever need to use your data for anything else, we will tell you and ask for your consent first.',
        ],
      },
      {
        id: 'retention',
        heading: '3. How long we keep it',
        blocks: [
          'We keep your personal data while you are a member. When you leave, your account is deactivated at once, and your e-mail address, bio, social links, profile picture, social account identifiers and other personal data are erased 30 days later. During those 30 days they are used only to block re-registration and to handle disputes. Your posts and replies remain, shown as written by a "withdrawn member".',
          'Records that the law requires us to keep are stored separately, used only for that purpose, and kept for the periods below. The Service currently sells nothing, so contract and payment records exist only if such transactions ever take place.',
          {
            table: {
              caption: 'Retention required by law',
              head: ['Record', 'Kept for', 'Legal basis (Korea)'],
              rows: [
                [
                  'Records of labelling and advertising',
                  '6 months',
                  'Act on the Consumer Protection in Electronic Commerce',
                ],
                [
                  'Records of consumer complaints and dispute handling',
                  '3 years',
                  'Act on the Consumer Protection in Electronic Commerce',
                ],
                [
                  'Records of contracts and withdrawals of orders',
                  '5 years',
                  'Act on the Consumer Protection in Electronic Commerce',
                ],
                [
                  'Records of payments and the supply of goods',
                  '5 years',
                  'Act on the Consumer Protection in Electronic Commerce',
                ],
                ['Website visit logs', '3 months', 'Protection of Communications Secrets Act'],
                ['Records of identity verification', '6 months', 'Information and Communications Network Act'],
                [
                  'Access logs of the systems that process personal data',
                  'At least 6 months',
                  'Standards for Personal Information Security Measures',
                ],
              ],
            },
          },
        ],
      },
      {
        id: 'destruction',
        heading: '4. How we erase it',
        blocks: [
          'Personal data whose retention period has ended, or whose purpose has been fulfilled, is erased without delay. A scheduled job that runs regularly finds accounts closed more than 30 days ago and erases their data.',
          'Electronic files are deleted so that they cannot be recovered; anything printed is shredded or incinerated.',
        ],
      },
      {
        id: 'sharing',
        heading: '5. Sharing with third parties',
        blocks: [
          'The Operator does not give your personal data to other companies or organisations, except with your prior consent, where a law specifically requires it, or when investigative authorities request it following the procedures the law sets.',
          'What you put on your public profile, such as your nickname, profile picture, bio, job, activity temperature and level, and your posts, can be seen by other people who use the Service.',
        ],
      },
      {
        id: 'processors',
        heading: '6. Service providers',
        blocks: [
          'To run the Service reliably, the Operator may entrust server and storage hosting and the sending of e-mail to specialised companies. They are bound by contract not to use personal data for any other purpose and to keep it secure, and the Operator supervises them.',
          'If these companies or the work entrusted to them change, we update this policy and let you know.',
        ],
      },
      {
        id: 'cookies',
        heading: '7. Cookies',
        blocks: [
          'Cookies are small text files a website stores in your browser. The Service uses only the cookies below; it uses no advertising or third-party tracking cookies.',
          {
            list: [
              'Sign-in cookies (hearth_at, hearth_rt): keep you signed in. Scripts cannot read them. The first lasts one day and is renewed through the second, which lasts 30 days; signing out removes both.',
              'Social sign-in cookie (hearth_sns_state): checks that a sign-in through Google, Facebook, Naver or Kakao comes back to the browser that started it. It lasts 10 minutes.',
              'Language cookie (i18n_redirected): remembers the language you chose so the next visit opens in it. It lasts 365 days.',
              "Visitor cookie (hearth_vid): a random number so that a post's views are counted once a day per browser; it says nothing about who you are. It lasts 365 days.",
              'List layout cookie (hearth_list_layout): remembers whether you read post lists as cards or as a list. It lasts 365 days.',
              'Abuse prevention: remembers for 5 minutes that an action was repeated too often in a short time.',
              'Account deletion notice (hearth_withdrawn): set when you delete your account so that the confirmation page shows once; it is removed when that page opens and lasts at most 5 minutes.',
            ],
          },
          'You can block or delete cookies in your browser settings. If you block the sign-in cookie, features that need you to be signed in will not work.',
        ],
      },
      {
        id: 'rights',
        heading: '8. Your rights and how to use them',
        blocks: [
          {
            list: [
              'See and correct your details with Edit profile and Settings in My Zone.',
              'Turn each kind of notification e-mail on or off under E-mail alerts in My Zone.',
              'Withdraw your consent to marketing communications at any time.',
              'Leaving the Service counts as a request to erase your personal data, which is handled as described in section 3.',
              'For any other request to access, correct, erase or stop processing your data, we reply with the outcome within 10 days.',
            ],
          },
          'We do not accept members under the age of 14.',
        ],
      },
      {
        id: 'security',
        heading: '9. How we protect it',
        blocks: [
          {
            list: [
              'Passwords are hashed with argon2id; the original password is never stored anywhere.',
              'All traffic is encrypted with HTTPS.',
              'Only a minimum number of administrators can access personal data, and their access is logged and reviewed.',
              'Sign-in attempts are limited to stop password-guessing attacks.',
            ],
          },
        ],
      },
      {
        id: 'contact',
        heading: '10. Privacy officer and contact',
        blocks: [
          'Questions, complaints and requests for remedy about personal data are handled by the privacy officer of {provider}. We will answer promptly and carefully.',
          'If you need advice on, or want to report, a privacy violation, you can also contact these Korean authorities:',
          {
            list: [
              'Personal Information Infringement Report Center: privacy.kisa.or.kr, phone 118 (in Korea)',
              'Personal Information Dispute Mediation Committee: www.kopico.go.kr, phone 1833-6972',
              "Supreme Prosecutors' Office: www.spo.go.kr, phone 1301 (in Korea)",
              'Korean National Police Agency: ecrm.police.go.kr, phone 182 (in Korea)',
            ],
          },
        ],
      },
      {
        id: 'changes',
        heading: '11. Changes to this policy',
        blocks: [
          'Changes to this policy are announced on the Service at least 7 days before they take effect. Changes that are unfavourable to members, such as collecting more data or using it for wider purposes, are announced at least 30 days ahead and also sent by e-mail.',
          'This policy takes effect on May 27, 2021.',
        ],
      },
    ],
  },

  agreementmarketing: {
    title: 'Consent to Marketing Communications',
    description:
      'What you agree to when you choose to receive news from {site} and {provider} by e-mail, and how to withdraw that consent.',
    intro: [
      'Consenting to marketing communications is optional. Without it you can use every feature of {site} just the same, and e-mails the Service needs to send, such as sign-up confirmation, password resets and the activity notifications you turned on, arrive whether you consent or not.',
    ],
    sections: [
      {
        id: 'content',
        heading: '1. What you will receive',
        blocks: [
          'If you consent, {provider} will send you news such as:',
          {
            list: [
              'the {site} newsletter: the most-read posts, new case studies and new documentation guides;',
              'announcements of and invitations to webinars, seminars and training;',
              "new features, events and offers of {provider}'s web-analytics product and of {sisterProduct};",
              'invitations to surveys that help us improve the Service.',
            ],
          },
        ],
      },
      {
        id: 'channel',
        heading: '2. How we send it',
        blocks: [
          'By e-mail to the address you registered, in the e-mail language you chose (Korean, English or Japanese). Advertising e-mails are clearly marked as such in their subject line, so you can tell them apart from other mail.',
        ],
      },
      {
        id: 'data',
        heading: '3. The personal data used and how long',
        blocks: [
          'We use your e-mail address, nickname, e-mail language, job (to pick news that matches your interests), and whether and when you consented.',
          'We use them until you withdraw your consent or leave the Service. After you withdraw, they are no longer used for marketing; only the dates of your consent and withdrawal are kept, as proof.',
        ],
      },
      {
        id: 'withdraw',
        heading: '4. How to withdraw your consent',
        blocks: [
          'You can withdraw at any time, free of charge, and it takes effect immediately.',
          {
            list: [
              'Turn off marketing communications under Settings or E-mail alerts in My Zone.',
              'Or follow the unsubscribe link at the bottom of any marketing e-mail: one click is enough, even when you are not signed in.',
            ],
          },
          'An e-mail whose sending had already started just before you withdrew may still arrive.',
        ],
      },
      {
        id: 'record',
        heading: '5. Record of your consent',
        blocks: [
          'The date and time of your consent are recorded, and you can check them at any time under Settings in My Zone. When you consent or withdraw, we send you an e-mail confirming it and when it happened.',
          'As Korean law requires, we remind you of your consent status by e-mail every two years.',
        ],
      },
    ],
  },
};
