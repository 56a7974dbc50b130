import { describe, expect, it } from 'vitest';
import { parseId } from './parse-id.ts';

describe('parseId', () => {
  it('reads positive whole numbers within the database range', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('42')).toBe(42);
    expect(parseId('2147483647')).toBe(2_147_483_647);
  });

  it('refuses anything else', () => {
    for (const value of ['', '0', '01', '-1', '1.5', '1e3', ' 1', 'abc', '2147483648', '99999999999']) {
      expect(parseId(value), value).toBeUndefined();
    }
    expect(parseId(undefined)).toBeUndefined();
    expect(parseId(null)).toBeUndefined();
    expect(parseId(7)).toBeUndefined();
  });
});
