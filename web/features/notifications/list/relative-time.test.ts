import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

const now = '2026-11-28T12:00:00.000Z';
const ago = (seconds: number) => new Date(Date.parse(now) - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it('says "now" under a minute, whatever the clocks disagree by', () => {
    expect(relativeTime(ago(20), now, 'en')).toBe('now');
    expect(relativeTime(ago(-5), now, 'en')).toBe('now');
  });

  it('counts minutes, hours, days and weeks in the member language', () => {
    expect(relativeTime(ago(3 * 60), now, 'en')).toBe('3 minutes ago');
    expect(relativeTime(ago(3 * 60), now, 'ko')).toBe('3분 전');
    expect(relativeTime(ago(3 * 60), now, 'ja')).toBe('3 分前');
    expect(relativeTime(ago(5 * 3600), now, 'en')).toBe('5 hours ago');
    expect(relativeTime(ago(26 * 3600), now, 'en')).toBe('yesterday');
    expect(relativeTime(ago(3 * 86400), now, 'ko')).toBe('3일 전');
    expect(relativeTime(ago(15 * 86400), now, 'en')).toBe('2 weeks ago');
  });
});
