import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_IMAGE_MAX_BYTES } from '../../../common/validation/member.ts';
import { hugeFlatPng, jpegWithGps, pngOfExactSize, solidImage } from '../../test/fixtures/images.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/harness.ts';
import { body, call, POSTS_TEST_ENV, signInAgain } from '../posts/test-support.ts';
import { createSignedInMember, type Member, uploadProfileImage } from './test-support.ts';

/** /api/user/myprofile_image_upload (SPEC §9 300 KB, P19): by content, re-encoded, squared. */
describe.each(testDialects('api'))('profile images on %s', (dialect) => {
  let t: TestApp;
  let dataDir: string;
  let me: Member;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hearth-profile-images-'));
    t = await createTestApp(dialect, { env: { ...POSTS_TEST_ENV, DATA_DIR: dataDir } });
    me = await createSignedInMember(t.app, 'portrait');
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const fetchImage = (url: string) => t.app.inject({ method: 'GET', url });
  const storedCount = async () =>
    (await fs.readdir(path.join(dataDir, 'uploads'), { recursive: true }).catch(() => [] as string[])).filter((name) =>
      /\.\w+$/.test(name),
    ).length;

  it('takes exactly 300 KB (307,200 bytes) and refuses one byte more with 413', async () => {
    expect(PROFILE_IMAGE_MAX_BYTES).toBe(307_200);
    const exact = await pngOfExactSize(PROFILE_IMAGE_MAX_BYTES);
    const accepted = await uploadProfileImage(t.app, me, exact);
    expect(accepted.statusCode).toBe(200);
    const card = body(accepted).data.user;
    expect(card).toMatchObject({ id: me.id, profileBaseImageIndex: null });
    expect(card.profileImagePath).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[\w-]+\.webp$/);

    const served = await fetchImage(card.profileImagePath);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);

    const before = await storedCount();
    const over = await uploadProfileImage(t.app, me, await pngOfExactSize(PROFILE_IMAGE_MAX_BYTES + 1));
    expect([over.statusCode, body(over).code]).toEqual([413, 'PROFILE_IMAGE_SIZE_EXCEEDED']);
    expect(body(await call(t.app, '/api/user/info', { id: me.id, lang: 'en' }, null)).data.user.profileImagePath).toBe(
      card.profileImagePath,
    );
    expect(await storedCount()).toBe(before);

    // The session's own member (GET /api/user/check, the page chrome's avatar) carries it too (issue 35 item 6).
    const check = await t.app.inject({ method: 'GET', url: '/api/user/check', headers: me.headers });
    expect(body(check).data.user).toMatchObject({
      id: me.id,
      profileImagePath: card.profileImagePath,
      profileBaseImageIndex: null,
    });
  });

  it('strips metadata and squares any shape; jpeg, gif and webp are taken by content whatever the name', async () => {
    const gps = await uploadProfileImage(t.app, me, await jpegWithGps(640, 320));
    expect(gps.statusCode).toBe(200);
    const stored = (await fetchImage(body(gps).data.user.profileImagePath)).rawPayload;
    const meta = await sharp(stored).metadata();
    expect([meta.width, meta.height, meta.exif, meta.xmp, meta.icc]).toEqual([
      256,
      256,
      undefined,
      undefined,
      undefined,
    ]);
    for (const format of ['png', 'jpeg', 'webp'] as const) {
      const response = await uploadProfileImage(t.app, me, await solidImage(format, 300, 20));
      expect(response.statusCode, format).toBe(200);
    }
  });

  it('neutralizes a polyglot by re-encoding, and refuses what is not an image', async () => {
    const script = '<html><body><script>alert(document.cookie)</script></body></html>';
    const png = await solidImage('png', 64, 64);
    const polyglot = Buffer.concat([png, Buffer.from(script)]);
    const response = await uploadProfileImage(t.app, me, polyglot);
    expect(response.statusCode).toBe(200);
    const served = await fetchImage(body(response).data.user.profileImagePath);
    expect(served.rawPayload.includes(Buffer.from('<script'))).toBe(false);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');

    for (const hostile of [
      Buffer.from(`GIF89a/*${'\0'.repeat(8)}*/=alert(1)//`),
      Buffer.from(script),
      Buffer.from('%PDF-1.4\n'),
    ]) {
      const refused = await uploadProfileImage(t.app, me, hostile);
      expect([refused.statusCode, body(refused).code]).toEqual([415, 'FILE_TYPE_UNSUPPORTED']);
    }
  });

  it('refuses a pixel flood before decoding it (IMAGE_DIMENSIONS_EXCEEDED)', async () => {
    // A real flat PNG of 48 megapixels in a few kilobytes, and a header that claims 400 (a bomb).
    const flood = await hugeFlatPng(8000, 6000);
    expect(flood.length).toBeLessThan(PROFILE_IMAGE_MAX_BYTES);
    for (const image of [flood, withPngSize(await solidImage('png', 16, 16), 20_000, 20_000)]) {
      const refused = await uploadProfileImage(t.app, me, image);
      expect([refused.statusCode, body(refused).code]).toEqual([422, 'IMAGE_DIMENSIONS_EXCEEDED']);
    }
    // Making a 48-megapixel PNG takes seconds of a busy 2-core machine's time.
  }, 60_000);

  it('a visitor cannot upload; a missing file is a field issue', async () => {
    const visitor = await uploadProfileImage(t.app, null, await solidImage('png'));
    expect([visitor.statusCode, body(visitor).code]).toEqual([401, 'LOGIN_REQUIRED']);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/user/myprofile_image_upload',
      payload: '--x--\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=x', ...me.headers },
    });
    expect(empty.statusCode).toBe(400);
  });

  it('a new image or a base image releases the old upload, which the purge removes; the shown one stays', async () => {
    const member = await createSignedInMember(t.app, 'swapper');
    const first = body(await uploadProfileImage(t.app, member, await solidImage('png', 50, 50))).data.user;
    const second = body(await uploadProfileImage(t.app, member, await solidImage('jpeg', 50, 50))).data.user;
    await t.app.jobs.runDue();
    expect((await fetchImage(first.profileImagePath)).statusCode).toBe(404);
    expect((await fetchImage(second.profileImagePath)).statusCode).toBe(200);
    // Days later, the purge scheduled when the image was stored spares it: the profile shows it.
    t.clock.advance(30 * 86_400_000);
    await t.app.jobs.runDue();
    expect((await fetchImage(second.profileImagePath)).statusCode).toBe(200);
    const later = await signInAgain(t.app, member);
    const based = body(await call(t.app, '/api/user/update', { profileBaseImageIndex: 1 }, later)).data.profile.user;
    expect(based).toMatchObject({ profileImagePath: null, profileBaseImageIndex: 1 });
    await t.app.jobs.runDue();
    expect((await fetchImage(second.profileImagePath)).statusCode).toBe(404);
  });
});

/** The PNG with its header's size rewritten (and the header's CRC made right again): pixels it does not hold. */
function withPngSize(png: Buffer, width: number, height: number): Buffer {
  const patched = Buffer.from(png);
  // Signature (8), IHDR length (4) and type (4), then width and height.
  patched.writeUInt32BE(width, 16);
  patched.writeUInt32BE(height, 20);
  patched.writeUInt32BE(zlib.crc32(patched.subarray(12, 29)), 29);
  return patched;
}
