import { Node } from '@tiptap/core';
import { type EmbedProvider, type EmbedVideo, embedSrc, isEmbedProvider, parseEmbedUrl } from '../embed-url.ts';

/** The player's name for screen readers when the member gave none; stored with the post. */
const PLAYER_TITLES: Record<EmbedProvider, string> = { youtube: 'YouTube video', vimeo: 'Vimeo video' };
/** Exactly what server/modules/posts/sanitize.ts writes, so that a saved post reads back unchanged. */
const EMBED_ALLOW = 'accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen';

interface EmbedAttributes {
  provider: EmbedProvider;
  videoId: string;
  start: number | null;
  hash: string | null;
  width: number;
  height: number;
  title: string | null;
}

function dimension(value: string | null, fallback: number): number {
  const number = Number.parseInt(value ?? '', 10);
  return Number.isInteger(number) && number >= 1 && number <= 4000 ? number : fallback;
}

function attributesOf(element: HTMLElement): Partial<EmbedAttributes> | false {
  const iframe = element.tagName === 'IFRAME' ? element : element.querySelector('iframe');
  const video = parseEmbedUrl(iframe?.getAttribute('src') ?? '');
  const declared = element.getAttribute('data-embed');
  if (!iframe || !video || (declared !== null && declared !== video.provider)) return false;
  return {
    provider: video.provider,
    videoId: video.id,
    start: video.start ?? null,
    hash: video.hash ?? null,
    width: dimension(iframe.getAttribute('width'), 640),
    height: dimension(iframe.getAttribute('height'), 360),
    title: iframe.getAttribute('title')?.trim().slice(0, 200) || null,
  };
}

function videoOf(attrs: EmbedAttributes): EmbedVideo {
  const provider: EmbedProvider = isEmbedProvider(attrs.provider) ? attrs.provider : 'youtube';
  return {
    provider,
    id: String(attrs.videoId),
    ...(attrs.start ? { start: attrs.start } : {}),
    ...(attrs.hash ? { hash: attrs.hash } : {}),
  };
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    embed: {
      /** Inserts a YouTube or Vimeo player at the selection. */
      insertEmbed: (video: EmbedVideo) => ReturnType;
    };
  }
}

/**
 * A YouTube or Vimeo player (SPEC §3.3 "videos"; P19: videos are embeds), stored in the one
 * form the sanitizer writes (P15):
 * `<div data-embed="youtube"><iframe src="https://www.youtube-nocookie.com/embed/ID" width="640" height="360"
 * title="YouTube video" loading="lazy" referrerpolicy="strict-origin-when-cross-origin" allow="…" allowfullscreen=""></iframe></div>`
 * (data-embed="vimeo" with https://player.vimeo.com/video/ID). In the editor it shows as a
 * card, not a live player: a player would take the clicks and keys meant for the editor and
 * load a third party while the member writes.
 */
export const Embed = Node.create<{ labels: Record<EmbedProvider, string> }>({
  name: 'embed',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,

  addOptions() {
    return { labels: { youtube: 'YouTube', vimeo: 'Vimeo' } };
  },

  addAttributes() {
    return {
      provider: { default: 'youtube', rendered: false },
      videoId: { default: '', rendered: false },
      start: { default: null, rendered: false },
      hash: { default: null, rendered: false },
      width: { default: 640, rendered: false },
      height: { default: 360, rendered: false },
      title: { default: null, rendered: false },
    };
  },

  parseHTML() {
    return [
      { tag: 'div[data-embed]', getAttrs: attributesOf },
      { tag: 'iframe[src]', getAttrs: attributesOf },
    ];
  },

  renderHTML({ node }) {
    const attrs = node.attrs as EmbedAttributes;
    const video = videoOf(attrs);
    return [
      'div',
      { 'data-embed': video.provider },
      [
        'iframe',
        {
          src: embedSrc(video),
          width: String(attrs.width),
          height: String(attrs.height),
          title: attrs.title || PLAYER_TITLES[video.provider],
          loading: 'lazy',
          referrerpolicy: 'strict-origin-when-cross-origin',
          allow: EMBED_ALLOW,
          allowfullscreen: '',
        },
      ],
    ];
  },

  addCommands() {
    return {
      insertEmbed:
        (video) =>
        ({ commands }) =>
          // A paragraph follows with the cursor in it: writing goes on below the player, and
          // the next insertion does not replace a player left selected.
          commands.insertContent([
            {
              type: this.name,
              attrs: {
                provider: video.provider,
                videoId: video.id,
                start: video.start ?? null,
                hash: video.hash ?? null,
              },
            },
            { type: 'paragraph' },
          ]),
    };
  },

  addNodeView() {
    const { labels } = this.options;
    return ({ node }) => {
      const video = videoOf(node.attrs as EmbedAttributes);
      const dom = document.createElement('div');
      dom.className = 'editor-embed';
      dom.contentEditable = 'false';
      dom.setAttribute('data-embed', video.provider);
      const badge = document.createElement('span');
      badge.className = 'editor-embed__badge';
      badge.setAttribute('aria-hidden', 'true');
      badge.textContent = '▶';
      const label = document.createElement('span');
      label.className = 'editor-embed__label';
      label.textContent = labels[video.provider];
      const address = document.createElement('span');
      address.className = 'editor-embed__address';
      address.textContent = embedSrc(video);
      dom.append(badge, label, address);
      return { dom };
    };
  },
});
