import type { NoteGroup } from './graphql';
import type { WritableNoteGroup } from '@app/shared';

/** The spec's wording for the notes screens (spec 2 sections 2 and 8). */
export const NOTES_LABELS = {
  logTitle: 'Referral Log',
  dialogTitle: 'Referral Notes',
  legendInternal: 'Internal',
  legendExternal: 'External',
  createdBy: 'Created By',
  createdAt: 'Created At',
  // Ours: the spec only says "creation errors in a dialog".
  sendFailedTitle: 'The note was not sent',
  systemAuthor: 'System',
} as const;

export type NoteTabKey = 'external' | 'internal' | 'system';

export interface NoteTab {
  key: NoteTabKey;
  label: string;
  /** The first column's header. */
  column: 'Message' | 'Note' | 'Log';
  /** The groups the tab lists. */
  groups: readonly NoteGroup[];
  /** The group the tab's input writes; null for the read-only System Log. */
  writes: WritableNoteGroup | null;
  /** Rows mix groups, so the tab shows which colour is which. */
  legend: boolean;
  emptyText: string;
}

export const NOTE_TABS: Record<NoteTabKey, NoteTab> = {
  external: {
    key: 'external',
    label: 'External Messages',
    column: 'Message',
    groups: ['external'],
    writes: 'external',
    legend: false,
    emptyText: 'No messages yet. Messages written here are shared with the other clinic.',
  },
  internal: {
    key: 'internal',
    label: 'Internal Notes',
    column: 'Note',
    // Internal notes are read next to the messages they answer.
    groups: ['internal', 'external'],
    writes: 'internal',
    legend: true,
    emptyText: 'No notes yet. Internal notes are shared only with your colleagues.',
  },
  system: {
    key: 'system',
    label: 'System Log',
    column: 'Log',
    groups: ['system'],
    writes: null,
    legend: false,
    emptyText: 'Nothing has been logged for this referral yet.',
  },
};

export interface ReferralLogFacts {
  /** The referral went by fax or came in as a fax (referral.is_fax, or source 'fax'). */
  isFax: boolean;
  /** The viewer's clinic sent the referral (referral.viewer === 'referrer'). */
  isReferrer: boolean;
  /** A referral from outside the product's clinics (source 'public': the public form). */
  isExternal: boolean;
}

/**
 * The spec's tab rules: the External tab is hidden when a fax referral is viewed by its receiving
 * side (nobody on the other side reads messages). "Messages tab only for external referrals" is
 * read as: an external (public-form) referral always has the message channel, its submitter reads
 * it on the public review page. Internal Notes and the System Log are always there.
 */
export function referralLogTabs(facts: ReferralLogFacts): NoteTab[] {
  const receivedFax = facts.isFax && !facts.isReferrer;
  const withMessages = facts.isExternal || !receivedFax;
  return [...(withMessages ? [NOTE_TABS.external] : []), NOTE_TABS.internal, NOTE_TABS.system];
}

/** The facts from a referral as the GraphQL `Referral` type gives them. */
export function logFactsOf(referral: {
  is_fax: boolean;
  viewer: string;
  source?: string | null;
}): ReferralLogFacts {
  return {
    isFax: referral.is_fax || referral.source === 'fax',
    isReferrer: referral.viewer === 'referrer',
    isExternal: referral.source === 'public',
  };
}
