import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, check, createMember, json, post, signIn } from './modules/accounts/test-support.ts';
import { createTestApp, type TestApp, testDialects } from './test/harness.ts';

/**
 * Issue 13 finding 4: every string field of every call in the OpenAPI document, sent with NUL
 * and with a lone surrogate (one request each), answers 400, never 5xx, on SQLite and
 * PostgreSQL; a lone surrogate's answer names the field. The payloads go as raw JSON text so the escapes reach the parser.
 */
type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Operation = {
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  parameters?: { in: string; name: string; schema?: Schema }[];
};

const isString = (schema: Schema) =>
  schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'));

/** Paths (property names, `0` for an array item) of every string a schema accepts. */
function stringPaths(schema: Schema | undefined, path: string[] = [], depth = 0): string[][] {
  if (!schema || depth > 6) return [];
  const found: string[][] = isString(schema) && path.length > 0 ? [path] : [];
  for (const [name, child] of Object.entries(schema.properties ?? {}))
    found.push(...stringPaths(child, [...path, name], depth + 1));
  if (schema.items) found.push(...stringPaths(schema.items, [...path, '0'], depth + 1));
  for (const variant of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    found.push(...stringPaths(variant, path, depth + 1));
  return found;
}

/** `{"a":{"b":[<value>]}}` for the path a.b.0, with the value as raw JSON text. */
function bodyWith(path: string[], rawValue: string): string {
  return path.reduceRight(
    (inner, part) => (part === '0' ? `[${inner}]` : `{${JSON.stringify(part)}:${inner}}`),
    `"${rawValue}"`,
  );
}

const PAYLOADS = [
  ['NUL', 'a\\u0000b@example.com', 'a%00b@example.com'],
  ['lone surrogate', 'title \\ud800 end', 'title%20%ED%A0%80'],
] as const;

for (const dialect of testDialects()) {
  describe(`NUL and lone surrogates in every string field of the OpenAPI (${dialect})`, () => {
    let t: TestApp;
    let token: string;
    /** The console's calls (P31) answer 404 to everyone else before reading the body: an administrator's token reaches their checks. */
    let adminToken: string;
    let operations: { method: string; path: string; operation: Operation }[];
    beforeAll(async () => {
      t = await createTestApp(dialect);
      await createMember(t.app, { email: 'fuzz@example.com', nickName: 'fuzzer' });
      // An administrator: the console's calls answer everyone else 404 before reading the body
      // (P31), and their fields are text inputs like any other.
      await t.app.db.updateTable('users').set({ admin: true }).where('user_id', '=', 'fuzz@example.com').execute();
      token = (await signIn(t.app, 'fuzz@example.com')).token;
      await createMember(t.app, { email: 'fuzz-admin@example.com', nickName: 'fuzzadmin' });
      await t.app.db
        .updateTable('users')
        .set({ admin: true })
        .where('user_id', '=', 'fuzz-admin@example.com')
        .execute();
      adminToken = (await signIn(t.app, 'fuzz-admin@example.com')).token;
      const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
        paths: Record<string, Record<string, Operation>>;
      };
      operations = Object.entries(spec.paths).flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
      );
    });
    afterAll(() => t.close());

    it('never answers 5xx; broken text is 400 invalidCharacters naming the field (or the 404 of a gated path)', async () => {
      let requests = 0;
      for (const { method, path, operation } of operations) {
        const url = path.replace(/\{(\w+)\}/g, 'google');
        const bearerToken = path.includes('/admin/') ? adminToken : token;
        const inPath = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
        // A path parameter joins the body under its own name (server/lib/route.ts) and wins there.
        const bodyFields = stringPaths(operation.requestBody?.content?.['application/json']?.schema).filter(
          (field) => !inPath.includes(field[0]!),
        );
        for (const name of inPath) {
          const response = await t.app.inject({
            method,
            url: path.replace(`{${name}}`, 'a%00b'),
            payload: '{}',
            headers: { 'content-type': 'application/json' },
          });
          requests += 1;
          expect(response.statusCode, `${path} ${name}`).toBe(400);
        }
        const queryFields = (operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'query' && parameter.schema && isString(parameter.schema))
          .map((parameter) => [parameter.name]);
        for (const [name, raw, encoded] of PAYLOADS) {
          for (const field of method === 'GET' ? queryFields : bodyFields) {
            const response =
              method === 'GET'
                ? await t.app.inject({
                    method,
                    url: `${url}?${encodeURIComponent(field[0]!)}=${encoded}`,
                    headers: { authorization: `Bearer ${bearerToken}` },
                  })
                : await t.app.inject({
                    method,
                    url,
                    payload: bodyWith(field, raw),
                    headers: { 'content-type': 'application/json', authorization: `Bearer ${bearerToken}` },
                  });
            requests += 1;
            const where = `${method} ${path} ${field.join('.')} (${name})`;
            expect(response.statusCode, where).toBeLessThan(500);
            const answer = response.json() as { code: string; fields?: { field: string; code: string }[] };
            if (answer.code === 'ROUTE_NOT_FOUND') continue;
            expect(response.statusCode, where).toBe(400);
            // A URL carries UTF-8: the bytes of a lone surrogate are invalid there, and the query
            // parser drops the value before any check sees it (a plain 400 all the same).
            if (method === 'GET') continue;
            expect(answer.code, where).toBe('VALIDATION_FAILED');
            expect(answer.fields, where).toEqual([
              { field: field.join('.'), code: 'invalidCharacters', message: expect.any(String) },
            ]);
          }
        }
      }
      // Every call with text input was tried: the accounts and posts calls have dozens of fields.
      expect(requests).toBeGreaterThan(60);
    });

    it('refuses the reported inputs with 400 and changes nothing; tab and line breaks still pass', async () => {
      const signin = await t.app.inject({
        method: 'POST',
        url: '/api/user/signin',
        payload: '{"userId":"a\\u0000b@example.com","password":"whatever-1"}',
        headers: { 'content-type': 'application/json' },
      });
      expect(signin.statusCode).toBe(400);

      const nul = await post(
        t.app,
        '/api/user/withdraw',
        { reasons: ['other'], agreeDisclaimer: true, comment: 'bye\u0000now' },
        bearer(token),
      );
      expect([nul.statusCode, json(nul).code]).toEqual([400, 'VALIDATION_FAILED']);
      expect(json(nul).fields).toEqual([{ field: 'comment', code: 'invalidCharacters', message: expect.any(String) }]);
      expect((await check(t.app, bearer(token))).statusCode).toBe(200);

      await t.app.db.updateTable('users').set({ admin: true }).where('user_id', '=', 'fuzz@example.com').execute();
      const target = await createMember(t.app, { email: 'target@example.com', nickName: 'target' });
      const ban = await post(t.app, '/api/admin/member/ban', { id: target, reason: 'spam\u0000' }, bearer(token));
      expect([ban.statusCode, json(ban).code]).toEqual([400, 'VALIDATION_FAILED']);
      expect(json(ban).fields).toEqual([{ field: 'reason', code: 'invalidCharacters', message: expect.any(String) }]);
      const status = await t.app.db.selectFrom('users').select('status').where('id', '=', target).executeTakeFirst();
      expect(status?.status).toBe('active');

      // A title of invalid UTF-16 is refused, not stored as U+FFFD.
      const title = await t.app.inject({
        method: 'POST',
        url: '/api/post/add',
        payload: '{"title":"\\udc00\\ud800"}',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      });
      expect([title.statusCode, json(title).fields?.[0]?.field]).toEqual([400, 'title']);

      const lines = await post(
        t.app,
        '/api/admin/member/ban',
        { id: target, reason: 'line one\n\tline two\r\n😀' },
        bearer(token),
      );
      expect(lines.statusCode).toBe(200);
    });
  });
}
