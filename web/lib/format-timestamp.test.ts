import { describe, expect, it } from 'vitest';
import { formatTimestamp } from './format-timestamp.ts';

describe('formatTimestamp (SPEC §5 yyyy.MM.dd HH:mm, site time zone)', () => {
  it('prints UTC instants in Seoul time with zero padding', () => {
    expect(formatTimestamp('2026-01-02T03:04:00.000Z')).toBe('2026.01.02 12:04');
  });
  it('rolls the date over at midnight in the site time zone, with a 00 hour', () => {
    expect(formatTimestamp('2026-12-31T15:00:00.000Z')).toBe('2027.01.01 00:00');
  });
});
