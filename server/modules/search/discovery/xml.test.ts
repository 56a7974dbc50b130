import { describe, expect, it } from 'vitest';
import { rssXml } from './feed.ts';
import { childNamed, readXml, textOf } from './test-support.ts';
import { escapeXml } from './xml.ts';

describe('XML text of feeds and sitemaps', () => {
  it('turns the five markup characters into entities', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });

  it('drops every character XML 1.0 forbids and keeps the rest, emoji included', () => {
    expect(escapeXml('a\u0000b\u0008c\u000Bd\u001Fe\uFFFEf\uFFFFg\uD800h\uDC00i')).toBe('abcdefghi');
    expect(escapeXml('tab\tline\nreturn\r 😀 한국어 日本語 \u0085\u00A0')).toBe(
      'tab\tline\nreturn\r 😀 한국어 日本語 \u0085\u00A0',
    );
  });

  it('makes a document a strict reader takes, whatever the text', () => {
    const hostile = '</title><script>alert(1)</script>]]>&bogus;\u0000\uD800';
    const xml = rssXml({
      title: hostile,
      link: 'https://community.example/ko/forum/list?a=1&b=2',
      self: 'https://community.example/ko/forum/feed.xml',
      description: hostile,
      language: 'ko',
      items: [],
    });
    const channel = childNamed(readXml(xml), 'channel');
    expect(textOf(childNamed(channel, 'title'))).toBe('</title><script>alert(1)</script>]]>&bogus;');
    expect(textOf(childNamed(channel, 'link'))).toBe('https://community.example/ko/forum/list?a=1&b=2');
  });

  it('the test reader refuses what a strict reader refuses', () => {
    for (const broken of [
      '<a>&</a>',
      '<a><b></a></b>',
      '<a>x</a><b/>',
      '<a x="1" x="2"/>',
      '<a>&nbsp;</a>',
      '<a>\u0001</a>',
    ]) {
      expect(() => readXml(broken), broken).toThrow();
    }
  });
});
