import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
import { Divider, type EditorPanel, Tool } from './toolbar-tool.tsx';

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
