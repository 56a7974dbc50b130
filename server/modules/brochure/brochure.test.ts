import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../../test/harness.ts';
import { xssPayloads } from '../../test/hostile-text.ts';
import { body, call, createSignedInMember, type Member } from '../posts/test-support.ts';

const OPERATOR = 'brochures@hearth.example';

const valid = () => ({
  company: '  Crumb Analytics  ',
  name: 'Mina Park',
  email: 'mina@crumb.example',
  phone: '+82 10-1234-5678',
  interest: 'Heatmaps for a shop with 40 pages.',
  consent: true,
});

/** DECISIONS P32: the side panel's brochure application, stored and mailed through the outbox. */
describe.each(testDialects())('brochure applications on %s', (dialect) => {
  let t: TestApp;
  let admin: Member;
  let memberCount = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { BROCHURE_EMAIL: OPERATOR, BROCHURE_MAX_PER_WINDOW: '3' } });
    admin = await createSignedInMember(t.app, 'boss', { admin: true });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A new member each time: the limit counts per member. */
  const newMember = () => createSignedInMember(t.app, `bro${(memberCount += 1)}`);
  const apply = (who: Member | null, request: Record<string, unknown>, lang = 'en') =>
    call(t.app, '/api/brochure/apply', { lang, ...request }, who);
  const requests = () => t.app.db.selectFrom('brochure_requests').selectAll().orderBy('id').execute();
  const mailsTo = (to: string) =>
    t.app.db.selectFrom('mails').selectAll().where('to_address', '=', to).orderBy('id').execute();
  const fieldsOf = (response: Awaited<ReturnType<typeof apply>>) =>
    (body(response).fields ?? []).map((issue: { field: string; code: string }) => `${issue.field}:${issue.code}`);

  it('refuses visitors with LOGIN_REQUIRED and stores nothing', async () => {
    const before = (await requests()).length;
    const response = await apply(null, valid());
    expect(response.statusCode).toBe(401);
    expect(body(response).code).toBe('LOGIN_REQUIRED');
    expect(await requests()).toHaveLength(before);
  });

  it("stores a member's application and queues its mail to BROCHURE_EMAIL", async () => {
    const member = await newMember();
    const response = await apply(member, valid(), 'ja');
    expect(response.statusCode, response.body).toBe(200);
    const id = body(response).data.id as number;
    const row = (await requests()).find((request) => request.id === id)!;
    expect(row).toMatchObject({
      user_id: member.id,
      company: 'Crumb Analytics',
      name: 'Mina Park',
      email: 'mina@crumb.example',
      phone: '+82 10-1234-5678',
      interest: 'Heatmaps for a shop with 40 pages.',
      lang: 'ja',
    });
    const [mail] = await mailsTo(OPERATOR);
    expect(mail).toMatchObject({ template: 'brochureRequest', lang: 'ko', status: 'queued' });
    expect(mail!.subject).toContain('Crumb Analytics');
    expect(mail!.text).toContain('mina@crumb.example');
    expect(mail!.text).toContain(member.nickName);
    const jobs = await t.app.db.selectFrom('jobs').select('payload').where('type', '=', 'mail.send').execute();
    expect(jobs.map((job) => JSON.parse(job.payload).mailId)).toContain(mail!.id);
  });

  it('keeps the row and its mail in one transaction: when the mail cannot be queued, nothing is stored', async () => {
    const member = await newMember();
    const before = (await requests()).length;
    await sql`alter table mails rename to mails_away`.execute(t.app.db);
    try {
      const response = await apply(member, { ...valid(), company: 'Rolled Back Inc.' });
      expect(response.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await sql`alter table mails_away rename to mails`.execute(t.app.db);
    }
    expect(await requests()).toHaveLength(before);
  });

  it('takes each field at its limit and refuses one character more, with the field and its code', async () => {
    const cases: [string, string, string][] = [
      ['company', 'c'.repeat(100), 'brochureCompanyMaxLength'],
      ['name', 'n'.repeat(50), 'brochureNameMaxLength'],
      ['phone', '1'.repeat(30), 'brochurePhoneMaxLength'],
      ['interest', 'i'.repeat(500), 'brochureInterestMaxLength'],
    ];
    for (const [field, atLimit, code] of cases) {
      const member = await newMember();
      expect((await apply(member, { ...valid(), [field]: atLimit })).statusCode, field).toBe(200);
      const past = await apply(member, { ...valid(), [field]: `${atLimit}${atLimit.at(0)}` });
      expect(past.statusCode).toBe(400);
      expect(fieldsOf(past)).toEqual([`${field}:${code}`]);
    }
    // 254 characters of e-mail (64 + @ + 189), then 255.
    const longEmail = `${'m'.repeat(64)}@${'d'.repeat(185)}.com`;
    expect(longEmail).toHaveLength(254);
    const member = await newMember();
    expect((await apply(member, { ...valid(), email: longEmail })).statusCode).toBe(200);
    expect(fieldsOf(await apply(member, { ...valid(), email: `m${longEmail}` }))).toEqual(['email:emailFormat']);
  });

  it('refuses missing, blank, malformed and wrongly typed fields, in the language of the request', async () => {
    const member = await newMember();
    const before = (await requests()).length;
    const blank = await apply(member, { ...valid(), company: ' ', name: '', email: '', interest: '  ' });
    expect(fieldsOf(blank)).toEqual([
      'company:brochureCompanyPlz',
      'name:brochureNamePlz',
      'email:brochureEmailPlz',
      'interest:brochureInterestPlz',
    ]);
    expect(body(blank).fields?.[0]?.message).toBe('Enter your company name.');
    const ko = await apply(member, { ...valid(), company: '' }, 'ko');
    expect(body(ko).fields?.[0]?.message).toBe('회사명을 입력해 주세요.');
    expect(fieldsOf(await apply(member, { ...valid(), email: 'not-an-address' }))).toEqual(['email:emailFormat']);
    expect(fieldsOf(await apply(member, { ...valid(), phone: '010-CALL-ME' }))).toEqual(['phone:brochurePhoneFormat']);
    for (const consent of [false, 'true', 1, undefined]) {
      const response = await apply(member, { ...valid(), consent });
      expect(fieldsOf(response), String(consent)).toEqual(['consent:brochureConsentPlz']);
    }
    for (const field of ['company', 'name', 'email', 'interest']) {
      const rest: Record<string, unknown> = valid();
      delete rest[field];
      const missing = await apply(member, rest);
      expect(missing.statusCode, field).toBe(400);
      expect(fieldsOf(missing).map((issue: string) => issue.split(':')[0])).toEqual([field]);
      const wrongType = await apply(member, { ...valid(), [field]: 42 });
      expect(wrongType.statusCode, field).toBe(400);
    }
    expect((await apply(member, { ...valid(), extra: 'field' })).statusCode).toBe(400);
    // The phone is optional: absent or empty, none is stored.
    expect((await apply(member, { ...valid(), phone: undefined })).statusCode).toBe(200);
    expect((await apply(member, { ...valid(), phone: '' })).statusCode).toBe(200);
    const stored = (await requests()).slice(before);
    expect(stored.map((row) => row.phone)).toEqual([null, null]);
  });

  it('stores hostile text as text, and the mail escapes it', async () => {
    const member = await createSignedInMember(t.app, 'xss', {});
    const payloads = xssPayloads().filter((payload) => payload.trim() !== '' && payload.length <= 500);
    expect(payloads.length).toBeGreaterThan(100);
    const tagCount = (html: string) => html.split('<').length - 1;
    expect((await apply(member, valid())).statusCode).toBe(200);
    const benign = tagCount((await mailsTo(OPERATOR)).at(-1)!.html);
    for (const payload of payloads) {
      // Each payload is its own application: the limit is not what this test is about.
      await t.app.db.deleteFrom('rate_limit_counters').execute();
      const response = await apply(member, { ...valid(), interest: payload, name: payload.slice(0, 50) });
      expect(response.statusCode, payload).toBe(200);
      const id = body(response).data.id as number;
      const row = (await requests()).find((request) => request.id === id)!;
      expect(row.interest).toBe(payload.trim());
      // A payload adds characters to the mail, never an element or an attribute.
      expect(tagCount((await mailsTo(OPERATOR)).at(-1)!.html), payload).toBe(benign);
    }
  });

  it('refuses a member past BROCHURE_MAX_PER_WINDOW with BROCHURE_ABUSING and Retry-After; mistakes are not counted', async () => {
    const member = await newMember();
    for (let i = 0; i < 3; i += 1) expect((await apply(member, { ...valid(), consent: false })).statusCode).toBe(400);
    for (let i = 0; i < 3; i += 1) expect((await apply(member, valid())).statusCode).toBe(200);
    const before = (await requests()).length;
    const refused = await apply(member, valid());
    expect(refused.statusCode).toBe(429);
    expect(body(refused).code).toBe('BROCHURE_ABUSING');
    expect(body(refused).message).toBe(
      'You have sent several brochure requests in a short time. Please try again later.',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await requests()).toHaveLength(before);
    // Another member is not held back; the window's end frees the member.
    expect((await apply(await newMember(), valid())).statusCode).toBe(200);
    t.clock.advance(3600 * 1000);
    expect((await apply(member, valid())).statusCode).toBe(200);
  });

  it('lists the applications for administrators only, newest first, by page', async () => {
    const member = await newMember();
    expect((await call(t.app, '/api/brochure/get_list', {})).statusCode).toBe(401);
    const forbidden = await call(t.app, '/api/brochure/get_list', {}, member);
    expect(forbidden.statusCode).toBe(403);
    t.clock.advance(1000);
    await apply(member, { ...valid(), company: 'Newest Co.' });
    const page = body(await call(t.app, '/api/brochure/get_list', { pageSize: 2 }, admin)).data;
    expect(page.total).toBe((await requests()).length);
    expect(page.rows).toHaveLength(2);
    expect(page.rows[0]).toMatchObject({
      company: 'Newest Co.',
      member: { id: member.id, nickName: member.nickName },
      phone: '+82 10-1234-5678',
    });
    const second = body(await call(t.app, '/api/brochure/get_list', { pageSize: 2, pageNum: 2 }, admin)).data;
    expect(second.rows[0].id).toBeLessThan(page.rows[1].id);
    for (const bad of [{ pageNum: 0 }, { pageSize: 101 }, { pageNum: '1' }]) {
      expect((await call(t.app, '/api/brochure/get_list', bad, admin)).statusCode).toBe(400);
    }
  });
  it("deletes an erased member's requests with the erasure (P11), and no one else's", async () => {
    const [gone, stays] = [await newMember(), await newMember()];
    for (const who of [gone, stays]) expect((await apply(who, valid())).statusCode).toBe(200);
    await t.app.services.transaction(async (_trx, emit) => {
      emit('user.erased', { userId: gone.id, at: t.clock.now().toISOString() });
    });
    const owners = (await requests()).map((row) => row.user_id);
    expect(owners).not.toContain(gone.id);
    expect(owners).toContain(stays.id);
  });
});

describe.each(testDialects())('brochure applications without BROCHURE_EMAIL on %s', (dialect) => {
  it("mail the first administrator, in the administrator's language", async () => {
    const t = await createTestApp(dialect);
    try {
      await createSignedInMember(t.app, 'first', { admin: true, lang: 'en' });
      await createSignedInMember(t.app, 'second', { admin: true });
      const member = await createSignedInMember(t.app, 'applicant');
      const response = await call(t.app, '/api/brochure/apply', valid(), member);
      expect(response.statusCode, response.body).toBe(200);
      const mails = await t.app.db.selectFrom('mails').select(['to_address', 'lang', 'subject']).execute();
      expect(mails).toEqual([
        {
          to_address: 'first@posts.example.com',
          lang: 'en',
          subject: '[Hearth] Brochure request from Crumb Analytics',
        },
      ]);
    } finally {
      await t.close();
    }
  });
});
