import { describe, expect, it } from 'vitest';
import {
  clampPage,
  lastPageIndex,
  matchesKeyword,
  pageVariables,
  parsePage,
  parsePageSize,
  readGridQuery,
  writeGridQuery,
} from './gridState';

describe('grid paging state', () => {
  it('accepts only the spec page sizes, 25 by default', () => {
    expect(parsePageSize(null)).toBe(25);
    expect(parsePageSize('15')).toBe(15);
    expect(parsePageSize('50')).toBe(50);
    expect(parsePageSize('100')).toBe(25);
    expect(parsePageSize('abc')).toBe(25);
  });

  it('reads one-based pages from the URL and falls back to the first page', () => {
    expect(parsePage('3')).toBe(2);
    expect(parsePage('0')).toBe(0);
    expect(parsePage('-2')).toBe(0);
    expect(parsePage('1.5')).toBe(0);
    expect(parsePage(undefined)).toBe(0);
  });

  it('round-trips through the URL, omitting defaults and keeping other parameters', () => {
    const written = writeGridQuery(new URLSearchParams('edit=1&page=4'), {
      page: 1,
      pageSize: 50,
      keyword: '  north ',
    });
    expect(written.toString()).toBe('edit=1&page=2&size=50&q=north');
    expect(readGridQuery(written)).toEqual({ page: 1, pageSize: 50, keyword: 'north' });
    expect(writeGridQuery(written, { page: 0, pageSize: 25, keyword: '' }).toString()).toBe(
      'edit=1',
    );
  });

  it('turns a page into limit and offset', () => {
    expect(pageVariables({ page: 0, pageSize: 25 })).toEqual({ limit: 25, offset: 0 });
    expect(pageVariables({ page: 2, pageSize: 15 })).toEqual({ limit: 15, offset: 30 });
  });

  it('falls back to the last page with rows when the list shrinks', () => {
    expect(lastPageIndex(0, 25)).toBe(0);
    expect(lastPageIndex(25, 25)).toBe(0);
    expect(lastPageIndex(26, 25)).toBe(1);
    // The only row of page 3 was deleted: 50 rows left, pages 0 and 1.
    expect(clampPage(2, 50, 25)).toBe(1);
    expect(clampPage(1, 60, 25)).toBe(1);
    expect(clampPage(5, 0, 25)).toBe(0);
  });

  it('matches keywords case-insensitively in any of the values', () => {
    expect(matchesKeyword('', 'anything')).toBe(true);
    expect(matchesKeyword('LAB', 'Lab results', null)).toBe(true);
    expect(matchesKeyword('x-ray', 'Lab results', undefined, 'Chest X-Ray')).toBe(true);
    expect(matchesKeyword('mri', 'Lab results')).toBe(false);
  });
});
