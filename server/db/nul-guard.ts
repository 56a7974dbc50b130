import type { KyselyPlugin } from 'kysely';

/** A query would have written or compared text holding NUL (issue 13 finding 4). */
export class NulInTextError extends Error {
  constructor() {
    super('a query parameter holds a NUL character');
    this.name = 'NulInTextError';
  }
}

function holdsNul(node: unknown): boolean {
  const pending: unknown[] = [node];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (Array.isArray(value)) pending.push(...value);
    else if (value !== null && typeof value === 'object' && !(value instanceof Uint8Array))
      pending.push(...Object.values(value));
  }
  return false;
}

/**
 * PostgreSQL refuses NUL in text (a 500 from a sign-in ID, a withdrawal comment, a ban reason),
 * SQLite stores it. Every query on both engines is refused before it runs when a value in it
 * holds NUL, so no path can reach either database with one and both answer alike; the errors
 * plugin turns it into 400 INVALID_CHARACTERS. Calls refuse NUL in their bodies before this
 * (server/lib/text-input.ts); the guard holds for what reaches a query another way (multipart
 * fields, headers, cookies).
 */
export const refuseNulInText: KyselyPlugin = {
  transformQuery(args) {
    if (holdsNul(args.node)) throw new NulInTextError();
    return args.node;
  },
  async transformResult(args) {
    return args.result;
  },
};
