/**
 * Fixtures for the wizard's component tests: a GraphQL server answering by operation name and the
 * two wizard routes in a memory router (users and the REST stub come from the shared web kit).
 */
import {
  fakeApollo,
  REFERRAL_NOT_FOUND,
  renderRoutes,
  unexpected,
  USER,
  type GqlAnswer,
  type GqlCall,
} from '../../../test';
import { ReferralWizardPage } from './ReferralWizardPage';

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

export interface GqlOptions {
  provider?: ProviderFixture;
  sameOrganization?: boolean;
  referral?: Record<string, unknown> | null;
  answers?: unknown[];
  /** Overrides one operation's answer. */
  answer?: (call: GqlCall) => GqlAnswer | undefined;
}

export function fakeGraphql(opts: GqlOptions = {}) {
  const provider = opts.provider ?? providerFixture();
  return fakeApollo((call) => {
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
          : REFERRAL_NOT_FOUND;
      case 'SaveReferralAnswers':
        return { data: { save_referral_answers: [] } };
      default:
        return unexpected(call);
    }
  });
}

export function renderWizard(path: string, gql: ReturnType<typeof fakeGraphql>) {
  return renderRoutes(
    [
      { path: '/referrals/active', element: <h1>Active Referrals</h1> },
      { path: '/referrals/send', element: <ReferralWizardPage /> },
      { path: '/referrals/:uuid', element: <ReferralWizardPage /> },
      { path: '/referrals/:uuid/review', element: <h1>Review</h1> },
    ],
    { client: gql.client, path, user: USER },
  );
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
