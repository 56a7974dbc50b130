import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FigureAlign } from './nodes/figure.ts';
import { useRovingFocus } from './roving-focus.ts';
import {
  BoldIcon,
  BulletListIcon,
  CodeBlockIcon,
  HeadingIcon,
  ImageIcon,
  ItalicIcon,
  LinkIcon,
  OrderedListIcon,
  ParagraphIcon,
  QuoteIcon,
  RedoIcon,
  RuleIcon,
  StrikeIcon,
  TableIcon,
  UnderlineIcon,
  UndoIcon,
  VideoIcon,
} from './toolbar-icons.tsx';

export type EditorPanel = 'link' | 'video' | 'alt';

const buttonClass =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-md text-ink-800 transition-colors duration-200 ' +
  'hover:bg-flour-200 active:bg-flour-300 aria-pressed:bg-ember-100 aria-pressed:text-ember-900';

const textButtonClass =
  'inline-flex min-h-9 shrink-0 items-center whitespace-nowrap justify-center rounded-md border border-ink-300 bg-white px-2.5 ' +
  'text-sm font-semibold text-ink-800 hover:border-ember-700 hover:text-ember-800 aria-pressed:border-ember-700 ' +
  'aria-pressed:bg-ember-50 aria-pressed:text-ember-900';

interface ToolProps {
  name: string;
  label: string;
  pressed?: boolean;
  onRun: () => void;
  roving: ReturnType<typeof useRovingFocus>;
  children: ReactNode;
  text?: boolean;
}

/** One control; pressing it does not take the focus out of the text (mousedown is kept from the button). */
function Tool({ name, label, pressed, onRun, roving, children, text }: ToolProps) {
  return (
    <button
      type="button"
      className={text ? textButtonClass : buttonClass}
      aria-label={text ? undefined : label}
      title={text ? undefined : label}
      aria-pressed={pressed}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onRun}
      {...roving.itemProps(name)}
    >
      {children}
    </button>
  );
}

const Divider = () => <span aria-hidden="true" className="mx-1 h-6 w-px shrink-0 bg-ink-300" />;

interface ToolbarProps {
  editor: Editor;
  /** Names the field too: an administrator's page has two editors, each with its toolbar. */
  label: string;
  /** The admin-only editor keeps to text: no images or videos. */
  media: boolean;
  panel: EditorPanel | null;
  onPanel: (panel: EditorPanel | null) => void;
  onPickImage: () => void;
}

/** The formatting controls of SPEC §3.3 "rich text": one toolbar, accessible names and pressed states. */
export function Toolbar({ editor, label, media, panel, onPanel, onPickImage }: ToolbarProps) {
  const { t } = useTranslation('editor');
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      paragraph: current.isActive('paragraph'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      h4: current.isActive('heading', { level: 4 }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      codeBlock: current.isActive('codeBlock'),
      link: current.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const names = [
    'paragraph',
    'h2',
    'h3',
    'h4',
    'bold',
    'italic',
    'underline',
    'strike',
    'bulletList',
    'orderedList',
    'blockquote',
    'codeBlock',
    'horizontalRule',
    'link',
    ...(media ? ['image', 'video'] : []),
    'table',
    'undo',
    'redo',
  ];
  const roving = useRovingFocus(names);
  const tool = (name: string, label: string, icon: ReactNode, onRun: () => void, pressed?: boolean) => (
    <Tool key={name} name={name} label={label} pressed={pressed} onRun={onRun} roving={roving}>
      {icon}
    </Tool>
  );
  const togglePanel = (next: EditorPanel) => onPanel(panel === next ? null : next);

  return (
    <div
      role="toolbar"
      aria-label={label}
      onKeyDown={roving.onKeyDown}
      className="flex items-center gap-0.5 overflow-x-auto border-b border-ink-300 bg-flour-100 p-1.5 desktop:flex-wrap"
    >
      {tool(
        'paragraph',
        t('toolbar.paragraph'),
        <ParagraphIcon />,
        () => chain().setParagraph().run(),
        state?.paragraph,
      )}
      {([2, 3, 4] as const).map((level) =>
        tool(
          `h${level}`,
          t(`toolbar.heading${level}`),
          <HeadingIcon level={level} />,
          () => chain().toggleHeading({ level }).run(),
          state?.[`h${level}`],
        ),
      )}
      <Divider />
      {tool('bold', t('toolbar.bold'), <BoldIcon />, () => chain().toggleBold().run(), state?.bold)}
      {tool('italic', t('toolbar.italic'), <ItalicIcon />, () => chain().toggleItalic().run(), state?.italic)}
      {tool(
        'underline',
        t('toolbar.underline'),
        <UnderlineIcon />,
        () => chain().toggleUnderline().run(),
        state?.underline,
      )}
      {tool('strike', t('toolbar.strike'), <StrikeIcon />, () => chain().toggleStrike().run(), state?.strike)}
      <Divider />
      {tool(
        'bulletList',
        t('toolbar.bulletList'),
        <BulletListIcon />,
        () => chain().toggleBulletList().run(),
        state?.bulletList,
      )}
      {tool(
        'orderedList',
        t('toolbar.orderedList'),
        <OrderedListIcon />,
        () => chain().toggleOrderedList().run(),
        state?.orderedList,
      )}
      {tool(
        'blockquote',
        t('toolbar.blockquote'),
        <QuoteIcon />,
        () => chain().toggleBlockquote().run(),
        state?.blockquote,
      )}
      {tool(
        'codeBlock',
        t('toolbar.codeBlock'),
        <CodeBlockIcon />,
        () => chain().toggleCodeBlock().run(),
        state?.codeBlock,
      )}
      {tool('horizontalRule', t('toolbar.horizontalRule'), <RuleIcon />, () => chain().setHorizontalRule().run())}
      <Divider />
      {tool(
        'link',
        t('toolbar.link'),
        <LinkIcon />,
        () => togglePanel('link'),
        Boolean(state?.link) || panel === 'link',
      )}
      {media ? tool('image', t('toolbar.image'), <ImageIcon />, onPickImage) : null}
      {media ? tool('video', t('toolbar.video'), <VideoIcon />, () => togglePanel('video'), panel === 'video') : null}
      {tool('table', t('toolbar.table'), <TableIcon />, () =>
        chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
      )}
      <Divider />
      {tool('undo', t('toolbar.undo'), <UndoIcon />, () => chain().undo().run())}
      {tool('redo', t('toolbar.redo'), <RedoIcon />, () => chain().redo().run())}
    </div>
  );
}

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
