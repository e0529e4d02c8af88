import { lastPageIndex } from '../../../ui/data-grid/gridState';

/**
 * Keyset paging of the referral lists (docs/referrals-api.md "Lists"): the server pages by
 * cursors, not offsets, so the pager moves one step at a time (after the page's end cursor,
 * before its start cursor) or jumps to either end. The last page is asked as `last: n` without a
 * cursor, n being what the whole list leaves over for it.
 */

/** The cursor variables of one page request. */
export type PageRequest = { first: number; after?: string } | { last: number; before?: string };

export interface PageCursors {
  start_cursor: string | null;
  end_cursor: string | null;
}

/** Where the list stands: the page shown and the request that fetched it. */
export interface KeysetState {
  page: number;
  pageSize: number;
  request: PageRequest;
}

export function firstPage(pageSize: number): KeysetState {
  return { page: 0, pageSize, request: { first: pageSize } };
}

/** How many rows the last page holds: 60 rows in pages of 25 leave 10. */
export function lastPageSize(totalCount: number, pageSize: number): number {
  return totalCount % pageSize || pageSize;
}

export function lastPage(totalCount: number, pageSize: number): KeysetState {
  if (totalCount <= 0) return firstPage(pageSize);
  return {
    page: lastPageIndex(totalCount, pageSize),
    pageSize,
    request: { last: lastPageSize(totalCount, pageSize) },
  };
}

/**
 * The state after the pager asks for page `target`: the first or last page, or one step from the
 * current page through its cursors. Any other jump (the pager offers none) starts over at the
 * first page.
 */
export function moveTo(
  current: KeysetState,
  target: number,
  totalCount: number,
  cursors: PageCursors | null,
): KeysetState {
  const { pageSize } = current;
  if (target === current.page) return current;
  if (target <= 0) return firstPage(pageSize);
  if (target >= lastPageIndex(totalCount, pageSize)) return lastPage(totalCount, pageSize);
  if (target === current.page + 1 && cursors?.end_cursor) {
    return { page: target, pageSize, request: { first: pageSize, after: cursors.end_cursor } };
  }
  if (target === current.page - 1 && cursors?.start_cursor) {
    return { page: target, pageSize, request: { last: pageSize, before: cursors.start_cursor } };
  }
  return firstPage(pageSize);
}

/**
 * A page that came back empty although the list has rows (its last rows were deleted or moved
 * to another list): show the list's last page instead. null when the page is fine.
 */
export function settleEmptyPage(
  current: KeysetState,
  rowsOnPage: number,
  totalCount: number,
): KeysetState | null {
  if (rowsOnPage > 0 || current.page === 0) return null;
  return totalCount > 0 ? lastPage(totalCount, current.pageSize) : firstPage(current.pageSize);
}
