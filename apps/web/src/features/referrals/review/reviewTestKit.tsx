/**
 * Fixtures for the detail view's component tests: a GraphQL server answering by operation name and
 * the review route in a memory router (users and the REST stub come from the shared web kit).
 */
import type { CurrentUser } from '@app/shared';
import {
  fakeApollo,
  REFERRAL_NOT_FOUND,
  renderRoutes,
  unexpected,
  USER,
  type GqlAnswer,
  type GqlCall,
} from '../../../test';
import { ReferralReviewPage } from './ReferralReviewPage';

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
    custom_form: [],
    answers: [],
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
        address_line1: '1 Main St',
        address_city: 'Chicago',
        address_state: 'IL',
        address_zip: '60601',
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
    source: 'referral',
    referrer_metadata: null,
    approver_name: null,
    signature_url: null,
    can_edit_patient: false,
    can_update_information: false,
    can_update_source: false,
    ...over,
  };
}

/** The receiving provider's documents the 'Upload Documents' dialog builds its sections from. */
export const UPLOAD_SECTIONS = {
  __typename: 'Referral',
  id: '7',
  same_organization: false,
  provider: {
    __typename: 'Provider',
    id: '12',
    documents: [
      {
        __typename: 'ProviderDocument',
        id: '1',
        required: true,
        document: { __typename: 'Document', id: '31', name: 'Lab results' },
        question: null,
      },
      {
        __typename: 'ProviderDocument',
        id: '2',
        required: false,
        document: { __typename: 'Document', id: '32', name: 'Imaging' },
        question: {
          __typename: 'DocumentQuestion',
          id: '5',
          uuid: 'q-5',
          question: 'Has the patient had imaging before?',
        },
      },
    ],
  },
};

/** The detail view's lifecycle mutations, by operation name, with the field each answers in. */
const LIFECYCLE = {
  PromoteReferral: 'promote_referral',
  DeclineReferral: 'decline_referral',
  SetReferralAppointment: 'set_referral_appointment',
} as const;
type LifecycleOperation = keyof typeof LIFECYCLE;

/** A lifecycle mutation's answer: its message (and second line), and what changed on the referral. */
export interface LifecycleReply {
  message: string;
  detail?: string;
  changes?: Record<string, unknown>;
}

/** The server refusing a lifecycle call, as GraphQL answers it (extensions.validation). */
export function refused(message: string, validation?: Record<string, string[]>): GqlAnswer {
  return { errors: [{ message, extensions: { code: 'VALIDATION', validation } }] };
}

/** The lifecycle calls the page made: operation and variables, in order. */
export function lifecycleCalls(gql: { calls: GqlCall[] }) {
  return gql.calls
    .filter((c) => c.operationName in LIFECYCLE)
    .map((c) => ({ operation: c.operationName as LifecycleOperation, variables: c.variables }));
}

/**
 * `referral` null: the server's not-found answer. open_referral answers `opened` (or the same);
 * a lifecycle mutation answers `lifecycle(call)` (by default 'OK.') with the referral as changed.
 */
export function fakeReviewGraphql(
  referral: Record<string, unknown> | null,
  opts: {
    opened?: Record<string, unknown>;
    answer?: (call: GqlCall) => GqlAnswer | undefined;
    lifecycle?: (call: GqlCall) => LifecycleReply | GqlAnswer;
  } = {},
) {
  let current = referral;
  return fakeApollo((call) => {
    const custom = opts.answer?.(call);
    if (custom) return custom;
    switch (call.operationName) {
      case 'ReviewReferral':
        return current ? { data: { referral: current } } : REFERRAL_NOT_FOUND;
      case 'UploadDocumentSections':
        return { data: { referral: UPLOAD_SECTIONS } };
      case 'OpenReferral':
        current = opts.opened ?? current;
        return { data: { open_referral: current } };
      default:
        if (!(call.operationName in LIFECYCLE)) return unexpected(call);
    }
    const reply = opts.lifecycle?.(call) ?? { message: 'OK.' };
    if (reply instanceof Error || !('message' in reply)) return reply;
    const { message, detail, changes } = reply as LifecycleReply;
    current = { ...current, ...changes };
    const field = LIFECYCLE[call.operationName as LifecycleOperation];
    const answer = { __typename: 'ReferralLifecycleAnswer', message, detail: detail ?? null };
    return { data: { [field]: { ...answer, referral: current } } };
  });
}

export function renderReview(
  gql: ReturnType<typeof fakeReviewGraphql>,
  user: CurrentUser = USER,
  path = '/referrals/r-7/review',
) {
  return renderRoutes(
    [
      { path: '/referrals/active', element: <h1>Active Referrals</h1> },
      { path: '/referrals/:uuid/review', element: <ReferralReviewPage /> },
    ],
    { client: gql.client, path, user },
  );
}
