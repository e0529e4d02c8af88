/**
 * Fixtures for the detail view's component tests: a GraphQL link answering by operation name and
 * the review route in a memory router (users and the REST stub come from the wizard's kit).
 */
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { SnackbarProvider } from 'notistack';
import { Observable } from 'rxjs';
import type { CurrentUser, UserActions } from '@app/shared';
import { SessionProvider } from '../../auth/SessionProvider';
import { writeCachedUser } from '../../auth/userCache';
import { USER, type GqlCall } from '../wizard/wizardTestKit';
import { ReferralReviewPage } from './ReferralReviewPage';

export function userWith(actions: Partial<UserActions>): CurrentUser {
  return { ...USER, actions: { ...USER.actions, ...actions } };
}

export function reviewFixture(over: Record<string, unknown> = {}) {
  return {
    __typename: 'Referral',
    id: '7',
    uuid: 'r-7',
    status: 'under_review',
    status_label: 'Under Review',
    decline_reason: null,
    appointment_date: null,
    viewer: 'receiver',
    is_fax: false,
    is_order: false,
    mrn: 'A-1',
    diagnosis: 'Hypertension',
    comment: 'Short note',
    extra_info: JSON.stringify({ custom_urgency: 'Routine' }),
    sent_at: '2026-11-20T10:00:00.000Z',
    patient: {
      __typename: 'Patient',
      uuid: 'pat-1',
      full_name: 'Ada Byron',
      firstname: 'Ada',
      lastname: 'Byron',
      details: {
        __typename: 'PatientDetails',
        birthdate: '1990-01-02',
        phone: '312-555-0100',
        ssn: '***-**-6789',
        full_address: '1 Main St, Chicago, IL 60601',
        insurance_provider: 'Acme',
        policy_number: 'P-1',
      },
    },
    provider: { __typename: 'Provider', id: '12', display_name: 'Dr. Jane Doe' },
    referrer_provider: { __typename: 'Provider', id: '3', display_name: 'Dr. Who' },
    receiver: {
      __typename: 'ReceiverClinic',
      id: '20',
      name: 'Lakeside Clinic',
      full_address: '1 Lake St, Chicago, IL 60601',
      office_phone: '312-555-0199',
      fax: '312-555-0198',
    },
    referrer: {
      __typename: 'ReferrerClinic',
      id: '10',
      name: 'Northside Family Medicine',
      full_address: '2 North Ave, Chicago, IL 60602',
      office_phone: '312-555-0111',
      fax: null,
    },
    documents: [
      {
        __typename: 'ReferralDocument',
        uuid: 'd-1',
        name: 'labs.pdf',
        referral_document_name: 'Lab results',
        url: '/api/referrals/r-7/documents/d-1',
      },
    ],
    ...over,
  };
}

type Answer = { data?: unknown; errors?: unknown[] };

/** `referral` null: the server's not-found answer. open_referral answers `opened` (or the same). */
export function fakeReviewGraphql(
  referral: Record<string, unknown> | null,
  opts: { opened?: Record<string, unknown>; answer?: (call: GqlCall) => Answer | undefined } = {},
) {
  const calls: GqlCall[] = [];
  let current = referral;
  const answer = (call: GqlCall): Answer => {
    const custom = opts.answer?.(call);
    if (custom) return custom;
    switch (call.operationName) {
      case 'ReviewReferral':
        return current
          ? { data: { referral: current } }
          : { errors: [{ message: 'Referral not found.', extensions: { code: 'NOT_FOUND' } }] };
      case 'OpenReferral':
        current = opts.opened ?? current;
        return { data: { open_referral: current } };
      default:
        return { errors: [{ message: `Unexpected ${call.operationName}` }] };
    }
  };
  const link = new ApolloLink(
    (op) =>
      new Observable((sub) => {
        const call = { operationName: op.operationName ?? '', variables: op.variables };
        calls.push(call);
        sub.next(answer(call) as never);
        sub.complete();
      }),
  );
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), calls };
}

export function renderReview(
  gql: ReturnType<typeof fakeReviewGraphql>,
  user: CurrentUser = USER,
  path = '/referrals/r-7/review',
) {
  writeCachedUser(user);
  const router = createMemoryRouter(
    [
      { path: '/referrals/active', element: <h1>Active Referrals</h1> },
      { path: '/referrals/:uuid/review', element: <ReferralReviewPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <SessionProvider>
      <SnackbarProvider>
        <ApolloProvider client={gql.client}>
          <RouterProvider router={router} />
        </ApolloProvider>
      </SnackbarProvider>
    </SessionProvider>,
  );
  return router;
}
