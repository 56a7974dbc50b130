import type { Config } from '../config.ts';

type LinkConfig = Pick<Config, 'PUBLIC_URL' | 'ALLOWED_HOSTS' | 'PORT'> & { HOST?: string };

/** Addresses that mean "every interface": the site is then reached on this machine as localhost. */
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]', '']);

const isLocalHost = (hostname: string) =>
  hostname === 'localhost' ||
  hostname.endsWith('.localhost') ||
  hostname === '[::1]' ||
  /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);

/**
 * Issue 35 item 3: the one address of the site, for a person and for every link Hearth writes
 * (mails, OAuth callbacks, canonical links, the start-up block). PUBLIC_URL when set (with its
 * path, without a trailing slash); otherwise http://localhost:PORT when listening on every
 * interface or on loopback, or http://HOST:PORT when bound to one other address. Before, the log
 * printed http://127.0.0.1:PORT and mails linked to localhost: another origin, so a person who
 * followed a mail's link arrived signed out.
 */
export function siteOrigin(config: Pick<Config, 'PUBLIC_URL' | 'PORT'> & { HOST?: string }): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  const host = (config.HOST ?? '').toLowerCase();
  if (WILDCARD_HOSTS.has(host) || isLocalHost(host) || host === '::1') return `http://localhost:${config.PORT}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.PORT}`;
}

/**
 * The origin of absolute links in pages (canonical, og:url, hreflang alternates), as mails use
 * PUBLIC_URL (ADR 0008). Issue 13 finding 9: without PUBLIC_URL they followed the Host header, so
 * anyone could make a page (or a cache in front of it) point at their own site. A request's own
 * host is used only when it is allowed: listed in ALLOWED_HOSTS, or, when that is empty, a name
 * of this machine (localhost, 127.0.0.0/8, [::1]); anything else gets http://localhost:PORT.
 */
export function linkOrigin(config: LinkConfig, request: { host: string; protocol: string }): string {
  if (config.PUBLIC_URL) return new URL(config.PUBLIC_URL).origin;
  const fallback = siteOrigin(config);
  let requested: URL;
  try {
    requested = new URL(`${request.protocol === 'https' ? 'https' : 'http'}://${request.host}`);
  } catch {
    return fallback;
  }
  // The parsed host must be all the header said: no user info, path or other smuggled parts.
  if (requested.host !== request.host.toLowerCase()) return fallback;
  const allowed =
    config.ALLOWED_HOSTS.length > 0 ? config.ALLOWED_HOSTS.includes(requested.host) : isLocalHost(requested.hostname);
  return allowed ? requested.origin : fallback;
}

/** The start-up warning of a production process without PUBLIC_URL (issue 13 finding 9), or none. */
export function publicUrlWarning(
  config: Pick<Config, 'NODE_ENV' | 'PUBLIC_URL' | 'PORT' | 'ALLOWED_HOSTS'> & { HOST?: string },
) {
  if (config.NODE_ENV !== 'production' || config.PUBLIC_URL) return undefined;
  return (
    `PUBLIC_URL is not set: links in mails and OAuth callbacks point to ${siteOrigin(config)}, and pages ` +
    `use the request's host for canonical links only when it is ` +
    (config.ALLOWED_HOSTS.length > 0 ? `one of ALLOWED_HOSTS.` : 'this machine (set ALLOWED_HOSTS or PUBLIC_URL).') +
    ' Set PUBLIC_URL to the address people reach the site at.'
  );
}
