import { describe, expect, it } from 'vitest';
import { careersPanelHref, withCareersPage } from './careers-panel-data.ts';

describe('careers panel addresses', () => {
  it('asks the careers list route for the panel alone', () => {
    expect(careersPanelHref('ja', 2)).toBe('/ja/careers/list?panel=careers&careersPage=2');
  });

  it('links the page the reader is on with the panel page, keeping its own query', () => {
    expect(withCareersPage('/ko/forum/list', '?category=3&page=2', 3)).toBe(
      '/ko/forum/list?category=3&page=2&careersPage=3',
    );
    expect(withCareersPage('/ko/post/9', '?careersPage=4', 5)).toBe('/ko/post/9?careersPage=5');
  });

  it('leaves the first page out and never carries the fetcher parameter', () => {
    expect(withCareersPage('/ko/forum/list', '?careersPage=2&panel=careers', 1)).toBe('/ko/forum/list');
  });
});
