import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../../test/harness.ts';
import { body, call, fieldCodes, POSTS_TEST_ENV } from '../posts/test-support.ts';
import { createSignedInMember, type Member, withdrawMember } from './test-support.ts';

const UPDATE = '/api/user/update';
const xss = (
  JSON.parse(readFileSync('/work/shared/testdata/xss-payloads.json', 'utf8')) as { payloads: { payload: string }[] }
).payloads.map((entry) => entry.payload);

/** /api/user/update's profile fields at their bounds (SPEC §5, §9; P11, P22), all or nothing. */
describe.each(testDialects('api'))('profile edit on %s', (dialect) => {
  let t: TestApp;
  let me: Member;

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: POSTS_TEST_ENV });
    me = await createSignedInMember(t.app, 'editor');
  });
  afterAll(async () => {
    await t.close();
  });

  const update = (changes: Record<string, unknown>, as: Member = me) => call(t.app, UPDATE, changes, as);
  const profileRow = () =>
    t.app.db
      .selectFrom('users')
      .select(['nick_name', 'job_code_id', 'introduce', 'main_character_key', 'mbti_id', 'profile_base_image_index'])
      .where('id', '=', me.id)
      .executeTakeFirstOrThrow();
  const links = () =>
    t.app.db
      .selectFrom('member_sns_links')
      .select(['sns_type', 'url'])
      .where('user_id', '=', me.id)
      .orderBy('sort_order')
      .execute();

  it('SPEC §5 nickname: 2 and 12 characters, Korean; refuses 1, 13, spaces, emoji and a taken one', async () => {
    for (const nickName of ['ab', 'abcdefghijkl', '빵굽는사람', 'Editor']) {
      const response = await update({ nickName });
      expect(response.statusCode, nickName).toBe(200);
      expect(body(response).data.user.nickName).toBe(nickName);
    }
    await createSignedInMember(t.app, 'taken');
    const refusals: [string, number, string][] = [
      ['a', 400, 'nickName:nicknameMinLength'],
      ['abcdefghijklm', 400, 'nickName:nicknameMaxLength'],
      ['two words', 400, 'nickName:nicknameFormat'],
      ['bread🍞', 400, 'nickName:nicknameFormat'],
      ['', 400, 'nickName:nicknamePlz'],
      ['TAKEN', 409, 'nickName:nicknameExist'],
    ];
    for (const [nickName, status, code] of refusals) {
      const response = await update({ nickName });
      expect([response.statusCode, fieldCodes(response)], nickName).toEqual([status, [code]]);
    }
    expect((await profileRow()).nick_name).toBe('Editor');
    // The live check of the profile form: one's own nickname, in any case, is available to oneself only.
    const check = (nickName: string, as: Member | null) => call(t.app, '/api/user/nickNameCheck', { nickName }, as);
    expect((await check('EDITOR', me)).statusCode).toBe(200);
    expect(body(await check('EDITOR', null)).code).toBe('nicknameExist');
    expect(body(await check('taken', me)).code).toBe('nicknameExist');
  });

  it('P11: the nickname of a member who left 29 days ago is still taken; 31 days ago it is free', async () => {
    const recent = await createSignedInMember(t.app, 'recent');
    const old = await createSignedInMember(t.app, 'oldtimer');
    await withdrawMember(t.app, recent.id, 29);
    await withdrawMember(t.app, old.id, 31);
    const blocked = await update({ nickName: 'recent' });
    expect([blocked.statusCode, body(blocked).code]).toEqual([409, 'nicknameExist']);
    const freed = await update({ nickName: 'oldtimer' });
    expect(freed.statusCode).toBe(200);
    expect(body(freed).data.user.nickName).toBe('oldtimer');
  });

  it('SNS links: 0 to 3, type required, http(s) only', async () => {
    const three = [
      { type: 'SNS_FACEBOOK', url: 'https://facebook.com/editor' },
      { type: 'SNS_INSTAGRAM', url: ' http://instagram.com/editor ' },
      { type: 'SNS_HOMEPAGE', url: 'https://editor.example.com/a?b=c#d' },
    ];
    const ok = await update({ snsLinks: three });
    expect(ok.statusCode).toBe(200);
    expect(body(ok).data.profile.snsLinks).toEqual([
      three[0],
      { type: 'SNS_INSTAGRAM', url: 'http://instagram.com/editor' },
      three[2],
    ]);
    const refusals: [unknown, string][] = [
      [[...three, { type: 'SNS_LINKEDIN', url: 'https://linkedin.com/in/x' }], 'snsLinks:snsLinksMaxCount'],
      [[{ url: 'https://facebook.com/x' }], 'snsLinks.0.type:snsTypePlz'],
      [[{ type: 'SNS_NONE', url: 'https://facebook.com/x' }], 'snsLinks.0.type:snsTypePlz'],
      [[{ type: 'SNS_MYSPACE', url: 'https://facebook.com/x' }], 'snsLinks.0.type:snsTypePlz'],
      [[{ type: 'SNS_HOMEPAGE', url: 'ftp://files.example.com' }], 'snsLinks.0.url:snsUrlFormat'],
      [[{ type: 'SNS_HOMEPAGE', url: 'javascript:alert(1)' }], 'snsLinks.0.url:snsUrlFormat'],
      [[{ type: 'SNS_HOMEPAGE', url: 'JaVaScRiPt:alert(1)//http://x' }], 'snsLinks.0.url:snsUrlFormat'],
      [[{ type: 'SNS_HOMEPAGE', url: 'data:text/html,<script>alert(1)</script>' }], 'snsLinks.0.url:snsUrlFormat'],
      [[{ type: 'SNS_HOMEPAGE', url: 'https://exa mple.com' }], 'snsLinks.0.url:snsUrlFormat'],
      [[{ type: 'SNS_HOMEPAGE', url: 'example.com' }], 'snsLinks.0.url:snsUrlFormat'],
      [[{ type: 'SNS_HOMEPAGE', url: '' }], 'snsLinks.0.url:snsUrlPlz'],
      [[{ type: 'SNS_HOMEPAGE' }], 'snsLinks.0.url:snsUrlPlz'],
    ];
    for (const [snsLinks, code] of refusals) {
      const response = await update({ snsLinks });
      expect([response.statusCode, fieldCodes(response)], JSON.stringify(snsLinks)).toEqual([400, [code]]);
    }
    expect((await links()).map((link) => link.sns_type)).toEqual(['SNS_FACEBOOK', 'SNS_INSTAGRAM', 'SNS_HOMEPAGE']);
    expect(body(await update({ snsLinks: [] })).data.profile.snsLinks).toEqual([]);
  });

  it('the bio keeps every XSS payload as text (or refuses it whole), and answers it as JSON text', async () => {
    let stored = 0;
    for (const payload of xss) {
      const response = await update({ introduce: payload });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      if (response.statusCode === 200) {
        stored += 1;
        expect(body(response).data.profile.introduce).toBe(payload.trim() === '' ? null : payload.trim());
        expect((await profileRow()).introduce).toBe(payload.trim() === '' ? null : payload.trim());
        // Others read it back as the same text (one read in ten: 223 payloads on a busy machine).
        if (stored % 10 === 1) {
          const seen = body(await call(t.app, '/api/user/profile_summary', { id: me.id }, null)).data;
          expect(seen.introduce).toBe(payload.trim() === '' ? null : payload.trim());
        }
      } else {
        // Longer than 300 characters, or holding text no field stores: refused, never a 500.
        expect([400]).toContain(response.statusCode);
        expect(['VALIDATION_FAILED', 'INVALID_CHARACTERS']).toContain(body(response).code);
      }
    }
    expect(stored).toBeGreaterThan(xss.length / 2);
    const atLimit = await update({ introduce: '빵'.repeat(300) });
    expect(atLimit.statusCode).toBe(200);
    const over = await update({ introduce: '빵'.repeat(301) });
    expect([over.statusCode, fieldCodes(over)]).toEqual([400, ['introduce:introduceMaxLength']]);
    // Some 450 calls: a minute at most even on a loaded 2-core machine with PostgreSQL.
  }, 60_000);

  it('P22: a type adds its character and makes it main; the main character must be owned', async () => {
    const types = await t.app.db.selectFrom('mbti_types').select(['id', 'type']).execute();
    const id = (type: string) => types.find((row) => row.type === type)!.id;
    expect(body(await update({ mbtiId: id('infj') })).data.profile).toMatchObject({
      mainCharacter: 'loaf',
      characters: ['dough', 'loaf'],
    });
    expect(body(await update({ mbtiId: id('istp') })).data.profile).toMatchObject({
      mainCharacter: 'baguette',
      characters: ['dough', 'loaf', 'baguette'],
    });
    expect(body(await update({ mainCharacter: 'loaf' })).data).toMatchObject({
      user: { characterKey: 'loaf' },
      profile: { mainCharacter: 'loaf' },
    });
    const notOwned = await update({ mainCharacter: 'muffin' });
    expect([notOwned.statusCode, fieldCodes(notOwned)]).toEqual([400, ['mainCharacter:characterNotOwned']]);
    expect((await update({ mainCharacter: 'cake' })).statusCode).toBe(400);
    expect(body(await update({ mainCharacter: 'dough' })).data.profile.mainCharacter).toBe('dough');
  });

  it('job: a real job code other than JOB_NONE; base image index 0 to 4 or none', async () => {
    const jobs = await t.app.db.selectFrom('codes').select(['id', 'key']).execute();
    const job = (key: string) => jobs.find((row) => row.key === key)!.id;
    expect(body(await update({ jobCodeId: job('JOB_DEVELOPER') })).data.profile.jobKey).toBe('JOB_DEVELOPER');
    for (const key of ['JOB_NONE', 'JOB_ADMIN', 'SNS_FACEBOOK']) {
      const response = await update({ jobCodeId: job(key) });
      expect([response.statusCode, fieldCodes(response)], key).toEqual([400, ['jobCodeId:jobPlz']]);
    }
    for (const index of [0, 4, null]) {
      expect(body(await update({ profileBaseImageIndex: index })).data.profile.user.profileBaseImageIndex).toBe(index);
    }
    for (const index of [-1, 5, 1.5]) expect((await update({ profileBaseImageIndex: index })).statusCode).toBe(400);
  });

  it('stores nothing of a refused update: a good nickname with a bad link, a taken nickname with a good bio', async () => {
    await update({
      nickName: 'keeper',
      introduce: 'before',
      snsLinks: [{ type: 'SNS_BRUNCH', url: 'https://brunch.co.kr/@k' }],
    });
    const before = { row: await profileRow(), links: await links() };
    await createSignedInMember(t.app, 'owned');
    const attempts = [
      { nickName: 'renamed', introduce: 'after', snsLinks: [{ type: 'SNS_HOMEPAGE', url: 'javascript:alert(1)' }] },
      { nickName: 'owned', introduce: 'after', snsLinks: [], agreeMarketing: true },
      { introduce: 'after', mainCharacter: 'muffin', profileBaseImageIndex: 3 },
      { introduce: 'after', jobCodeId: 2_000_000, mailLang: 'en' },
    ];
    for (const attempt of attempts) {
      const response = await update(attempt);
      expect(response.statusCode, JSON.stringify(attempt)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect({ row: await profileRow(), links: await links() }).toEqual(before);
    }
    const mails = await t.app.db.selectFrom('mails').select('id').where('template', '=', 'marketingConsent').execute();
    expect(mails).toEqual([]);

    // Refused after a write: the type's character was added, then the main character is not owned.
    const changed: unknown[] = [];
    const off = t.app.bus.on('user.mbtiChanged', (event) => void changed.push(event));
    const entj = await t.app.db
      .selectFrom('mbti_types')
      .select('id')
      .where('type', '=', 'entj')
      .executeTakeFirstOrThrow();
    const owned = () =>
      t.app.db.selectFrom('member_characters').select('character_key').where('user_id', '=', me.id).execute();
    const ownedBefore = await owned();
    const late = await update({ mbtiId: entj.id, mainCharacter: 'donut', introduce: 'after' });
    expect([late.statusCode, fieldCodes(late)]).toEqual([400, ['mainCharacter:characterNotOwned']]);
    expect(await owned()).toEqual(ownedBefore);
    expect({ row: await profileRow(), links: await links() }).toEqual(before);
    await t.app.bus.drain();
    off();
    expect(changed).toEqual([]);
  });
});
