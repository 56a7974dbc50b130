import { readFileSync } from 'node:fs';

/**
 * The hostile inputs of the workplace's testdata (223 XSS payloads from DOMPurify's fixtures,
 * Apache-2.0 or MPL-2.0; the source is inside the file), copied into the repository so that a
 * clean clone tests with them.
 */
export function xssPayloads(): string[] {
  const file = JSON.parse(readFileSync(new URL('./fixtures/xss-payloads.json', import.meta.url), 'utf8')) as {
    payloads: { payload: string }[];
  };
  return file.payloads.map((entry) => entry.payload);
}
