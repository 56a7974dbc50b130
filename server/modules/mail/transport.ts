import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post, RFC 8058), passed as they are. */
  headers?: Record<string, string>;
}

/** Hands one mail to a mail server; rejects when the server does not accept it. */
export type MailTransport = (mail: OutgoingMail) => Promise<void>;

/**
 * SMTP from SMTP_URL (smtp:// or smtps://, with user and password in the URL when the server
 * wants them). One connection per mail: mails are few, and a broken connection cannot
 * poison the next job. The timeouts are shorter than nodemailer's minutes-long defaults so
 * that a silent server fails the attempt and the job worker retries it later.
 */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return async (mail) => {
    await transporter.sendMail(mail);
  };
}
