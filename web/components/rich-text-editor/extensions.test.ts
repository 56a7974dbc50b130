// @vitest-environment happy-dom
import { Editor } from '@tiptap/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { editorExtensions } from './extensions.ts';

let editor: Editor | undefined;
afterEach(() => editor?.destroy());
// happy-dom reports every parsed <iframe> it does not load; the players are not loaded on purpose.
beforeEach(() => {
  const original = console.error;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('Iframe page loading is disabled')) original(...args);
  });
  return () => vi.restoreAllMocks();
});

function open(content: string, media = true) {
  editor = new Editor({ extensions: editorExtensions({ media, placeholder: '' }), content, injectCSS: false });
  return editor;
}

const FIGURE =
  '<figure data-align="right"><img src="/uploads/2026/11/a.png" alt="A chart" width="640" height="480"><figcaption>Sessions by week</figcaption></figure>';
/** What server/modules/posts/sanitize.ts writes for players: the editor must read and write it unchanged. */
const PLAYER =
  ' width="640" height="360" title="YouTube video" loading="lazy" referrerpolicy="strict-origin-when-cross-origin"' +
  ' allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen" allowfullscreen=""';
const YOUTUBE = `<div data-embed="youtube"><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"${PLAYER}></iframe></div>`;
const VIMEO = `<div data-embed="vimeo"><iframe src="https://player.vimeo.com/video/76979871?h=8272103f6e"${PLAYER.replace('YouTube', 'Vimeo')}></iframe></div>`;
const YOUTUBE_AT_42 = YOUTUBE.replace('dQw4w9WgXcQ"', 'dQw4w9WgXcQ?start=42"');

describe('the HTML the editor writes', () => {
  it('writes figures with their alignment, size and caption, and reads them back unchanged', () => {
    expect(open(FIGURE).getHTML()).toBe(FIGURE);
  });

  it('inserts an uploaded image as a centred figure with an empty caption', () => {
    const html = open('<p>Intro</p>').chain().insertFigure({ src: '/uploads/x.webp', width: 10, height: 20 }, 1).run();
    expect(html).toBe(true);
    expect(editor!.getHTML()).toContain(
      '<figure data-align="center"><img src="/uploads/x.webp" alt="" width="10" height="20"><figcaption></figcaption></figure>',
    );
  });

  it('leaves the cursor in a new paragraph below an inserted image, not in its caption (issue 35 item 7)', () => {
    open('<p>Intro</p>');
    editor!.commands.setTextSelection(6);
    editor!.commands.insertFigure({ src: '/uploads/x.webp', width: 10, height: 20 });
    editor!.commands.insertContent('Typed next');
    expect(editor!.getHTML()).toBe(
      '<p>Intro</p><figure data-align="center"><img src="/uploads/x.webp" alt="" width="10" height="20"><figcaption></figcaption></figure><p>Typed next</p>',
    );
  });

  it('does the same when the upload ends where the cursor still is, and reuses an empty paragraph below', () => {
    open('<p>Intro</p><p></p>');
    editor!.commands.setTextSelection(6);
    editor!.commands.insertFigure({ src: '/uploads/x.webp', width: 10, height: 20 }, 6);
    editor!.commands.insertContent('Typed next');
    expect(editor!.getHTML()).toBe(
      '<p>Intro</p><figure data-align="center"><img src="/uploads/x.webp" alt="" width="10" height="20"><figcaption></figcaption></figure><p>Typed next</p>',
    );
  });

  it('keeps the place of a member who wrote elsewhere while the image uploaded', () => {
    open('<p>Intro</p><p>Later</p>');
    editor!.commands.setTextSelection(13);
    editor!.commands.insertFigure({ src: '/uploads/x.webp', width: 10, height: 20 }, 6);
    editor!.commands.insertContent(' on');
    expect(editor!.getHTML()).toBe(
      '<p>Intro</p><figure data-align="center"><img src="/uploads/x.webp" alt="" width="10" height="20"><figcaption></figcaption></figure><p></p><p>Later on</p>',
    );
  });

  it('writes YouTube and Vimeo players in the one form the sanitizer keeps, and reads them back', () => {
    expect(open(YOUTUBE + VIMEO + YOUTUBE_AT_42).getHTML()).toBe(YOUTUBE + VIMEO + YOUTUBE_AT_42);
  });

  it('inserts a player from a pasted address', () => {
    open('<p></p>').commands.insertEmbed({ provider: 'youtube', id: 'dQw4w9WgXcQ' });
    expect(editor!.getHTML()).toContain(YOUTUBE);
  });

  it('turns a pasted player of another address form into the stored one', () => {
    const html = open(
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1" style="width:1px"></iframe>',
    ).getHTML();
    expect(html).toBe(YOUTUBE);
  });

  it('drops players of other sites and images from elsewhere', () => {
    const html = open(
      '<p>a</p><div data-embed="youtube"><iframe src="https://evil.example/embed/dQw4w9WgXcQ"></iframe></div>' +
        '<iframe src="https://evil.example/x"></iframe><figure><img src="https://evil.example/a.png"><figcaption>c</figcaption></figure>' +
        '<img src="javascript:alert(1)">',
    ).getHTML();
    expect(html).not.toMatch(/evil|javascript|<iframe|<img/);
  });

  it('writes tables without widths or styles, header row as th', () => {
    const html =
      open('<p></p>').chain().insertTable({ rows: 2, cols: 2, withHeaderRow: true }).run() && editor!.getHTML();
    expect(html).toBe(
      '<table><tbody><tr><th><p></p></th><th><p></p></th></tr><tr><td><p></p></td><td><p></p></td></tr></tbody></table><p></p>',
    );
    expect(html).not.toContain('style');
    expect(html).not.toContain('colgroup');
  });

  it('keeps spans of merged cells and forgets pasted column widths', () => {
    const html = open(
      '<table style="width:500px"><colgroup><col style="width:200px"></colgroup><tbody><tr><td colspan="2" colwidth="100,100" style="text-align:right"><p>a</p></td></tr><tr><td><p>b</p></td><td><p>c</p></td></tr></tbody></table>',
    ).getHTML();
    expect(html).toBe(
      '<table><tbody><tr><td colspan="2"><p>a</p></td></tr><tr><td><p>b</p></td><td><p>c</p></td></tr></tbody></table>',
    );
  });

  it('writes links with the rel of P15 and refuses other schemes', () => {
    const html = open(
      '<p><a href="https://example.com" target="_blank">x</a> <a href="javascript:alert(1)">y</a></p>',
    ).getHTML();
    expect(html).toBe('<p><a rel="nofollow ugc noopener" href="https://example.com">x</a> y</p>');
  });

  it('writes headings 2 to 4 only', () => {
    expect(open('<h1>a</h1><h2>b</h2><h4>c</h4><h5>d</h5>').getHTML()).toBe('<p>a</p><h2>b</h2><h4>c</h4><p>d</p>');
  });

  it('keeps images and videos out of the admin-only part', () => {
    const html = open(`<p>note</p>${FIGURE}${YOUTUBE}`, false).getHTML();
    expect(html).not.toMatch(/<figure|<iframe|<img/);
  });
});
