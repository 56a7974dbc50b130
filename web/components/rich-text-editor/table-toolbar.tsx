import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { useTranslation } from 'react-i18next';
import { useRovingFocus } from './roving-focus.ts';
import { Tool } from './toolbar-tool.tsx';

/** Row and column commands, shown while the cursor is in a table. */
export function TableToolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation('editor');
  const inTable = useEditorState({ editor, selector: ({ editor: current }) => current.isActive('table') });
  const headerRow = useEditorState({
    editor,
    selector: ({ editor: current }) => {
      const { $from } = current.state.selection;
      for (let depth = $from.depth; depth > 0; depth -= 1) {
        const node = $from.node(depth);
        if (node.type.name === 'table') return node.firstChild?.firstChild?.type.name === 'tableHeader';
      }
      return false;
    },
  });
  const commands = [
    ['addRowBefore', () => editor.chain().focus().addRowBefore().run()],
    ['addRowAfter', () => editor.chain().focus().addRowAfter().run()],
    ['deleteRow', () => editor.chain().focus().deleteRow().run()],
    ['addColumnBefore', () => editor.chain().focus().addColumnBefore().run()],
    ['addColumnAfter', () => editor.chain().focus().addColumnAfter().run()],
    ['deleteColumn', () => editor.chain().focus().deleteColumn().run()],
    ['toggleHeaderRow', () => editor.chain().focus().toggleHeaderRow().run()],
    ['deleteTable', () => editor.chain().focus().deleteTable().run()],
  ] as const;
  const roving = useRovingFocus(commands.map(([name]) => name));
  if (!inTable) return null;
  return (
    <div
      role="toolbar"
      aria-label={t('table.label')}
      onKeyDown={roving.onKeyDown}
      className="flex items-center gap-1 overflow-x-auto border-b border-ink-300 bg-white p-1.5 desktop:flex-wrap"
    >
      {commands.map(([name, run]) => (
        <Tool
          key={name}
          name={name}
          label={t(`table.${name}`)}
          pressed={name === 'toggleHeaderRow' ? Boolean(headerRow) : undefined}
          onRun={run}
          roving={roving}
          text
        >
          {t(`table.${name}`)}
        </Tool>
      ))}
    </div>
  );
}
