import { describe, expect, it } from 'vitest';
import { firstPage, lastPage, lastPageSize, moveTo, settleEmptyPage } from './keysetPaging';

const cursors = { start_cursor: 'S', end_cursor: 'E' };

describe('keyset paging', () => {
  it('sizes the last page by what the list leaves over', () => {
    expect(lastPageSize(60, 25)).toBe(10);
    expect(lastPageSize(50, 25)).toBe(25);
    expect(lastPageSize(7, 15)).toBe(7);
    expect(lastPage(60, 25)).toEqual({ page: 2, pageSize: 25, request: { last: 10 } });
    expect(lastPage(0, 25)).toEqual(firstPage(25));
  });

  it('steps forward after the end cursor and back before the start cursor', () => {
    const start = firstPage(25);
    const second = moveTo(start, 1, 100, cursors);
    expect(second).toEqual({ page: 1, pageSize: 25, request: { first: 25, after: 'E' } });
    const third = moveTo(second, 2, 100, { start_cursor: 'S2', end_cursor: 'E2' });
    expect(third.request).toEqual({ first: 25, after: 'E2' });
    expect(moveTo(third, 1, 100, { start_cursor: 'S3', end_cursor: 'E3' })).toEqual({
      page: 1,
      pageSize: 25,
      request: { last: 25, before: 'S3' },
    });
  });

  it('jumps to the first and the last page without cursors', () => {
    const third = { page: 2, pageSize: 15, request: { first: 15, after: 'X' } };
    expect(moveTo(third, 0, 100, cursors)).toEqual(firstPage(15));
    // 100 rows in pages of 15: pages 0-6, the last holding 10.
    expect(moveTo(firstPage(15), 6, 100, cursors)).toEqual({
      page: 6,
      pageSize: 15,
      request: { last: 10 },
    });
  });

  it('steps back from the last page onto the page boundaries counted from the start', () => {
    // 60 rows, pages of 25: the last page is rows 50-59; the one before it is 25 rows.
    const last = lastPage(60, 25);
    expect(moveTo(last, 1, 60, cursors)).toEqual({
      page: 1,
      pageSize: 25,
      request: { last: 25, before: 'S' },
    });
  });

  it('starts over when a step has no cursor to follow', () => {
    expect(moveTo(firstPage(25), 1, 100, null)).toEqual(firstPage(25));
    expect(moveTo(firstPage(25), 0, 100, cursors)).toEqual(firstPage(25));
  });

  it('moves off a page that came back empty', () => {
    const third = { page: 2, pageSize: 25, request: { first: 25, after: 'X' } };
    expect(settleEmptyPage(third, 0, 30)).toEqual({ page: 1, pageSize: 25, request: { last: 5 } });
    expect(settleEmptyPage(third, 0, 0)).toEqual(firstPage(25));
    expect(settleEmptyPage(third, 3, 60)).toBeNull();
    expect(settleEmptyPage(firstPage(25), 0, 0)).toBeNull();
  });
});
