/**
 * Videos are embeds, not uploads (P19): a pasted YouTube or Vimeo address becomes a player
 * whose address the server's sanitizer recognises (P15). Only these two hosts, and only the
 * video id survives: whatever else the pasted address carried (playlists, tracking) is dropped.
 */
export const EMBED_PROVIDERS = ['youtube', 'vimeo'] as const;
export type EmbedProvider = (typeof EMBED_PROVIDERS)[number];

export interface EmbedVideo {
  provider: EmbedProvider;
  id: string;
  /** YouTube: where playback starts, in seconds (`t=90`, `start=90`). */
  start?: number;
  /** Vimeo: the private hash of an unlisted video (`vimeo.com/ID/hash`, `?h=hash`). */
  hash?: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/;
const START = /^(\d{1,6})s?$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com']);
/** Paths whose next segment is the video id: /embed/ID, /shorts/ID, /live/ID, /v/ID. */
const YOUTUBE_ID_PATHS = new Set(['embed', 'shorts', 'live', 'v']);

function parseUrl(value: string): URL | null {
  const text = value.trim();
  if (text === '' || /\s/.test(text)) return null;
  try {
    // People paste "youtu.be/…" without a scheme as often as with one.
    return new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
}

function youtubeId(url: URL, host: string): string | null {
  if (host === 'youtu.be') return url.pathname.split('/')[1] ?? null;
  if (!YOUTUBE_HOSTS.has(host)) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  if (segments[0] === 'watch') return url.searchParams.get('v');
  if (segments.length >= 2 && YOUTUBE_ID_PATHS.has(segments[0] ?? '')) return segments[1] ?? null;
  return null;
}

function vimeoId(url: URL, host: string): { id: string | null; hash: string | null } | null {
  const segments = url.pathname.split('/').filter(Boolean);
  const query = url.searchParams.get('h');
  if (host === 'player.vimeo.com') return { id: segments[0] === 'video' ? (segments[1] ?? null) : null, hash: query };
  if (host !== 'vimeo.com') return null;
  // vimeo.com/ID, /ID/hash, /channels/name/ID, /groups/name/videos/ID, /album/N/video/ID
  const index = segments.findIndex((segment) => VIMEO_ID.test(segment));
  if (index < 0) return { id: null, hash: null };
  return { id: segments[index] ?? null, hash: (index === 0 ? segments[1] : undefined) ?? query };
}

/** The video a pasted address points to, or null when it is not a YouTube or Vimeo video. */
export function parseEmbedUrl(value: string): EmbedVideo | null {
  const url = parseUrl(value);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const youtube = youtubeId(url, host);
  if (youtube !== null) {
    if (!YOUTUBE_ID.test(youtube)) return null;
    const start = START.exec(url.searchParams.get('start') ?? url.searchParams.get('t') ?? '')?.[1];
    return { provider: 'youtube', id: youtube, ...(start && Number(start) > 0 ? { start: Number(start) } : {}) };
  }
  const vimeo = vimeoId(url, host);
  if (vimeo !== null) {
    if (vimeo.id === null || !VIMEO_ID.test(vimeo.id)) return null;
    return {
      provider: 'vimeo',
      id: vimeo.id,
      ...(vimeo.hash && VIMEO_HASH.test(vimeo.hash) ? { hash: vimeo.hash } : {}),
    };
  }
  return null;
}

/** The player address stored in the post: the one form per provider the sanitizer keeps. */
export function embedSrc(video: EmbedVideo): string {
  return video.provider === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${video.id}${video.start ? `?start=${video.start}` : ''}`
    : `https://player.vimeo.com/video/${video.id}${video.hash ? `?h=${video.hash}` : ''}`;
}

export function isEmbedProvider(value: unknown): value is EmbedProvider {
  return (EMBED_PROVIDERS as readonly unknown[]).includes(value);
}
