import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../lib/viewer.ts';
import { canWriteAdminContent, canWriteInGrouping } from './policy.ts';

const member: Viewer = { id: 2, admin: false, sessionId: 'member-session' };
const admin: Viewer = { id: 1, admin: true, sessionId: 'admin-session' };
const forum = { writableBy: 'member' as const };
const whatsnew = { writableBy: 'admin' as const };

describe('canWriteInGrouping (DECISIONS P13)', () => {
  it('lets nobody write without signing in', () => {
    expect(canWriteInGrouping(null, forum)).toBe(false);
    expect(canWriteInGrouping(null, whatsnew)).toBe(false);
  });

  it('lets a member write where members write, not in What’s new', () => {
    expect(canWriteInGrouping(member, forum)).toBe(true);
    expect(canWriteInGrouping(member, whatsnew)).toBe(false);
  });

  it('lets an administrator write everywhere', () => {
    expect(canWriteInGrouping(admin, forum)).toBe(true);
    expect(canWriteInGrouping(admin, whatsnew)).toBe(true);
  });
});

describe('canWriteAdminContent (DECISIONS P14)', () => {
  it('is for administrators only', () => {
    expect(canWriteAdminContent(null)).toBe(false);
    expect(canWriteAdminContent(member)).toBe(false);
    expect(canWriteAdminContent(admin)).toBe(true);
  });
});
