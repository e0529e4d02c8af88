import { useCallback, useEffect, useMemo, useState } from 'react';
import type { DocumentNode } from 'graphql';
import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { DEFAULT_LIST_PAGE_SIZE } from '@app/shared';
import type { PaginationModel } from '../../../ui/data-grid';
import {
  firstPage,
  moveTo,
  settleEmptyPage,
  type KeysetState,
  type PageCursors,
  type PageRequest,
} from './keysetPaging';

/** What every keyset list field answers (docs/referrals-api.md "Lists"). */
export interface KeysetPage<Row> {
  rows: Row[];
  total_count: number;
  page_info: PageCursors & { has_next_page: boolean; has_previous_page: boolean };
}

export interface UseKeysetPageOptions {
  /**
   * A query with `$first $after $last $before` (Int, String, Int, String) besides the filters,
   * selecting `field { rows {…} total_count page_info { start_cursor end_cursor … } }`.
   */
  query: DocumentNode | TypedDocumentNode;
  /** The root field the query reads ('referral_active_sent'). */
  field: string;
  /** The filters; a change (compared by value) goes back to the first page. */
  variables?: object;
  /** The first page size (15, 25 or 50). @default 25 */
  pageSize?: number;
}

export interface KeysetPageResult<Row> {
  rows: Row[];
  /** The whole list's row count with these filters (0 until the first answer). */
  totalCount: number;
  loading: boolean;
  error: unknown;
  /** Zero-based index of the page shown. */
  page: number;
  pageSize: number;
  /** The first or last page, or one step from the current one (what the pager offers). */
  setPage: (page: number) => void;
  /** A new size starts again at the first page. */
  setPageSize: (size: number) => void;
  /**
   * Asks the server for the page shown again (live updates, after a delete); answers its rows
   * (none when it failed: the list shows the error).
   */
  refetch: () => Promise<Row[]>;
  /** For AppDataGrid: `paginationModel` and `onPaginationModelChange`. */
  paginationModel: PaginationModel;
  onPaginationModelChange: (model: PaginationModel) => void;
}

const NO_ROWS: never[] = [];

/**
 * One keyset-paged list (referral lists, admin lists): keeps the page request, reads the answer
 * and turns pager clicks into cursor requests. Lists read cache-and-network (spec 2 section 7):
 * a list seen before shows at once and then refreshes.
 */
export function useKeysetPage<Row>({
  query,
  field,
  variables,
  pageSize: initialSize = DEFAULT_LIST_PAGE_SIZE,
}: UseKeysetPageOptions): KeysetPageResult<Row> {
  const filterKey = JSON.stringify(variables ?? {});
  const [state, setState] = useState<{ filterKey: string; keyset: KeysetState }>(() => ({
    filterKey,
    keyset: firstPage(initialSize),
  }));
  // New filters read from the first page, in the same render (no request for the old page).
  const keyset = state.filterKey === filterKey ? state.keyset : firstPage(state.keyset.pageSize);

  const requestVariables: Record<string, unknown> & PageRequest = useMemo(
    () => ({ ...(JSON.parse(filterKey) as Record<string, unknown>), ...keyset.request }),
    [filterKey, keyset.request],
  );
  const result = useQuery(query as DocumentNode, {
    variables: requestVariables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  // While the next page loads, the pager keeps the count it had (it would jump to page 1).
  const current = (result.data as Record<string, KeysetPage<Row> | undefined> | undefined)?.[field];
  const previous = (
    result.previousData as Record<string, KeysetPage<Row> | undefined> | undefined
  )?.[field];
  const totalCount = current?.total_count ?? previous?.total_count ?? 0;
  const rows = current?.rows ?? NO_ROWS;
  const cursors = current?.page_info ?? null;

  const update = useCallback(
    (next: (keyset: KeysetState) => KeysetState) =>
      setState((s) => {
        const from = s.filterKey === filterKey ? s.keyset : firstPage(s.keyset.pageSize);
        return { filterKey, keyset: next(from) };
      }),
    [filterKey],
  );

  const setPage = useCallback(
    (page: number) => update((from) => moveTo(from, page, totalCount, cursors)),
    [update, totalCount, cursors],
  );
  const setPageSize = useCallback(
    (size: number) => update((from) => (size === from.pageSize ? from : firstPage(size))),
    [update],
  );

  useEffect(() => {
    if (!current || result.loading) return;
    const settled = settleEmptyPage(keyset, current.rows.length, current.total_count);
    if (settled) update(() => settled);
  }, [current, result.loading, keyset, update]);

  const refetchQuery = result.refetch;
  const refetch = useCallback(
    () =>
      refetchQuery().then(
        (answer) =>
          (answer.data as Record<string, KeysetPage<Row> | undefined> | undefined)?.[field]?.rows ??
          [],
        () => [],
      ),
    [refetchQuery, field],
  );

  return {
    rows,
    totalCount,
    loading: result.loading,
    error: result.error ?? null,
    page: keyset.page,
    pageSize: keyset.pageSize,
    setPage,
    setPageSize,
    refetch,
    paginationModel: { page: keyset.page, pageSize: keyset.pageSize },
    onPaginationModelChange: (model) =>
      model.pageSize !== keyset.pageSize ? setPageSize(model.pageSize) : setPage(model.page),
  };
}
