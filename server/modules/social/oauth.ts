import {
  CodeChallengeMethod,
  decodeIdToken,
  generateCodeVerifier,
  generateState,
  OAuth2Client,
  OAuth2RequestError,
  OAuth2Tokens,
} from 'arctic';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Locale } from '../../../common/i18n/locales.ts';
import { AppError } from '../../lib/errors.ts';
import type { ProviderSettings } from './providers.ts';
import type { OAuthState } from './state-cookie.ts';
import type { SnsIdentity } from '../accounts/service.ts';

/** A provider that does not answer within this time is treated as down (SNS_PROVIDER_ERROR). */
const PROVIDER_TIMEOUT_MS = 10_000;

/** The authorization URL with state on every provider, PKCE and nonce where supported (P10). */
export function authorizationRequest(
  provider: ProviderSettings,
  redirectUri: string,
  lang: Locale,
): { url: string; state: OAuthState } {
  const client = new OAuth2Client(provider.clientId, provider.clientSecret, redirectUri);
  const state = generateState();
  const codeVerifier = provider.pkce ? generateCodeVerifier() : null;
  const nonce = provider.nonce ? generateState() : null;
  const url = codeVerifier
    ? client.createAuthorizationURLWithPKCE(
        provider.authorizeUrl,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        provider.scopes,
      )
    : client.createAuthorizationURL(provider.authorizeUrl, state, provider.scopes);
  if (nonce) url.searchParams.set('nonce', nonce);
  return { url: url.toString(), state: { provider: provider.type, state, codeVerifier, nonce, lang } };
}

/** The token request with the secret as form fields (Facebook, Naver, Kakao). */
async function requestTokensWithBodySecret(
  provider: ProviderSettings,
  redirectUri: string,
  code: string,
  codeVerifier: string | null,
): Promise<OAuth2Tokens> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    client_id: provider.clientId,
    client_secret: provider.clientSecret,
  });
  if (codeVerifier) body.set('code_verifier', codeVerifier);
  const response = await fetch(provider.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body,
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  const data: unknown = await response.json().catch(() => undefined);
  // Naver answers a refused code with 200 and an `error` field; the others with 400 or 401.
  if (data && typeof data === 'object' && 'error' in data) {
    throw new OAuth2RequestError(String(data.error), null, null, null);
  }
  if (!response.ok || !data || typeof data !== 'object') throw new AppError('SNS_PROVIDER_ERROR');
  return new OAuth2Tokens(data);
}

async function exchangeCode(
  log: FastifyBaseLogger,
  provider: ProviderSettings,
  redirectUri: string,
  code: string,
  codeVerifier: string | null,
) {
  try {
    const tokens =
      provider.clientAuth === 'basic'
        ? await new OAuth2Client(provider.clientId, provider.clientSecret, redirectUri).validateAuthorizationCode(
            provider.tokenUrl,
            code,
            codeVerifier,
          )
        : await requestTokensWithBodySecret(provider, redirectUri, code, codeVerifier);
    return { accessToken: tokens.accessToken(), idToken: 'id_token' in tokens.data ? tokens.idToken() : null };
  } catch (error) {
    // The provider refused the code: used before, expired, or not issued for this verifier.
    if (error instanceof OAuth2RequestError) throw new AppError('SNS_CODE_INVALID');
    if (error instanceof AppError) throw error;
    log.warn({ err: error, provider: provider.type }, 'token request failed');
    throw new AppError('SNS_PROVIDER_ERROR');
  }
}

const googleUser = z.object({ sub: z.string().min(1), email: z.string().optional(), email_verified: z.unknown() });
const facebookUser = z.object({ id: z.string().min(1), email: z.string().optional() });
const naverUser = z.object({ response: z.object({ id: z.string().min(1), email: z.string().optional() }) });
const kakaoUser = z.object({
  id: z.union([z.number().int(), z.string().min(1)]),
  kakao_account: z
    .object({
      email: z.string().optional(),
      is_email_valid: z.boolean().optional(),
      is_email_verified: z.boolean().optional(),
    })
    .optional(),
});

/**
 * Each provider's user-info shape to one identity. An e-mail counts only when the provider
 * says it is verified, because a matching e-mail offers the move onto an existing account.
 */
function identityFrom(
  provider: ProviderSettings,
  body: unknown,
): { providerUserId: string; email: string | undefined } {
  switch (provider.type) {
    case 'google': {
      const user = googleUser.parse(body);
      const verified = user.email_verified === true || user.email_verified === 'true';
      return { providerUserId: user.sub, email: verified ? user.email : undefined };
    }
    case 'facebook': {
      const user = facebookUser.parse(body);
      return { providerUserId: user.id, email: user.email };
    }
    case 'naver': {
      const user = naverUser.parse(body);
      return { providerUserId: user.response.id, email: user.response.email };
    }
    case 'kakao': {
      const user = kakaoUser.parse(body);
      const account = user.kakao_account;
      const trusted = account?.is_email_valid !== false && account?.is_email_verified !== false;
      return { providerUserId: String(user.id), email: trusted ? account?.email : undefined };
    }
  }
}

async function fetchUserInfo(provider: ProviderSettings, accessToken: string): Promise<unknown> {
  const response = await fetch(provider.userinfoUrl, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  if (!response.ok) throw new AppError('SNS_PROVIDER_ERROR');
  return response.json();
}

/** OIDC: the ID token must answer this very request (nonce) for this client, about the same user. */
function checkIdToken(provider: ProviderSettings, idToken: string | null, nonce: string, subject: string) {
  let claims: { nonce?: unknown; aud?: unknown; sub?: unknown };
  try {
    // Signature unchecked on purpose: the token came straight from the token endpoint over TLS (OIDC Core §3.1.3.7).
    claims = idToken ? (decodeIdToken(idToken) as typeof claims) : {};
  } catch (error) {
    if (error instanceof Error) throw new AppError('SNS_CODE_INVALID');
    throw error;
  }
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (claims.nonce !== nonce || !audiences.includes(provider.clientId) || claims.sub !== subject) {
    throw new AppError('SNS_CODE_INVALID');
  }
}

/** Exchanges the code (once) and reads who the provider says the member is. */
export async function fetchIdentity(
  log: FastifyBaseLogger,
  provider: ProviderSettings,
  redirectUri: string,
  code: string,
  state: OAuthState,
): Promise<SnsIdentity> {
  const tokens = await exchangeCode(log, provider, redirectUri, code, state.codeVerifier);
  let identity;
  try {
    identity = identityFrom(provider, await fetchUserInfo(provider, tokens.accessToken));
  } catch (error) {
    if (error instanceof AppError) throw error;
    // A network failure, a timeout or a user-info shape we do not know.
    log.warn({ err: error, provider: provider.type }, 'user-info request failed');
    throw new AppError('SNS_PROVIDER_ERROR');
  }
  if (state.nonce) checkIdToken(provider, tokens.idToken, state.nonce, identity.providerUserId);
  const email = identity.email?.trim().toLowerCase();
  return { provider: provider.type, providerUserId: identity.providerUserId, email: email ? email : null };
}
