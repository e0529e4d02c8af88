import { TRANSITIONS } from './machine.js';
import { MANUALLY_CREATED } from './status.js';

/**
 * The referral list row actions (spec 2 section 4 "Referral list row actions"): which icon
 * buttons a row of a sent or received table shows, in the spec's order.
 */
export const LIST_ROW_ACTIONS = [
  'edit',
  'update_draft',
  'delete',
  'view',
  'notes',
  'review',
  'complete',
] as const;
export type ListRowAction = (typeof LIST_ROW_ACTIONS)[number];

/** The buttons' names as the spec writes them. */
export const LIST_ROW_ACTION_LABELS: Record<ListRowAction, string> = {
  edit: 'Edit',
  update_draft: 'Update Draft',
  delete: 'Delete',
  view: 'View',
  notes: 'View Notes',
  review: 'Review',
  complete: 'Complete',
};

export interface ListRowFacts {
  /** The table: the current clinic's sent or received referrals. */
  side: 'sent' | 'received';
  status: string;
  /** The list's status label ('Manually Created' for a referral entered by hand). */
  statusLabel: string;
  /** A provider is assigned (View and View Notes need one). */
  hasProvider: boolean;
  /** The user holds SEND_REFERRAL in the current clinic. */
  canSend: boolean;
}

/**
 * Where Complete applies: the statuses the completion events start from (the status machine),
 * so a sent row that is already ref_completed offers no second completion.
 */
function completesFrom(event: 'referrer_complete' | 'receiver_complete'): readonly string[] {
  return TRANSITIONS.filter((rule) => rule.event === event).flatMap((rule) => rule.from);
}
const SENT_COMPLETES_FROM = completesFrom('referrer_complete');
const RECEIVED_COMPLETES_FROM = completesFrom('receiver_complete');

/**
 * The row's actions in the spec's order (sent: edit, update, delete, view, notes, complete;
 * received: notes, review, complete). The server still checks each action.
 *
 * Edit opens the quick dialog on a 'Manually Created' row, which only the clinic that entered it
 * may change: the referring clinic, i.e. its sent table, with SEND_REFERRAL. The spec's
 * "Received order: edit" would offer the receiving clinic a button the server refuses ("Referral
 * not found."), so received rows never show it (issue 17, docs/decisions.md).
 */
export function listRowActions(row: ListRowFacts): ListRowAction[] {
  const manual = row.statusLabel === MANUALLY_CREATED;
  const ownDraft = row.side === 'sent' && row.canSend && row.status === 'draft';
  const shown: Record<ListRowAction, boolean> = {
    edit: manual && row.side === 'sent' && row.canSend,
    update_draft: ownDraft,
    delete: ownDraft,
    view: row.side === 'sent' && row.hasProvider && !ownDraft,
    notes: row.hasProvider,
    review: row.side === 'received' && !manual,
    complete: (row.side === 'sent' ? SENT_COMPLETES_FROM : RECEIVED_COMPLETES_FROM).includes(
      row.status,
    ),
  };
  return LIST_ROW_ACTIONS.filter((action) => shown[action]);
}
