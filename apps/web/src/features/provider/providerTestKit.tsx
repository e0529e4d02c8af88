/**
 * Fixtures for the provider portal's component tests: a GraphQL server holding one provider and
 * its pending orders (answering by operation name), and the portal rendered at /provider.
 */
import { expect, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  fakeApollo,
  renderRoutes,
  unexpected,
  USER,
  type FakeApollo,
  type GqlAnswer,
  type GqlCall,
} from '../../test';
import { DECLINE_ORDER } from './DeclineOrderDialog';
import type { PendingOrderDto, UserProviderDto } from './graphql';
import { ProviderPortal } from './ProviderPortal';

export const SIGNATURE = {
  __typename: 'ProviderSignature',
  id: '5',
  fileurl: '/api/provider-signatures/5',
  name: 'Signature',
} as const;

export function providerFixture(over: Partial<UserProviderDto> = {}) {
  return {
    __typename: 'UserProvider',
    id: '31',
    auto_approved: false,
    signature: SIGNATURE,
    ...over,
  };
}

export function orderFixture(id: string, fullName: string): PendingOrderDto {
  return {
    __typename: 'PendingOrder',
    id,
    uuid: `o-${id}`,
    mrn: `MRN-${id}`,
    patient: {
      __typename: 'PendingOrderPatient',
      full_name: fullName,
      details: { __typename: 'PendingOrderPatientDetails', birthdate: '1980-03-04' },
    },
    diagnosis: { __typename: 'PendingOrderDiagnosis', description: `Diagnosis ${id}` },
    referrer: { __typename: 'PendingOrderReferrer', id: '10', name: 'Northside Family Medicine' },
  } as PendingOrderDto;
}

export const ORDERS = [orderFixture('1', 'Ada Byron'), orderFixture('2', 'Grace Hopper')];

export interface ProviderServer {
  provider?: ReturnType<typeof providerFixture> | null;
  orders?: PendingOrderDto[];
  /** Overrides one operation's answer; undefined falls back to the fake's own. */
  answer?: (call: GqlCall) => GqlAnswer | undefined;
}

/** A server that keeps the provider it is told about and answers saves with it. */
export function fakeProviderGraphql({
  provider = providerFixture(),
  orders = ORDERS,
  answer,
}: ProviderServer = {}) {
  let current = provider;
  return fakeApollo((call) => {
    const own = answer?.(call);
    if (own) return own;
    const v = call.variables;
    switch (call.operationName) {
      case 'UserProvider':
        return { data: { user_provider: current } };
      case 'PendingOrders':
        return { data: { pending_orders: orders } };
      case 'SaveUserProviderSignature':
        current = providerFixture({
          ...current,
          signature: {
            ...SIGNATURE,
            id: '6',
            fileurl: '/api/provider-signatures/6',
            name: String(v['name']),
          },
        } as Partial<UserProviderDto>);
        return { data: { save_user_provider_signature: current } };
      case 'UpdateAutoApproved':
        current = providerFixture({
          ...current,
          auto_approved: Boolean(v['auto_approved']),
        } as Partial<UserProviderDto>);
        return { data: { update_auto_approved: current } };
      default:
        return unexpected(call);
    }
  });
}

/** The calls of one operation, by their variables. */
export const variablesOf = (calls: GqlCall[], operationName: string) =>
  calls.filter((c) => c.operationName === operationName).map((c) => c.variables);

export const ORDER_DETAIL_STUB = 'The order detail view';

/** Renders the portal at /provider, talking to `gql`; an order's detail view is a stub. */
export function renderPortalWith(gql: FakeApollo) {
  const router = renderRoutes(
    [
      { path: '/provider', element: <ProviderPortal /> },
      { path: '/referrals/:uuid/review', element: <p>{ORDER_DETAIL_STUB}</p> },
    ],
    { client: gql.client, path: '/provider', user: USER },
  );
  return Object.assign(gql, { router });
}

export const renderPortal = (server: ProviderServer = {}) =>
  renderPortalWith(fakeProviderGraphql(server));

/** A 2D context that records nothing: jsdom has no canvas drawing. */
export function fakeCanvas(png = 'data:image/png;base64,iVBORw0KGgo=') {
  const ctx = {
    beginPath: vi.fn(),
    moveTo: vi.fn(),
    lineTo: vi.fn(),
    stroke: vi.fn(),
    clearRect: vi.fn(),
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    ctx as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(png);
  return ctx;
}

/** The decline confirmation, once open. */
export const declineDialog = () => screen.findByRole('dialog', { name: DECLINE_ORDER.title });

/** Confirms the open decline dialog, with `reason` typed first, and waits for it to close. */
export async function confirmDecline(reason?: string) {
  const dialog = await declineDialog();
  if (reason !== undefined) {
    fireEvent.change(within(dialog).getByLabelText(DECLINE_ORDER.reason), {
      target: { value: reason },
    });
  }
  fireEvent.click(within(dialog).getByRole('button', { name: DECLINE_ORDER.confirm }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/** Closes the Undo snackbar saying `text`: the held decision is sent at once. */
export async function sendNow(text: string) {
  const snackbar = (await screen.findByText(text)).closest<HTMLElement>('.notistack-MuiContent')!;
  fireEvent.click(within(snackbar).getByRole('button', { name: 'Dismiss' }));
}
