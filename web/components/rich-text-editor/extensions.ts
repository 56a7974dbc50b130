import { Extension } from '@tiptap/core';
import Link from '@tiptap/extension-link';
import { Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';
import type { EmbedProvider } from './embed-url.ts';
import { Embed } from './nodes/embed.ts';
import { Figure } from './nodes/figure.ts';
import { tableExtensions } from './nodes/table.ts';
import { uploadPlaceholderPlugin } from './upload/placeholder-plugin.ts';

/**
 * Links keep their address only (P15): the rel is always the site's, and a pasted target,
 * class or title is dropped rather than stored.
 */
const SafeLink = Link.extend({
  addAttributes() {
    return { href: { default: null, parseHTML: (element: HTMLElement) => element.getAttribute('href') } };
  },
});

const UploadPlaceholders = Extension.create({
  name: 'uploadPlaceholders',
  addProseMirrorPlugins: () => [uploadPlaceholderPlugin()],
});

export interface EditorExtensionOptions {
  /** Images and videos: the post's content has them, the admin-only part does not. */
  media: boolean;
  placeholder: string;
  captionPlaceholder?: string;
  imageLabel?: string;
  videoLabels?: Record<EmbedProvider, string>;
}

/**
 * What the editor can write (SPEC §3.3, P15), and so what the sanitizer must keep: h2–h4,
 * bold, italic, underline, strike, inline code, code blocks, lists, quotes, horizontal lines,
 * links (http, https, mailto), tables, and with `media` figures and video embeds.
 */
export function editorExtensions(options: EditorExtensionOptions) {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      link: false,
    }),
    SafeLink.configure({
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['mailto'],
      HTMLAttributes: { rel: 'nofollow ugc noopener', target: null, class: null },
      isAllowedUri: (url) => /^(https?:\/\/|mailto:)/i.test(url),
    }),
    Placeholder.configure({ placeholder: options.placeholder }),
    ...tableExtensions,
    ...(options.media
      ? [
          Figure.configure({
            captionPlaceholder: options.captionPlaceholder ?? '',
            imageLabel: options.imageLabel ?? '',
          }),
          Embed.configure({ labels: options.videoLabels ?? { youtube: 'YouTube', vimeo: 'Vimeo' } }),
          UploadPlaceholders,
        ]
      : []),
  ];
}
