import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '../test/harness.ts';
import { createTestContext, type TestContext } from '../test/context.ts';
import { recordAudit } from './audit.ts';

describe.each(testDialects('sql'))('the audit log (%s)', (dialect) => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestContext({ dialect });
  });
  afterEach(() => ctx.close());

  const rows = () => ctx.db.selectFrom('audit_log').selectAll().orderBy('id').execute();

  it('records who did what to which, before and after, and the reason', async () => {
    const at = ctx.clock.now().toISOString();
    await recordAudit(ctx.db, {
      actorId: null,
      action: 'category.rename',
      target: { type: 'category', id: 7 },
      before: { ko: '퍼널' },
      after: { ko: '퍼널 분석' },
      reason: '  typo  ',
      at,
    });
    await recordAudit(ctx.db, { actorId: null, action: 'report.dismiss', target: { type: 'report', id: null }, at });
    const [first, second] = await rows();
    expect(first).toMatchObject({
      action: 'category.rename',
      target_type: 'category',
      target_id: '7',
      before_json: '{"ko":"퍼널"}',
      after_json: '{"ko":"퍼널 분석"}',
      reason: 'typo',
    });
    expect(second).toMatchObject({ target_id: null, before_json: null, after_json: null, reason: null });
  });

  it('commits with the action it records, or not at all', async () => {
    const at = ctx.clock.now().toISOString();
    await expect(
      ctx.transaction(async (trx) => {
        await recordAudit(trx, { actorId: null, action: 'member.ban', target: { type: 'member', id: 1 }, at });
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect(await rows()).toEqual([]);
  });
});
