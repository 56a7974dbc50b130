import { describe, expect, it } from 'vitest';
import { siteDay } from './site-day.ts';

describe('siteDay (DECISIONS P30)', () => {
  it('changes day at midnight in the site’s zone, not at midnight UTC', () => {
    expect(siteDay(new Date('2026-03-10T14:59:59.999Z'), 'Asia/Seoul')).toBe('2026-03-10');
    expect(siteDay(new Date('2026-03-10T15:00:00.000Z'), 'Asia/Seoul')).toBe('2026-03-11');
    expect(siteDay(new Date('2026-03-10T23:59:59.999Z'), 'Asia/Seoul')).toBe('2026-03-11');
    expect(siteDay(new Date('2026-03-11T00:00:00.000Z'), 'Asia/Seoul')).toBe('2026-03-11');
    expect(siteDay(new Date('2026-03-10T23:59:59.999Z'), 'UTC')).toBe('2026-03-10');
    expect(siteDay(new Date('2026-03-11T00:00:00.000Z'), 'UTC')).toBe('2026-03-11');
    // A zone behind UTC, across a year end.
    expect(siteDay(new Date('2027-01-01T04:59:59.000Z'), 'America/New_York')).toBe('2026-12-31');
  });
});
