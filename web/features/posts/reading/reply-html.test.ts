// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  buildReplyHtml,
  composerDraftOf,
  escapeHtml,
  hasReplyContent,
  replyComposerIssue,
  isUploadUrl,
  linkifyLine,
} from './reply-html.ts';
import { replyTextOf } from './reply-text.ts';

describe('buildReplyHtml', () => {
  it('makes paragraphs of blank-line separated blocks and line breaks inside them', () => {
    expect(buildReplyHtml('first line\nsecond line\n\n\nnext block\r\n')).toBe(
      '<p>first line<br>second line</p><p>next block</p>',
    );
  });

  it('escapes the text, so that markup a member types shows as text', () => {
    const html = buildReplyHtml('<script>alert(1)</script> & "quotes" \'single\'');
    expect(html).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot; &#39;single&#39;</p>');
    expect(buildReplyHtml('<img src=x onerror=alert(1)>')).not.toContain('<img');
  });

  it('links http and https addresses, leaving the sentence punctuation outside', () => {
    expect(linkifyLine('see https://example.com/a?b=1&c=2.')).toBe(
      'see <a href="https://example.com/a?b=1&amp;c=2">https://example.com/a?b=1&amp;c=2</a>.',
    );
    expect(linkifyLine('(https://example.com/x)')).toBe('(<a href="https://example.com/x">https://example.com/x</a>)');
    expect(linkifyLine('https://en.wikipedia.org/wiki/Bread_(food)')).toContain(
      'href="https://en.wikipedia.org/wiki/Bread_(food)"',
    );
  });

  it('never links other schemes and cannot be broken out of the attribute', () => {
    expect(linkifyLine('javascript:alert(1) data:text/html,x ftp://x')).not.toContain('<a');
    const html = linkifyLine('https://example.com/"onmouseover="alert(1)');
    expect(html).not.toMatch(/<a [^>]*onmouseover/);
    expect(html).toContain('href="https://example.com/"');
  });

  it('adds uploaded images after the text and drops anything that is not an upload', () => {
    expect(buildReplyHtml('', ['/uploads/2026/a.webp'])).toBe('<p><img src="/uploads/2026/a.webp" alt=""></p>');
    expect(buildReplyHtml('hi', ['https://evil.example/x.png', '/uploads/../secret', '/uploads/b.png'])).toBe(
      '<p>hi</p><p><img src="/uploads/b.png" alt=""></p>',
    );
    expect(isUploadUrl('/uploads/a"onerror="x.png')).toBe(false);
  });

  it('is empty for blank text without images (the reply is required)', () => {
    expect(buildReplyHtml('  \n \n')).toBe('');
    expect(hasReplyContent(' \n', [])).toBe(false);
    expect(hasReplyContent('', ['/uploads/a.png'])).toBe(true);
  });

  it('counts invisible-only text as empty, as the API does', () => {
    expect(hasReplyContent('\u200B\u3164\uFEFF', [])).toBe(false);
    expect(replyComposerIssue('\u200B', [])).toBe('replyPlz');
    expect(replyComposerIssue('\u200B', ['/uploads/a.png'])).toBeUndefined();
    expect(replyComposerIssue('', ['https://evil.example/x.png'])).toBe('replyPlz');
  });

  it('reads its text back as the server extracts it from the HTML it builds', () => {
    expect(replyTextOf('  first  line \r\n\r\n\n  next\u0007 block\t\u00a0end  ')).toBe('first line\nnext block end');
    expect(replyComposerIssue(` ${'a'.repeat(10_000)} \n\n`, [])).toBeUndefined();
    expect(replyComposerIssue('a'.repeat(10_001), [])).toBe('replyMaxLength');
    expect(replyComposerIssue('"'.repeat(10_000), [])).toBe('replyHtmlMaxLength');
  });

  it('escapes every character that matters in HTML', () => {
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });
});

describe('composerDraftOf (editing a reply)', () => {
  it('gives back the text and images the reply was built from', () => {
    const text = 'line one\nline two <b>not bold</b>\n\nsee https://example.com/x';
    const images = ['/uploads/a.webp', '/uploads/b.png'];
    expect(composerDraftOf(buildReplyHtml(text, images))).toEqual({ text, imageUrls: images });
  });

  it('reads replies written elsewhere as text', () => {
    expect(composerDraftOf('plain <strong>bold</strong><br>next<img src="https://x.example/y.png">')).toEqual({
      text: 'plain bold\nnext',
      imageUrls: [],
    });
  });
});
