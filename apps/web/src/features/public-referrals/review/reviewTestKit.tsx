/**
 * Fixtures for the public review page's component tests: a public GraphQL server whose notes
 * subscription stays open (a test pushes the next list), the referral view as verify answers it,
 * and a helper that signs in.
 */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable, type Subscriber } from 'rxjs';
import { act, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderWithApollo, unexpected, type GqlAnswer, type GqlCall } from '../../../test';
import { PublicReferralReview } from './PublicReferralReview';

export const REFERRAL_UUID = '3f1c9a2e-7b44-4d0e-9c61-2a8f5e7d1b90';
export const EMAIL = 'joan.clarke@harbor.example';
export const CODE = 'ABCD-EFGH-JKMN';
export const CODE_SENT = 'ABCDEFGHJKMN';

export function viewFixture(over: Record<string, unknown> = {}) {
  return {
    __typename: 'PublicReferralView',
    uuid: REFERRAL_UUID,
    status: 'sent',
    status_label: 'Sent',
    sent_at: '2026-11-20T15:00:00.000Z',
    patient: {
      __typename: 'PublicPatient',
      firstname: 'Ada',
      lastname: 'Byron',
      birthdate: '1990-04-02',
    },
    referrer: {
      __typename: 'PublicReferrer',
      contact_email: EMAIL,
      physician: 'Grace Hopper',
      clinic_name: 'Harbor Family Practice',
      contact: 'Joan Clarke',
      office_phone: '5551234567',
      fax: null,
    },
    receiver: {
      __typename: 'PublicReceiver',
      name: 'Lakeside Orthopedics',
      full_address: '1 Lake St, Springfield, IL 62701',
      office_phone: '5559876543',
      fax: '5559876500',
    },
    diagnosis: 'Chronic knee pain',
    provider: 'Hannah Brooks',
    reason: null,
    appointment_date: null,
    documents: [documentFixture('d-1', 'lab-results.pdf')],
    can_upload: true,
    is_fax: false,
    fax: null,
    ...over,
  };
}

export function documentFixture(uuid: string, name: string) {
  return {
    __typename: 'PublicDocument',
    uuid,
    name,
    referral_document_name: 'Lab results',
    created_at: '2026-11-20T15:00:00.000Z',
  };
}

export function noteFixture(uuid: string, note: string, over: Record<string, unknown> = {}) {
  return {
    __typename: 'PublicNote',
    uuid,
    note,
    created_at: '2026-11-20T16:00:00.000Z',
    from_clinic: true,
    author: 'Lakeside Orthopedics',
    ...over,
  };
}

export type NoteRow = ReturnType<typeof noteFixture>;

export interface FakePublicServer {
  /** verify_referral_access_code; a view by default. */
  verify?: (call: GqlCall) => GqlAnswer;
  /** send_note; echoes the note as the referrer's by default. */
  sendNote?: (call: GqlCall) => GqlAnswer;
  answers?: unknown[];
  /** The list the notes subscription starts with. */
  notes?: NoteRow[];
  /** Answers the notes subscription with this instead (a refusal). */
  notesAnswer?: GqlAnswer;
}

/** The public GraphQL endpoint; `push(list)` sends the next notes list to open subscriptions. */
export function fakePublicGraphql(server: FakePublicServer = {}) {
  const calls: GqlCall[] = [];
  const live = new Set<Subscriber<unknown>>();
  let sent = 0;
  const answer = (call: GqlCall): GqlAnswer => {
    switch (call.operationName) {
      case 'VerifyReferralAccessCode':
        return server.verify?.(call) ?? { data: { verify_referral_access_code: viewFixture() } };
      case 'PublicReferralAnswers':
        return { data: { public_referral_answers: server.answers ?? [] } };
      case 'SendPublicNote':
        return (
          server.sendNote?.(call) ?? {
            data: {
              send_note: noteFixture(`sent-${String(++sent)}`, String(call.variables.note), {
                from_clinic: false,
                author: 'Joan Clarke',
                created_at: '2026-11-21T09:00:00.000Z',
              }),
            },
          }
        );
      default:
        return unexpected(call);
    }
  };
  const link = new ApolloLink(
    (op) =>
      new Observable((sub) => {
        const call = { operationName: op.operationName ?? '', variables: op.variables };
        calls.push(call);
        if (call.operationName === 'PublicReferralNotes') {
          live.add(sub);
          sub.next(
            (server.notesAnswer ?? {
              data: { public_referral_notes: server.notes ?? [] },
            }) as never,
          );
          return () => live.delete(sub);
        }
        sub.next(answer(call) as never);
        sub.complete();
        return undefined;
      }),
  );
  return {
    client: new ApolloClient({ link, cache: new InMemoryCache() }),
    calls,
    push: (list: NoteRow[]) =>
      act(() => {
        for (const sub of live) sub.next({ data: { public_referral_notes: list } });
      }),
    callsOf: (name: string) => calls.filter((c) => c.operationName === name),
  };
}

export type FakePublic = ReturnType<typeof fakePublicGraphql>;

/** The page in a router (the public frame links to the directory), on the fake server. */
export function renderReviewPage(server: FakePublic) {
  return renderWithApollo(
    <MemoryRouter>
      <PublicReferralReview referralUuid={REFERRAL_UUID} />
    </MemoryRouter>,
    server.client,
  );
}

export function fillSignIn(email: string, code: string) {
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Access Code/), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'View Referral' }));
}

/** Renders the page and signs in with the fixture's credentials; resolves once the view shows. */
export async function signedIn(server: FakePublic) {
  renderReviewPage(server);
  fillSignIn(EMAIL, CODE);
  await screen.findByRole('region', { name: 'Referral' });
}
