/**
 * Fixtures for the received faxes screen's component tests: a GraphQL server holding faxes
 * (answering by operation name, optionally holding an answer back), a live subscription the test
 * can fire, and the page rendered at /fax/received.
 */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable, type Subscriber } from 'rxjs';
import type { CurrentUser } from '@app/shared';
import { renderRoutes, USER, type GqlAnswer, type GqlCall } from '../../../test';
import type { DetectedFieldDto, DetectedReferralDto, InboundFaxDto } from './graphql';
import { ReceivedFaxesPage } from './ReceivedFaxesPage';

export const ADMIN = {
  ...USER,
  role: { id: 1, name: 'admin', label: 'Admin' },
} as unknown as CurrentUser;

export const NORTHSIDE = {
  __typename: 'InboundFaxClinic',
  id: 10,
  name: 'Northside Family Medicine',
};
export const LAKESIDE = { __typename: 'InboundFaxClinic', id: 20, name: 'Lakeside Cardiology' };

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

/**
 * A detected value the detector is `confidence` sure of. Its word confidence differs on purpose:
 * the screen must show the detector's own.
 */
export function field(value: string, confidence = 95, pages = [1]): DetectedFieldDto {
  return {
    __typename: 'DetectedField',
    value,
    avg_confidence: 97,
    confidence,
    pages,
  } as DetectedFieldDto;
}

export function detectedReferral(
  first: string,
  last: string,
  pages: number[],
  over: Partial<DetectedReferralDto> = {},
): DetectedReferralDto {
  return {
    __typename: 'DetectedReferral',
    pdf_pages: pages,
    patient_name: field(`${first} ${last}`),
    firstname: field(first),
    lastname: field(last),
    birthdate: field('1962-03-04'),
    ssn: field('123456789'),
    diagnosis: field('I10 Essential (primary) hypertension'),
    referring_clinic: field('Lakeside Cardiology'),
    form_suggestion: {
      __typename: 'FaxReferralSuggestion',
      firstname: first,
      lastname: last,
      birthdate: '1962-03-04',
      ssn: '123456789',
      diagnosis: 'I10 Essential (primary) hypertension',
      referring_clinic: 20,
      referring_clinic_name: null,
      page_start: pages[0]!,
      page_end: pages[pages.length - 1]!,
    },
    ...over,
  } as DetectedReferralDto;
}

/** A fax as the detail query answers it; the list answers the same object. */
export function faxFixture(id: string, over: Partial<InboundFaxDto> = {}): InboundFaxDto {
  return {
    __typename: 'InboundFax',
    id,
    external_id: `ext-${id}`,
    source: 'webhook',
    status: 'processed',
    reviewed: false,
    clinic: NORTHSIDE,
    detected_clinic: LAKESIDE,
    metadata: {
      __typename: 'InboundFaxMetadata',
      uri: null,
      subject: 'Patient referral',
      from_number: '+13125550201',
      from_location: 'Chicago, IL',
      pages_count: 3,
      date_created: minutesAgo(5),
      date_created_ago: '5 minutes ago',
    },
    actions: {
      __typename: 'InboundFaxActions',
      can_select_receiving_provider: false,
      can_assign: true,
      can_delete: true,
      can_create_referral: true,
    },
    created_at: minutesAgo(5),
    pdf_url: `/api/inbound-faxes/${id}/pdf`,
    ocr_data: JSON.stringify({
      pages: [
        {
          page: 1,
          method: 'ocr',
          text: 'REFERRAL FORM\nPatient Name: Ada Byron',
          confidence: 91,
          words: [],
        },
      ],
      duration_ms: 1200,
      engine: 'tesseract',
    }),
    processed_data: {
      __typename: 'InboundFaxProcessedData',
      detected_referrals: [detectedReferral('Ada', 'Byron', [1, 2])],
    },
    error: null,
    referrals: [],
    ...over,
  } as InboundFaxDto;
}

export interface ReceivedServer {
  faxes?: InboundFaxDto[];
  /** inbound_faxes_count when more faxes exist than the list holds. */
  total?: number;
  /** Overrides one operation's answer; undefined falls back to the fake's own. */
  answer?: (call: GqlCall) => GqlAnswer | Promise<GqlAnswer> | undefined;
}

/**
 * A GraphQL server over `faxes` that assigns and deletes like the real one. `live.emit()` sends an
 * inbound_faxes_changed event to the page's subscription.
 */
export function fakeReceivedGraphql({
  faxes = [faxFixture('f-1')],
  total,
  answer,
}: ReceivedServer = {}) {
  const state: { faxes: InboundFaxDto[]; total?: number } = { faxes: [...faxes], total };
  const calls: GqlCall[] = [];
  const subscribers: Subscriber<unknown>[] = [];

  const own = (call: GqlCall): GqlAnswer => {
    const v = call.variables;
    switch (call.operationName) {
      case 'InboundFaxes':
        return {
          data: {
            inbound_faxes: state.faxes,
            inbound_faxes_count: state.total ?? state.faxes.length,
          },
        };
      case 'InboundFax': {
        const fax = state.faxes.find((f) => f.id === v['id']);
        return fax
          ? { data: { inbound_fax: fax } }
          : { errors: [{ message: 'Fax not found.', extensions: { code: 'NOT_FOUND' } }] };
      }
      case 'SaveFaxClinicAssociation': {
        const clinic = v['clinic_id'] === LAKESIDE.id ? LAKESIDE : NORTHSIDE;
        state.faxes = state.faxes.map((f) => (f.id === v['fax_id'] ? { ...f, clinic } : f));
        return { data: { save_fax_clinic_association: clinic } };
      }
      case 'DeleteReceivedFax':
        state.faxes = state.faxes.filter((f) => f.id !== v['fax_id']);
        return {
          data: {
            delete_received_fax: {
              __typename: 'DeleteReceivedFaxResult',
              message: 'The fax has been deleted.',
            },
          },
        };
      case 'ClinicOptions':
        return {
          data: {
            clinics: [
              { __typename: 'Clinic', id: '10', name: NORTHSIDE.name },
              { __typename: 'Clinic', id: '20', name: LAKESIDE.name },
            ],
          },
        };
      default:
        return { errors: [{ message: `Unexpected ${call.operationName}` }] };
    }
  };

  const link = new ApolloLink(
    (op) =>
      new Observable((sub) => {
        const call = { operationName: op.operationName ?? '', variables: op.variables };
        calls.push(call);
        if (call.operationName === 'InboundFaxesChanged') {
          subscribers.push(sub);
          return;
        }
        void Promise.resolve(answer?.(call) ?? own(call)).then((answered) => {
          if (answered instanceof Error) return sub.error(answered);
          sub.next(answered as never);
          sub.complete();
        });
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });

  return {
    client,
    calls,
    state,
    live: {
      emit: (id: string, status: string) => {
        for (const sub of subscribers)
          sub.next({
            data: { inbound_faxes_changed: { __typename: 'InboundFaxChange', id, status } },
          });
      },
    },
  };
}

/** The calls of one operation, by their variables. */
export const variablesOf = (calls: GqlCall[], operationName: string) =>
  calls.filter((c) => c.operationName === operationName).map((c) => c.variables);

/** Renders the page at /fax/received as `user`, talking to the fake server. */
export function renderReceived(server: ReceivedServer = {}, user: CurrentUser = USER) {
  const gql = fakeReceivedGraphql(server);
  renderRoutes([{ path: '/fax/received', element: <ReceivedFaxesPage /> }], {
    client: gql.client,
    path: '/fax/received',
    user,
  });
  return gql;
}

/** A promise the test resolves when it wants (to hold an answer back). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
