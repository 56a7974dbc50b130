import { describe, expect, it } from 'vitest';
import { badgeText } from './badge-text.ts';

describe('badgeText', () => {
  it('shows no badge for none, the number up to 999, and "999+" from the cap (SPEC §9)', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(999)).toBe('999');
    expect(badgeText(1000)).toBe('999+');
    expect(badgeText(5000)).toBe('999+');
  });
});
