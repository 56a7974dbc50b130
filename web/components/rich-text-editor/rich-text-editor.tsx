import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ContentStats, contentStats } from '../../../common/validation/post-fields.ts';
import { useDialogs } from '../ui/dialogs.tsx';
import { EditorPanelForm } from './editor-panel.tsx';
import { parseEmbedUrl } from './embed-url.ts';
import { editorExtensions } from './extensions.ts';
import { FigureToolbar } from './figure-toolbar.tsx';
import { TableToolbar } from './table-toolbar.tsx';
import { Toolbar } from './toolbar.tsx';
import type { EditorPanel } from './toolbar-tool.tsx';
import { createImageUploader, type ImageUploader } from './upload/image-uploader.ts';

export interface RichTextEditorProps {
  /** The editable element's id: field errors move the focus here. */
  id: string;
  labelledBy: string;
  /** The field's name, for the toolbar's accessible name. */
  fieldLabel: string;
  describedBy?: string;
  invalid: boolean;
  initialContent: string;
  placeholder: string;
  /** Groups the editor's uploads (P19): a post's draft key, or an article editor's own key. */
  draftKey: string;
  lang: string;
  /** `main`: images and videos (a post's content, an article's text); `admin`: text only (P14). */
  variant: 'main' | 'admin';
  /** `first` marks the report of the editor's opening content, before any change. */
  onChange: (html: string, stats: ContentStats, first: boolean) => void;
  /** The editor is mounted and has reported its content: the form can be sent. */
  onReady?: () => void;
  onPendingUploadsChange?: (count: number) => void;
}

/**
 * What SPEC §5 counts, as the server does (server/modules/posts/post-input.ts): the text with
 * one line break between blocks; a post needs text or an image (a video alone is not content).
 */
function statsOf(doc: ProseMirrorNode): ContentStats {
  const text = doc.textBetween(0, doc.content.size, '\n', ' ').trim();
  let image = false;
  doc.descendants((node) => {
    if (node.type.name === 'figure') image = true;
    return !image;
  });
  return contentStats(text, image);
}

function imageFiles(list: FileList | null | undefined): File[] {
  return [...(list ?? [])].filter((file) => file.type.startsWith('image/') || file.type === '');
}

/**
 * The rich-text editor of SPEC §2.2 and §3.3 (Tiptap): headings, marks, lists, quotes, code,
 * lines, links, tables, images with captions and alignment, YouTube and Vimeo players. Shared by
 * the posts' writing pages and the knowledge areas' article editor, each of which imports it
 * with React.lazy: never import it statically, a reading page must not carry Tiptap (P29).
 */
export default function RichTextEditor(props: RichTextEditorProps) {
  const { t } = useTranslation('editor');
  const dialogs = useDialogs();
  const [panel, setPanel] = useState<EditorPanel | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const uploader = useRef<ImageUploader | null>(null);
  // Tiptap keeps the callbacks it was created with: they read the latest props through this.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const media = props.variant === 'main';

  const editor = useEditor({
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    // The site's CSP: no injected <style> element; editor.css holds these rules.
    injectCSS: false,
    content: props.initialContent || '',
    extensions: editorExtensions({
      media,
      placeholder: props.placeholder,
      captionPlaceholder: t('figure.captionPlaceholder'),
      imageLabel: t('figure.imageLabel'),
      videoLabels: { youtube: t('video.youtube'), vimeo: t('video.vimeo') },
    }),
    editorProps: {
      attributes: {
        id: props.id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': props.labelledBy,
        ...(props.describedBy ? { 'aria-describedby': props.describedBy } : {}),
        class: `editor-content ${media ? 'editor-content--main' : 'editor-content--admin'}`,
      },
      handlePaste(view, event) {
        if (!media) return false;
        const files = imageFiles(event.clipboardData?.files);
        if (files.length > 0) {
          uploader.current?.uploadFiles(files, view.state.selection.from);
          return true;
        }
        const html = event.clipboardData?.getData('text/html') ?? '';
        const video = html ? null : parseEmbedUrl(event.clipboardData?.getData('text/plain') ?? '');
        if (video) {
          view.dispatch(view.state.tr.deleteSelection());
          editorRef.current?.commands.insertEmbed(video);
          return true;
        }
        return false;
      },
      handleDrop(view, event, _slice, moved) {
        if (!media || moved) return false;
        const files = imageFiles(event.dataTransfer?.files);
        if (files.length === 0) return false;
        event.preventDefault();
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos ?? view.state.selection.from;
        uploader.current?.uploadFiles(files, at);
        return true;
      },
    },
    onCreate: ({ editor: created }) => {
      report(created, true);
      latest.current.onReady?.();
    },
    onUpdate: ({ editor: updated, transaction }) => {
      const event = transaction.getMeta('uiEvent');
      if (event === 'paste' || event === 'drop') uploader.current?.uploadDataImages();
      report(updated, false);
    },
  });
  const editorRef = useRef(editor);
  useLayoutEffect(() => {
    editorRef.current = editor;
  }, [editor]);

  function report(current: NonNullable<typeof editor>, first: boolean) {
    const stats = statsOf(current.state.doc);
    latest.current.onChange(stats.empty ? '' : current.getHTML(), stats, first);
  }

  // The aria attributes follow the field's state (an error appears, is fixed).
  useEffect(() => {
    // useEditor destroys an instance whose effects were cleaned up (a Suspense boundary above
    // hiding this part again) and renders anew with a fresh one: nothing to mark on the old one.
    if (!editor || editor.isDestroyed) return;
    const dom = editor.view.dom;
    dom.setAttribute('aria-invalid', props.invalid ? 'true' : 'false');
    if (props.describedBy) dom.setAttribute('aria-describedby', props.describedBy);
    else dom.removeAttribute('aria-describedby');
  }, [editor, props.invalid, props.describedBy]);

  useEffect(() => {
    if (!editor || !media) return;
    const created = createImageUploader(editor, {
      draftKey: props.draftKey,
      lang: props.lang,
      texts: {
        uploading: (name) => t('upload.uploading', { name }),
        percent: (value) => t('upload.percent', { value }),
        message: (code) => (code === 'uploadFailed' ? t('upload.failed') : t(`errors:${code}`)),
      },
      alert: (message) => void dialogs.alert({ title: message }),
      onPendingChange: (count) => latest.current.onPendingUploadsChange?.(count),
    });
    uploader.current = created;
    // A restored draft may still hold pasted images that never reached the server.
    created.uploadDataImages();
    return () => {
      created.destroy();
      uploader.current = null;
    };
  }, [editor, media, props.draftKey, props.lang, t, dialogs]);

  if (!editor) return null;

  return (
    <div
      className="overflow-hidden rounded-md border border-ink-300 bg-white focus-within:border-ember-700 data-invalid:border-berry-700 data-invalid:ring-1 data-invalid:ring-berry-700"
      data-invalid={props.invalid || undefined}
    >
      <Toolbar
        editor={editor}
        label={t('toolbar.labelFor', { field: props.fieldLabel })}
        media={media}
        panel={panel}
        onPanel={setPanel}
        onPickImage={() => fileInput.current?.click()}
      />
      <TableToolbar editor={editor} />
      {media ? <FigureToolbar editor={editor} panel={panel} onPanel={setPanel} /> : null}
      {panel ? <EditorPanelForm key={panel} editor={editor} panel={panel} onClose={() => setPanel(null)} /> : null}
      <EditorContent
        editor={editor}
        className={`overflow-y-auto ${media ? 'h-[260px] desktop:h-[490px]' : 'h-[180px] desktop:h-[260px]'}`}
      />
      {media ? (
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          multiple
          hidden
          tabIndex={-1}
          aria-hidden="true"
          data-testid="editor-image-input"
          onChange={(event) => {
            const files = imageFiles(event.target.files);
            event.target.value = '';
            uploader.current?.uploadFiles(files, editor.state.selection.from);
          }}
        />
      ) : null}
    </div>
  );
}
