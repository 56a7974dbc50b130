import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';

/**
 * Who may see the local mailbox (DECISIONS P27, docs/decisions/0008-local-mailbox.md). It shows
 * every mail with its sign-up and password-reset links, so it is a development tool only.
 */
export function mailboxEnabled(
  config: Pick<Config, 'MAILBOX_PAGE' | 'SMTP_URL' | 'PUBLIC_URL'> & Partial<Pick<Config, 'NODE_ENV' | 'DEV_MAILBOX'>>,
): boolean {
  // Issue 13 finding 2: a production process never has one unless the operator says so, whatever
  // the addresses look like (a local proxy without forwarding headers made it everyone's).
  if (config.NODE_ENV === 'production' && config.DEV_MAILBOX !== true) return false;
  if (config.MAILBOX_PAGE === 'on') return true;
  if (config.MAILBOX_PAGE === 'off') return false;
  // auto: mails that leave through SMTP belong in real inboxes; a public address means production.
  if (config.SMTP_URL) return false;
  return config.PUBLIC_URL === undefined || isLocalHostname(new URL(config.PUBLIC_URL).hostname);
}

function isLocalHostname(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  );
}

export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ipv4);
}

// A reverse proxy on the same machine connects from loopback on behalf of anyone.
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

/**
 * The TCP peer is this machine and no proxy stands between: the socket address, never
 * request.ip, which believes X-Forwarded-For from the proxies TRUST_PROXY names. Server-side rendering calls the API
 * through app.inject, whose socket is fake; server/web.ts gives it the page request's peer
 * address and proxy headers, so the page is judged by the person's own connection.
 */
export function isLocalPeer(request: FastifyRequest): boolean {
  if (PROXY_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  return isLoopbackAddress(request.socket.remoteAddress);
}
