/**
 * The one rule for every return path, on both sides (issue 13 finding 1): `redirectUrl` of SPEC
 * §2.1, the sign-out form's `redirectTo`, the onboarding's Skip, and (server/web.ts) every
 * path-only Location a page answers with. Only a path of this site that starts with a single
 * `/` after full normalisation passes; anything else gives `fallback` (the language's home).
 *
 * Full normalisation: the text as a browser would resolve it (dot segments: `/.//evil.example/`
 * became `//evil.example/`), and the path percent-decoded, layer after layer, checked again
 * (`/%2F%2Fevil.example`, `/%5Cevil.example`, `/%2e%2e//evil.example`). Backslashes (browsers
 * read them as slashes) and control characters (a tab or line break is dropped by browsers;
 * others could split a Location header) refuse the path anywhere in it.
 */
const BASE = 'http://hearth.invalid';
const MAX_LENGTH = 2048;
// C0, DEL and C1 controls.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;

/** Starts with exactly one slash, not `//` nor `/\`. */
const singleSlash = (path: string) => path.startsWith('/') && path[1] !== '/' && path[1] !== '\\';

/** The path part (before `?` or `#`) decoded until it no longer changes (at most 5 layers). */
function decodedPath(value: string): string | undefined {
  let path = value.split(/[?#]/, 1)[0] ?? '';
  for (let layer = 0; layer < 5; layer += 1) {
    let next: string;
    try {
      next = decodeURIComponent(path);
    } catch {
      // A lone `%` is a literal percent sign: nothing more to decode.
      return path;
    }
    if (next === path) return path;
    path = next;
  }
  // Still changing after five layers: no real link is built that way.
  return undefined;
}

/** Resolves a path as a browser would against this site; undefined if it leaves the site. */
function resolved(path: string): string | undefined {
  try {
    const url = new URL(path, BASE);
    if (url.origin !== BASE) return undefined;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
}

export function safeReturnPath(value: string | null | undefined, fallback: string): string {
  if (!value || value.length > MAX_LENGTH) return fallback;
  if (!singleSlash(value) || value.includes('\\') || CONTROL.test(value)) return fallback;
  const result = resolved(value);
  if (result === undefined || !singleSlash(result)) return fallback;

  const decoded = decodedPath(value);
  if (decoded === undefined || decoded.includes('\\') || CONTROL.test(decoded) || !singleSlash(decoded))
    return fallback;
  const decodedResult = resolved(decoded);
  if (decodedResult === undefined || !singleSlash(decodedResult)) return fallback;
  return result;
}
