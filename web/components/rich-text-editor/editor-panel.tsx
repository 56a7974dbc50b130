import type { Editor } from '@tiptap/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseEmbedUrl } from './embed-url.ts';
import type { EditorPanel } from './toolbar-tool.tsx';

/** Links of P15: http, https and mailto only. A bare "example.com" is taken as https. */
export function linkHref(value: string): string | null {
  const text = value.trim();
  if (text === '' || /\s/.test(text)) return null;
  if (/^mailto:[^@\s]+@[^@\s]+$/i.test(text)) return text;
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname.includes('.') && url.hostname !== 'localhost') return null;
    return url.href;
  } catch {
    return null;
  }
}

function initialValue(editor: Editor, panel: EditorPanel): string {
  if (panel === 'link') return String(editor.getAttributes('link').href ?? '');
  if (panel === 'alt') return String(editor.getAttributes('figure').alt ?? '');
  return '';
}

/**
 * The small form under the toolbar for a link's address, a video's address or an image's
 * description. It takes the focus when it opens and gives it back to the text when it closes.
 */
export function EditorPanelForm({
  editor,
  panel,
  onClose,
}: {
  editor: Editor;
  panel: EditorPanel;
  onClose: () => void;
}) {
  const { t } = useTranslation('editor');
  const id = useId();
  const [value, setValue] = useState(() => initialValue(editor, panel));
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const [hadLink] = useState(() => editor.isActive('link'));

  useEffect(() => {
    input.current?.focus();
  }, []);

  const close = () => {
    onClose();
    editor.commands.focus();
  };

  function submit(event: { preventDefault(): void; stopPropagation(): void }) {
    event.preventDefault();
    // Panels live inside the post's form: their submit must not send the post.
    event.stopPropagation();
    if (panel === 'link') {
      if (value.trim() === '') {
        editor.chain().focus().extendMarkRange('link').unsetLink().run();
        onClose();
        return;
      }
      const href = linkHref(value);
      if (!href) return setError(t('link.invalid'));
      const chain = editor.chain().focus().extendMarkRange('link');
      if (editor.state.selection.empty && !editor.isActive('link')) {
        chain.insertContent({ type: 'text', text: value.trim(), marks: [{ type: 'link', attrs: { href } }] }).run();
      } else {
        chain.setLink({ href }).run();
      }
    } else if (panel === 'video') {
      const video = parseEmbedUrl(value);
      if (!video) return setError(t('video.invalid'));
      editor.chain().focus().insertEmbed(video).run();
    } else {
      editor
        .chain()
        .focus()
        .updateAttributes('figure', { alt: value.trim().slice(0, 300) })
        .run();
    }
    onClose();
  }

  const errorId = `${id}-error`;
  return (
    // A div rather than a nested <form> (invalid HTML): Enter in the input submits through onKeyDown.
    <div className="flex flex-wrap items-end gap-2 border-b border-ink-300 bg-flour-50 p-2">
      <div className="min-w-0 flex-1 basis-56">
        <label htmlFor={`${id}-input`} className="mb-1 block text-sm font-semibold text-ink-800">
          {t(`${panel}.label`)}
        </label>
        <input
          ref={input}
          id={`${id}-input`}
          type={panel === 'alt' ? 'text' : 'url'}
          inputMode={panel === 'alt' ? 'text' : 'url'}
          value={value}
          maxLength={panel === 'alt' ? 300 : 2000}
          placeholder={panel === 'alt' ? undefined : t(`${panel}.placeholder`)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setError(undefined);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') submit(event);
            if (event.key === 'Escape') {
              event.preventDefault();
              close();
            }
          }}
          className="min-h-9 w-full rounded-md border border-ink-300 bg-white px-2.5 text-base text-ink-900 aria-invalid:border-berry-700"
        />
        {error ? (
          <p id={errorId} className="mt-1 text-sm font-semibold text-berry-700">
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex gap-2">
        <button
          type="button"
          onClick={submit}
          className="min-h-9 rounded-md bg-ember-700 px-3 text-sm font-semibold text-white hover:bg-ember-800"
        >
          {t(`${panel}.apply`)}
        </button>
        {panel === 'link' && hadLink ? (
          <button
            type="button"
            onClick={() => {
              editor.chain().focus().extendMarkRange('link').unsetLink().run();
              onClose();
            }}
            className="min-h-9 rounded-md border border-ink-300 bg-white px-3 text-sm font-semibold text-ink-800"
          >
            {t('link.remove')}
          </button>
        ) : null}
        <button
          type="button"
          onClick={close}
          className="min-h-9 rounded-md px-3 text-sm font-semibold text-ink-800 hover:bg-flour-200"
        >
          {t('panel.cancel')}
        </button>
      </div>
    </div>
  );
}
