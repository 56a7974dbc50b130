import { type EditorState, Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';

type Meta = { add: { id: string; position: number; element: HTMLElement } } | { remove: { id: string } };

export const uploadPlaceholderKey = new PluginKey<DecorationSet>('uploadPlaceholder');

/**
 * Where an uploading image will go (the ProseMirror upload example): a widget that follows
 * the member's edits while the file travels, showing its progress, and is replaced by the
 * image when the server answers. The widget is not part of the document, so a draft saved
 * meanwhile holds no half-uploaded image.
 */
export function uploadPlaceholderPlugin(): Plugin<DecorationSet> {
  return new Plugin<DecorationSet>({
    key: uploadPlaceholderKey,
    state: {
      init: () => DecorationSet.empty,
      apply(tr, set) {
        let next = set.map(tr.mapping, tr.doc);
        const meta = tr.getMeta(uploadPlaceholderKey) as Meta | undefined;
        if (meta && 'add' in meta) {
          const widget = Decoration.widget(meta.add.position, meta.add.element, { id: meta.add.id, side: -1 });
          next = next.add(tr.doc, [widget]);
        } else if (meta && 'remove' in meta) {
          next = next.remove(next.find(undefined, undefined, (spec) => spec.id === meta.remove.id));
        }
        return next;
      },
    },
    props: {
      decorations: (state) => uploadPlaceholderKey.getState(state),
    },
  });
}

export function addPlaceholderMeta(id: string, position: number, element: HTMLElement): Meta {
  return { add: { id, position, element } };
}

export function removePlaceholderMeta(id: string): Meta {
  return { remove: { id } };
}

/** The placeholder's current position, or null when the member deleted the text around it. */
export function findPlaceholder(state: EditorState, id: string): number | null {
  const set = uploadPlaceholderKey.getState(state);
  const found = set?.find(undefined, undefined, (spec) => spec.id === id);
  return found && found.length > 0 ? found[0]!.from : null;
}
