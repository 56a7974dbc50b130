import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { longerThan } from './length.ts';

describe('longerThan counts characters as zod does', () => {
  it.each([
    ['', 0, false],
    ['abc', 3, false],
    ['abcd', 3, true],
    ['🍞🍞🍞', 3, false],
    ['🍞🍞🍞🍞', 3, true],
    ['👩‍💻', 3, false],
    ['\u{E0020}'.repeat(5), 5, false],
  ])('%j over %d: %s', (value, max, over) => {
    expect(longerThan(value, max)).toBe(over);
    expect(z.string().max(max).safeParse(value).success).toBe(!over);
  });
});
