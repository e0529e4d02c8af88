/**
 * Fixtures for the notes screens' component tests: a GraphQL server whose notes subscription stays
 * open so a test can push the next list, and note rows as the server sends them.
 */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable, type Subscriber } from 'rxjs';
import { act } from '@testing-library/react';
import { REFERRAL_NOT_FOUND, unexpected, type GqlAnswer, type GqlCall } from '../../../test';
import type { NoteGroup } from './graphql';

let nextId = 1;

export function noteFixture(group: NoteGroup, note: string, over: Record<string, unknown> = {}) {
  const id = String(nextId++);
  return {
    __typename: 'ReferralNote',
    id,
    uuid: `n-${id}`,
    note,
    group,
    created_at: '2026-11-20T10:15:30.000Z',
    user:
      group === 'system'
        ? null
        : { __typename: 'ReferralNoteUser', firstname: 'Pat', lastname: 'Sender' },
    clinic:
      group === 'system'
        ? null
        : { __typename: 'ReferralNoteClinic', id: '10', name: 'Northside Family Medicine' },
    public_author: null,
    ...over,
  };
}

export type NoteRow = ReturnType<typeof noteFixture>;

export function notesReferralFixture(over: Record<string, unknown> = {}) {
  return {
    __typename: 'Referral',
    id: '7',
    uuid: 'r-7',
    viewer: 'referrer',
    is_fax: false,
    source: 'wizard',
    patient: { __typename: 'Patient', uuid: 'pat-1', full_name: 'Ada Byron' },
    ...over,
  };
}

/**
 * `notes` answers the ReferralNotes query; `push(list)` sends a subscription message to every open
 * ReferralNotesLive subscription. `referral` null answers the referral query with not-found.
 */
export function fakeNotesGraphql(
  notes: NoteRow[],
  referral: Record<string, unknown> | null = notesReferralFixture(),
) {
  const calls: GqlCall[] = [];
  const live = new Set<Subscriber<unknown>>();
  const answer = (call: GqlCall): GqlAnswer => {
    switch (call.operationName) {
      case 'ReferralNotes':
        return { data: { referral_notes: notes } };
      case 'NotesReferral':
        return referral ? { data: { referral } } : REFERRAL_NOT_FOUND;
      default:
        return unexpected(call);
    }
  };
  const link = new ApolloLink(
    (op) =>
      new Observable((sub) => {
        const call = { operationName: op.operationName ?? '', variables: op.variables };
        calls.push(call);
        if (call.operationName === 'ReferralNotesLive') {
          live.add(sub);
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
    /** The server's next full list, as after a change. */
    push: (list: NoteRow[]) =>
      act(() => {
        for (const sub of live) sub.next({ data: { referral_notes: list } });
      }),
    liveCount: () => live.size,
  };
}
