import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { ARRIVAL_HIGHLIGHT_MS } from '../../../ui/data-grid';
import { LiveFeed } from '../../../test';
import { fieldOf, listAnswer, listCalls, listRow, renderList } from './listsTestKit';
import type { ReferralListRow } from './graphql';
import { arrivalText, LIVE_REFETCH_DEBOUNCE_MS } from './useReferralsLive';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const ADA = listRow({ uuid: 'r-1', patient_name: 'Ada Byron' });
const LISE = listRow({ uuid: 'r-2', patient_name: 'Lise Meitner', birthdate: '1978-11-07' });

/**
 * The received list with a live feed: the server answers `page()` to each list query, and the
 * test sends `referrals_changed` events when it chooses.
 */
async function renderLive(page: () => ReferralListRow[]) {
  const feed = new LiveFeed();
  const fake = renderList({
    keys: ['ACCEPT_REFERRAL'],
    rows: (call) => listAnswer(fieldOf(call), page()),
    other: (call) => (call.operationName === 'ReferralsChanged' ? feed : { data: null }),
  });
  const grid = await screen.findByRole('grid', { name: 'Active Received Referrals' });
  await within(grid).findByText('Ada Byron');
  await waitFor(() => expect(feed.listening).toBe(true));
  const changed = (uuid: string) =>
    feed.emit({
      data: { referrals_changed: { __typename: 'ReferralChange', uuid, status: 'sent' } },
    });
  const queries = () => listCalls(fake.calls, 'referral_active_received').length;
  return { grid, changed, queries };
}

const rowOf = (grid: HTMLElement, name: string) =>
  within(grid)
    .getAllByRole('row')
    .find((row) => within(row).queryByText(name));
const arrivedRows = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('data-arrived'));

describe('a referral that arrives live', () => {
  it('is highlighted and announced, then let go after a few seconds', async () => {
    let rows = [ADA];
    const { grid, changed } = await renderLive(() => rows);
    rows = [LISE, ADA];
    changed('r-2');

    // The highlight follows the refetch's answer, a moment after the row is drawn.
    await waitFor(
      () => expect(rowOf(grid, 'Lise Meitner')?.getAttribute('data-arrived')).toBe('true'),
      { timeout: LIVE_REFETCH_DEBOUNCE_MS + 5_000 },
    );
    expect(rowOf(grid, 'Lise Meitner')!.className).toContain('app-row-arrived');
    expect(rowOf(grid, 'Ada Byron')!.hasAttribute('data-arrived')).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('Referral arrived: Lise Meitner');

    await waitFor(() => expect(arrivedRows(grid)).toHaveLength(0), {
      timeout: ARRIVAL_HIGHLIGHT_MS + 3_000,
    });
    expect(within(grid).getByText('Lise Meitner')).toBeTruthy();
  });

  it('leaves alone a row the page already showed, and one no event named', async () => {
    let rows = [ADA];
    const { grid, changed, queries } = await renderLive(() => rows);
    const before = queries();
    // Ada's referral changed (still on the page); Lise's row comes with the refetch unnamed.
    rows = [{ ...ADA, status_label: 'Accepted' }, LISE];
    changed('r-1');

    await within(grid).findByText('Accepted', {}, { timeout: LIVE_REFETCH_DEBOUNCE_MS + 5_000 });
    expect(queries()).toBe(before + 1);
    expect(within(grid).getByText('Lise Meitner')).toBeTruthy();
    expect(arrivedRows(grid)).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

describe('arrivalText', () => {
  it('names the patients of the rows that arrived', () => {
    expect(arrivalText([ADA])).toBe('Referral arrived: Ada Byron');
    expect(arrivalText([LISE, { ...ADA, patient_name: null }])).toBe(
      '2 referrals arrived: Lise Meitner, a patient',
    );
  });
});
