import type { UploadResult } from '../../common/contracts/posts/uploads.ts';
import type { FieldIssue } from '../../common/errors.ts';
import { PROFILE_IMAGE_MAX_BYTES } from '../../common/validation/member.ts';
import { IMAGE_MAX_BYTES } from '../../common/validation/post.ts';
import { ApiError } from './api.ts';

export type { UploadResult };

export interface UploadImageOptions {
  /** The draft's key (P19): its uploads count together against 15 MB and are kept with the post. */
  draftKey: string;
  /** The interface language: it picks the language of the error message. */
  lang?: string;
  /** Called with 0…1 as the bytes leave the browser (XHR upload progress; fetch has none). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

const UPLOAD_PATH = '/api/post/file/upload';
const UPLOAD_BASE64_PATH = '/api/post/file/uploadBase64';

/**
 * The browser's side of the editor's image upload (SPEC §5, P19). These calls go from the
 * browser straight to the API, not through a route action: an action cannot report upload
 * progress, and the image must appear in the editor while the member keeps typing.
 *
 * Rejects with an ApiError carrying the API's code and localized message (FILE_SIZE_EXCEEDED,
 * POST_UPLOADS_EXCEEDED, FILE_TYPE_UNSUPPORTED …); a network failure is status 0, code
 * NETWORK_ERROR; an abort rejects with the signal's reason (a DOMException named AbortError).
 * Files over 1 MB are refused here without a request, with the code FILE_SIZE_EXCEEDED: callers
 * should check `isTooLarge` first and show the localized alert themselves.
 */
export function uploadImage(file: Blob, options: UploadImageOptions): Promise<UploadResult> {
  if (isTooLarge(file)) {
    return Promise.reject(new ApiError(413, { code: 'FILE_SIZE_EXCEEDED' }));
  }
  const form = new FormData();
  // The field before the file: the server reads the multipart parts in order.
  form.append('draftKey', options.draftKey);
  form.append('file', file, file instanceof File ? file.name : 'image');

  return new Promise<UploadResult>((resolve, reject) => {
    const { signal } = options;
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);

    xhr.open('POST', withLang(UPLOAD_PATH, options.lang));
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      settle();
      const envelope = parseEnvelope(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && envelope.success === true) {
        options.onProgress?.(1);
        resolve(envelope.data as UploadResult);
      } else {
        reject(new ApiError(xhr.status, envelope));
      }
    };
    xhr.onerror = () => {
      settle();
      reject(new ApiError(0, { code: 'NETWORK_ERROR' }));
    };
    xhr.onabort = () => {
      settle();
      reject(signal ? abortReason(signal) : new DOMException('Aborted', 'AbortError'));
    };
    xhr.send(form);
  });
}

/** A pasted image that arrives as a data: URL (pasted HTML, some browsers' clipboard). */
export async function uploadImageDataUrl(
  dataUrl: string,
  options: Omit<UploadImageOptions, 'onProgress'>,
): Promise<UploadResult> {
  let response: Response;
  try {
    response = await fetch(UPLOAD_BASE64_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lang: options.lang, data: dataUrl, draftKey: options.draftKey }),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (options.signal?.aborted) throw abortReason(options.signal);
    throw new ApiError(0, { code: 'NETWORK_ERROR', message: error instanceof Error ? error.message : undefined });
  }
  const envelope = parseEnvelope(await response.text());
  if (response.ok && envelope.success === true) return envelope.data as UploadResult;
  throw new ApiError(response.status, envelope);
}

const PROFILE_UPLOAD_PATH = '/api/user/myprofile_image_upload';

/**
 * The profile image (issue 14, P19): multipart straight to the API, which checks it by content
 * and re-encodes it. Resolves once it is stored; rejects with an ApiError carrying the API's code
 * and localized message, NETWORK_ERROR (status 0) when nothing came back, and
 * PROFILE_IMAGE_SIZE_EXCEEDED without a request for a file over 300 KB.
 */
export async function uploadProfileImage(file: Blob, lang: string): Promise<void> {
  if (file.size > PROFILE_IMAGE_MAX_BYTES) throw new ApiError(413, { code: 'PROFILE_IMAGE_SIZE_EXCEEDED' });
  const form = new FormData();
  form.append('file', file, file instanceof File ? file.name : 'image');
  let response: Response;
  try {
    response = await fetch(withLang(PROFILE_UPLOAD_PATH, lang), {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
    });
  } catch (error) {
    throw new ApiError(0, { code: 'NETWORK_ERROR', message: error instanceof Error ? error.message : undefined });
  }
  const envelope = parseEnvelope(await response.text());
  if (!response.ok || envelope.success !== true) throw new ApiError(response.status, envelope);
}

/** SPEC §5, P19: 1 MB (1,048,576 bytes) per image, checked before any byte is sent. */
export function isTooLarge(file: Blob): boolean {
  return file.size > IMAGE_MAX_BYTES;
}

type Envelope = { success?: boolean; data?: unknown; code?: string; message?: string; fields?: FieldIssue[] };

function parseEnvelope(text: string): Envelope {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Envelope) : {};
  } catch {
    // A proxy's HTML error page, or an empty body: the status alone tells the caller.
    return {};
  }
}

/**
 * A multipart body carries no JSON `lang`: the message language falls back to the language
 * cookie; the query names it too for a server that reads it.
 */
function withLang(path: string, lang: string | undefined): string {
  return lang ? `${path}?lang=${encodeURIComponent(lang)}` : path;
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('Aborted', 'AbortError');
}
