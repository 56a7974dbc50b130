import type { Config } from '../config.ts';

type LinkConfig = Pick<Config, 'PUBLIC_URL' | 'ALLOWED_HOSTS' | 'PORT'>;

const isLocalHost = (hostname: string) =>
  hostname === 'localhost' ||
  hostname.endsWith('.localhost') ||
  hostname === '[::1]' ||
  /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);

/**
 * The origin of absolute links in pages (canonical, og:url, hreflang alternates), as mails use
 * PUBLIC_URL (ADR 0008). Issue 13 finding 9: without PUBLIC_URL they followed the Host header, so
 * anyone could make a page (or a cache in front of it) point at their own site. A request's own
 * host is used only when it is allowed: listed in ALLOWED_HOSTS, or, when that is empty, a name
 * of this machine (localhost, 127.0.0.0/8, [::1]); anything else gets http://localhost:PORT.
 */
export function linkOrigin(config: LinkConfig, request: { host: string; protocol: string }): string {
  if (config.PUBLIC_URL) return new URL(config.PUBLIC_URL).origin;
  const fallback = `http://localhost:${config.PORT}`;
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
export function publicUrlWarning(config: Pick<Config, 'NODE_ENV' | 'PUBLIC_URL' | 'PORT' | 'ALLOWED_HOSTS'>) {
  if (config.NODE_ENV !== 'production' || config.PUBLIC_URL) return undefined;
  return (
    `PUBLIC_URL is not set: links in mails and OAuth callbacks point to http://localhost:${config.PORT}, and pages ` +
    `use the request's host for canonical links only when it is ` +
    (config.ALLOWED_HOSTS.length > 0 ? `one of ALLOWED_HOSTS.` : 'this machine (set ALLOWED_HOSTS or PUBLIC_URL).') +
    ' Set PUBLIC_URL to the address people reach the site at.'
  );
}
