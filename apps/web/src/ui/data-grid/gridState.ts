import { GRID_PAGE_SIZE, GRID_PAGE_SIZE_OPTIONS } from '@app/shared';

/** Paging and search state of a list, as kept in the URL (?page=2&size=50&q=north). */
export interface GridQuery {
  /** Zero-based page index (the URL shows it one-based). */
  page: number;
  pageSize: number;
  keyword: string;
}

export const PAGE_SIZE_OPTIONS: readonly number[] = GRID_PAGE_SIZE_OPTIONS;
export const DEFAULT_PAGE_SIZE = GRID_PAGE_SIZE;
/** How long the search box waits after the last keystroke before asking the server. */
export const SEARCH_DEBOUNCE_MS = 350;
/** How long a row that arrived live stays highlighted (it fades out over the last part). */
export const ARRIVAL_HIGHLIGHT_MS = 5000;

export function parsePageSize(raw: string | null | undefined): number {
  const size = Number(raw);
  return PAGE_SIZE_OPTIONS.includes(size) ? size : DEFAULT_PAGE_SIZE;
}

/** '?page=3' is the third page (index 2); anything odd is the first page. */
export function parsePage(raw: string | null | undefined): number {
  const page = Number(raw);
  return Number.isSafeInteger(page) && page >= 1 ? page - 1 : 0;
}

export function readGridQuery(params: URLSearchParams): GridQuery {
  return {
    page: parsePage(params.get('page')),
    pageSize: parsePageSize(params.get('size')),
    keyword: (params.get('q') ?? '').trim(),
  };
}

/**
 * Writes the query into `params` (a copy), leaving other parameters alone and omitting the
 * defaults so a plain list keeps a plain URL.
 */
export function writeGridQuery(params: URLSearchParams, query: GridQuery): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => {
    if (value === null) next.delete(key);
    else next.set(key, value);
  };
  set('page', query.page > 0 ? String(query.page + 1) : null);
  set('size', query.pageSize !== DEFAULT_PAGE_SIZE ? String(query.pageSize) : null);
  set('q', query.keyword.trim() !== '' ? query.keyword.trim() : null);
  return next;
}

/** The last page index that holds rows (0 for an empty list). */
export function lastPageIndex(total: number, pageSize: number): number {
  return total <= 0 ? 0 : Math.ceil(total / pageSize) - 1;
}

/**
 * The page to show once the total is known: a page past the end (the last row of the last page
 * was deleted, or the URL asked for page 40 of 3) falls back to the last page with rows.
 */
export function clampPage(page: number, total: number, pageSize: number): number {
  return Math.min(page, lastPageIndex(total, pageSize));
}

/** limit/offset variables for a server-paged query. */
export function pageVariables(query: Pick<GridQuery, 'page' | 'pageSize'>) {
  return { limit: query.pageSize, offset: query.page * query.pageSize };
}

/** Case-insensitive "contains" filter for lists the server sends whole. */
export function matchesKeyword(keyword: string, ...values: (string | null | undefined)[]): boolean {
  const k = keyword.trim().toLowerCase();
  if (k === '') return true;
  return values.some((v) => (v ?? '').toLowerCase().includes(k));
}
