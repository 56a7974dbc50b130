export type PageItem = number | 'gap';

/** The contracts' limit on a page number: a larger one can only be a typo or a probe. */
export const PAGE_MAX = 100_000;

/**
 * `?page=N` of a list's address, as every paged list reads it: 1 when missing, not a whole
 * number from 1, or past PAGE_MAX.
 */
export function parsePage(value: string | null): number {
  if (value === null || !/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= PAGE_MAX ? page : 1;
}

/**
 * The numbered page links of a list: the first and the last page, and `siblings` pages either
 * side of the current one; a gap stands for the pages left out. The count of items stays the
 * same wherever the current page is, so that the row does not jump while paging.
 */
export function pageItems(current: number, pageCount: number, siblings = 2): PageItem[] {
  const count = Math.max(1, pageCount);
  const page = Math.min(Math.max(1, current), count);
  // first + gap + (2 * siblings + 1) + gap + last
  const slots = 2 * siblings + 5;
  if (count <= slots) return Array.from({ length: count }, (_, index) => index + 1);
  const nearStart = page <= siblings + 3;
  const nearEnd = page >= count - siblings - 2;
  if (nearStart) {
    const head = Array.from({ length: slots - 2 }, (_, index) => index + 1);
    return [...head, 'gap', count];
  }
  if (nearEnd) {
    const tail = Array.from({ length: slots - 2 }, (_, index) => count - (slots - 3) + index);
    return [1, 'gap', ...tail];
  }
  const middle = Array.from({ length: 2 * siblings + 1 }, (_, index) => page - siblings + index);
  return [1, 'gap', ...middle, 'gap', count];
}

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/**
 * Previous and next of a pager (SPEC §4 careers paging): the page moves between 1 and the page
 * count; at either end the arrow has no target and is shown dimmed.
 */
export function pagerArrows(current: number, pageCount: number): { previous?: number; next?: number } {
  const count = Math.max(1, pageCount);
  const page = Math.min(Math.max(1, current), count);
  return {
    previous: page > 1 ? page - 1 : undefined,
    next: page < count ? page + 1 : undefined,
  };
}
