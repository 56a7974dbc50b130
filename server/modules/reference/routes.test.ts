import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../../test/harness.ts';
import { bearer, createMember, signIn } from '../accounts/test-support.ts';

/** SPEC §3.1, written out here rather than imported so that a wrong seed fails the test. */
const CHARACTER_OF_TYPE: Record<string, string> = {
  intj: 'muffin',
  intp: 'muffin',
  entj: 'muffin',
  entp: 'muffin',
  istj: 'donut',
  isfj: 'donut',
  estj: 'donut',
  esfj: 'donut',
  infj: 'loaf',
  infp: 'loaf',
  enfj: 'loaf',
  enfp: 'loaf',
  istp: 'baguette',
  isfp: 'baguette',
  estp: 'baguette',
  esfp: 'baguette',
};

const JOB_KEYS = [
  'JOB_NONE',
  'JOB_MARKETER',
  'JOB_UXRESEARCHER',
  'JOB_PM',
  'JOB_SERVICE',
  'JOB_UXDESIGNER',
  'JOB_UIDESIGNER',
  'JOB_DEVELOPER',
  'JOB_MANAGEMENT',
  'JOB_RECRUITER',
  'JOB_ANALYST',
  'JOB_ETC',
  'JOB_ADMIN',
];

const NOT_FOUND_MESSAGES = {
  ko: '찾으시는 내용이 없어요.',
  en: "We couldn't find what you were looking for.",
  ja: 'お探しの内容が見つかりませんでした。',
};

interface Names {
  ko: string;
  en: string;
  ja: string;
}
interface CategoryNode {
  id: number;
  key: string;
  depth: number;
  type: string;
  name: string;
  names: Names;
  children: CategoryNode[];
}

const anyNames = { ko: expect.any(String), en: expect.any(String), ja: expect.any(String) };

function walk(
  nodes: CategoryNode[],
  visit: (node: CategoryNode, parent: CategoryNode | undefined) => void,
  parent?: CategoryNode,
) {
  for (const node of nodes) {
    visit(node, parent);
    walk(node.children, visit, node);
  }
}

describe.each(testDialects('api'))('reference data API on %s', (dialect) => {
  let t: TestApp;
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const data = async (url: string, payload: unknown, headers: Record<string, string> = {}) => {
    const response = await post(url, payload, headers);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    return body.data;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  describe('codes', () => {
    it('lists the jobs of SPEC §3.1 in order, with the name in the request language and all three names', async () => {
      const jobs = await data('/api/admin/code/get_list', { lang: 'en', group: 'job' });
      expect(jobs.total).toBe(JOB_KEYS.length);
      expect(jobs.rows.map((row: { key: string }) => row.key)).toEqual(JOB_KEYS);
      expect(jobs.rows[1]).toEqual({
        id: expect.any(Number),
        key: 'JOB_MARKETER',
        group: 'job',
        name: 'Marketer',
        names: { ko: '마케터', en: 'Marketer', ja: 'マーケター' },
      });
      for (const row of jobs.rows) {
        expect(row.group).toBe('job');
        expect(row.name).toBe(row.names.en);
        expect(Object.values(row.names).every((name) => typeof name === 'string' && name.length > 0)).toBe(true);
      }
    });

    it('lists the sign-up sources, the SNS link types, and every group without a filter', async () => {
      const sources = await data('/api/admin/code/get_list', { group: 'signup_from' });
      expect(sources.rows.map((row: { key: string }) => row.key)).toEqual([
        'default',
        'google',
        'facebook',
        'naver',
        'kakao',
      ]);
      const sns = await data('/api/admin/code/get_list', { group: 'sns' });
      expect(sns.rows.map((row: { key: string }) => row.key)).toEqual([
        'SNS_NONE',
        'SNS_FACEBOOK',
        'SNS_INSTAGRAM',
        'SNS_BRUNCH',
        'SNS_NAVERBLOG',
        'SNS_LINKEDIN',
        'SNS_HOMEPAGE',
      ]);
      const all = await data('/api/admin/code/get_list', {});
      expect(all.total).toBe(JOB_KEYS.length + 5 + 7);
      expect(all.rows).toHaveLength(all.total);
    });

    it('picks the language from the body, then Accept-Language, then ko', async () => {
      const name = async (payload: object, headers: Record<string, string> = {}) =>
        (await data('/api/admin/code/get_one', { key: 'JOB_MARKETER', ...payload }, headers)).name;
      expect(await name({})).toBe('마케터');
      expect(await name({}, { 'accept-language': 'ja-JP,ja;q=0.9,en;q=0.5' })).toBe('マーケター');
      expect(await name({ lang: 'en' }, { 'accept-language': 'ja' })).toBe('Marketer');
      expect(await name({}, { 'accept-language': 'fr' })).toBe('마케터');
    });

    it('finds one code by id or by key and answers 404 in the request language for unknown ones', async () => {
      const byKey = await data('/api/admin/code/get_one', { key: 'JOB_ANALYST', lang: 'ja' });
      expect(byKey).toMatchObject({ key: 'JOB_ANALYST', group: 'job', name: 'データアナリスト' });
      expect(await data('/api/admin/code/get_one', { id: byKey.id, lang: 'ja' })).toEqual(byKey);

      const unknownId = await post('/api/admin/code/get_one', { id: 999_999, lang: 'en' });
      expect(unknownId.statusCode).toBe(404);
      expect(unknownId.json()).toEqual({ success: false, code: 'NOT_FOUND', message: NOT_FOUND_MESSAGES.en });
      const unknownKey = await post('/api/admin/code/get_one', { key: 'JOB_ASTRONAUT' }, { 'accept-language': 'ja' });
      expect(unknownKey.statusCode).toBe(404);
      expect(unknownKey.json()).toEqual({ success: false, code: 'NOT_FOUND', message: NOT_FOUND_MESSAGES.ja });
    });

    it('needs exactly one of id and key', async () => {
      const neither = (await post('/api/admin/code/get_one', { lang: 'en' })).json();
      expect(neither).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'id', code: 'required' }] });
      const both = await post('/api/admin/code/get_one', { id: 1, key: 'JOB_PM' });
      expect(both.statusCode).toBe(400);
      expect(both.json().fields).toEqual([{ field: 'key', code: 'invalidValue', message: expect.any(String) }]);
    });
  });

  describe('post groupings', () => {
    it('lists the four groupings with who may write in each (DECISIONS P13)', async () => {
      const list = await data('/api/admin/postGroupingCode/get_list', { lang: 'en' });
      expect(list.total).toBe(4);
      const byType = Object.fromEntries(list.rows.map((row: { type: string }) => [row.type, row]));
      expect(Object.keys(byType).sort()).toEqual(['careers', 'casestudy', 'forum', 'whatsnew']);
      expect(byType.whatsnew).toEqual({
        id: expect.any(Number),
        type: 'whatsnew',
        name: "What's New",
        names: { ko: '새 소식', en: "What's New", ja: '新着情報' },
        writableBy: 'admin',
        can: { write: false, writeAdminContent: false },
      });
      for (const type of ['forum', 'casestudy', 'careers']) expect(byType[type].writableBy).toBe('member');
    });

    it('finds one grouping by id or type; an unknown id is a 404', async () => {
      const forum = await data('/api/admin/postGroupingCode/get_one', { type: 'forum', lang: 'ja' });
      expect(forum).toMatchObject({ type: 'forum', name: 'フォーラム', writableBy: 'member' });
      expect(await data('/api/admin/postGroupingCode/get_one', { id: forum.id, lang: 'ja' })).toEqual(forum);
      const missing = await post('/api/admin/postGroupingCode/get_one', { id: 4242 });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ success: false, code: 'NOT_FOUND', message: NOT_FOUND_MESSAGES.ko });
      const notAType = await post('/api/admin/postGroupingCode/get_one', { type: 'notice' });
      expect(notAType.statusCode).toBe(400);
      expect(notAType.json().fields).toEqual([{ field: 'type', code: 'invalidValue', message: expect.any(String) }]);
    });

    it('lists each grouping with its own category tree', async () => {
      const groups = await data('/api/admin/postGroupingCode/get_group_list', { lang: 'en' });
      expect(groups.total).toBe(4);
      const tree = await data('/api/category/list', { lang: 'en' });
      for (const group of groups.rows) {
        expect(group).toMatchObject({ id: expect.any(Number), type: expect.any(String), name: group.names.en });
        expect(group.categories.length).toBeGreaterThan(0);
        walk(group.categories, (node) => expect(node.type).toBe(group.type));
        expect(group.categories).toEqual(tree.rows.filter((row: CategoryNode) => row.type === group.type));
      }
      const onlyCareers = await data('/api/admin/postGroupingCode/get_group_list', { type: 'careers' });
      expect(onlyCareers.rows.map((row: { type: string }) => row.type)).toEqual(['careers']);
    });
  });

  describe('categories', () => {
    it('answers a three-level tree with consistent depths, types and keys, named in all three languages', async () => {
      const tree = await data('/api/category/list', { lang: 'ja' });
      expect(tree.total).toBe(tree.rows.length);
      const depths = new Set<number>();
      const ids = new Set<number>();
      walk(tree.rows, (node, parent) => {
        expect(node).toEqual({
          id: expect.any(Number),
          key: expect.any(String),
          depth: expect.any(Number),
          type: expect.any(String),
          name: node.names.ja,
          names: anyNames,
          children: expect.any(Array),
        });
        for (const name of Object.values(node.names)) expect(name.trim().length).toBeGreaterThan(0);
        expect(ids.has(node.id)).toBe(false);
        ids.add(node.id);
        depths.add(node.depth);
        if (parent) {
          expect(node.depth).toBe(parent.depth + 1);
          expect(node.type).toBe(parent.type);
          expect(node.key.startsWith(`${parent.key}.`)).toBe(true);
        } else {
          expect(node.depth).toBe(1);
        }
        if (node.depth === 3) expect(node.children).toEqual([]);
      });
      expect([...depths].sort()).toEqual([1, 2, 3]);
      expect(new Set(tree.rows.map((row: CategoryNode) => row.type))).toEqual(
        new Set(['whatsnew', 'forum', 'casestudy', 'careers']),
      );
    });

    it('has the heatmap topics under forum analytics and filters by grouping type', async () => {
      const forum = await data('/api/category/list', { type: 'forum', lang: 'en' });
      expect(forum.rows.every((row: CategoryNode) => row.type === 'forum')).toBe(true);
      const analytics = forum.rows.find((row: CategoryNode) => row.key === 'forum.analytics');
      expect(analytics).toMatchObject({
        depth: 1,
        name: 'Analytics',
        names: { ko: '애널리틱스', en: 'Analytics', ja: 'アナリティクス' },
      });
      const heatmaps = analytics.children.find(
        (child: CategoryNode) => child.key === 'forum.analytics.heatmaps-replay',
      );
      expect(heatmaps).toMatchObject({ depth: 2, name: 'Heatmaps & session replay' });
      expect(heatmaps.children.map((child: CategoryNode) => child.name)).toContain('Session replay');
      const ko = await data('/api/category/list', { type: 'forum' });
      expect(ko.rows.find((row: CategoryNode) => row.key === 'forum.analytics').name).toBe('애널리틱스');
    });
  });

  describe('personality types and characters', () => {
    it('maps the 16 types to their characters (SPEC §3.1), in the request language', async () => {
      const list = await data('/api/mbti/get_list', { lang: 'en' });
      expect(list.total).toBe(16);
      const mapping = Object.fromEntries(
        list.rows.map((row: { type: string; character: { key: string } }) => [row.type, row.character.key]),
      );
      expect(mapping).toEqual(CHARACTER_OF_TYPE);
      const infp = list.rows.find((row: { type: string }) => row.type === 'infp');
      expect(infp).toEqual({
        id: expect.any(Number),
        type: 'infp',
        character: { key: 'loaf', name: 'Loaf', intro: expect.stringMatching(/\S{2,}.*\./) },
      });
    });

    it('exposes the five characters, dough first and without a type', async () => {
      const { characters } = await data('/api/mbti/get_list', {}, { 'accept-language': 'ja' });
      expect(characters.map((character: { key: string }) => character.key)).toEqual([
        'dough',
        'muffin',
        'donut',
        'loaf',
        'baguette',
      ]);
      const byKey = Object.fromEntries(characters.map((character: { key: string }) => [character.key, character]));
      expect(byKey.dough).toMatchObject({ name: '生地', types: [] });
      expect(byKey.muffin.types.sort()).toEqual(['entj', 'entp', 'intj', 'intp']);
      expect(byKey.baguette.types.sort()).toEqual(['esfp', 'estp', 'isfp', 'istp']);
      for (const character of characters) {
        expect(character.name).toBe(character.names.ja);
        expect(character.intro).toBe(character.intros.ja);
        for (const intro of Object.values(character.intros) as string[]) expect(intro.length).toBeGreaterThan(20);
      }
    });

    it('finds one type by id or by type in any letter case; unknown types are 404', async () => {
      for (const type of ['ENFP', 'enfp', 'EnFp']) {
        const found = await data('/api/mbti/get_one', { type, lang: 'ko' });
        expect(found).toMatchObject({ type: 'enfp', character: { key: 'loaf', name: '식빵' } });
      }
      const estj = await data('/api/mbti/get_one', { type: 'estj' });
      expect(await data('/api/mbti/get_one', { id: estj.id })).toEqual(estj);
      expect(estj.character.key).toBe('donut');

      const unknown = await post('/api/mbti/get_one', { type: 'abcd', lang: 'en' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ success: false, code: 'NOT_FOUND', message: NOT_FOUND_MESSAGES.en });
      expect((await post('/api/mbti/get_one', { id: 17_000 })).statusCode).toBe(404);
      expect((await post('/api/mbti/get_one', { type: 'inf' })).statusCode).toBe(400);
    });
  });

  describe('report reasons', () => {
    it('lists the four reasons of SPEC §3.3', async () => {
      const reasons = await data('/api/report/get_code', { lang: 'en' });
      expect(reasons.total).toBe(4);
      expect(reasons.rows.map((row: { key: string }) => row.key)).toEqual(['spam', 'obscenity', 'hate', 'harassment']);
      expect(reasons.rows[2]).toEqual({ id: expect.any(Number), key: 'hate', name: 'Hate speech', names: anyNames });
    });
  });

  describe('bad input', () => {
    const paths = [
      '/api/admin/code/get_list',
      '/api/admin/code/get_one',
      '/api/admin/postGroupingCode/get_list',
      '/api/admin/postGroupingCode/get_one',
      '/api/admin/postGroupingCode/get_group_list',
      '/api/category/list',
      '/api/mbti/get_list',
      '/api/mbti/get_one',
      '/api/report/get_code',
    ];
    const hostile = [
      "'; drop table users; --",
      '<script>alert(1)</script>',
      'JOB_PM\u0000',
      '../../etc/passwd',
      'Ｊ'.repeat(300),
    ];

    it('refuses unknown fields and wrong types with field issues on every call', async () => {
      for (const url of paths) {
        const response = await post(url, { lang: 'en', extra: 1 });
        expect(response.statusCode, url).toBe(400);
        expect(response.json()).toMatchObject({
          success: false,
          code: 'VALIDATION_FAILED',
          fields: expect.arrayContaining([
            { field: 'extra', code: 'unknownField', message: 'This field is not expected.' },
          ]),
        });
        const badLang = await post(url, { lang: 'fr' });
        expect(badLang.statusCode, url).toBe(400);
        expect(badLang.json().fields).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'lang' })]));
      }
      const cases: [string, object, string, string][] = [
        ['/api/admin/code/get_list', { group: 'admin' }, 'group', 'invalidValue'],
        ['/api/admin/code/get_list', { group: 7 }, 'group', 'invalidValue'],
        ['/api/admin/code/get_one', { id: '1' }, 'id', 'invalidType'],
        ['/api/admin/code/get_one', { id: 1.5 }, 'id', 'invalidType'],
        ['/api/admin/code/get_one', { id: 0 }, 'id', 'tooSmall'],
        ['/api/admin/code/get_one', { id: 2 ** 31 }, 'id', 'tooBig'],
        ['/api/admin/code/get_one', { key: ['JOB_PM'] }, 'key', 'invalidType'],
        ['/api/category/list', { type: { $ne: null } }, 'type', 'invalidValue'],
        ['/api/mbti/get_one', { type: 1234 }, 'type', 'invalidType'],
      ];
      for (const [url, payload, field, code] of cases) {
        const response = await post(url, payload);
        expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
        expect(response.json().fields).toEqual([{ field, code, message: expect.any(String) }]);
      }
    });

    it('answers hostile strings and odd bodies with 4xx envelopes, never 500, and changes nothing', async () => {
      const before = await data('/api/admin/code/get_list', {});
      for (const value of hostile) {
        for (const [url, field] of [
          ['/api/admin/code/get_one', 'key'],
          ['/api/admin/code/get_list', 'group'],
          ['/api/admin/postGroupingCode/get_one', 'type'],
          ['/api/admin/postGroupingCode/get_group_list', 'type'],
          ['/api/category/list', 'type'],
          ['/api/mbti/get_one', 'type'],
        ] as const) {
          const response = await post(url, { [field]: value });
          expect([400, 404], `${url} ${value}`).toContain(response.statusCode);
          expect(response.json()).toMatchObject({
            success: false,
            code: expect.stringMatching(/^(VALIDATION_FAILED|NOT_FOUND)$/),
          });
          expect(response.body).not.toContain('<script>');
        }
      }
      for (const raw of ['[]', 'null', '"JOB_PM"', '42']) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/admin/code/get_one',
          headers: { 'content-type': 'application/json' },
          payload: raw,
        });
        expect(response.statusCode, raw).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, raw).toBeLessThan(500);
        expect(response.json().success).toBe(false);
      }
      expect(await data('/api/admin/code/get_list', {})).toEqual(before);
      const users = await t.database.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow();
      expect(Number(users.count)).toBe(0);
    });
  });
});

/** Own app: these tests create members, which the reference tests above must not see. */
describe.each(testDialects('api'))('post grouping permissions on %s', (dialect) => {
  let t: TestApp;
  const data = async (url: string, payload: unknown, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ method: 'POST', url, payload: payload as object, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  /** A confirmed member's access token; an administrator when asked. */
  const signedIn = async (email: string, nickName: string, options: { admin?: boolean } = {}) => {
    const id = await createMember(t.app, { email, nickName });
    if (options.admin) await t.app.db.updateTable('users').set({ admin: true }).where('id', '=', id).execute();
    return (await signIn(t.app, email)).token;
  };

  it('tells each viewer where they may write (P13) and whether admin-only content is theirs (P14)', async () => {
    const memberToken = await signedIn('grouping-member@example.com', 'GrpMember');
    const adminToken = await signedIn('grouping-admin@example.com', 'GrpAdmin', { admin: true });
    const permissions = async (headers: Record<string, string>) => {
      const list = await data('/api/admin/postGroupingCode/get_list', {}, headers);
      return Object.fromEntries(list.rows.map((row: { type: string; can: unknown }) => [row.type, row.can]));
    };
    const none = { write: false, writeAdminContent: false };
    expect(await permissions({})).toEqual({ whatsnew: none, forum: none, casestudy: none, careers: none });
    const memberWrites = { write: true, writeAdminContent: false };
    expect(await permissions(bearer(memberToken))).toEqual({
      whatsnew: none,
      forum: memberWrites,
      casestudy: memberWrites,
      careers: memberWrites,
    });
    const all = { write: true, writeAdminContent: true };
    expect(await permissions(bearer(adminToken))).toEqual({
      whatsnew: all,
      forum: all,
      casestudy: all,
      careers: all,
    });

    const one = (type: string, headers: Record<string, string>) =>
      data('/api/admin/postGroupingCode/get_one', { type }, headers).then((grouping) => grouping.can);
    expect(await one('whatsnew', {})).toEqual(none);
    expect(await one('whatsnew', bearer(memberToken))).toEqual(none);
    expect(await one('whatsnew', bearer(adminToken))).toEqual(all);
    expect(await one('forum', {})).toEqual(none);
    expect(await one('forum', bearer(memberToken))).toEqual(memberWrites);
    expect(await one('forum', bearer(adminToken))).toEqual(all);
  });
});
