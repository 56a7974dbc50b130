import { describe, expect, it } from 'vitest';
import { canSeeWriteAction } from './write-action.tsx';

describe('canSeeWriteAction (DECISIONS P13)', () => {
  it('shows Write in member groupings to everyone, visitors included (they are asked to sign in)', () => {
    for (const type of ['forum', 'casestudy', 'careers'] as const) {
      expect(canSeeWriteAction(type, null)).toBe(true);
      expect(canSeeWriteAction(type, { admin: false })).toBe(true);
    }
  });

  it("shows Write in what's new to administrators only", () => {
    expect(canSeeWriteAction('whatsnew', null)).toBe(false);
    expect(canSeeWriteAction('whatsnew', { admin: false })).toBe(false);
    expect(canSeeWriteAction('whatsnew', { admin: true })).toBe(true);
  });
});
