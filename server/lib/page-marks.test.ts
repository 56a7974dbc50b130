import { describe, expect, it } from 'vitest';
import { ManualClock } from './clock.ts';
import { createPageMarks } from './page-marks.ts';

const SECRET = 'a-session-secret-of-at-least-32-characters';

describe('page marks', () => {
  it('holds for its purpose until it expires', () => {
    const clock = new ManualClock();
    const marks = createPageMarks(SECRET, clock);
    const mark = marks.issue('withdrawal-complete', 300);
    expect(marks.verify('withdrawal-complete', mark)).toBe(true);
    clock.advance(299_000);
    expect(marks.verify('withdrawal-complete', mark)).toBe(true);
    clock.advance(1_000);
    expect(marks.verify('withdrawal-complete', mark)).toBe(false);
  });

  it('is refused for another purpose or from another secret', () => {
    const clock = new ManualClock();
    const mark = createPageMarks(SECRET, clock).issue('withdrawal-complete', 300);
    expect(createPageMarks(SECRET, clock).verify('something-else', mark)).toBe(false);
    expect(createPageMarks(`${SECRET}-other`, clock).verify('withdrawal-complete', mark)).toBe(false);
  });

  it('is refused when changed, forged or missing', () => {
    const clock = new ManualClock();
    const marks = createPageMarks(SECRET, clock);
    const mark = marks.issue('withdrawal-complete', 300);
    const [expiresAt, signature] = mark.split('.') as [string, string];
    // A later expiry with the old signature.
    expect(marks.verify('withdrawal-complete', `${Number(expiresAt) + 3600}.${signature}`)).toBe(false);
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect(marks.verify('withdrawal-complete', `${expiresAt}.${flipped}`)).toBe(false);
    for (const value of [undefined, '', '1', 'yes', `${expiresAt}.`, `${expiresAt}.${signature}x`, `x${mark}`]) {
      expect(marks.verify('withdrawal-complete', value)).toBe(false);
    }
  });
});
