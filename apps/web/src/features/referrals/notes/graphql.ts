import { gql, type TypedDocumentNode } from '@apollo/client';

export type NoteGroup = 'internal' | 'external' | 'system';

/** One line of the Referral Log (server type ReferralNote; docs/referrals-api.md "Lifecycle"). */
export interface ReferralNoteDto {
  id: string;
  uuid: string;
  note: string;
  group: NoteGroup;
  created_at: string;
  /** Null for lines the system wrote. */
  user: { firstname: string; lastname: string } | null;
  clinic: { id: string; name: string } | null;
  /** A public referrer's message: '{contact} (public referrer)'. */
  public_author?: string | null;
}

export interface ReferralNotesData {
  referral_notes: ReferralNoteDto[];
}

const NOTE_FIELDS = gql`
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
`;

/**
 * Newest first: the viewer's own clinic's internal notes, the external messages and the system
 * lines (the server filters; the tabs only pick groups).
 */
export const REFERRAL_NOTES: TypedDocumentNode<ReferralNotesData, { referral_uuid: string }> = gql`
  query ReferralNotes($referral_uuid: String!) {
    referral_notes(referral_uuid: $referral_uuid) {
      ...ReferralNoteLine
    }
  }
  ${NOTE_FIELDS}
`;

/** The same list, sent whole at once and again after every change. */
export const REFERRAL_NOTES_SUBSCRIPTION: TypedDocumentNode<
  ReferralNotesData,
  { referral_uuid: string }
> = gql`
  subscription ReferralNotesLive($referral_uuid: String!) {
    referral_notes(referral_uuid: $referral_uuid) {
      ...ReferralNoteLine
    }
  }
  ${NOTE_FIELDS}
`;

/** What the notes view needs of its referral: the header and the Referral Log's tab rules. */
export interface NotesReferralDto {
  id: string;
  uuid: string;
  viewer: string;
  is_fax: boolean;
  source: string;
  patient: { uuid: string; full_name: string } | null;
}

export const NOTES_REFERRAL: TypedDocumentNode<{ referral: NotesReferralDto }, { uuid: string }> =
  gql`
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
  `;
