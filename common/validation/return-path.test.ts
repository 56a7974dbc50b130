import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path.ts';

const HOME = '/ko';

/** Known open-redirect forms (issue 13 finding 1): each must give the language's home. */
const HOSTILE: string[] = [
  '//evil.example',
  '//evil.example/',
  '///evil.example',
  '////evil.example',
  '/.//evil.example/',
  '/./evil.example/..//evil.example',
  '/..//evil.example',
  '/../..//evil.example',
  '/a/../..//evil.example',
  '/.%2F/evil.example',
  '/%2F/evil.example',
  '/%2F%2Fevil.example',
  '/%2f%2fevil.example',
  '/%252F%252Fevil.example',
  '/%25252F%25252Fevil.example',
  '/%2e%2e//evil.example',
  '/%2e//evil.example',
  '/%2E%2E%2F%2Fevil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '/%255Cevil.example',
  '/ko/%5C%5Cevil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%0d%0aSet-Cookie:x=1',
  '/ko\r\nLocation: https://evil.example',
  '/ko%00',
  '/\u0000/evil.example',
  '/\u0085/evil.example',
  'https://evil.example',
  'http://evil.example/ko',
  'HTTPS://evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'evil.example',
  'ko/forum',
  './/evil.example',
  '../evil.example',
  '%2F%2Fevil.example',
  '%2Fko',
  ' /ko',
  ' //evil.example',
  '\t//evil.example',
  'https:/evil.example',
  'http:\\\\evil.example',
  '/%2F%5Cevil.example',
  `/${'a'.repeat(2048)}`,
  '',
];

/** Same-site paths that keep working. */
const SAFE: [string, string][] = [
  ['/ko', '/ko'],
  ['/ko/forum', '/ko/forum'],
  ['/en/forum/view?id=12#reply-3', '/en/forum/view?id=12#reply-3'],
  ['/ja/search?keyword=%ED%95%9C', '/ja/search?keyword=%ED%95%9C'],
  ['/ko/search?keyword=100%25', '/ko/search?keyword=100%25'],
  ['/ko/search?q=//evil.example', '/ko/search?q=//evil.example'],
  ['/ko/./forum', '/ko/forum'],
  ['/ko/a/../forum', '/ko/forum'],
  ['/ko/tag/%EC%9D%8C%EC%8B%9D', '/ko/tag/%EC%9D%8C%EC%8B%9D'],
  ['/', '/'],
];

describe('safeReturnPath (issue 13 finding 1)', () => {
  it('has at least fifty hostile forms', () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(50);
  });

  it.each(HOSTILE.map((value) => [JSON.stringify(value).slice(0, 60), value]))('refuses %s', (_label, value) => {
    expect(safeReturnPath(value, HOME)).toBe(HOME);
  });

  it('refuses null, undefined, and gives the fallback it is told', () => {
    expect(safeReturnPath(null, HOME)).toBe(HOME);
    expect(safeReturnPath(undefined, '/en')).toBe('/en');
    expect(safeReturnPath('//evil.example', '')).toBe('');
  });

  it.each(SAFE)('keeps %j as %j', (value, expected) => {
    expect(safeReturnPath(value, HOME)).toBe(expected);
  });

  it('never returns anything a browser would read as another origin', () => {
    for (const value of [...HOSTILE, ...SAFE.map(([input]) => input)]) {
      const result = safeReturnPath(value, HOME);
      expect(result.startsWith('/') && !result.startsWith('//') && !result.includes('\\'), value).toBe(true);
      expect(new URL(result, 'https://hearth.example').origin).toBe('https://hearth.example');
    }
  });
});
