import type { Config } from '../../config.ts';
import { KOREAN_ONLY_SNS, SNS_TYPES, type SnsType } from '../../../common/validation/account.ts';
import { siteOrigin } from '../../lib/link-origin.ts';
import type { Locale } from '../../../common/i18n/locales.ts';

/**
 * How each provider speaks OAuth 2.0 (P10). Endpoints and credentials are configuration
 * (server/config.ts), so tests point all four at a provider of their own on 127.0.0.1.
 */
export interface ProviderProfile {
  scopes: string[];
  /** PKCE S256 where the provider supports it. */
  pkce: boolean;
  /** OIDC nonce, checked in the ID token (only where `openid` is requested). */
  nonce: boolean;
  /**
   * Google takes HTTP Basic credentials (arctic's OAuth2Client); Facebook, Naver and Kakao
   * document the secret as a form field of the token request.
   */
  clientAuth: 'basic' | 'body';
}

export const PROVIDER_PROFILES: Record<SnsType, ProviderProfile> = {
  google: { scopes: ['openid', 'email'], pkce: true, nonce: true, clientAuth: 'basic' },
  facebook: { scopes: ['email'], pkce: false, nonce: false, clientAuth: 'body' },
  // Naver's scopes are chosen in its console; it takes no scope parameter.
  naver: { scopes: [], pkce: false, nonce: false, clientAuth: 'body' },
  kakao: { scopes: ['account_email'], pkce: true, nonce: false, clientAuth: 'body' },
};

export interface ProviderSettings extends ProviderProfile {
  type: SnsType;
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
}

/** The provider's settings, or undefined when it has no credentials (hidden, P10). */
export function providerSettings(config: Config, type: SnsType): ProviderSettings | undefined {
  const prefix = `OAUTH_${type.toUpperCase()}` as 'OAUTH_GOOGLE';
  const clientId = config[`${prefix}_CLIENT_ID`];
  const clientSecret = config[`${prefix}_CLIENT_SECRET`];
  if (!clientId || !clientSecret) return undefined;
  return {
    type,
    ...PROVIDER_PROFILES[type],
    clientId,
    clientSecret,
    authorizeUrl: config[`${prefix}_AUTHORIZE_URL`],
    tokenUrl: config[`${prefix}_TOKEN_URL`],
    userinfoUrl: config[`${prefix}_USERINFO_URL`],
  };
}

/** The icon row of SPEC §2.2: configured providers; the Korean portal and messenger only in ko. */
export function visibleProviders(config: Config, lang: Locale): SnsType[] {
  return SNS_TYPES.filter(
    (type) => providerSettings(config, type) !== undefined && (lang === 'ko' || !KOREAN_ONLY_SNS.includes(type)),
  );
}

/**
 * The callback address registered at each provider: one per provider and language, e.g.
 * https://community.example.com/ko/sns_auth_callback?snsType=google. The language is part of
 * it so the popup's message is in the member's language; the type tells the page which
 * provider answered. The same value is sent again with the code (RFC 6749 §4.1.3).
 */
export function redirectUri(config: Config, type: SnsType, lang: Locale): string {
  const origin = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : siteOrigin(config);
  return `${origin}/${lang}/sns_auth_callback?snsType=${type}`;
}
