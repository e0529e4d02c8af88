import { describe, expect, it } from 'vitest';
import { listRowActions, type ListRowFacts } from './list-actions.js';
import { MANUALLY_CREATED } from './status.js';

const sent: ListRowFacts = {
  side: 'sent',
  status: 'sent',
  statusLabel: 'Sent',
  hasProvider: true,
  canSend: true,
};
const received: ListRowFacts = { ...sent, side: 'received', statusLabel: 'Received' };

describe('listRowActions (spec 2 section 4 "Referral list row actions")', () => {
  it.each<[string, Partial<ListRowFacts> & Pick<ListRowFacts, 'side'>, string[]]>([
    // Sent rows: edit, update, delete, view, notes, complete.
    [
      'own draft',
      { side: 'sent', status: 'draft', statusLabel: 'Draft' },
      ['update_draft', 'delete', 'notes'],
    ],
    [
      'draft without a provider',
      { side: 'sent', status: 'draft', statusLabel: 'Draft', hasProvider: false },
      ['update_draft', 'delete'],
    ],
    [
      'draft seen without SEND_REFERRAL',
      { side: 'sent', status: 'draft', statusLabel: 'Draft', canSend: false },
      ['view', 'notes'],
    ],
    ['sent referral', { side: 'sent' }, ['view', 'notes', 'complete']],
    ['sent referral without a provider', { side: 'sent', hasProvider: false }, ['complete']],
    [
      'scheduled',
      { side: 'sent', status: 'scheduled', statusLabel: 'Scheduled' },
      ['view', 'notes', 'complete'],
    ],
    [
      'already completed by the referrer',
      { side: 'sent', status: 'ref_completed', statusLabel: 'Completed' },
      ['view', 'notes'],
    ],
    [
      'manually created (sent)',
      { side: 'sent', statusLabel: MANUALLY_CREATED },
      ['edit', 'view', 'notes', 'complete'],
    ],
    // Received rows: edit, notes, review, complete.
    ['received', { side: 'received' }, ['notes', 'review']],
    ['received without a provider', { side: 'received', hasProvider: false }, ['review']],
    [
      'received declined',
      { side: 'received', status: 'declined', statusLabel: 'Declined' },
      ['notes', 'review', 'complete'],
    ],
    [
      'received scheduled',
      { side: 'received', status: 'scheduled', statusLabel: 'Scheduled' },
      ['notes', 'review', 'complete'],
    ],
    [
      'received ref_completed',
      { side: 'received', status: 'ref_completed', statusLabel: 'Scheduled' },
      ['notes', 'review', 'complete'],
    ],
    [
      'received accepted',
      { side: 'received', status: 'accepted', statusLabel: 'Accepted' },
      ['notes', 'review'],
    ],
    [
      'received rec_completed',
      { side: 'received', status: 'rec_completed', statusLabel: 'Completed' },
      ['notes', 'review'],
    ],
    // Only the clinic that entered it edits a manual entry (issue 17: the receiver was offered
    // Edit and got "Referral not found.").
    ['manually created (received)', { side: 'received', statusLabel: MANUALLY_CREATED }, ['notes']],
    [
      'manually created (sent) seen without SEND_REFERRAL',
      { side: 'sent', statusLabel: MANUALLY_CREATED, canSend: false },
      ['view', 'notes', 'complete'],
    ],
  ])('%s', (_name, facts, expected) => {
    const base = facts.side === 'sent' ? sent : received;
    expect(listRowActions({ ...base, ...facts })).toEqual(expected);
  });
});
