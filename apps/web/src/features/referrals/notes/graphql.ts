import { graphql } from '../../../gql/staff';
import type { ReferralNoteLineFragment } from '../../../gql/staff/graphql';

export type NoteGroup = 'internal' | 'external' | 'system';

/**
 * One line of the Referral Log (server type ReferralNote; docs/referrals-api.md "Lifecycle"):
 * `user` is null for lines the system wrote; `public_author` names a public referrer's message.
 */
export type ReferralNoteDto = ReferralNoteLineFragment;

graphql(`
  fragment ReferralNoteLine on ReferralNote {
    id
    uuid
    note
    group
    created_at
    user {
      firstname
      lastname
    }
    clinic {
      id
      name
    }
    public_author
  }
`);

/**
 * Newest first: the viewer's own clinic's internal notes, the external messages and the system
 * lines (the server filters; the tabs only pick groups).
 */
export const REFERRAL_NOTES = graphql(`
  query ReferralNotes($referral_uuid: String!) {
    referral_notes(referral_uuid: $referral_uuid) {
      ...ReferralNoteLine
    }
  }
`);

/** The same list, sent whole at once and again after every change. */
export const REFERRAL_NOTES_SUBSCRIPTION = graphql(`
  subscription ReferralNotesLive($referral_uuid: String!) {
    referral_notes(referral_uuid: $referral_uuid) {
      ...ReferralNoteLine
    }
  }
`);

/** What the notes view needs of its referral: the header and the Referral Log's tab rules. */
export const NOTES_REFERRAL = graphql(`
  query NotesReferral($uuid: String!) {
    referral(uuid: $uuid) {
      id
      uuid
      viewer
      is_fax
      source
      patient {
        uuid
        full_name
      }
    }
  }
`);
