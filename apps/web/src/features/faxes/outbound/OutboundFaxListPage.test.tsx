import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ApolloProvider } from '@apollo/client/react';
import { SnackbarProvider } from 'notistack';
import {
  FAX_LIST_REFRESH_AFTER_RESEND_MS,
  OUTBOUND_FAX_COLUMNS,
  OUTBOUND_FAX_MSG,
} from '@app/shared';
import { fakeApollo, type GqlAnswer, type GqlCall } from '../../../test';
import { OutboundFaxListPage } from './OutboundFaxListPage';
import type { OutboundFaxDto } from './graphql';

vi.setConfig({ testTimeout: 30_000 });

const FAILED: OutboundFaxDto = {
  id: 'f-1',
  fax_id: '1400123',
  referral_uuid: 'r-1',
  referrer: { id: 10, name: 'Northside Family Medicine' },
  receiver: { id: 20, name: 'Lakeside Cardiology' },
  status: 'failure',
  pagesSent: 2,
  units: 3,
  costPerUnit: 0.07,
  submitTime: '2026-09-05T03:04:05.000Z',
  completionTime: '2026-09-05T03:06:10.000Z',
  updated_at: '2026-09-05T03:06:11.000Z',
  attemptsMade: 3,
  error: 'Busy',
  can_resend: true,
};
const SENT: OutboundFaxDto = {
  ...FAILED,
  id: 'f-2',
  fax_id: '1400124',
  status: 'success',
  error: null,
  can_resend: false,
};

const typed = <T extends object>(name: string, o: T) => ({ __typename: name, ...o });
const fax = (f: OutboundFaxDto) =>
  typed('Fax', {
    ...f,
    referrer: f.referrer && typed('FaxClinic', f.referrer),
    receiver: f.receiver && typed('FaxClinic', f.receiver),
  });

function renderPage(answer: (call: GqlCall) => GqlAnswer, rows = [FAILED, SENT]) {
  const { client, calls } = fakeApollo((call) => {
    if (call.operationName === 'OutboundFaxes') {
      return { data: { faxes: rows.map(fax), faxes_count: rows.length } };
    }
    return answer(call);
  });
  const router = createMemoryRouter([{ path: '/manage/fax', element: <OutboundFaxListPage /> }], {
    initialEntries: ['/manage/fax'],
  });
  const view = render(
    <ApolloProvider client={client}>
      <SnackbarProvider>
        <RouterProvider router={router} />
      </SnackbarProvider>
    </ApolloProvider>,
  );
  const listCalls = () => calls.filter((c) => c.operationName === 'OutboundFaxes');
  const resendCalls = () => calls.filter((c) => c.operationName === 'ResendFax');
  return { view, listCalls, resendCalls };
}

const resent = (): GqlAnswer => ({
  data: {
    resend_fax: typed('ResendFaxResult', {
      message: OUTBOUND_FAX_MSG.resent,
      fax: fax({ ...FAILED, status: 'queued', can_resend: false }),
    }),
  },
});

async function confirmResendOfFailedFax() {
  fireEvent.click(await screen.findByRole('button', { name: 'Resend fax 1400123' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(OUTBOUND_FAX_MSG.resendConfirm)).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Resend' }));
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('OutboundFaxListPage', () => {
  it("shows the spec's columns, the extra ones and each fax's values", async () => {
    const { listCalls } = renderPage(() => ({ errors: [{ message: 'unexpected' }] }));
    const grid = await screen.findByRole('grid');
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      ...OUTBOUND_FAX_COLUMNS,
      'Units',
      'Cost per Unit',
      'Completion Time',
      'Resend',
    ]);
    const row = (await within(grid).findByText('1400123')).closest('[role="row"]') as HTMLElement;
    const cells = within(row)
      .getAllByRole('gridcell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 11)).toEqual([
      '1400123',
      'Northside Family Medicine',
      'Lakeside Cardiology',
      'Failure',
      '2',
      // US/Central, whatever the machine's zone.
      '04 Sep 2026 - 22:04:05',
      '04 Sep 2026 - 22:06:11',
      '3',
      '3',
      '$0.07',
      '04 Sep 2026 - 22:06:10',
    ]);
    expect(
      (screen.getByRole('button', { name: 'Resend fax 1400123' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(
      (screen.getByRole('button', { name: 'Resend fax 1400124' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    // Server paging, 25 rows first.
    expect(listCalls()[0]?.variables).toMatchObject({ limit: 25, offset: 0 });
  });

  it('says so when no fax was sent', async () => {
    renderPage(() => ({ errors: [{ message: 'unexpected' }] }), []);
    expect(await screen.findByText(OUTBOUND_FAX_MSG.empty)).toBeTruthy();
  });

  it('resends after confirming, announces it and refreshes the list 30 seconds later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const { listCalls, resendCalls } = renderPage(resent);
    await confirmResendOfFailedFax();

    expect(await screen.findByText(OUTBOUND_FAX_MSG.resent)).toBeTruthy();
    expect(resendCalls().map((c) => c.variables)).toEqual([{ fax_id: 'f-1' }]);
    const before = listCalls().length;
    act(() => vi.advanceTimersByTime(FAX_LIST_REFRESH_AFTER_RESEND_MS - 1_000));
    expect(listCalls()).toHaveLength(before);
    act(() => vi.advanceTimersByTime(1_000));
    expect(listCalls()).toHaveLength(before + 1);
  });

  it('does not refresh a list the user has left', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const { view, listCalls } = renderPage(resent);
    await confirmResendOfFailedFax();
    expect(await screen.findByText(OUTBOUND_FAX_MSG.resent)).toBeTruthy();
    const before = listCalls().length;
    view.unmount();
    act(() => vi.advanceTimersByTime(FAX_LIST_REFRESH_AFTER_RESEND_MS));
    expect(listCalls()).toHaveLength(before);
  });

  it("shows the server's message when the resend fails and schedules no refresh", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const { listCalls } = renderPage(() => ({
      errors: [{ message: 'Only a failed fax can be resent.', extensions: { code: 'CONFLICT' } }],
    }));
    await confirmResendOfFailedFax();
    expect(await screen.findByText('Only a failed fax can be resent.')).toBeTruthy();
    expect(screen.queryByText(OUTBOUND_FAX_MSG.resent)).toBeNull();
    const before = listCalls().length;
    act(() => vi.advanceTimersByTime(FAX_LIST_REFRESH_AFTER_RESEND_MS));
    expect(listCalls()).toHaveLength(before);
  });
});
