import type { Config } from './config.ts';
import { mailboxEnabled } from './modules/mail/mailbox-access.ts';

/** What a person needs after a start, gathered by main.ts once the server listens. */
export interface StartFacts {
  /** The one address of the site (server/lib/link-origin.ts siteOrigin), with the real port. */
  origin: string;
  /** The administrator this start created; absent when one already existed. */
  administrator?: { email: string; password?: string };
  config: Pick<Config, 'NODE_ENV' | 'SMTP_URL' | 'PUBLIC_URL' | 'MAILBOX_PAGE' | 'DEV_MAILBOX'>;
}

/** The SMTP server without its user name and password, which must not reach a log. */
function smtpServer(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return `${url.protocol}//${url.host}`;
}

/**
 * Where mails go, in words (issue 35 item 1). Without SMTP_URL a production start keeps them in
 * the outbox (ADR 0008): the block says so and says how to read them, since a sign-up cannot be
 * confirmed otherwise.
 */
export function mailDestination(facts: Pick<StartFacts, 'origin' | 'config'>): string[] {
  const { config, origin } = facts;
  if (config.SMTP_URL) return [`Mail:     sent through ${smtpServer(config.SMTP_URL)}`];
  if (mailboxEnabled(config)) {
    return [
      'Mail:     no SMTP_URL: mails (sign-up confirmations, password resets) wait in the local mailbox,',
      `          open ${origin}/ko/mailbox (from this machine only) and click their links`,
    ];
  }
  return [
    'Mail:     no SMTP_URL: mails (sign-up confirmations, password resets) wait in the outbox, sent nowhere.',
    `          To read them on your own machine, start with \`DEV_MAILBOX=on npm start\` (or \`npm run dev\`)`,
    `          and open ${origin}/ko/mailbox; on a public site, set SMTP_URL.`,
  ];
}

/**
 * Issue 35 item 2: the block that ends a start, so the address, the first administrator's
 * password and the fate of mails are not lost among the log lines. The generated password
 * appears only on the start that created the administrator (DECISIONS P12).
 */
export function startBanner(facts: StartFacts): string {
  const lines = [`Hearth is ready. Open ${facts.origin}`];
  if (facts.administrator) {
    const { email, password } = facts.administrator;
    lines.push(
      `Admin:    ${email}`,
      password === undefined
        ? '          password: the one ADMIN_PASSWORD sets'
        : `          password: ${password}  (generated now and shown once: change it after signing in)`,
    );
  }
  lines.push(...mailDestination(facts));
  const rule = '-'.repeat(Math.max(...lines.map((line) => line.length)));
  return ['', rule, ...lines, rule].join('\n');
}
