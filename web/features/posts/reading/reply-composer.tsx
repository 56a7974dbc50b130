import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusWhenPresent } from '../../../components/ui/focus-when-present.ts';
import { replyElementId } from '../post-paths.ts';
import type { ReplyDto } from '../../../../common/contracts/posts.ts';
import { IMAGE_MIME_TYPES, REPLY_MAX_LENGTH, textLength } from '../../../../common/validation/post.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/toasts.tsx';
import { ApiError } from '../../../lib/api.ts';
import { isTooLarge, uploadImage } from '../../../lib/upload-image.ts';
import { VIA_FETCHER } from './post-action-result.ts';
import { ImageIcon } from './reading-icons.tsx';
import { hasReplyContent } from './reply-html.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useFailureFeedback, useMemberGuard, usePostFetcher } from './use-post-fetcher.ts';

interface Attachment {
  key: number;
  /** The uploaded address, once the upload is done. */
  url?: string;
  /** A local preview while the file is on its way. */
  preview?: string;
  progress: number;
  controller?: AbortController;
}

export interface ReplyComposerProps {
  mode: 'add' | 'edit';
  /** add: the reply being answered (none: the post). */
  parentId?: number;
  /** edit: the reply being edited. */
  replyId?: number;
  initialText?: string;
  initialImages?: string[];
  /** The textarea's accessible name. */
  label: string;
  placeholder?: string;
  autoFocus?: boolean;
  onDone?: (reply: ReplyDto) => void;
  onCancel?: () => void;
  /** A mistake of a form posted without script (the route's action data). */
  documentError?: string;
}

let attachmentKeys = 0;

/** A key for one composer's uploads (P19): they count together until the reply is saved. */
function newDraftKey(): string {
  return `reply-${crypto.randomUUID()}`;
}

/**
 * The reply composer (SPEC §2.2, §5): a textarea, not the post editor, so that the reading page's
 * script stays small. Images upload straight away (web/lib/upload-image.ts) with progress,
 * previews and removal; the action turns the text and the images into the reply's HTML
 * (reply-html.ts). A plain form without script; a fetcher with it.
 */
export function ReplyComposer({
  mode,
  parentId,
  replyId,
  initialText = '',
  initialImages = [],
  label,
  placeholder,
  autoFocus,
  onDone,
  onCancel,
  documentError,
}: ReplyComposerProps) {
  const { t, i18n } = useTranslation('post');
  const toast = useToast();
  const guard = useMemberGuard();
  const showFailure = useFailureFeedback();
  const hydrated = useHydrated();
  const textareaId = useId();
  const errorId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [draftKey, setDraftKey] = useState<string | null>(null);
  const [text, setText] = useState(initialText);
  const [attachments, setAttachments] = useState<Attachment[]>(() =>
    initialImages.map((url) => ({ key: ++attachmentKeys, url, progress: 1 })),
  );
  const [error, setError] = useState(documentError ?? '');
  const [uploadError, setUploadError] = useState('');

  const fetcher = usePostFetcher({
    onResult: (result) => {
      if (result.intent !== 'replyAdd' && result.intent !== 'replyUpdate') return;
      if (!result.ok) {
        if (result.fields.content) return setError(result.fields.content);
        return showFailure(result);
      }
      setText('');
      setAttachments([]);
      setDraftKey(null);
      toast.show({ tone: 'success', title: t(mode === 'add' ? 'replies.added' : 'replies.updated') });
      onDone?.(result.reply);
      // The keyboard continues from the reply just written, not from the top of the page.
      focusWhenPresent(replyElementId(result.reply.id));
    },
  });
  const sending = fetcher.state !== 'idle';
  const uploading = attachments.some((item) => item.url === undefined);

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

  const addFiles = (files: FileList | null) => {
    setUploadError('');
    let sharedKey = draftKey;
    for (const file of files ? [...files] : []) {
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

  const imageUrls = attachments.flatMap((item) => (item.url ? [item.url] : []));

  return (
    <fetcher.Form
      method="post"
      noValidate
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        if (!hasReplyContent(text, imageUrls)) return setError(t('errors:replyPlz'));
        if (textLength(text) > REPLY_MAX_LENGTH) return setError(t('errors:replyMaxLength'));
        setError('');
        void (mode === 'add' ? guard('replyAdd') : Promise.resolve(true)).then((go) => {
          if (go) void fetcher.submit(form, { method: 'post' });
        });
      }}
    >
      <input type="hidden" name="intent" value={mode === 'add' ? 'replyAdd' : 'replyUpdate'} />
      <input type="hidden" name={VIA_FETCHER} value={hydrated ? 'fetcher' : 'document'} />
      {parentId !== undefined ? <input type="hidden" name="parentId" value={parentId} /> : null}
      {replyId !== undefined ? <input type="hidden" name="replyId" value={replyId} /> : null}
      {draftKey && attachments.length > 0 ? <input type="hidden" name="draftKey" value={draftKey} /> : null}
      {imageUrls.map((url) => (
        <input key={url} type="hidden" name="imageUrl" value={url} />
      ))}

      <label htmlFor={textareaId} className="sr-only">
        {label}
      </label>
      <textarea
        id={textareaId}
        name="text"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError('');
        }}
        placeholder={placeholder}
        rows={3}
        // Opened by the member's own click on "answer" or "edit": the typing starts there.
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="field-sizing-content max-h-96 min-h-24 w-full resize-y rounded-md border border-ink-300 bg-white px-3 py-2 text-base text-ink-900 placeholder:text-ink-500 focus:border-ember-700 aria-invalid:border-berry-700"
      />
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-semibold text-berry-700">
          {error}
        </p>
      ) : null}

      {attachments.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('composer.images')}>
          {attachments.map((item, index) => (
            <li
              key={item.key}
              className="relative size-20 overflow-hidden rounded-md border border-flour-300 bg-flour-100"
            >
              <img
                src={item.url ?? item.preview}
                alt={t('composer.imageAlt', { index: index + 1 })}
                className="size-full object-cover"
              />
              {item.url === undefined ? (
                <span className="absolute inset-x-1 bottom-1 rounded-sm bg-white/90 px-1 text-center text-xs font-semibold text-ink-800">
                  {t('composer.uploading', { percent: Math.round(item.progress * 100) })}
                </span>
              ) : null}
              <button
                type="button"
                onClick={() => remove(item)}
                aria-label={t('composer.removeImage', { index: index + 1 })}
                className="absolute top-0.5 right-0.5 inline-flex size-7 items-center justify-center rounded-full bg-ink-900/75 text-white hover:bg-ink-900"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {uploadError ? (
        <p role="alert" className="text-sm font-semibold text-berry-700">
          {uploadError}
        </p>
      ) : null}

      <div className="flex flex-wrap items-center justify-between gap-2">
        {hydrated ? (
          <>
            <input
              ref={fileInput}
              type="file"
              accept={IMAGE_MIME_TYPES.join(',')}
              multiple
              hidden
              onChange={(event) => {
                addFiles(event.target.files);
                event.target.value = '';
              }}
            />
            <Button variant="ghost" size="sm" icon={<ImageIcon />} onClick={() => fileInput.current?.click()}>
              {t('composer.addImage')}
            </Button>
          </>
        ) : (
          <span />
        )}
        <div className="flex gap-2">
          {onCancel ? (
            <Button variant="secondary" size="sm" onClick={onCancel}>
              {t('common:action.cancel')}
            </Button>
          ) : null}
          <Button type="submit" size="sm" disabled={sending || uploading}>
            {sending ? t('composer.sending') : t(mode === 'add' ? 'composer.submit' : 'composer.save')}
          </Button>
        </div>
      </div>
    </fetcher.Form>
  );
}
