import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { useTranslation } from 'react-i18next';
import type { FigureAlign } from './nodes/figure.ts';
import { useRovingFocus } from './roving-focus.ts';
import { type EditorPanel, Tool } from './toolbar-tool.tsx';

/** Alignment, description and removal of the image the cursor is in (or that is selected). */
export function FigureToolbar({
  editor,
  panel,
  onPanel,
}: {
  editor: Editor;
  panel: EditorPanel | null;
  onPanel: (panel: EditorPanel | null) => void;
}) {
  const { t } = useTranslation('editor');
  const figure = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current.isActive('figure') ? { align: String(current.getAttributes('figure').align ?? 'center') } : null,
  });
  const names = ['left', 'center', 'right', 'alt', 'remove'];
  const roving = useRovingFocus(names);
  if (!figure) return null;
  const align = (value: FigureAlign) => editor.chain().focus().updateAttributes('figure', { align: value }).run();
  const remove = () => {
    const { state } = editor;
    const { $from } = state.selection;
    for (let depth = $from.depth; depth >= 0; depth -= 1) {
      if ($from.node(depth).type.name === 'figure') {
        const start = $from.before(depth);
        editor
          .chain()
          .focus()
          .deleteRange({ from: start, to: start + $from.node(depth).nodeSize })
          .run();
        return;
      }
    }
    // A NodeSelection of the figure itself.
    editor.chain().focus().deleteSelection().run();
  };
  return (
    <div
      role="toolbar"
      aria-label={t('figure.label')}
      onKeyDown={roving.onKeyDown}
      className="flex items-center gap-1 overflow-x-auto border-b border-ink-300 bg-white p-1.5 desktop:flex-wrap"
    >
      {(['left', 'center', 'right'] as const).map((value) => (
        <Tool
          key={value}
          name={value}
          label={t(`figure.align.${value}`)}
          pressed={figure.align === value}
          onRun={() => align(value)}
          roving={roving}
          text
        >
          {t(`figure.align.${value}`)}
        </Tool>
      ))}
      <Tool
        name="alt"
        label={t('figure.alt')}
        pressed={panel === 'alt'}
        onRun={() => onPanel(panel === 'alt' ? null : 'alt')}
        roving={roving}
        text
      >
        {t('figure.alt')}
      </Tool>
      <Tool name="remove" label={t('figure.remove')} onRun={remove} roving={roving} text>
        {t('figure.remove')}
      </Tool>
    </div>
  );
}
