import { Node } from '@tiptap/core';
import { NodeSelection, TextSelection } from '@tiptap/pm/state';

export const FIGURE_ALIGNMENTS = ['left', 'center', 'right'] as const;
export type FigureAlign = (typeof FIGURE_ALIGNMENTS)[number];

export interface FigureAttributes {
  src: string;
  alt: string;
  width: number | null;
  height: number | null;
  align: FigureAlign;
  /** Set while a pasted data: image is on its way to the server (uploadBase64). */
  pendingId: string | null;
}

/** Uploaded images only (P19): /uploads/… of this site; a data: image until its upload is done. */
export function acceptedImageSrc(raw: string | null): string | null {
  if (!raw) return null;
  const src = raw.trim();
  if (/^data:image\/(png|jpeg|gif|webp);base64,/i.test(src)) return src;
  if (src.startsWith('/uploads/') && !src.includes('..')) return src;
  // A post's image copied from this site arrives with the site's origin.
  if (typeof window !== 'undefined') {
    try {
      const url = new URL(src);
      if (url.origin === window.location.origin && url.pathname.startsWith('/uploads/')) return url.pathname;
    } catch {
      return null;
    }
  }
  return null;
}

function dimension(value: string | null): number | null {
  const number = Number.parseInt(value ?? '', 10);
  return Number.isInteger(number) && number > 0 && number <= 20_000 ? number : null;
}

function attributesOf(img: Element | null, align: string | null): Partial<FigureAttributes> | false {
  const src = acceptedImageSrc(img?.getAttribute('src') ?? null);
  if (!img || !src) return false;
  return {
    src,
    alt: img.getAttribute('alt') ?? '',
    width: dimension(img.getAttribute('width')),
    height: dimension(img.getAttribute('height')),
    align: (FIGURE_ALIGNMENTS as readonly (string | null)[]).includes(align) ? (align as FigureAlign) : 'center',
  };
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    figure: {
      /**
       * Inserts an uploaded image at `position` (or the selection), centred, without a caption,
       * with a paragraph below it. A member whose cursor was where the image went goes on
       * writing in that paragraph, not in the caption (issue 35 item 7); one who moved on while
       * it uploaded keeps their place.
       */
      insertFigure: (
        attributes: Pick<FigureAttributes, 'src' | 'width' | 'height'> & { alt?: string },
        position?: number,
      ) => ReturnType;
    };
  }
}

/**
 * An image with its caption and alignment (SPEC §3.3), stored as
 * `<figure data-align="left|center|right"><img src="/uploads/…" alt="…" width height><figcaption>…</figcaption></figure>`,
 * the one shape the sanitizer keeps (P15). The caption is the node's own text, so it is
 * written in place under the image. A bare pasted <img> becomes a figure without a caption.
 */
export const Figure = Node.create<{ captionPlaceholder: string; imageLabel: string }>({
  name: 'figure',
  group: 'block',
  content: 'text*',
  marks: '',
  draggable: true,
  isolating: true,
  defining: true,
  selectable: true,

  addOptions() {
    return { captionPlaceholder: '', imageLabel: '' };
  },

  addAttributes() {
    return {
      src: { default: null, rendered: false },
      alt: { default: '', rendered: false },
      width: { default: null, rendered: false },
      height: { default: null, rendered: false },
      align: { default: 'center', rendered: false },
      pendingId: { default: null, rendered: false },
    };
  },

  parseHTML() {
    return [
      {
        tag: 'figure',
        getAttrs: (element) => attributesOf(element.querySelector('img'), element.getAttribute('data-align')),
        contentElement: (element) =>
          element.querySelector('figcaption') ?? element.ownerDocument.createElement('figcaption'),
      },
      { tag: 'img[src]', getAttrs: (element) => attributesOf(element, null) },
    ];
  },

  renderHTML({ node }) {
    const attrs = node.attrs as FigureAttributes;
    const img: Record<string, string> = { src: attrs.src, alt: attrs.alt ?? '' };
    if (attrs.width) img.width = String(attrs.width);
    if (attrs.height) img.height = String(attrs.height);
    return ['figure', { 'data-align': attrs.align }, ['img', img], ['figcaption', 0]];
  },

  addCommands() {
    return {
      insertFigure:
        (attributes, position) =>
        ({ chain, state, tr: start }) => {
          const before = state.selection;
          const stepsBefore = start.steps.length;
          const at = position ?? before.to;
          const cursorWasThere = position === undefined || (before.empty && before.from === position);
          return chain()
            .insertContentAt(at, { type: this.name, attrs: { alt: '', align: 'center', ...attributes } })
            .command(({ tr }) => {
              // insertContentAt leaves the selection at the end of what it inserted: in the caption.
              const { $from } = tr.selection;
              if ($from.parent.type.name !== this.name) return true;
              const after = $from.after();
              const next = tr.doc.nodeAt(after);
              if (next?.type.name !== 'paragraph' || next.content.size > 0) {
                tr.insert(after, state.schema.nodes.paragraph!.create());
              }
              tr.setSelection(
                cursorWasThere
                  ? TextSelection.create(tr.doc, after + 1)
                  : before.map(tr.doc, tr.mapping.slice(stepsBefore)),
              );
              return true;
            })
            .run();
        },
    };
  },

  addKeyboardShortcuts() {
    return {
      // Enter in a caption goes on below the image rather than splitting the caption.
      Enter: ({ editor }) => {
        const { $from } = editor.state.selection;
        if ($from.parent.type.name !== this.name) return false;
        const after = $from.after();
        // The empty paragraph an inserted image comes with is where Enter goes (insertFigure).
        const next = editor.state.doc.nodeAt(after);
        if (next?.type.name === 'paragraph' && next.content.size === 0) {
          return editor.commands.setTextSelection(after + 1);
        }
        return editor
          .chain()
          .insertContentAt(after, { type: 'paragraph' })
          .setTextSelection(after + 1)
          .run();
      },
    };
  },

  addNodeView() {
    const { captionPlaceholder, imageLabel } = this.options;
    return ({ node, getPos, editor }) => {
      const dom = document.createElement('figure');
      const img = document.createElement('img');
      const caption = document.createElement('figcaption');
      img.contentEditable = 'false';
      img.draggable = false;
      caption.setAttribute('data-placeholder', captionPlaceholder);
      dom.append(img, caption);
      // A click on the picture selects the whole figure (to align, describe, delete or drag it).
      img.addEventListener('mousedown', (event) => {
        const position = getPos();
        if (typeof position !== 'number' || !editor.isEditable) return;
        event.preventDefault();
        editor.view.dispatch(editor.state.tr.setSelection(NodeSelection.create(editor.state.doc, position)));
        editor.view.focus();
      });

      const render = (current: typeof node) => {
        const attrs = current.attrs as FigureAttributes;
        dom.setAttribute('data-align', attrs.align);
        dom.classList.toggle('is-pending', attrs.pendingId !== null);
        if (img.getAttribute('src') !== attrs.src) img.setAttribute('src', attrs.src);
        img.setAttribute('alt', attrs.alt || imageLabel);
        for (const name of ['width', 'height'] as const) {
          if (attrs[name]) img.setAttribute(name, String(attrs[name]));
          else img.removeAttribute(name);
        }
        caption.classList.toggle('is-empty', current.content.size === 0);
      };
      render(node);

      return {
        dom,
        contentDOM: caption,
        update: (updated) => {
          if (updated.type !== node.type) return false;
          render(updated);
          return true;
        },
        // Attribute changes made by render() are the view's own, not the member's typing.
        ignoreMutation: (mutation) => mutation.type === 'attributes',
      };
    };
  },
});
