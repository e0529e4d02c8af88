/**
 * Test fixtures for the wizard's component tests: a signed-in user, a GraphQL link answering by
 * operation name, a fetch stub for the REST calls, and the two wizard routes in a memory router.
 */
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';
import type { CurrentUser } from '@app/shared';
import { SessionProvider } from '../../auth/SessionProvider';
import { writeCachedUser } from '../../auth/userCache';
import { ReferralWizardPage } from './ReferralWizardPage';

export const USER = {
  id: '1',
  uuid: 'u-1',
  email: 'psr@northside.demo.test',
  firstname: 'Pat',
  lastname: 'Sender',
  full_name: 'Pat Sender',
  phone: null,
  role: { id: 2, name: 'psr', label: 'PSR' },
  activated_at: null,
  last_login_at: null,
  clinic: { id: '10', name: 'Northside Family Medicine' },
  clinics: [{ id: '10', name: 'Northside Family Medicine' }],
  menu_items: [],
  referral_permissions: [{ key: 'SEND_REFERRAL', value: true }],
  permissions: [],
  notifications: [],
  hasClinicFaxNumber: false,
  actions: { can_accept: false, can_schedule: false, can_endorse: false },
} as unknown as CurrentUser;

export const RECEIVER = {
  __typename: 'ReceiverClinic',
  id: '20',
  name: 'Lakeside Clinic',
  full_address: '1 Lake St, Chicago, IL 60601',
  office_phone: '312-555-0199',
  fax: null,
  is_order: false,
  is_fax: false,
  has_provider_user: true,
  organization: { __typename: 'Organization', id: '2', name: 'Lakeside Health' },
};

export const LAB_DOC = {
  __typename: 'ProviderDocument',
  id: '1',
  required: true,
  document: { __typename: 'Document', id: '5', name: 'Lab results' },
  question: null,
};

export const IMAGING_DOC = {
  __typename: 'ProviderDocument',
  id: '2',
  required: false,
  document: { __typename: 'Document', id: '6', name: 'Imaging' },
  question: {
    __typename: 'DocumentQuestion',
    id: '9',
    uuid: 'q-9',
    question: 'Does the patient have recent imaging?',
  },
};

export type ProviderFixture = ReturnType<typeof providerFixture>;

export function providerFixture(receiver: Partial<typeof RECEIVER> = {}) {
  return {
    __typename: 'Provider',
    id: '12',
    uuid: 'p-12',
    display_name: 'Dr. Jane Doe',
    specializations: ['Cardiology'],
    is_favorite: true,
    clinic: { __typename: 'ClinicRef', id: '20', name: 'Lakeside Clinic' },
    receiver: { ...RECEIVER, ...receiver },
    documents: [LAB_DOC, IMAGING_DOC],
  };
}

export const FORM_ROWS = [
  {
    __typename: 'FormAttribute',
    field: 'custom_urgency',
    label: 'Urgency',
    size: '6',
    required: false,
    hidden: false,
    kind: 'text',
    choices: [],
    helpText: '',
  },
];

export interface GqlCall {
  operationName: string;
  variables: Record<string, unknown>;
}

export interface GqlOptions {
  provider?: ProviderFixture;
  sameOrganization?: boolean;
  referral?: Record<string, unknown> | null;
  answers?: unknown[];
  /** Overrides one operation's answer. */
  answer?: (call: GqlCall) => { data?: unknown; errors?: unknown[] } | undefined;
}

export function fakeGraphql(opts: GqlOptions = {}) {
  const provider = opts.provider ?? providerFixture();
  const calls: GqlCall[] = [];
  const answer = (call: GqlCall): { data?: unknown; errors?: unknown[] } => {
    const custom = opts.answer?.(call);
    if (custom) return custom;
    switch (call.operationName) {
      case 'WizardProviders':
        return { data: { providers: [provider] } };
      case 'ProviderShortcuts':
        return { data: { providers_favorite: [provider], providers_most_recent: [] } };
      case 'ReceivingForm':
        return {
          data: {
            receiving_form: {
              __typename: 'ReceivingForm',
              form_type: opts.sameOrganization ? 'internal' : 'external',
              same_organization: opts.sameOrganization ?? false,
              attributes: FORM_ROWS,
            },
          },
        };
      case 'ReferrerProviders':
        return {
          data: {
            providers_by_clinic_id: [
              {
                __typename: 'Provider',
                id: '1',
                display_name: 'Any/First Available',
                is_default: true,
              },
              { __typename: 'Provider', id: '3', display_name: 'Dr. Who', is_default: false },
            ],
          },
        };
      case 'PatientBySsn':
        return { data: { patient_by_ssn: null } };
      case 'WizardReferral':
        return opts.referral
          ? { data: { referral: opts.referral, referral_answers: opts.answers ?? [] } }
          : {
              errors: [{ message: 'Referral not found.', extensions: { code: 'NOT_FOUND' } }],
            };
      case 'SaveReferralAnswers':
        return { data: { save_referral_answers: [] } };
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

export interface RestCall {
  method: string;
  url: string;
  body: unknown;
}

type RestReply = { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;

/** Stubs fetch: the CSRF cookie call, then `reply` for every /api call (recorded in `calls`). */
export function stubRest(reply: (call: RestCall) => RestReply) {
  const calls: RestCall[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (url === '/csrf-cookie') {
      document.cookie = 'XSRF-TOKEN=t0k3n; path=/';
      return new Response(null, { status: 204 });
    }
    const call = {
      method: init?.method ?? 'GET',
      url,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const { status, body } = await reply(call);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

export function renderWizard(path: string, gql: ReturnType<typeof fakeGraphql>) {
  writeCachedUser(USER);
  const router = createMemoryRouter(
    [
      { path: '/referrals/active', element: <h1>Active Referrals</h1> },
      { path: '/referrals/send', element: <ReferralWizardPage /> },
      { path: '/referrals/:uuid', element: <ReferralWizardPage /> },
      { path: '/referrals/:uuid/review', element: <h1>Review</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <SessionProvider>
      <ApolloProvider client={gql.client}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </SessionProvider>,
  );
  return router;
}

/** A draft as referral(uuid) answers it. */
export function draftFixture(over: Record<string, unknown> = {}) {
  return {
    __typename: 'Referral',
    id: '7',
    uuid: 'r-7',
    status: 'draft',
    mrn: 'A-1',
    diagnosis: 'Hypertension',
    comment: null,
    extra_info: JSON.stringify({ custom_urgency: 'Routine' }),
    same_organization: false,
    patient: {
      __typename: 'Patient',
      uuid: 'pat-1',
      firstname: 'Ada',
      lastname: 'Byron',
      full_name: 'Ada Byron',
      details: {
        __typename: 'PatientDetails',
        phone: '312-555-0100',
        ssn: '123-45-6789',
        birthdate: '1990-01-02',
        address_line1: null,
        address_city: null,
        address_state: null,
        address_zip: null,
        insurance_provider: null,
        policy_number: null,
      },
    },
    provider: providerFixture(),
    referrer_provider: { __typename: 'Provider', id: '3', display_name: 'Dr. Who' },
    documents: [],
    ...over,
  };
}

export function uploadedFixture(over: Record<string, unknown> = {}) {
  return {
    __typename: 'ReferralDocument',
    uuid: 'd-1',
    name: 'labs.pdf',
    referral_document_name: 'Lab results',
    document_id: '5',
    size: 120_000,
    url: '/api/referrals/r-7/documents/d-1',
    ...over,
  };
}
