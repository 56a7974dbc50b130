import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Every environment variable Hearth reads, validated once at start (DESIGN "Environment").
 * A bad value stops the process with a message naming the variable, never a late crash.
 */
const boolean = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value));

const url = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL starting with ${protocols.map((protocol) => `${protocol}//`).join(' or ')}` },
  );

/** Kinds of social profile the footer can link (SPEC §2.3); names are brands, not translated. */
export const SOCIAL_KINDS = ['linkedin', 'youtube', 'instagram', 'facebook', 'x', 'blog'] as const;

/** `kind=https://…` pairs separated by commas, e.g. `linkedin=https://…,youtube=https://…`. */
const socialLinks = z.string().transform((value, ctx) => {
  const links: { kind: (typeof SOCIAL_KINDS)[number]; url: string }[] = [];
  for (const pair of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const index = pair.indexOf('=');
    const kind = pair.slice(0, index);
    const link = pair.slice(index + 1);
    let protocol = '';
    try {
      protocol = new URL(link).protocol;
    } catch {
      // reported below
    }
    if (index < 1 || !(SOCIAL_KINDS as readonly string[]).includes(kind) || !['http:', 'https:'].includes(protocol)) {
      ctx.addIssue({
        code: 'custom',
        message: `"${pair}" must be kind=https://… with kind one of ${SOCIAL_KINDS.join(', ')}`,
      });
      return z.NEVER;
    }
    links.push({ kind: kind as (typeof SOCIAL_KINDS)[number], url: link });
  }
  return links;
});

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address ?? '');
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Issue 13 finding 3: which peers may tell the client's address in X-Forwarded-For. Off (the
 * default): nobody, request.ip is the socket's peer. A hop count: that many proxies in front.
 * A comma list of addresses, CIDRs or loopback/linklocal/uniquelocal: only those peers. Trusting
 * every client ("true") is refused: it let anyone choose their address and skip per-IP limits.
 */
const trustProxy = z.string().transform((value, ctx): false | number | string[] => {
  const text = value.trim().toLowerCase();
  if (['off', 'false', 'no', '0'].includes(text)) return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops <= 32) return hops;
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (entries.length === 0 || bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message:
        `must be off, a hop count from 1 to 32, or a comma list of proxy addresses or CIDRs` +
        (bad.length > 0 ? ` (not: ${bad.join(', ')})` : ''),
    });
    return z.NEVER;
  }
  return entries;
});

/**
 * Issue 13 finding 9: host names (with a port when not the default) whose Host header may
 * become the origin of absolute links when PUBLIC_URL is unset, e.g. `community.example,
 * 192.168.1.5:3000`. Lowercased; anything but a plain host[:port] is refused.
 */
const allowedHosts = z.string().transform((value, ctx) => {
  const hosts = value
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  const bad = hosts.filter(
    (host) =>
      !/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/.test(
        host,
      ),
  );
  if (bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `must be host names, with an optional :port, separated by commas (not: ${bad.join(', ')})`,
    });
    return z.NEVER;
  }
  return hosts;
});

/** DECISIONS P10: every provider's endpoints are configuration, so tests can run one on 127.0.0.1. */
const OAUTH_DEFAULTS = {
  GOOGLE: {
    AUTHORIZE_URL: 'https://accounts.google.com/o/oauth2/v2/auth',
    TOKEN_URL: 'https://oauth2.googleapis.com/token',
    USERINFO_URL: 'https://openidconnect.googleapis.com/v1/userinfo',
  },
  FACEBOOK: {
    AUTHORIZE_URL: 'https://www.facebook.com/v19.0/dialog/oauth',
    TOKEN_URL: 'https://graph.facebook.com/v19.0/oauth/access_token',
    USERINFO_URL: 'https://graph.facebook.com/me?fields=id,name,email',
  },
  NAVER: {
    AUTHORIZE_URL: 'https://nid.naver.com/oauth2.0/authorize',
    TOKEN_URL: 'https://nid.naver.com/oauth2.0/token',
    USERINFO_URL: 'https://openapi.naver.com/v1/nid/me',
  },
  KAKAO: {
    AUTHORIZE_URL: 'https://kauth.kakao.com/oauth/authorize',
    TOKEN_URL: 'https://kauth.kakao.com/oauth/token',
    USERINFO_URL: 'https://kapi.kakao.com/v2/user/me',
  },
} as const;

function oauthProviderFields<P extends keyof typeof OAUTH_DEFAULTS>(provider: P) {
  const defaults = OAUTH_DEFAULTS[provider];
  const endpoint = (value: string) => url(['http:', 'https:']).default(value);
  return {
    [`OAUTH_${provider}_CLIENT_ID`]: z.string().min(1).optional(),
    [`OAUTH_${provider}_CLIENT_SECRET`]: z.string().min(1).optional(),
    [`OAUTH_${provider}_AUTHORIZE_URL`]: endpoint(defaults.AUTHORIZE_URL),
    [`OAUTH_${provider}_TOKEN_URL`]: endpoint(defaults.TOKEN_URL),
    [`OAUTH_${provider}_USERINFO_URL`]: endpoint(defaults.USERINFO_URL),
  } as {
    [K in `OAUTH_${P}_CLIENT_ID` | `OAUTH_${P}_CLIENT_SECRET`]: z.ZodOptional<z.ZodString>;
  } & {
    [K in `OAUTH_${P}_AUTHORIZE_URL` | `OAUTH_${P}_TOKEN_URL` | `OAUTH_${P}_USERINFO_URL`]: z.ZodDefault<
      ReturnType<typeof url>
    >;
  };
}

/** Whether the runtime knows the IANA time zone (Intl throws a RangeError for others). */
function knownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ error: 'must be a port number from 0 to 65535' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: url(['http:', 'https:']).optional(),
  TRUST_PROXY: trustProxy.default(false),
  ALLOWED_HOSTS: allowedHosts.default([]),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  // Issue 34 (ADR 0024): how long the database may hold a request before it is answered 503.
  // PostgreSQL: establishing a connection (a server that accepts and never answers)…
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  // …and one statement (statement_timeout; the client gives up a second later); 0: no bound.
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  // SQLite: a write waits this long for another process's write lock (it blocks the process).
  SQLITE_BUSY_TIMEOUT_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  // SQLite: an optional cap on the database's size (max_page_count); writes past it answer 503.
  SQLITE_MAX_SIZE_MB: z.coerce.number().int().min(1).max(10_000_000).optional(),
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  COOKIE_DOMAIN: z.string().min(1).optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(6).max(128).optional(),
  DEMO_DATA: boolean.optional(),
  SITE_NAME: z.string().min(1).default('Hearth'),
  PROVIDER_NAME: z.string().min(1).default('Hearth Analytics'),
  SISTER_PRODUCT_NAME: z.string().min(1).default('Hearth Heatmap'),
  SISTER_PRODUCT_URL: url(['http:', 'https:']).default('https://heatmap.example.com'),
  PROVIDER_URL: url(['http:', 'https:']).default('https://analytics.example.com'),
  SOCIAL_LINKS: socialLinks.default([]),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Issue 35 (ADR 0026): auto = readable lines when stdout is a terminal, JSON otherwise.
  LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
  JOB_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
  // ADR 0019: how long a dead process's job waits before another takes it over. The crash tests
  // of long jobs (issue 29's fan-out) shorten it; production keeps 30 s.
  JOB_LEASE_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  // Accounts (issue 3). The sender of every mail (P27).
  MAIL_FROM: z.string().min(3).default('Hearth <no-reply@hearth.localhost>'),
  // The local mailbox page (P27, docs/decisions/0008-local-mailbox.md): auto = only without SMTP on a local address.
  MAILBOX_PAGE: z.enum(['auto', 'on', 'off']).default('auto'),
  // Issue 13: with NODE_ENV=production the mailbox never exists unless this is on (ADR 0008, Update).
  DEV_MAILBOX: boolean.default(false),
  // DECISIONS P6: sign-in attempts are counted before any hashing, per account and per IP.
  // Failures per account from one address (issue 13: an attacker elsewhere cannot lock the member out)…
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).max(10_000).default(10),
  // …and a slower brake on one account's failures from all addresses together.
  LOGIN_ACCOUNT_BRAKE_FAILURES: z.coerce.number().int().min(1).max(1_000_000).default(100),
  LOGIN_ACCOUNT_BRAKE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
  LOGIN_MAX_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).max(100_000).default(100),
  LOGIN_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  // Issue 13 finding 7: sign-ups (accounts created) per client address in a window, and
  // confirmation mails (sign-up and resends together) per target address per day.
  SIGNUP_MAX_PER_IP: z.coerce.number().int().min(1).max(1_000_000).default(10),
  SIGNUP_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
  SIGNUP_CONFIRM_MAILS_PER_ADDRESS_PER_DAY: z.coerce.number().int().min(1).max(1000).default(10),
  // DECISIONS P18, issue 13 finding 8: distinct anonymous readers (visitor cookies) counted per
  // post, client address and day; fresh cookies beyond it do not count.
  VIEW_MAX_VISITORS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(10),
  // DECISIONS P30: the time zone whose midnight starts a day (view counts now; daily login,
  // streaks and daily caps with the activity temperature).
  SITE_TIME_ZONE: z
    .string()
    .default('Asia/Seoul')
    .refine(knownTimeZone, { message: 'must be an IANA time zone such as Asia/Seoul or UTC' }),
  // DECISIONS P17: more than these actions in the window refuse the action for the window.
  ABUSE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  ABUSE_MAX_POSTS_AND_REPLIES: z.coerce.number().int().min(1).max(100_000).default(10),
  ABUSE_MAX_LIKES: z.coerce.number().int().min(1).max(100_000).default(30),
  ABUSE_MAX_BOOKMARKS: z.coerce.number().int().min(1).max(100_000).default(30),
  ABUSE_MAX_FOLLOWS: z.coerce.number().int().min(1).max(100_000).default(30),
  // Image uploads per member in the same window: every upload costs decoding and disk (P19).
  UPLOADS_MAX_PER_WINDOW: z.coerce.number().int().min(1).max(100_000).default(60),
  // An editor image that no post or reply uses this many days after its upload is removed.
  UPLOAD_UNUSED_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  // Public post lists are kept this long (ADR 0012); 0 turns the cache off.
  LIST_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  // Page renders at once (ADR 0013); unset: 1 on the embedded database, whose queries run on the
  // process's one thread anyway, 4 on PostgreSQL, whose queries leave time to render another page.
  PAGE_RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  // Page requests that may wait for their turn; one more is answered 503 with Retry-After.
  PAGE_QUEUE_LIMIT: z.coerce.number().int().min(0).max(100_000).default(256),
  // DECISIONS P32: where brochure applications are mailed; unset, the first administrator's address.
  BROCHURE_EMAIL: z.email().optional(),
  // Brochure applications per member in a window (each one mails the operator).
  BROCHURE_MAX_PER_WINDOW: z.coerce.number().int().min(1).max(100_000).default(3),
  BROCHURE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(604_800).default(3600),
  // "Was this helpful?" answers per reader (member or visitor cookie) in a window (issue 31).
  REVIEW_MAX_PER_WINDOW: z.coerce.number().int().min(1).max(100_000).default(10),
  REVIEW_WINDOW_SECONDS: z.coerce.number().int().min(1).max(604_800).default(600),
  // DECISIONS P16: reports from this many distinct members hide a post or reply.
  REPORT_HIDE_THRESHOLD: z.coerce.number().int().min(1).max(1000).default(3),
  ...oauthProviderFields('GOOGLE'),
  ...oauthProviderFields('FACEBOOK'),
  ...oauthProviderFields('NAVER'),
  ...oauthProviderFields('KAKAO'),
  // Serves the API without the web renderer (no build needed): process-level tests, API-only deployments.
  HEARTH_API_ONLY: boolean.default(false),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = configSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
