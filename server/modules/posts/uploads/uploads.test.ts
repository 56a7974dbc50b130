import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { IMAGE_MAX_BYTES, POST_UPLOADS_MAX_BYTES } from '../../../../common/validation/post.ts';
import { createTestApp, type TestApp, testDialects } from '../../../test/harness.ts';
import {
  animatedImage,
  hugeFlatPng,
  jpegWithGps,
  noisePng,
  pngOfExactSize,
  solidImage,
} from '../../../test/fixtures/images.ts';
import { ACCESS_COOKIE } from '../../../lib/auth/cookies.ts';
import { createSignedInMember, type Member } from '../test-support.ts';

const UPLOAD = '/api/post/file/upload';
const UPLOAD_BASE64 = '/api/post/file/uploadBase64';
const DRAFT = 'draft_key-0001';

type Part = { name: string; value: string } | { name: string; filename: string; contentType: string; data: Buffer };

/** A multipart/form-data body as a browser's FormData sends it. */
function multipart(parts: Part[]) {
  const boundary = `----hearth${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'data' in part
        ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}`
        : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push('data' in part ? part.data : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function body(response: LightMyRequestResponse) {
  return response.json() as {
    success: boolean;
    data?: any; // eslint-disable-line @typescript-eslint/no-explicit-any
    code?: string;
    message?: string;
    fields?: { field: string; code: string }[];
  };
}

for (const dialect of testDialects()) {
  describe(`uploads (${dialect})`, () => {
    let t: TestApp;
    let dataDir: string;
    let member: Member;
    let exactMegabyte: Buffer;
    let oneByteMore: Buffer;
    let noise: Buffer;

    beforeAll(async () => {
      [exactMegabyte, oneByteMore, noise] = await Promise.all([
        pngOfExactSize(IMAGE_MAX_BYTES),
        pngOfExactSize(IMAGE_MAX_BYTES + 1),
        noisePng(256, 1300),
      ]);
    });

    // One app per database for the whole file: a new app (database, reference data, every
    // route) cost about a second a test, 80 s for the file. Each test starts from no uploads
    // and an empty uploads folder, with a member of its own (limits count per member).
    let members = 0;
    beforeAll(async () => {
      dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hearth-uploads-'));
      t = await createTestApp(dialect, { env: { DATA_DIR: dataDir } });
    });
    afterAll(async () => {
      await t.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    });
    beforeEach(async () => {
      await t.app.db.deleteFrom('uploads').execute();
      for (const entry of await fs.readdir(dataDir)) {
        await fs.rm(path.join(dataDir, entry), { recursive: true, force: true });
      }
      members += 1;
      member = await createSignedInMember(t.app, `Uploader${members}`);
    });

    async function upload(
      file: { data: Buffer; filename?: string; contentType?: string } | null,
      options: {
        draftKey?: string | null;
        headers?: Record<string, string>;
        as?: Member | null;
        url?: string;
      } = {},
    ) {
      const parts: Part[] = [];
      if (options.draftKey !== null) parts.push({ name: 'draftKey', value: options.draftKey ?? DRAFT });
      if (file) {
        parts.push({
          name: 'file',
          filename: file.filename ?? 'image.png',
          contentType: file.contentType ?? 'image/png',
          data: file.data,
        });
      }
      const { payload, contentType } = multipart(parts);
      const who = options.as === undefined ? member : options.as;
      return t.app.inject({
        method: 'POST',
        url: options.url ?? UPLOAD,
        payload,
        headers: { 'content-type': contentType, ...(who?.headers ?? {}), ...options.headers },
      });
    }

    async function uploadBase64(data: string, as: Member | null = member, draftKey = DRAFT) {
      return t.app.inject({
        method: 'POST',
        url: UPLOAD_BASE64,
        payload: { data, draftKey },
        headers: as?.headers ?? {},
      });
    }

    const rows = () => t.app.db.selectFrom('uploads').selectAll().orderBy('id').execute();

    async function storedFiles(): Promise<string[]> {
      const root = path.join(dataDir, 'uploads');
      const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
    }

    async function expectNothingStored() {
      expect(await rows()).toEqual([]);
      expect(await storedFiles()).toEqual([]);
    }

    it('refuses visitors with 401 on both calls and stores nothing', async () => {
      const png = await solidImage('png');
      const multipartAnswer = await upload({ data: png }, { as: null });
      expect(multipartAnswer.statusCode).toBe(401);
      expect(body(multipartAnswer).code).toBe('LOGIN_REQUIRED');
      const base64Answer = await uploadBase64(`data:image/png;base64,${png.toString('base64')}`, null);
      expect(base64Answer.statusCode).toBe(401);
      await expectNothingStored();
    });

    it('limits uploads per member per window with 429 RATE_LIMITED, counted before decoding', async () => {
      // An app of its own with a limit of 2, in place of the file's app for this test.
      const shared = t;
      t = await createTestApp(dialect, { env: { DATA_DIR: dataDir, UPLOADS_MAX_PER_WINDOW: '2' } });
      onTestFinished(async () => {
        await t.close();
        t = shared;
      });
      member = await createSignedInMember(t.app, 'Uploader');
      const png = await solidImage('png');
      expect((await upload({ data: png })).statusCode).toBe(200);
      expect((await uploadBase64(`data:image/png;base64,${png.toString('base64')}`)).statusCode).toBe(200);
      const third = await upload({ data: png });
      expect(third.statusCode).toBe(429);
      expect(body(third).code).toBe('RATE_LIMITED');
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      expect(await rows()).toHaveLength(2);
      const other = await createSignedInMember(t.app, 'Another');
      expect((await upload({ data: png }, { as: other })).statusCode).toBe(200);
    });

    it('accepts exactly 1 MB, re-encodes it, records it and serves it', async () => {
      const response = await upload({ data: exactMegabyte });
      expect(response.statusCode, response.body).toBe(200);
      const data = body(response).data;
      expect(data.url).toMatch(/^\/uploads\/2026\/01\/[A-Za-z0-9_-]{22}\.png$/);
      expect(data).toMatchObject({ width: 256, draftKey: DRAFT });
      expect(data.draftBytes).toBe(data.bytes);

      const [row] = await rows();
      expect(row).toMatchObject({
        id: data.id,
        user_id: member.id,
        draft_key: DRAFT,
        post_id: null,
        storage_key: data.url.slice('/uploads/'.length),
        mime_type: 'image/png',
        bytes: data.bytes,
        width: data.width,
        height: data.height,
      });
      const [file] = await storedFiles();
      const stored = await fs.readFile(file as string);
      expect(file).toBe(path.join(dataDir, 'uploads', ...data.url.slice('/uploads/'.length).split('/')));
      expect(stored.length).toBe(data.bytes);
      // Re-encoded: the padding chunk of the upload is gone.
      expect(stored.includes(Buffer.from('hePd'))).toBe(false);

      const served = await t.app.inject({ method: 'GET', url: data.url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(stored)).toBe(true);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(served.headers['content-length'])).toBe(stored.length);
    });

    it('refuses one byte more than 1 MB with 413 FILE_SIZE_EXCEEDED and stores nothing', async () => {
      const response = await upload({ data: oneByteMore });
      expect(response.statusCode).toBe(413);
      expect(body(response).code).toBe('FILE_SIZE_EXCEEDED');
      expect(body(response).message).toBeTruthy();
      await expectNothingStored();
    });

    it('counts stored bytes per draft: 15 MB fit, the 16th image is refused, another draft still works', async () => {
      let total = 0;
      for (let index = 1; index <= 15; index += 1) {
        const response = await upload({ data: noise, filename: `n${index}.png` });
        expect(response.statusCode, response.body).toBe(200);
        total += body(response).data.bytes;
        expect(body(response).data.draftBytes).toBe(total);
      }
      expect(total).toBeLessThanOrEqual(POST_UPLOADS_MAX_BYTES);
      const sixteenth = await upload({ data: noise });
      expect(sixteenth.statusCode).toBe(413);
      expect(body(sixteenth).code).toBe('POST_UPLOADS_EXCEEDED');
      expect(await rows()).toHaveLength(15);
      expect(await storedFiles()).toHaveLength(15);

      const otherDraft = await upload({ data: noise }, { draftKey: 'another-draft' });
      expect(otherDraft.statusCode).toBe(200);
      expect(body(otherDraft).data.draftBytes).toBe(body(otherDraft).data.bytes);
      // The same key of another member is that member's draft.
      const other = await createSignedInMember(t.app, 'Other');
      expect((await upload({ data: noise }, { as: other })).statusCode).toBe(200);
    });

    it.each([
      ['a text file named .png', Buffer.from('just some text, not an image at all\n'), 'notes.png', 'image/png'],
      [
        'an SVG',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
        'image.svg',
        'image/svg+xml',
      ],
      [
        'an SVG named .png',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>'),
        'x.png',
        'image/png',
      ],
      [
        'a PDF',
        Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
        'a.png',
        'image/png',
      ],
      ['an HTML page', Buffer.from('<!doctype html><script>alert(1)</script>'), 'a.gif', 'image/gif'],
      ['an empty file', Buffer.alloc(0), 'empty.png', 'image/png'],
    ])('refuses %s with 415 FILE_TYPE_UNSUPPORTED', async (_label, data, filename, contentType) => {
      const response = await upload({ data, filename, contentType });
      expect(response.statusCode).toBe(415);
      expect(body(response).code).toBe('FILE_TYPE_UNSUPPORTED');
      await expectNothingStored();
    });

    it('refuses a PNG header followed by junk, and a TIFF, which sharp reads but we do not accept', async () => {
      const png = await solidImage('png');
      const junk = Buffer.concat([png.subarray(0, 33), randomBytes(2000)]);
      expect((await upload({ data: junk })).statusCode).toBe(415);
      const tiff = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
        .tiff()
        .toBuffer();
      const response = await upload({ data: tiff, filename: 'photo.jpg', contentType: 'image/jpeg' });
      expect(response.statusCode).toBe(415);
      expect(body(response).code).toBe('FILE_TYPE_UNSUPPORTED');
      await expectNothingStored();
    });

    it('refuses a picture of more than 40 megapixels with 422 IMAGE_DIMENSIONS_EXCEEDED, which names the pixels', async () => {
      const response = await upload({ data: await hugeFlatPng(8000, 5001) }, { url: `${UPLOAD}?lang=en` });
      expect([response.statusCode, body(response).code]).toEqual([422, 'IMAGE_DIMENSIONS_EXCEEDED']);
      expect(body(response).message).toMatch(/40 megapixels/);
      await expectNothingStored();
    });

    it('takes the type from the content: a JPEG named .gif is stored as a JPEG', async () => {
      const response = await upload({ data: await solidImage('jpeg'), filename: 'fake.gif', contentType: 'image/gif' });
      expect(response.statusCode).toBe(200);
      expect(body(response).data.url).toMatch(/\.jpg$/);
      expect((await rows())[0]?.mime_type).toBe('image/jpeg');
      const served = await t.app.inject({ method: 'GET', url: body(response).data.url });
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect((await sharp(served.rawPayload).metadata()).format).toBe('jpeg');
    });

    it('stores webp and keeps the frames of animated GIF and WebP', async () => {
      const webp = await upload({
        data: await solidImage('webp', 30, 12),
        filename: 'a.webp',
        contentType: 'image/webp',
      });
      expect(body(webp).data).toMatchObject({ width: 30, height: 12 });
      expect(body(webp).data.url).toMatch(/\.webp$/);
      for (const format of ['gif', 'webp'] as const) {
        const response = await upload({ data: await animatedImage(format), filename: `anim.${format}` });
        expect(response.statusCode, response.body).toBe(200);
        expect(body(response).data).toMatchObject({ width: 24, height: 16 });
        const served = await t.app.inject({ method: 'GET', url: body(response).data.url });
        const metadata = await sharp(served.rawPayload, { animated: true }).metadata();
        expect(metadata.format).toBe(format);
        expect(metadata.pages).toBe(3);
      }
    });

    it('removes EXIF (GPS included) and turns the picture upright first', async () => {
      const original = await jpegWithGps(64, 32);
      const before = await sharp(original).metadata();
      expect(before.orientation).toBe(6);
      // The GPS IFD pointer (tag 0x8825, little-endian) is in the original's EXIF.
      expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
      expect(original.includes(Buffer.from('HearthCam'))).toBe(true);

      const response = await upload({ data: original, filename: 'photo.jpg', contentType: 'image/jpeg' });
      expect(response.statusCode, response.body).toBe(200);
      expect(body(response).data).toMatchObject({ width: 32, height: 64 });
      const [file] = await storedFiles();
      const stored = await fs.readFile(file as string);
      const after = await sharp(stored).metadata();
      expect(after.exif).toBeUndefined();
      expect(after.orientation).toBeUndefined();
      expect([after.width, after.height]).toEqual([32, 64]);
      expect(stored.includes(Buffer.from('Exif\0\0'))).toBe(false);
      expect(stored.includes(Buffer.from('HearthCam'))).toBe(false);
    });

    describe('base64', () => {
      it('accepts exactly 1 MB as a data: URL and refuses one byte more', async () => {
        const accepted = await uploadBase64(`data:image/png;base64,${exactMegabyte.toString('base64')}`);
        expect(accepted.statusCode, accepted.body.slice(0, 300)).toBe(200);
        expect(body(accepted).data.url).toMatch(/^\/uploads\/.+\.png$/);
        const refused = await uploadBase64(`data:image/png;base64,${oneByteMore.toString('base64')}`);
        expect(refused.statusCode).toBe(413);
        expect(body(refused).code).toBe('FILE_SIZE_EXCEEDED');
        expect(await rows()).toHaveLength(1);
      });

      it('decides the type by content, not by the declared one', async () => {
        const jpeg = await solidImage('jpeg');
        const response = await uploadBase64(`data:image/png;base64,${jpeg.toString('base64')}`);
        expect(body(response).data.url).toMatch(/\.jpg$/);
        const text = await uploadBase64(`data:image/png;base64,${Buffer.from('hello').toString('base64')}`);
        expect(text.statusCode).toBe(415);
        expect(body(text).code).toBe('FILE_TYPE_UNSUPPORTED');
      });

      it.each([
        ['not a data URL', 'https://example.com/a.png'],
        ['no base64 marker', 'data:image/png,iVBORw0KGgo'],
        ['URL-encoded SVG', 'data:image/svg+xml,%3Csvg%3E%3C/svg%3E'],
        ['characters outside base64', 'data:image/png;base64,iVBO$$RwKGgo='],
        ['a length that is not a multiple of 4', 'data:image/png;base64,iVBORw0KGg'],
        ['an empty payload', 'data:image/png;base64,'],
        ['whitespace inside', 'data:image/png;base64,iVBO Rw0K'],
        ['script in the type', 'data:text/html<script>;base64,iVBORw0KGgo='],
        ['a second data URL appended', 'data:image/png;base64,iVBORw0KGgo=,data:x'],
      ])('refuses a malformed data URL (%s) with 400 on the data field', async (_label, data) => {
        const response = await uploadBase64(data);
        expect(response.statusCode).toBe(400);
        expect(body(response).code).toBe('VALIDATION_FAILED');
        expect(body(response).fields?.map((field) => `${field.field}:${field.code}`)).toEqual(['data:invalidFormat']);
        await expectNothingStored();
      });

      it('refuses a bad draft key and an oversized body without storing', async () => {
        const png = (await solidImage('png')).toString('base64');
        const badKey = await uploadBase64(`data:image/png;base64,${png}`, member, 'bad key!');
        expect(badKey.statusCode).toBe(400);
        expect(body(badKey).fields?.[0]?.field).toBe('draftKey');
        const huge = await uploadBase64(`data:image/png;base64,${'A'.repeat(1_600_000)}`);
        expect(huge.statusCode).toBe(400);
        expect(body(huge).fields?.[0]?.field).toBe('data');
        await expectNothingStored();
      });
    });

    describe('the multipart request', () => {
      it('needs a file and a valid draftKey, in either order', async () => {
        const png = await solidImage('png');
        const noFile = await upload(null);
        expect(noFile.statusCode).toBe(400);
        expect(body(noFile).fields?.map((field) => `${field.field}:${field.code}`)).toEqual(['file:required']);
        const noKey = await upload({ data: png }, { draftKey: null });
        expect(body(noKey).fields?.map((field) => `${field.field}:${field.code}`)).toEqual(['draftKey:required']);
        const badKey = await upload({ data: png }, { draftKey: '../../etc' });
        expect(body(badKey).fields?.map((field) => `${field.field}:${field.code}`)).toEqual(['draftKey:invalidFormat']);
        await expectNothingStored();

        const fileFirst = multipart([
          { name: 'file', filename: 'a.png', contentType: 'image/png', data: png },
          { name: 'draftKey', value: DRAFT },
        ]);
        const response = await t.app.inject({
          method: 'POST',
          url: UPLOAD,
          payload: fileFirst.payload,
          headers: { 'content-type': fileFirst.contentType, ...member.headers },
        });
        expect(response.statusCode).toBe(200);
      });

      it('refuses two files, JSON instead of multipart, and a broken body, with 4xx', async () => {
        const png = await solidImage('png');
        const two = multipart([
          { name: 'draftKey', value: DRAFT },
          { name: 'file', filename: 'a.png', contentType: 'image/png', data: png },
          { name: 'file', filename: 'b.png', contentType: 'image/png', data: png },
        ]);
        const twoFiles = await t.app.inject({
          method: 'POST',
          url: UPLOAD,
          payload: two.payload,
          headers: { 'content-type': two.contentType, ...member.headers },
        });
        expect(twoFiles.statusCode).toBe(400);

        const json = await t.app.inject({
          method: 'POST',
          url: UPLOAD,
          payload: { file: 'x' },
          headers: member.headers,
        });
        expect(json.statusCode).toBe(415);
        expect(body(json).code).toBe('UNSUPPORTED_MEDIA_TYPE');

        const broken = await t.app.inject({
          method: 'POST',
          url: UPLOAD,
          payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
          headers: { 'content-type': 'multipart/form-data; boundary=x', ...member.headers },
        });
        expect(broken.statusCode).toBeGreaterThanOrEqual(400);
        expect(broken.statusCode).toBeLessThan(500);
        await expectNothingStored();
      });

      it('is accepted by the upload call only: other calls keep refusing multipart bodies', async () => {
        const form = multipart([{ name: 'userId', value: 'a@example.com' }]);
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/user/signin',
          payload: form.payload,
          headers: { 'content-type': form.contentType },
        });
        expect(response.statusCode).toBe(415);
        expect(body(response).code).toBe('UNSUPPORTED_MEDIA_TYPE');
      });

      it('answers in the language the query names', async () => {
        const response = await upload({ data: oneByteMore }, { url: `${UPLOAD}?lang=en` });
        expect(body(response).message).toBe('File size exceeded. Images can be up to 1 MB.');
      });

      it('goes through the same-origin check when the session is a cookie', async () => {
        const png = await solidImage('png');
        const cookie = { cookie: `${ACCESS_COOKIE}=${member.token}` };
        const crossSite = await upload(
          { data: png },
          { as: null, headers: { ...cookie, origin: 'https://evil.example' } },
        );
        expect(crossSite.statusCode).toBe(403);
        expect(body(crossSite).code).toBe('CROSS_ORIGIN_REQUEST');
        const noOrigin = await upload({ data: png }, { as: null, headers: cookie });
        expect(noOrigin.statusCode).toBe(403);
        await expectNothingStored();
        const sameOrigin = await upload(
          { data: png },
          { as: null, headers: { ...cookie, 'sec-fetch-site': 'same-origin' } },
        );
        expect(sameOrigin.statusCode).toBe(200);
      });
    });

    describe('serving /uploads', () => {
      async function storedUrl(): Promise<string> {
        const response = await upload({ data: await solidImage('png') });
        return body(response).data.url as string;
      }

      it('answers HEAD with the headers and 404 for keys it does not know', async () => {
        const url = await storedUrl();
        const head = await t.app.inject({ method: 'HEAD', url });
        expect(head.statusCode).toBe(200);
        expect(head.headers['content-type']).toBe('image/png');
        expect(head.headers['x-content-type-options']).toBe('nosniff');

        const missing = await t.app.inject({ method: 'GET', url: '/uploads/2026/01/AAAAAAAAAAAAAAAAAAAAAA.png' });
        expect(missing.statusCode).toBe(404);
        expect(missing.headers['cache-control'] ?? '').not.toContain('immutable');
      });

      it('never serves a file that has no row, nor files outside the uploads folder', async () => {
        await storedUrl();
        // A file on disk under the uploads folder without a row, and the database's neighbours.
        await fs.mkdir(path.join(dataDir, 'uploads', 'stray'), { recursive: true });
        await fs.writeFile(path.join(dataDir, 'uploads', 'stray', 'file.png'), await solidImage('png'));
        await fs.writeFile(path.join(dataDir, 'data.sqlite'), 'secret database');
        await fs.writeFile(path.join(dataDir, 'session-secret'), 'secret');
        for (const url of [
          '/uploads/stray/file.png',
          '/uploads/../data.sqlite',
          '/uploads/%2e%2e/data.sqlite',
          '/uploads/..%2fdata.sqlite',
          '/uploads/%2e%2e%2fdata.sqlite',
          '/uploads/..%5cdata.sqlite',
          '/uploads/2026/..%2f..%2fdata.sqlite',
          '/uploads/%252e%252e%252fdata.sqlite',
          '/uploads//etc/passwd',
          '/uploads/session-secret',
          '/uploads/',
          '/uploads',
          '/uploads/stray/',
        ]) {
          const response = await t.app.inject({ method: 'GET', url });
          expect(response.statusCode, url).toBe(404);
          expect(response.body, url).not.toContain('secret');
        }
      });

      it('answers 404 when the row is there but the file is gone', async () => {
        const url = await storedUrl();
        const [file] = await storedFiles();
        await fs.rm(file as string);
        expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      });
    });
  });
}

/** The web renderer's catch-all must leave /uploads to the uploads route. */
describe('uploads beside the web renderer', () => {
  it('routes /uploads/* to the uploads route, not to the pages', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hearth-uploads-'));
    let pageCalls = 0;
    const t = await createTestApp('sqlite', {
      env: { DATA_DIR: dataDir },
      // A stand-in for server/web.ts's catch-all (the real one needs a build): same path, registered after the modules.
      extraRoutes: async (app: FastifyInstance) => {
        app.get('/*', async () => {
          pageCalls += 1;
          return 'page';
        });
      },
    });
    try {
      const missing = await t.app.inject({ method: 'GET', url: '/uploads/2026/01/AAAAAAAAAAAAAAAAAAAAAA.png' });
      expect(missing.statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/ko/forum' })).body).toBe('page');
      expect(pageCalls).toBe(1);
    } finally {
      await t.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
