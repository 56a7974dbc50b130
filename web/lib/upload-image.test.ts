// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ApiError } from './api.ts';
import { isTooLarge, uploadImage, uploadProfileImage } from './upload-image.ts';

describe('uploadImage', () => {
  it('takes 1,048,576 bytes and refuses one more (SPEC §5)', () => {
    expect(isTooLarge(new Blob([new Uint8Array(1_048_576)]))).toBe(false);
    expect(isTooLarge(new Blob([new Uint8Array(1_048_577)]))).toBe(true);
  });

  it('refuses a file over 1 MB with FILE_SIZE_EXCEEDED without a request', async () => {
    // No server runs here: an attempt to send would fail with NETWORK_ERROR, not this code.
    const failure = uploadImage(new File([new Uint8Array(1_048_577)], 'big.png', { type: 'image/png' }), {
      draftKey: 'abcdefgh',
    });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 413, code: 'FILE_SIZE_EXCEEDED' });
  });

  it('rejects with the signal’s reason when aborted before it starts', async () => {
    const controller = new AbortController();
    controller.abort(new DOMException('left the page', 'AbortError'));
    await expect(
      uploadImage(new File([new Uint8Array(10)], 'a.png', { type: 'image/png' }), {
        draftKey: 'abcdefgh',
        signal: controller.signal,
      }),
    ).rejects.toMatchObject({ name: 'AbortError', message: 'left the page' });
  });
});

describe('uploadProfileImage', () => {
  it('refuses a file over 300 KB (307,200 bytes) with PROFILE_IMAGE_SIZE_EXCEEDED without a request', async () => {
    // No server runs here: an attempt to send would fail with NETWORK_ERROR, not this code.
    const failure = uploadProfileImage(new File([new Uint8Array(307_201)], 'big.png', { type: 'image/png' }), 'en');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 413, code: 'PROFILE_IMAGE_SIZE_EXCEEDED' });
    // Exactly 300 KB is sent: here, to no server, so it fails on the network instead.
    await expect(
      uploadProfileImage(new File([new Uint8Array(307_200)], 'ok.png', { type: 'image/png' }), 'en'),
    ).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});
