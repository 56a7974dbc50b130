import type { Editor } from '@tiptap/core';
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from '../../../../common/validation/post.ts';
import { ApiError } from '../../../lib/api.ts';
import { isTooLarge, uploadImage, uploadImageDataUrl } from '../../../lib/upload-image.ts';
import type { FigureAttributes } from '../nodes/figure.ts';
import {
  addPlaceholderMeta,
  findPlaceholder,
  removePlaceholderMeta,
  uploadPlaceholderKey,
} from './placeholder-plugin.ts';

export interface ImageUploaderOptions {
  draftKey: string;
  lang: string;
  /** Localized words: `uploading(name, percent)` for the progress line, messages by error code. */
  texts: {
    uploading: (name: string) => string;
    percent: (value: number) => string;
    message: (code: 'FILE_SIZE_EXCEEDED' | 'FILE_TYPE_UNSUPPORTED' | 'uploadFailed') => string;
  };
  /** useDialogs().alert: the refusals of SPEC §5 and §8 are alerts. */
  alert: (message: string) => void;
  /** How many images are still on their way: the form waits for them before saving. */
  onPendingChange: (count: number) => void;
}

export interface ImageUploader {
  /** Picked, pasted or dropped files, each shown with its progress at `position` until it is in. */
  uploadFiles(files: readonly File[], position: number): void;
  /** Images pasted as data: URLs (from HTML, or a restored draft) go through uploadBase64. */
  uploadDataImages(): void;
  destroy(): void;
}

let lastId = 0;
const nextId = () => `upload-${Date.now().toString(36)}-${(lastId += 1)}`;

/** Bytes a base64 data: URL decodes to, without decoding it. */
function dataUrlBytes(src: string): number {
  const base64 = src.slice(src.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

function progressElement(name: string, texts: ImageUploaderOptions['texts']) {
  const element = document.createElement('span');
  element.className = 'editor-upload';
  element.contentEditable = 'false';
  const bar = document.createElement('progress');
  bar.max = 100;
  bar.value = 0;
  bar.setAttribute('aria-label', texts.uploading(name));
  const text = document.createElement('span');
  text.className = 'editor-upload__text';
  text.textContent = `${texts.uploading(name)} ${texts.percent(0)}`;
  element.append(bar, text);
  return {
    element,
    set(fraction: number) {
      const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
      bar.value = percent;
      text.textContent = `${texts.uploading(name)} ${texts.percent(percent)}`;
    },
  };
}

/**
 * The editor's image uploads (SPEC §5, P19): 1 MB checked before a byte is sent, a progress
 * line per image while it travels (XHR upload progress), the server's refusals as alerts.
 */
export function createImageUploader(editor: Editor, options: ImageUploaderOptions): ImageUploader {
  const controller = new AbortController();
  let pending = 0;
  const track = (delta: number) => {
    pending += delta;
    options.onPendingChange(pending);
  };

  const failed = (error: unknown) => {
    if (controller.signal.aborted) return;
    const message =
      error instanceof ApiError && error.status !== 0 && error.message && error.code !== 'INTERNAL_ERROR'
        ? error.message
        : options.texts.message('uploadFailed');
    options.alert(message);
  };

  function uploadFile(file: File, position: number) {
    const id = nextId();
    const progress = progressElement(file.name || 'image', options.texts);
    editor.view.dispatch(
      editor.state.tr.setMeta(uploadPlaceholderKey, addPlaceholderMeta(id, clamp(position), progress.element)),
    );
    track(1);
    uploadImage(file, {
      draftKey: options.draftKey,
      lang: options.lang,
      signal: controller.signal,
      onProgress: progress.set,
    })
      .then((result) => {
        if (editor.isDestroyed) return;
        const at = findPlaceholder(editor.state, id);
        editor.view.dispatch(editor.state.tr.setMeta(uploadPlaceholderKey, removePlaceholderMeta(id)));
        if (at === null) return;
        editor.commands.insertFigure({ src: result.url, width: result.width, height: result.height }, at);
      })
      .catch((error: unknown) => {
        if (!editor.isDestroyed) {
          editor.view.dispatch(editor.state.tr.setMeta(uploadPlaceholderKey, removePlaceholderMeta(id)));
        }
        failed(error);
      })
      .finally(() => track(-1));
  }

  function clamp(position: number) {
    return Math.max(0, Math.min(position, editor.state.doc.content.size));
  }

  return {
    uploadFiles(files, position) {
      for (const file of files) {
        if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) {
          options.alert(options.texts.message('FILE_TYPE_UNSUPPORTED'));
          continue;
        }
        if (isTooLarge(file)) {
          options.alert(options.texts.message('FILE_SIZE_EXCEEDED'));
          continue;
        }
        uploadFile(file, position);
      }
    },

    uploadDataImages() {
      const found: { position: number; attrs: FigureAttributes }[] = [];
      editor.state.doc.descendants((node, position) => {
        const attrs = node.attrs as FigureAttributes;
        if (node.type.name === 'figure' && attrs.src?.startsWith('data:') && attrs.pendingId === null) {
          found.push({ position, attrs });
        }
        return node.isBlock;
      });
      if (found.length === 0) return;
      const tr = editor.state.tr;
      let tooLarge = false;
      const started: { id: string; src: string }[] = [];
      // From the end, so that deleting one does not move the others.
      for (const { position, attrs } of [...found].reverse()) {
        if (dataUrlBytes(attrs.src) > IMAGE_MAX_BYTES) {
          tooLarge = true;
          tr.delete(position, position + (tr.doc.nodeAt(position)?.nodeSize ?? 1));
          continue;
        }
        const id = nextId();
        tr.setNodeMarkup(position, undefined, { ...attrs, pendingId: id });
        started.push({ id, src: attrs.src });
      }
      tr.setMeta('addToHistory', false);
      editor.view.dispatch(tr);
      if (tooLarge) options.alert(options.texts.message('FILE_SIZE_EXCEEDED'));

      for (const { id, src } of started) {
        track(1);
        uploadImageDataUrl(src, { draftKey: options.draftKey, lang: options.lang, signal: controller.signal })
          .then((result) => replacePending(id, { src: result.url, width: result.width, height: result.height }))
          .catch((error: unknown) => {
            replacePending(id, null);
            failed(error);
          })
          .finally(() => track(-1));
      }
    },

    destroy() {
      controller.abort();
    },
  };

  /** Puts the uploaded address in place of the data: URL, or removes the image the server refused. */
  function replacePending(id: string, uploaded: Pick<FigureAttributes, 'src' | 'width' | 'height'> | null) {
    if (editor.isDestroyed) return;
    let target: number | null = null;
    editor.state.doc.descendants((node, position) => {
      if (target !== null) return false;
      if (node.type.name === 'figure' && node.attrs.pendingId === id) target = position;
      return node.isBlock;
    });
    if (target === null) return;
    const tr = editor.state.tr;
    const node = tr.doc.nodeAt(target);
    if (!node) return;
    if (uploaded) tr.setNodeMarkup(target, undefined, { ...node.attrs, ...uploaded, pendingId: null });
    else tr.delete(target, target + node.nodeSize);
    editor.view.dispatch(tr.setMeta('addToHistory', false));
  }
}
