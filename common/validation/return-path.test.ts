import { describe, expect, it } from 'vitest';
import { OPEN_REDIRECT_FORMS } from './open-redirect-forms.ts';
import { safeReturnPath } from './return-path.ts';

const HOME = '/ko';

const HOSTILE = OPEN_REDIRECT_FORMS;

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
