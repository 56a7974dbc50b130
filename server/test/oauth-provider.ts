import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';
import { readCookie } from '../../common/i18n/locales.ts';
import { SNS_TYPES, type SnsType } from '../../common/validation/account.ts';

/**
 * A small OAuth 2.0 provider on 127.0.0.1 that speaks like Google, Facebook, Naver and Kakao
 * (DECISIONS P10): the API tests, the browser tests and local development sign in against
 * it. Authorize shows nothing and answers at once for a chosen user; token checks the client,
 * the redirect URI, one use per code and PKCE; userinfo answers in each provider's shape.
 */

export interface ProviderUser {
  id: string;
  email?: string | null;
  /** Defaults to true; false makes Google and Kakao mark the address unverified. */
  emailVerified?: boolean;
}

export interface OAuthProvider {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  /** OAUTH_* settings that point all four providers here. */
  env(): Record<string, string>;
  /** The user the next authorization of that provider answers for (unless the URL names one). */
  setNextUser(type: SnsType, user: ProviderUser): void;
  close(): Promise<void>;
}

export const clientId = (type: SnsType) => `hearth-${type}`;
export const clientSecret = (type: SnsType) => `secret-of-${type}-for-tests`;

interface IssuedCode {
  type: SnsType;
  redirectUri: string;
  codeChallenge: string | null;
  nonce: string | null;
  user: ProviderUser;
  used: boolean;
}

/** OAUTH_* settings that point all four providers at a provider running at `providerUrl`. */
export function oauthProviderEnv(providerUrl: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const type of SNS_TYPES) {
    const prefix = `OAUTH_${type.toUpperCase()}`;
    env[`${prefix}_CLIENT_ID`] = clientId(type);
    env[`${prefix}_CLIENT_SECRET`] = clientSecret(type);
    env[`${prefix}_AUTHORIZE_URL`] = `${providerUrl}/${type}/authorize`;
    env[`${prefix}_TOKEN_URL`] = `${providerUrl}/${type}/token`;
    env[`${prefix}_USERINFO_URL`] = `${providerUrl}/${type}/userinfo`;
  }
  return env;
}

const defaultUser = (type: SnsType): ProviderUser => ({ id: `${type}-dev-1`, email: `dev.${type}@example.com` });

/**
 * Browser tests run in parallel, each in its own browser context: a cookie for 127.0.0.1
 * (cookies ignore the port) tells the provider who is "signed in" there, `<id>~<email>`.
 */
export const TEST_USER_COOKIE = 'oauth_test_user';

function userFromCookie(header: string | undefined): ProviderUser | undefined {
  const value = readCookie(header, TEST_USER_COOKIE);
  if (!value) return undefined;
  const [id, email] = value.split('~');
  return id ? { id, email: email || null } : undefined;
}

function sameSecret(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function userInfo(type: SnsType, user: ProviderUser): object {
  const email = user.email ?? undefined;
  const verified = user.emailVerified !== false;
  switch (type) {
    case 'google':
      return { sub: user.id, email, email_verified: verified };
    case 'facebook':
      return { id: user.id, name: 'Test User', email };
    case 'naver':
      return { resultcode: '00', message: 'success', response: { id: user.id, email } };
    case 'kakao':
      return {
        id: /^\d+$/.test(user.id) ? Number(user.id) : user.id,
        kakao_account: { email, is_email_valid: verified, is_email_verified: verified },
      };
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

export async function startOAuthProvider(options: { port?: number; host?: string } = {}): Promise<OAuthProvider> {
  const codes = new Map<string, IssuedCode>();
  const accessTokens = new Map<string, { type: SnsType; user: ProviderUser }>();
  const nextUsers = new Map<SnsType, ProviderUser>();

  function authorize(
    type: SnsType,
    query: URLSearchParams,
    cookieHeader: string | undefined,
    response: ServerResponse,
  ) {
    const redirectUri = query.get('redirect_uri');
    if (query.get('client_id') !== clientId(type) || !redirectUri || query.get('response_type') !== 'code') {
      return json(response, 400, { error: 'invalid_request' });
    }
    // ?user=<id>[&email=<address>] picks the user, else the browser's test cookie, else the preset one, else a default.
    const named = query.get('user');
    const user = named
      ? { id: named, email: query.get('email') }
      : (userFromCookie(cookieHeader) ?? nextUsers.get(type) ?? defaultUser(type));
    nextUsers.delete(type);
    const code = randomBytes(16).toString('hex');
    codes.set(code, {
      type,
      redirectUri,
      codeChallenge: query.get('code_challenge_method') === 'S256' ? query.get('code_challenge') : null,
      nonce: query.get('nonce'),
      user,
      used: false,
    });
    const target = new URL(redirectUri);
    target.searchParams.set('code', code);
    const state = query.get('state');
    if (state) target.searchParams.set('state', state);
    response.writeHead(302, { location: target.toString() }).end();
  }

  async function token(type: SnsType, request: IncomingMessage, response: ServerResponse) {
    const form = new URLSearchParams(await readBody(request));
    // Naver reports a refused grant with status 200; the others with 400.
    const refuse = (error: string) => json(response, type === 'naver' ? 200 : 400, { error });
    const basic = request.headers.authorization?.match(/^Basic (.+)$/)?.[1];
    const [id, secret] = basic
      ? Buffer.from(basic, 'base64').toString('utf8').split(':')
      : [form.get('client_id'), form.get('client_secret')];
    if (id !== clientId(type) || !secret || !sameSecret(secret, clientSecret(type))) {
      return json(response, 401, { error: 'invalid_client' });
    }
    const code = codes.get(form.get('code') ?? '');
    if (!code || code.type !== type || code.used) return refuse('invalid_grant');
    code.used = true;
    if (form.get('redirect_uri') !== code.redirectUri) return refuse('invalid_grant');
    if (code.codeChallenge) {
      const verifier = form.get('code_verifier') ?? '';
      if (createHash('sha256').update(verifier).digest('base64url') !== code.codeChallenge) {
        return refuse('invalid_grant');
      }
    }
    const accessToken = randomBytes(16).toString('hex');
    accessTokens.set(accessToken, { type, user: code.user });
    const body: Record<string, unknown> = { access_token: accessToken, token_type: 'bearer', expires_in: 3600 };
    if (type === 'google') {
      body.id_token = await new SignJWT({ nonce: code.nonce ?? undefined, email: code.user.email ?? undefined })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(providerUrl)
        .setAudience(clientId(type))
        .setSubject(code.user.id)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(clientSecret(type)));
    }
    json(response, 200, body);
  }

  function userinfo(type: SnsType, request: IncomingMessage, response: ServerResponse) {
    const bearer = request.headers.authorization?.match(/^Bearer (.+)$/)?.[1];
    const grant = bearer ? accessTokens.get(bearer) : undefined;
    if (!grant || grant.type !== type) return json(response, 401, { error: 'invalid_token' });
    json(response, 200, userInfo(type, grant.user));
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://provider');
    const [, first, action] = url.pathname.split('/');
    // Browser tests preset the next user over HTTP: POST /next-user {"type":"kakao","user":{…}}.
    if (request.method === 'POST' && first === 'next-user') {
      readBody(request)
        .then((text) => {
          const { type, user } = JSON.parse(text) as { type: SnsType; user: ProviderUser };
          nextUsers.set(type, user);
          json(response, 200, { ok: true });
        })
        .catch((error: unknown) => json(response, 400, { error: 'invalid_request', detail: String(error) }));
      return;
    }
    const type = SNS_TYPES.find((known) => known === first);
    if (!type) return json(response, 404, { error: 'not_found' });
    if (action === 'authorize' && request.method === 'GET') {
      return authorize(type, url.searchParams, request.headers.cookie, response);
    }
    if (action === 'token' && request.method === 'POST') {
      token(type, request, response).catch((error: unknown) => {
        json(response, 500, { error: 'server_error', detail: String(error) });
      });
      return;
    }
    if (action === 'userinfo' && request.method === 'GET') return userinfo(type, request, response);
    json(response, 404, { error: 'not_found' });
  });

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const providerUrl = `http://${host}:${(server.address() as AddressInfo).port}`;

  return {
    url: providerUrl,
    env: () => oauthProviderEnv(providerUrl),
    setNextUser(type, user) {
      nextUsers.set(type, user);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
