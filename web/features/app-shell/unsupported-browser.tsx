/** DECISIONS P4: the static notice for browsers that cannot run the app (public/unsupported.html). */
export const UNSUPPORTED_BROWSER_PATH = '/unsupported.html';

const redirect = `location.replace(${JSON.stringify(UNSUPPORTED_BROWSER_PATH)})`;

/**
 * Sends browsers that cannot run the app to the notice. `nomodule` runs only where ES
 * modules do not exist. Some browsers have modules but not the built-ins of the build target
 * (vite.config.ts, es2022, no polyfills); the module script checks two of them. Both scripts
 * carry the CSP nonce (DESIGN "Security baseline").
 */
export function UnsupportedBrowserRedirect({ nonce }: { nonce: string | undefined }) {
  return (
    <>
      <script noModule nonce={nonce} dangerouslySetInnerHTML={{ __html: redirect }} />
      <script
        type="module"
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: `if (!('hasOwn' in Object && 'at' in Array.prototype)) ${redirect};` }}
      />
    </>
  );
}
