import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** The outbox as the local mailbox API lists it (contract mailboxList). */
export interface MailboxMail {
  id: number;
  to: string;
  template: string;
  lang: string;
  subject: string;
  html: string;
  text: string;
  status: string;
  createdAt: string;
}

// Cookie-carrying writes must come from the site itself (server/plugins/security.ts).
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

/** The newest mails to one address, newest first. */
export async function mailsTo(request: APIRequestContext, to: string): Promise<MailboxMail[]> {
  const response = await request.post('/api/dev/mailbox/list', { data: { to, pageSize: 20 }, headers: SAME_ORIGIN });
  expect(response.status(), 'the local mailbox API answers (is SMTP_URL unset and the server local?)').toBe(200);
  const body = (await response.json()) as { data: { rows: MailboxMail[] } };
  return body.data.rows;
}

function linkIn(mail: MailboxMail, pathPrefix: string): string | undefined {
  return (mail.text.match(/https?:\/\/[^\s<>"']+/g) ?? []).find((link) =>
    new URL(link).pathname.startsWith(pathPrefix),
  );
}

/**
 * The link of the newest mail to `to` whose path starts with `pathPrefix` (`/ko/signup/confirm`),
 * as an absolute address on the test server (PUBLIC_URL). Waits until such a mail exists: a mail
 * is written with the action that causes it, but a test may ask before that action is done.
 */
export async function latestMailLink(
  source: Page | APIRequestContext,
  to: string,
  pathPrefix: string,
): Promise<string> {
  const request = 'goto' in source ? source.request : source;
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        for (const mail of await mailsTo(request, to)) {
          link = linkIn(mail, pathPrefix);
          if (link) return link;
        }
        return undefined;
      },
      { message: `a mail to ${to} with a link to ${pathPrefix}`, timeout: 15_000 },
    )
    .toBeDefined();
  return link!;
}
