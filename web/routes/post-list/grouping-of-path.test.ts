import { describe, expect, it } from 'vitest';
import { groupingOfPath } from './grouping-of-path.ts';

describe('groupingOfPath (one module for four list routes)', () => {
  it('reads the grouping after the language', () => {
    expect(groupingOfPath('/ko/forum/list')).toBe('forum');
    expect(groupingOfPath('/en/casestudy/list')).toBe('casestudy');
    expect(groupingOfPath('/ja/careers/list')).toBe('careers');
    expect(groupingOfPath('/ko/whatsnew/list')).toBe('whatsnew');
  });

  it('is undefined for anything else', () => {
    expect(groupingOfPath('/ko/solomon/list')).toBeUndefined();
    expect(groupingOfPath('/ko')).toBeUndefined();
    expect(groupingOfPath('/ko/toString/list')).toBeUndefined();
  });
});
