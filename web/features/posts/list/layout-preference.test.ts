import { describe, expect, it } from 'vitest';
import { layoutCookie, layoutFromCookie } from './layout-preference.ts';

describe('the remembered list layout', () => {
  it('is box unless the cookie says list', () => {
    expect(layoutFromCookie(undefined)).toBe('box');
    expect(layoutFromCookie('other=1')).toBe('box');
    expect(layoutFromCookie('hearth_list_layout=grid')).toBe('box');
    expect(layoutFromCookie('a=b; hearth_list_layout=list')).toBe('list');
  });

  it('lasts a year on the whole site, SameSite=Lax', () => {
    expect(layoutCookie('list')).toBe('hearth_list_layout=list; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});
