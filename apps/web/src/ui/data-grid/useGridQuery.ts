import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  SEARCH_DEBOUNCE_MS,
  clampPage,
  pageVariables,
  readGridQuery,
  writeGridQuery,
  type GridQuery,
} from './gridState';
import { useDebouncedValue } from './useDebouncedValue';

export interface PaginationModel {
  page: number;
  pageSize: number;
}

export interface GridQueryState {
  /** What the list asks for: the committed (debounced) keyword and the page. */
  query: GridQuery;
  /** limit/offset for a server-paged query. */
  variables: { limit: number; offset: number };
  paginationModel: PaginationModel;
  setPaginationModel: (model: PaginationModel) => void;
  /** What is typed in the search box, ahead of the debounce. */
  search: string;
  setSearch: (text: string) => void;
  /** Call with the total once known, so a page past the end falls back to the last page. */
  settleTotal: (total: number | undefined) => void;
}

/**
 * Paging and keyword search kept in the URL, so reload, back and shared links show the same page.
 * Typing updates the box at once and the URL (hence the query) after a short pause; a new keyword
 * starts again at the first page.
 */
export function useGridQuery(): GridQueryState {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readGridQuery(params), [params]);
  const [search, setSearch] = useState(query.keyword);
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);

  const update = useCallback(
    (patch: Partial<GridQuery>) =>
      setParams((current) => writeGridQuery(current, { ...readGridQuery(current), ...patch }), {
        replace: true,
      }),
    [setParams],
  );

  useEffect(() => {
    if (debounced.trim() !== query.keyword) update({ keyword: debounced, page: 0 });
    // Only a settled change of the box moves the URL; back/forward must not be undone here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  useEffect(() => {
    // The URL changed from outside (a menu link to the bare list, back/forward): the box follows.
    if (query.keyword !== debounced.trim()) setSearch(query.keyword);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.keyword]);

  const setPaginationModel = useCallback(
    (model: PaginationModel) =>
      update({
        page: model.pageSize !== query.pageSize ? 0 : model.page,
        pageSize: model.pageSize,
      }),
    [update, query.pageSize],
  );

  const settleTotal = useCallback(
    (total: number | undefined) => {
      if (total === undefined) return;
      const page = clampPage(query.page, total, query.pageSize);
      if (page !== query.page) update({ page });
    },
    [query.page, query.pageSize, update],
  );

  return {
    query,
    variables: pageVariables(query),
    paginationModel: { page: query.page, pageSize: query.pageSize },
    setPaginationModel,
    search,
    setSearch,
    settleTotal,
  };
}
