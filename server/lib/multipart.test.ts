import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { queryLocale, readMultipart } from './multipart.ts';

/** A scope with a 16-byte file limit whose route answers what readMultipart read, or its AppError's code. */
async function buildApp(): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(multipart, { limits: { fileSize: 16, files: 2, fields: 3, parts: 5 } });
  app.post('/read', async (request) => {
    try {
      const body = await readMultipart(request, { tooLarge: 'FILE_SIZE_EXCEEDED', fields: ['draftKey'] });
      return {
        file: body.file?.toString('utf8') ?? null,
        fields: body.fields,
        lang: body.lang ?? null,
        query: queryLocale(request) ?? null,
      };
    } catch (error) {
      if (error instanceof AppError) return { code: error.code };
      throw error;
    }
  });
  await app.ready();
  return app;
}

/** The body and content type a browser's FormData sends. */
async function formOf(parts: [name: string, value: string | Blob][]) {
  const form = new FormData();
  for (const [name, value] of parts) form.append(name, value);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

describe('readMultipart (server/lib)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp();
  });
  afterAll(() => app.close());

  const read = async (parts: [string, string | Blob][], url = '/read') =>
    (await app.inject({ method: 'POST', url, ...(await formOf(parts)) })).json();

  it('reads the first `file` part and the fields asked for, in any order; a `lang` field names the language', async () => {
    expect(
      await read([
        ['file', new Blob(['first'])],
        ['draftKey', 'abcdefgh12'],
        ['lang', 'ja'],
        ['file', new Blob(['second'])],
      ]),
    ).toEqual({ file: 'first', fields: { draftKey: 'abcdefgh12' }, lang: 'ja', query: null });
    expect(
      await read(
        [
          ['draftKey', 'k'],
          ['other', 'ignored'],
          ['file', new Blob(['x'])],
        ],
        '/read?lang=en',
      ),
    ).toEqual({
      file: 'x',
      fields: { draftKey: 'k' },
      lang: null,
      query: 'en',
    });
  });

  it('leaves out what was not sent, and a language the site does not have', async () => {
    expect(await read([['lang', 'fr']], '/read?lang=de')).toEqual({ file: null, fields: {}, lang: null, query: null });
  });

  it('refuses a file over the scope’s limit with the caller’s code, and other failures with theirs', async () => {
    expect(await read([['file', new Blob(['x'.repeat(17)])]])).toEqual({ code: 'FILE_SIZE_EXCEEDED' });
    expect(await read([['file', new Blob(['x'.repeat(16)])]])).toMatchObject({ file: 'x'.repeat(16) });
    const notMultipart = await app.inject({
      method: 'POST',
      url: '/read',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(notMultipart.json()).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    const broken = await app.inject({
      method: 'POST',
      url: '/read',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nunfinished',
    });
    expect(broken.json()).toEqual({ code: 'BAD_REQUEST' });
  });
});
