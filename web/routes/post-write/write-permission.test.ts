import { describe, expect, it } from 'vitest';
import type { PostGroupingDto } from '../../../common/contracts/reference.ts';
import { writePermission } from './write-permission.ts';

const grouping = (type: PostGroupingDto['type']): PostGroupingDto => ({
  id: 1,
  type,
  name: type,
  names: { ko: type, en: type, ja: type },
  writableBy: type === 'whatsnew' ? 'admin' : 'member',
});

describe('writePermission', () => {
  it("takes the API's can flags when the answer has them", () => {
    const can = { write: false, writeAdminContent: true };
    expect(writePermission({ ...grouping('forum'), can }, { admin: true })).toEqual(can);
    expect(
      writePermission({ ...grouping('whatsnew'), can: { write: true, writeAdminContent: false } }, { admin: false }),
    ).toEqual({ write: true, writeAdminContent: false });
  });

  it("falls back to the web's former rule: What's new and the admin-only content are for administrators", () => {
    expect(writePermission(grouping('whatsnew'), { admin: false })).toEqual({ write: false, writeAdminContent: false });
    expect(writePermission(grouping('whatsnew'), { admin: true })).toEqual({ write: true, writeAdminContent: true });
    expect(writePermission(grouping('forum'), { admin: false })).toEqual({ write: true, writeAdminContent: false });
    expect(writePermission(grouping('careers'), { admin: true })).toEqual({ write: true, writeAdminContent: true });
  });
});
