import { vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { CurrentUser, PermissionKey } from '@app/shared';
import ActiveReferralsRoute from '../../../routes/ActiveReferralsRoute';
import CompletedReferralsRoute from '../../../routes/CompletedReferralsRoute';
import DeclinedReferralsRoute from '../../../routes/DeclinedReferralsRoute';
import FaxedReferralsRoute from '../../../routes/FaxedReferralsRoute';
import { fakeApollo, renderRoutes, USER, type GqlAnswer, type GqlCall } from '../../../test';
import type { ReferralListRow } from './graphql';

// The grid loads lazily and renders many columns: slow on a loaded two-core machine.
vi.setConfig({ testTimeout: 30_000 });

/** A signed-in user holding exactly these referral permissions. */
export function userWith(keys: PermissionKey[]): CurrentUser {
  const all: PermissionKey[] = ['SEND_REFERRAL', 'ACCEPT_REFERRAL', 'SCHEDULE_REFERRAL'];
  return {
    ...USER,
    referral_permissions: all.map((key) => ({ key, value: keys.includes(key) })),
  } as CurrentUser;
}

/** A list row with every field; `patch` sets what the test is about. */
export function listRow(patch: Partial<ReferralListRow> = {}): ReferralListRow {
  return {
    uuid: 'r-1',
    status: 'sent',
    status_label: 'Sent',
    source: 'wizard',
    is_fax: false,
    is_order: false,
    patient_name: 'Ada Byron',
    birthdate: '1980-05-01',
    mrn: 'MRN-7',
    diagnosis: 'I10 Hypertension',
    clinic_receiver: { name: 'Lakeside Cardiology', is_fax: false },
    clinic_referrer: { name: 'Northside Family Medicine' },
    provider_name: 'Dr. Hannah Brooks',
    referral_source: 'Northside Family Medicine',
    referral_source_note: null,
    appointment_date: null,
    decline_reason: null,
    sent_at: '2026-11-02T14:05:09.000Z',
    last_updated_by: 'Pat Sender',
    last_updated_at: '2026-11-03T09:00:00.000Z',
    appointment_maintained: null,
    not_maintained_reason: null,
    ...patch,
  };
}

const typed = (row: ReferralListRow) => ({
  __typename: 'ReferralListRow',
  ...row,
  clinic_receiver: row.clinic_receiver && {
    __typename: 'ReferralListClinic',
    ...row.clinic_receiver,
  },
  clinic_referrer: row.clinic_referrer && {
    __typename: 'ReferralListClinic',
    is_fax: false,
    ...row.clinic_referrer,
  },
});

/** The server's answer to a list field. */
export function listAnswer(field: string, rows: ReferralListRow[], totalCount = rows.length) {
  return {
    data: {
      [field]: {
        __typename: 'ReferralListPage',
        rows: rows.map(typed),
        total_count: totalCount,
        page_info: {
          __typename: 'ReferralListPageInfo',
          start_cursor: rows.length ? 'c-start' : null,
          end_cursor: rows.length ? 'c-end' : null,
          has_next_page: totalCount > rows.length,
          has_previous_page: false,
        },
      },
    },
  };
}

/** The list query's operation name for a field ('referral_active_sent' -> 'ReferralActiveSent'). */
export const opName = (field: string) =>
  field.replace(/(^|_)([a-z])/g, (_m, _s: string, c: string) => c.toUpperCase());

const PAGES = {
  active: <ActiveReferralsRoute />,
  declined: <DeclinedReferralsRoute />,
  completed: <CompletedReferralsRoute />,
  faxed: <FaxedReferralsRoute />,
};

export interface RenderListOptions {
  page?: keyof typeof PAGES;
  query?: string;
  keys?: PermissionKey[];
  /** Answers the list queries; other operations go to `other`. */
  rows?: (call: GqlCall) => GqlAnswer;
  other?: (call: GqlCall) => GqlAnswer;
}

/** Renders a list page with the referral routes its actions lead to. */
export function renderList({
  page = 'active',
  query = '',
  keys = ['SEND_REFERRAL'],
  rows = (call) => listAnswer(fieldOf(call), [listRow()]),
  other = () => ({ data: null }),
}: RenderListOptions = {}) {
  const fake = fakeApollo((call) =>
    call.operationName.startsWith('Referral') && call.operationName !== 'ReferralsChanged'
      ? rows(call)
      : other(call),
  );
  const path = `/referrals/${page}${query}`;
  const router = renderRoutes(
    [
      { path: `/referrals/${page}`, element: PAGES[page] },
      { path: '/referrals/:uuid/review', element: <p>Detail view</p> },
      { path: '/referrals/:uuid/notes', element: <p>Notes view</p> },
      { path: '/referrals/:uuid', element: <p>Referral wizard</p> },
    ],
    { client: fake.client, path, user: userWith(keys) },
  );
  return { ...fake, router };
}

/** 'ReferralActiveSent' -> 'referral_active_sent'. */
export function fieldOf(call: GqlCall): string {
  return call.operationName.replace(/[A-Z]/g, (c, i: number) => (i ? '_' : '') + c.toLowerCase());
}

/** The list queries received so far. */
export const listCalls = (calls: GqlCall[], field: string) =>
  calls.filter((c) => c.operationName === opName(field));

/** The grid's column headers, in order. */
export const headers = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

/** Picks `option` in the toolbar select labelled `label`. */
export async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

/** The variables of the latest call. */
export const lastVariables = (calls: { variables: Record<string, unknown> }[]) =>
  calls[calls.length - 1]?.variables;
