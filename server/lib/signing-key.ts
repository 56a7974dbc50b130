import { hkdfSync, randomBytes } from 'node:crypto';

/**
 * One key per purpose (access tokens, social tickets, OAuth state), all derived from
 * SESSION_SECRET, so that a token of one kind can never pass as another.
 */
export function signingKey(secret: string, purpose: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, 'hearth', purpose, 32));
}

/** Tests and API-only processes without a configured secret get a random one per process. */
export function ephemeralSecret(): string {
  return randomBytes(48).toString('base64url');
}
