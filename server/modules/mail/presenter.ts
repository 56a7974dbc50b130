import type { StoredMail } from './repository.ts';

/** One outbox row as the local mailbox page shows it (contract mailboxList). */
export function presentMailboxMail(mail: StoredMail) {
  return {
    id: mail.id,
    to: mail.to,
    template: mail.template,
    lang: mail.lang,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    status: mail.status,
    createdAt: mail.createdAt,
    sentAt: mail.sentAt,
  };
}
