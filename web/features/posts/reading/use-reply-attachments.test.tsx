// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api.ts';
import { i18nFor } from '../../../lib/i18n.ts';
import type { UploadImageOptions, UploadResult } from '../../../lib/upload-image.ts';
import { useReplyAttachments } from './use-reply-attachments.ts';

interface PendingUpload {
  file: Blob;
  options: UploadImageOptions;
  resolve: (result: UploadResult) => void;
  reject: (reason: unknown) => void;
}
const uploads: PendingUpload[] = [];

vi.mock('../../../lib/upload-image.ts', () => ({
  isTooLarge: (file: Blob) => file.size > 1_048_576,
  uploadImage: (file: Blob, options: UploadImageOptions) =>
    new Promise<UploadResult>((resolve, reject) => uploads.push({ file, options, resolve, reject })),
}));

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18nFor('en')}>{children}</I18nextProvider>
);
const t = i18nFor('en').getFixedT('en');
const png = (name = 'a.png', size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const uploaded = (url: string) => ({ url }) as UploadResult;

beforeEach(() => {
  uploads.length = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:preview');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useReplyAttachments', () => {
  it('starts from the images of the reply being edited', () => {
    const { result } = renderHook(() => useReplyAttachments(['/uploads/1.png']), { wrapper });
    expect(result.current.imageUrls).toEqual(['/uploads/1.png']);
    expect(result.current.uploading).toBe(false);
    // Images already saved need no draft key.
    expect(result.current.draftKey).toBeNull();
  });

  it('uploads each image at once under one draft key, with progress, and sends only finished ones', async () => {
    const { result } = renderHook(() => useReplyAttachments([]), { wrapper });
    await act(() => result.current.addFiles([png('a.png'), png('b.png')]));
    expect(uploads).toHaveLength(2);
    expect(uploads[0]?.options.draftKey).toMatch(/^reply-/);
    expect(uploads[1]?.options.draftKey).toBe(uploads[0]?.options.draftKey);
    expect(result.current.draftKey).toBe(uploads[0]?.options.draftKey);
    expect(result.current.uploading).toBe(true);
    expect(result.current.imageUrls).toEqual([]);

    act(() => uploads[0]?.options.onProgress?.(0.5));
    expect(result.current.attachments[0]?.progress).toBe(0.5);
    await act(async () => uploads[0]?.resolve(uploaded('/uploads/a.png')));
    expect(result.current.imageUrls).toEqual(['/uploads/a.png']);
    expect(result.current.uploading).toBe(true);
    await act(async () => uploads[1]?.resolve(uploaded('/uploads/b.png')));
    expect(result.current.imageUrls).toEqual(['/uploads/a.png', '/uploads/b.png']);
    expect(result.current.uploading).toBe(false);
  });

  it('refuses other file types and large files with their messages, before any upload', async () => {
    const { result } = renderHook(() => useReplyAttachments([]), { wrapper });
    await act(() => result.current.addFiles([new File(['x'], 'a.txt', { type: 'text/plain' })]));
    expect(result.current.uploadError).toBe(t('errors:FILE_TYPE_UNSUPPORTED'));
    await act(() => result.current.addFiles([png('big.png', 1_048_577)]));
    expect(result.current.uploadError).toBe(t('errors:FILE_SIZE_EXCEEDED'));
    expect(uploads).toHaveLength(0);
    expect(result.current.attachments).toEqual([]);
  });

  it("drops a failed upload and says the API's reason", async () => {
    const { result } = renderHook(() => useReplyAttachments([]), { wrapper });
    await act(() => result.current.addFiles([png()]));
    await act(async () => uploads[0]?.reject(new ApiError(429, { code: 'UPLOAD_ABUSING', message: 'Take a break.' })));
    expect(result.current.attachments).toEqual([]);
    expect(result.current.uploadError).toBe('Take a break.');
  });

  it('removing an image stops its upload; reset empties the composer for the next reply', async () => {
    const { result } = renderHook(() => useReplyAttachments(['/uploads/1.png']), { wrapper });
    await act(() => result.current.addFiles([png()]));
    const running = result.current.attachments[1];
    expect(running?.controller).toBeDefined();
    act(() => result.current.remove(running!));
    expect(running?.controller?.signal.aborted).toBe(true);
    expect(result.current.imageUrls).toEqual(['/uploads/1.png']);
    act(() => result.current.reset());
    expect(result.current.attachments).toEqual([]);
    expect(result.current.draftKey).toBeNull();
  });

  it('stops running uploads when the composer closes', async () => {
    const { result, unmount } = renderHook(() => useReplyAttachments([]), { wrapper });
    await act(() => result.current.addFiles([png()]));
    const controller = result.current.attachments[0]?.controller;
    unmount();
    expect(controller?.signal.aborted).toBe(true);
  });
});
