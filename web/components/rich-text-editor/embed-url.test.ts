import { describe, expect, it } from 'vitest';
import { embedSrc, parseEmbedUrl } from './embed-url.ts';

describe('parseEmbedUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&list=PL123&t=1m2s', 'dQw4w9WgXcQ'],
    ['http://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=tracking', 'dQw4w9WgXcQ'],
    ['youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  https://www.youtube.com/shorts/a_b-c1234_Z  ', 'a_b-c1234_Z'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ?feature=share', 'dQw4w9WgXcQ'],
  ])('finds the YouTube id in %s', (url, id) => {
    expect(parseEmbedUrl(url)).toEqual({ provider: 'youtube', id });
  });

  it.each([
    ['https://vimeo.com/76979871', '76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', '76979871'],
    ['https://vimeo.com/groups/shortfilms/videos/76979871', '76979871'],
    ['https://player.vimeo.com/video/76979871?h=not-hex', '76979871'],
    ['vimeo.com/76979871', '76979871'],
  ])('finds the Vimeo id in %s', (url, id) => {
    expect(parseEmbedUrl(url)).toEqual({ provider: 'vimeo', id });
  });

  it.each([
    '',
    'not a url',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ<script>',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/@channel',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://evil.example/youtu.be/dQw4w9WgXcQ',
    'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
    'ftp://youtu.be/dQw4w9WgXcQ',
    'https://vimeo.com/channels/staffpicks',
    'https://player.vimeo.com/video/abc',
    'https://vimeo.com.evil.example/76979871',
    'https://youtu.be/dQw4w9WgXcQ https://vimeo.com/1',
  ])('refuses %j', (url) => {
    expect(parseEmbedUrl(url)).toBeNull();
  });
});

describe('start times and private hashes', () => {
  it('keeps where a YouTube video starts', () => {
    expect(parseEmbedUrl('https://youtu.be/dQw4w9WgXcQ?t=42')).toEqual({
      provider: 'youtube',
      id: 'dQw4w9WgXcQ',
      start: 42,
    });
    expect(parseEmbedUrl('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90')).toMatchObject({ start: 90 });
    expect(parseEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=0')).not.toHaveProperty('start');
  });

  it('keeps the hash of an unlisted Vimeo video', () => {
    expect(parseEmbedUrl('https://vimeo.com/76979871/8272103f6e')).toEqual({
      provider: 'vimeo',
      id: '76979871',
      hash: '8272103f6e',
    });
    expect(parseEmbedUrl('https://player.vimeo.com/video/76979871?h=8272103f6e')).toMatchObject({ hash: '8272103f6e' });
  });
});

describe('embedSrc', () => {
  it('gives the privacy-enhanced YouTube player and the Vimeo player', () => {
    expect(embedSrc({ provider: 'youtube', id: 'dQw4w9WgXcQ' })).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(embedSrc({ provider: 'vimeo', id: '76979871' })).toBe('https://player.vimeo.com/video/76979871');
    expect(embedSrc({ provider: 'youtube', id: 'dQw4w9WgXcQ', start: 42 })).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42',
    );
    expect(embedSrc({ provider: 'vimeo', id: '76979871', hash: 'abcdef12' })).toBe(
      'https://player.vimeo.com/video/76979871?h=abcdef12',
    );
  });
});
