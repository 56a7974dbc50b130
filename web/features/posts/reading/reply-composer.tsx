import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusWhenPresent } from '../../../components/ui/focus-when-present.ts';
import { replyElementId } from '../post-paths.ts';
import type { ReplyDto } from '../../../../common/contracts/posts/replies.ts';
import { IMAGE_MIME_TYPES, REPLY_MAX_LENGTH, textLength } from '../../../../common/validation/post.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Counter } from '../../../components/ui/counter.tsx';
import { useToast } from '../../../components/ui/toasts.tsx';
import { VIA_FETCHER } from './post-action-result.ts';
import { AttachmentList } from './attachment-list.tsx';
import { ImageIcon } from './reading-icons.tsx';
import { replyTextOf } from './reply-text.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useFailureFeedback, useMemberGuard, usePostFetcher } from './use-post-fetcher.ts';
import { useReplyAttachments } from './use-reply-attachments.ts';

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

/**
 * The reply composer (SPEC §2.2, §5): a textarea, not the post editor, so that the reading page's
 * script stays small. Images upload straight away (web/lib/upload-image.ts) with progress,
 * previews and removal; the action turns the text and the images into the reply's HTML
 * (reply-html.ts, reply-text.ts). A plain form without script; a fetcher with it.
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
  const { t } = useTranslation('post');
  const toast = useToast();
  const guard = useMemberGuard();
  const showFailure = useFailureFeedback();
  const hydrated = useHydrated();
  const textareaId = useId();
  const errorId = useId();
  const counterId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(initialText);
  const images = useReplyAttachments(initialImages);
  const [error, setError] = useState(documentError ?? '');

  const fetcher = usePostFetcher({
    onResult: (result) => {
      if (result.intent !== 'replyAdd' && result.intent !== 'replyUpdate') return;
      if (!result.ok) {
        if (result.fields.content) return setError(result.fields.content);
        return showFailure(result);
      }
      setText('');
      images.reset();
      toast.show({ tone: 'success', title: t(mode === 'add' ? 'replies.added' : 'replies.updated') });
      onDone?.(result.reply);
      // The keyboard continues from the reply just written, not from the top of the page.
      focusWhenPresent(replyElementId(result.reply.id));
    },
  });
  const sending = fetcher.state !== 'idle';
  const imageUrls = images.imageUrls;

  return (
    <fetcher.Form
      method="post"
      noValidate
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        // The reply's rules (reply-html.ts) load with the first reply sent, not with the page.
        void import('./reply-html.ts').then(async ({ replyComposerIssue }) => {
          const issue = replyComposerIssue(text, imageUrls);
          if (issue) return setError(t(`errors:${issue}`));
          setError('');
          if (mode === 'add' && !(await guard('replyAdd'))) return;
          void fetcher.submit(form, { method: 'post' });
        });
      }}
    >
      <input type="hidden" name="intent" value={mode === 'add' ? 'replyAdd' : 'replyUpdate'} />
      <input type="hidden" name={VIA_FETCHER} value={hydrated ? 'fetcher' : 'document'} />
      {parentId !== undefined ? <input type="hidden" name="parentId" value={parentId} /> : null}
      {replyId !== undefined ? <input type="hidden" name="replyId" value={replyId} /> : null}
      {images.draftKey ? <input type="hidden" name="draftKey" value={images.draftKey} /> : null}
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
        aria-describedby={error ? `${errorId} ${counterId}` : counterId}
        className="field-sizing-content max-h-96 min-h-24 w-full resize-y rounded-md border border-ink-300 bg-white px-3 py-2 text-base text-ink-900 placeholder:text-ink-500 focus:border-ember-700 aria-invalid:border-berry-700"
      />
      {/* The limit while typing, counted as the API counts it (replyContentIssue on replyTextOf). */}
      <div className="flex justify-end">
        <Counter
          id={counterId}
          count={textLength(replyTextOf(text))}
          max={REPLY_MAX_LENGTH}
          label={t('editor:form.characterCount')}
        />
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-semibold text-berry-700">
          {error}
        </p>
      ) : null}

      <AttachmentList attachments={images.attachments} onRemove={images.remove} />
      {images.uploadError ? (
        <p role="alert" className="text-sm font-semibold text-berry-700">
          {images.uploadError}
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
                void images.addFiles(event.target.files);
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
          <Button type="submit" size="sm" disabled={sending || images.uploading}>
            {sending ? t('composer.sending') : t(mode === 'add' ? 'composer.submit' : 'composer.save')}
          </Button>
        </div>
      </div>
    </fetcher.Form>
  );
}
