import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_MIME_TYPES } from '../../../../common/validation/post.ts';

/**
 * The upload (web/lib/upload-image.ts and the API client: about 1.2 KB gzip) loads with a
 * member's first image, not with every reading page (docs/performance.md "Reading pages' budget").
 */
const loadUpload = () => Promise.all([import('../../../lib/upload-image.ts'), import('../../../lib/api.ts')]);

export interface Attachment {
  key: number;
  /** The uploaded address, once the upload is done. */
  url?: string;
  /** A local preview while the file is on its way. */
  preview?: string;
  progress: number;
  controller?: AbortController;
}

let attachmentKeys = 0;

/** A key for one composer's uploads (P19): they count together until the reply is saved. */
function newDraftKey(): string {
  return `reply-${crypto.randomUUID()}`;
}

/**
 * A reply's images: each file uploads straight away (web/lib/upload-image.ts) with progress and a
 * local preview, under one draft key per composer; a refused file says why. Previews are revoked
 * and running uploads stop when the composer closes.
 */
export function useReplyAttachments(initialImages: readonly string[]) {
  const { t, i18n } = useTranslation('post');
  const [draftKey, setDraftKey] = useState<string | null>(null);
  const [attachments, setAttachments] = useState<Attachment[]>(() =>
    initialImages.map((url) => ({ key: ++attachmentKeys, url, progress: 1 })),
  );
  const [uploadError, setUploadError] = useState('');

  // Previews hold memory until revoked; uploads still running when the composer closes stop.
  const live = useRef(attachments);
  useEffect(() => {
    live.current = attachments;
  });
  useEffect(
    () => () => {
      for (const item of live.current) {
        item.controller?.abort();
        if (item.preview) URL.revokeObjectURL(item.preview);
      }
    },
    [],
  );

  const update = (key: number, change: Partial<Attachment>) =>
    setAttachments((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const addFiles = async (files: FileList | readonly File[] | null) => {
    setUploadError('');
    // Taken before the wait: the composer empties its file input as soon as this returns.
    const chosen = files ? [...files] : [];
    const [{ isTooLarge, uploadImage }, { ApiError }] = await loadUpload();
    let sharedKey = draftKey;
    for (const file of chosen) {
      if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) {
        setUploadError(t('errors:FILE_TYPE_UNSUPPORTED'));
        continue;
      }
      if (isTooLarge(file)) {
        setUploadError(t('errors:FILE_SIZE_EXCEEDED'));
        continue;
      }
      if (!sharedKey) {
        sharedKey = newDraftKey();
        setDraftKey(sharedKey);
      }
      const key = ++attachmentKeys;
      const controller = new AbortController();
      const preview = URL.createObjectURL(file);
      setAttachments((current) => [...current, { key, preview, progress: 0, controller }]);
      uploadImage(file, {
        draftKey: sharedKey,
        lang: i18n.language,
        signal: controller.signal,
        onProgress: (fraction) => update(key, { progress: fraction }),
      }).then(
        (uploaded) => {
          URL.revokeObjectURL(preview);
          update(key, { url: uploaded.url, preview: undefined, progress: 1, controller: undefined });
        },
        (reason: unknown) => {
          URL.revokeObjectURL(preview);
          setAttachments((current) => current.filter((item) => item.key !== key));
          if (controller.signal.aborted) return;
          setUploadError(reason instanceof ApiError && reason.message ? reason.message : t('composer.uploadFailed'));
        },
      );
    }
  };

  const remove = (item: Attachment) => {
    item.controller?.abort();
    if (item.preview) URL.revokeObjectURL(item.preview);
    setAttachments((current) => current.filter((other) => other.key !== item.key));
  };

  return {
    attachments,
    /** The uploaded images' addresses, in order: what the reply sends. */
    imageUrls: attachments.flatMap((item) => (item.url ? [item.url] : [])),
    uploading: attachments.some((item) => item.url === undefined),
    /** Sent with the reply only when it has images (their uploads belong to it). */
    draftKey: draftKey && attachments.length > 0 ? draftKey : null,
    uploadError,
    addFiles,
    remove,
    /** The reply is saved: the next one starts with no images and a new key. */
    reset: () => {
      setAttachments([]);
      setDraftKey(null);
    },
  };
}

export type ReplyAttachments = ReturnType<typeof useReplyAttachments>;
