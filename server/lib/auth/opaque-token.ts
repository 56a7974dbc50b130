import { createHash, randomBytes } from 'node:crypto';

/** An opaque secret for links and refresh tokens: 256 random bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only digests are stored, so a copy of the database cannot be replayed as tokens. */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
