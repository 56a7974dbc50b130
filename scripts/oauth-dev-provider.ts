import { oauthProviderEnv, startOAuthProvider } from '../server/test/oauth-provider.ts';

/**
 * Runs the test OAuth provider on its own (DECISIONS P10) for local development and the
 * browser tests: `OAUTH_DEV_PORT=4610 node scripts/oauth-dev-provider.ts`, then start Hearth
 * with the OAUTH_* settings it prints. Every authorization answers at once for a default user
 * of the provider, or for the one preset with POST /next-user {"type":"kakao","user":{…}}.
 */
const port = Number(process.env.OAUTH_DEV_PORT ?? 4610);

// `--print-only` prints the settings for a provider on that port and exits, for `env $(…) npm start`.
if (process.argv.includes('--print-only')) {
  for (const [name, value] of Object.entries(oauthProviderEnv(`http://127.0.0.1:${port}`)))
    console.log(`${name}=${value}`);
  process.exit(0);
}

const provider = await startOAuthProvider({ port });
console.log(`OAuth dev provider listening at ${provider.url}`);
for (const [name, value] of Object.entries(oauthProviderEnv(provider.url))) console.log(`${name}=${value}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void provider.close().then(() => process.exit(0));
  });
}
