import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SNS_TYPES } from '../../../common/validation/account.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/harness.ts';
import { clientId, type OAuthProvider, startOAuthProvider } from '../../test/oauth-provider.ts';
import { STATE_COOKIE } from './state-cookie.ts';
import { authorize, callback, signInWith, startFlow } from './test-support.ts';

/** The OAuth round trip against a real provider on 127.0.0.1 (DECISIONS P10, issue 3 item 5). */
let provider: OAuthProvider;
beforeAll(async () => {
  provider = await startOAuthProvider();
});
afterAll(async () => {
  await provider.close();
});

for (const dialect of testDialects('api')) {
  describe(`social sign-in protocol (${dialect})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect, { env: { ...provider.env(), PUBLIC_URL: 'https://hearth.example' } });
    });
    afterAll(async () => {
      await t.close();
    });

    it('lists the configured providers, the Korean portal and messenger only in ko', async () => {
      const list = async (lang: string) =>
        (await t.app.inject({ method: 'POST', url: '/api/user/sns/providers', payload: { lang } })).json().data;
      expect(await list('ko')).toEqual({ providers: ['google', 'facebook', 'naver', 'kakao'] });
      expect(await list('en')).toEqual({ providers: ['google', 'facebook'] });
      expect(await list('ja')).toEqual({ providers: ['google', 'facebook'] });
    });

    it('starts with state everywhere, PKCE for Google and Kakao, a nonce for Google, in a short-lived HttpOnly cookie', async () => {
      for (const type of SNS_TYPES) {
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/user/signup/${type}`,
          payload: { lang: 'en' },
        });
        const url = new URL(response.json().data.url);
        expect(url.origin + url.pathname).toBe(`${provider.url}/${type}/authorize`);
        expect(url.searchParams.get('client_id')).toBe(clientId(type));
        expect(url.searchParams.get('redirect_uri')).toBe(
          `https://hearth.example/en/sns_auth_callback?snsType=${type}`,
        );
        expect(url.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
        expect(url.searchParams.get('code_challenge_method')).toBe(
          type === 'google' || type === 'kakao' ? 'S256' : null,
        );
        expect(url.searchParams.has('nonce')).toBe(type === 'google');
        const cookie = response.cookies.find((c) => c.name === STATE_COOKIE);
        expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 600, path: '/' });
        // The verifier stays on our side: the cookie is signed, and the URL holds only its hash.
        expect(response.body).not.toContain(cookie?.value);
      }
    });

    it('finishes the flow for each provider shape and clears the state cookie', async () => {
      for (const type of SNS_TYPES) {
        const response = await signInWith(t.app, type, { id: `${type}-shape-1`, email: `Shape.${type}@Example.com` });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().data).toMatchObject({
          result: 'signup',
          snsType: type,
          user: { userId: `shape.${type}@example.com` },
        });
        const cleared = response.cookies.find((c) => c.name === STATE_COOKIE);
        expect(cleared?.value).toBe('');
        expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
      }
    });

    it('refuses a tampered state', async () => {
      const flow = await startFlow(t.app, 'google');
      const { code, state } = await authorize(flow.authorizeUrl, { id: 'tamper-1' });
      const tampered = `${state.slice(0, -1)}${state.endsWith('A') ? 'B' : 'A'}`;
      const response = await callback(t.app, { snsType: 'google', code, state: tampered }, flow.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('SNS_STATE_INVALID');
    });

    it('refuses a callback without the state cookie, with a forged one, or for another provider', async () => {
      const flow = await startFlow(t.app, 'kakao');
      const { code, state } = await authorize(flow.authorizeUrl, { id: '1001' });
      const missing = await callback(t.app, { snsType: 'kakao', code, state });
      expect(missing.json().code).toBe('SNS_STATE_INVALID');
      // One character of the signature changed (not the last: base64url's final character has
      // bits a decoder ignores, so changing it may leave the signature as it was).
      const at = flow.cookie.length - 5;
      const swapped = flow.cookie[at] === 'A' ? 'B' : 'A';
      const forgedCookie = `${flow.cookie.slice(0, at)}${swapped}${flow.cookie.slice(at + 1)}`;
      const forged = await callback(t.app, { snsType: 'kakao', code, state }, forgedCookie);
      expect(forged.json().code).toBe('SNS_STATE_INVALID');
      const otherProvider = await callback(t.app, { snsType: 'naver', code, state }, flow.cookie);
      expect(otherProvider.json().code).toBe('SNS_STATE_INVALID');
    });

    it('refuses a state cookie older than 10 minutes', async () => {
      const flow = await startFlow(t.app, 'facebook');
      const { code, state } = await authorize(flow.authorizeUrl, { id: 'late-1' });
      t.clock.advance(10 * 60 * 1000 + 1000);
      const response = await callback(t.app, { snsType: 'facebook', code, state }, flow.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('SNS_STATE_INVALID');
    });

    it('refuses a replayed code (the provider answers each code once), Naver style included', async () => {
      for (const type of ['google', 'naver'] as const) {
        const flow = await startFlow(t.app, type);
        const { code, state } = await authorize(flow.authorizeUrl, {
          id: `replay-${type}`,
          email: `replay.${type}@example.com`,
        });
        const first = await callback(t.app, { snsType: type, code, state }, flow.cookie);
        expect(first.statusCode).toBe(200);
        const second = await callback(t.app, { snsType: type, code, state }, flow.cookie);
        expect(second.statusCode).toBe(400);
        expect(second.json().code).toBe('SNS_CODE_INVALID');
      }
    });

    it('refuses a code issued for another PKCE verifier', async () => {
      const first = await startFlow(t.app, 'google');
      const second = await startFlow(t.app, 'google');
      const stolen = await authorize(first.authorizeUrl, { id: 'pkce-1' });
      const own = await authorize(second.authorizeUrl, { id: 'pkce-2' });
      // The second browser's state and cookie, with the first browser's code.
      const response = await callback(t.app, { snsType: 'google', code: stolen.code, state: own.state }, second.cookie);
      expect(response.json().code).toBe('SNS_CODE_INVALID');
    });

    it('does not offer an unverified Google address', async () => {
      provider.setNextUser('google', { id: 'unverified-1', email: 'unverified@example.com', emailVerified: false });
      const flow = await startFlow(t.app, 'google');
      const { code, state } = await authorize(flow.authorizeUrl);
      const response = await callback(t.app, { snsType: 'google', code, state }, flow.cookie);
      expect(response.json().data).toMatchObject({ result: 'signup', user: { userId: null } });
    });

    it('rejects a snsType that is no provider', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/user/signup/github', payload: {} });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    });
  });

  describe(`social sign-in configuration (${dialect})`, () => {
    it('hides and refuses providers without credentials (404 SNS_NOT_CONFIGURED)', async () => {
      const t = await createTestApp(dialect, {
        env: { OAUTH_GOOGLE_CLIENT_ID: 'only-google', OAUTH_GOOGLE_CLIENT_SECRET: 'only-google-secret' },
      });
      try {
        const providers = await t.app.inject({
          method: 'POST',
          url: '/api/user/sns/providers',
          payload: { lang: 'ko' },
        });
        expect(providers.json().data.providers).toEqual(['google']);
        const start = await t.app.inject({ method: 'POST', url: '/api/user/signup/kakao', payload: {} });
        expect(start.statusCode).toBe(404);
        expect(start.json().code).toBe('SNS_NOT_CONFIGURED');
      } finally {
        await t.close();
      }
    });

    it('answers SNS_PROVIDER_ERROR when the provider cannot be reached', async () => {
      const env = provider.env();
      const t = await createTestApp(dialect, { env: { ...env, OAUTH_FACEBOOK_TOKEN_URL: 'http://127.0.0.1:9/token' } });
      try {
        const flow = await startFlow(t.app, 'facebook');
        const { code, state } = await authorize(flow.authorizeUrl, { id: 'down-1' });
        const response = await callback(t.app, { snsType: 'facebook', code, state }, flow.cookie);
        expect(response.statusCode).toBe(502);
        expect(response.json().code).toBe('SNS_PROVIDER_ERROR');
      } finally {
        await t.close();
      }
    });
  });
}
