/**
 * The referral status machine as data (DESIGN section 4, spec 2 section 4 "Promotions" and
 * "Button rules"). The server enforces `transition`; the web renders buttons from
 * `availableActions`. Both read the one table below.
 */
import type { UserActions } from '../permissions.js';
import {
  REFERRAL_STATUSES,
  UPLOAD_AFTER_SEND_STATUSES,
  type ReferralStatus,
  type ReferralViewer,
} from './status.js';

export const REFERRAL_EVENTS = [
  'send',
  'submit_for_approval',
  'send_fax',
  'fax_delivered',
  'open_as_receiver',
  'accept',
  'back_to_review',
  'decline',
  'schedule',
  'reschedule',
  'endorse',
  'receiver_complete',
  'referrer_complete',
  'approve_order',
  'decline_order',
  'fax_accept',
  'resend_fax',
  'submit_public',
] as const;
export type ReferralEvent = (typeof REFERRAL_EVENTS)[number];

/** Who fires an event: a member of the referring or receiving clinic, the order's provider, a job. */
export const REFERRAL_PARTIES = ['referrer', 'receiver', 'provider', 'system', 'public'] as const;
export type ReferralParty = (typeof REFERRAL_PARTIES)[number];

/** What the firing member must hold in their side's clinic (DESIGN section 4). */
export type ActionPermission = keyof UserActions | 'SEND_REFERRAL';

export interface TransitionRule {
  event: ReferralEvent;
  party: ReferralParty;
  /** Any one of these suffices; empty: none needed (jobs, providers, any member). */
  permission: readonly ActionPermission[];
  from: readonly ReferralStatus[];
  /** null: the event changes no status (endorse, reschedule). */
  to: ReferralStatus | null;
  /** true: fax referrals only; false: never fax referrals; absent: either. */
  fax?: boolean;
}

/**
 * Every status a sent referral can be in: all but a draft and the referrer's own completion (the
 * one status it moves to from here).
 */
const AFTER_SEND: readonly ReferralStatus[] = REFERRAL_STATUSES.filter(
  (s) => s !== 'draft' && s !== 'ref_completed',
);

/**
 * A fax referral the referrer records answers for (the fax clinic has no users): "a fax referral
 * not declined" short of completed or scheduled ones.
 */
const FAX_OPEN: readonly ReferralStatus[] = [
  'sent',
  'sent_fax',
  'faxed_successfully',
  'under_review',
  'accepted',
];

/**
 * Where the referrer sends a fax referral's documents again ('Re-send Fax Referral', 'Upload New
 * Documents to Fax'): the upload statuses and while faxing.
 */
export const FAX_RESEND_STATUSES: readonly ReferralStatus[] = [
  ...UPLOAD_AFTER_SEND_STATUSES,
  'sent_fax',
  'faxed_successfully',
];

/** Where the receiving clinic's endorse and decline buttons and events apply. */
const ENDORSABLE: readonly ReferralStatus[] = ['sent', 'under_review'];
/**
 * An approved order (order_approved) stands where an accepted referral does: its provider, a member
 * of the receiving clinic, has approved it, so the receiving clinic schedules it (or declines it
 * when it cannot) without a second review (docs/decisions.md, issue 17).
 */
const RECEIVER_APPOINTS: readonly ReferralStatus[] = ['accepted', 'order_approved'];
const RECEIVER_DECLINES: readonly ReferralStatus[] = ['under_review', ...RECEIVER_APPOINTS];
/** Where the referrer sets an appointment (the receiver only once accepted). */
const REFERRER_APPOINTS: readonly ReferralStatus[] = [
  'accepted',
  'sent',
  'under_review',
  'faxed_successfully',
];

export const TRANSITIONS: readonly TransitionRule[] = [
  { event: 'send', party: 'referrer', permission: ['SEND_REFERRAL'], from: ['draft'], to: 'sent' },
  // A public referrer (no account, no clinic) submits a public-form draft, never as an order;
  // their upload token stands in for a permission. To a clinic with staff it is sent; to a fax
  // clinic (no users) it goes out by fax like a staff one (issue 17 item 3, docs/decisions.md).
  {
    event: 'submit_public',
    party: 'public',
    permission: [],
    from: ['draft'],
    to: 'sent',
    fax: false,
  },
  {
    event: 'submit_public',
    party: 'public',
    permission: [],
    from: ['draft'],
    to: 'sent_fax',
    fax: true,
  },
  {
    event: 'submit_for_approval',
    party: 'referrer',
    permission: ['SEND_REFERRAL'],
    from: ['draft'],
    to: 'pending_approval',
  },
  {
    event: 'send_fax',
    party: 'referrer',
    permission: ['SEND_REFERRAL'],
    from: ['draft'],
    to: 'sent_fax',
  },
  {
    event: 'fax_delivered',
    party: 'system',
    permission: [],
    from: ['sent_fax'],
    to: 'faxed_successfully',
  },
  {
    event: 'open_as_receiver',
    party: 'receiver',
    permission: [],
    from: ['sent'],
    to: 'under_review',
    fax: false,
  },
  {
    event: 'accept',
    party: 'receiver',
    permission: ['can_accept'],
    from: ['under_review'],
    to: 'accepted',
  },
  {
    event: 'back_to_review',
    party: 'receiver',
    permission: ['can_accept'],
    from: ['accepted'],
    to: 'under_review',
  },
  {
    event: 'decline',
    party: 'receiver',
    permission: ['can_accept'],
    from: RECEIVER_DECLINES,
    to: 'declined',
  },
  {
    event: 'decline',
    party: 'referrer',
    permission: ['can_accept'],
    from: FAX_OPEN,
    to: 'declined',
    fax: true,
  },
  {
    event: 'schedule',
    party: 'receiver',
    permission: ['can_schedule'],
    from: RECEIVER_APPOINTS,
    to: 'scheduled',
  },
  {
    event: 'schedule',
    party: 'referrer',
    permission: ['can_schedule'],
    from: REFERRER_APPOINTS,
    to: 'scheduled',
  },
  {
    event: 'reschedule',
    party: 'receiver',
    permission: ['can_schedule'],
    from: ['scheduled'],
    to: null,
  },
  {
    event: 'reschedule',
    party: 'referrer',
    permission: ['can_schedule'],
    from: ['scheduled', 'faxed_successfully'],
    to: null,
  },
  {
    event: 'endorse',
    party: 'receiver',
    permission: ['can_endorse'],
    from: ENDORSABLE,
    to: null,
  },
  {
    event: 'receiver_complete',
    party: 'receiver',
    permission: ['can_accept', 'can_schedule'],
    from: ['declined', 'scheduled', 'ref_completed'],
    to: 'rec_completed',
  },
  {
    event: 'referrer_complete',
    party: 'referrer',
    permission: ['SEND_REFERRAL'],
    from: AFTER_SEND,
    to: 'ref_completed',
  },
  {
    event: 'approve_order',
    party: 'provider',
    permission: [],
    from: ['pending_approval'],
    to: 'order_approved',
  },
  {
    event: 'decline_order',
    party: 'provider',
    permission: [],
    from: ['pending_approval'],
    to: 'not_approved',
  },
  {
    event: 'fax_accept',
    party: 'referrer',
    permission: ['can_accept'],
    from: ['sent', 'sent_fax', 'faxed_successfully'],
    to: 'accepted',
    fax: true,
  },
  {
    // A new fax goes out: the referral waits for the provider's report again (sent_fax).
    event: 'resend_fax',
    party: 'referrer',
    permission: ['SEND_REFERRAL'],
    from: FAX_RESEND_STATUSES,
    to: 'sent_fax',
    fax: true,
  },
];

/** What the actor holds: the three actions of their side's clinic and SEND_REFERRAL there. */
export interface ActorGrants extends UserActions {
  can_send: boolean;
}

export type TransitionRefusal = 'party' | 'permission' | 'status';

export type TransitionResult =
  | { ok: true; to: ReferralStatus; changes: boolean }
  | { ok: false; refusal: TransitionRefusal; reason: string };

const VERB: Record<ReferralEvent, string> = {
  send: 'send it',
  submit_for_approval: 'submit it for approval',
  send_fax: 'fax it',
  fax_delivered: 'mark its fax delivered',
  open_as_receiver: 'open it for review',
  accept: 'accept it',
  back_to_review: 'move it back to under review',
  decline: 'decline it',
  schedule: 'set its appointment',
  reschedule: 'reschedule its appointment',
  endorse: 'endorse it',
  receiver_complete: 'complete it',
  referrer_complete: 'complete it',
  approve_order: 'approve it',
  decline_order: 'decline the order',
  fax_accept: 'record it as accepted',
  resend_fax: 're-send it by fax',
  submit_public: 'submit it from the public form',
};

const PARTY_NAME: Record<ReferralParty, string> = {
  referrer: 'the referring clinic',
  receiver: 'the receiving clinic',
  provider: 'the approving provider',
  system: 'the system',
  public: 'the public referrer',
};

const holds = (grants: ActorGrants, p: ActionPermission) =>
  p === 'SEND_REFERRAL' ? grants.can_send : grants[p];

const words = (s: string) => s.replaceAll('_', ' ');

/**
 * Whether `party` may fire `event` on a referral in `status`: the status it leads to, or why not.
 * `grants` absent skips the permission check (the system, or a table read without an actor).
 */
export function transition(
  status: ReferralStatus,
  event: ReferralEvent,
  party: ReferralParty,
  opts: { isFax?: boolean; grants?: ActorGrants } = {},
): TransitionResult {
  const forFax = (r: TransitionRule) => r.fax === undefined || r.fax === !!opts.isFax;
  const rules = TRANSITIONS.filter((r) => r.event === event && forFax(r));
  const mine = rules.filter((r) => r.party === party);
  if (mine.length === 0) {
    const owners = [...new Set(rules.map((r) => PARTY_NAME[r.party]))];
    const who = owners.length ? owners.join(' or ') : 'nobody';
    return {
      ok: false,
      refusal: 'party',
      reason: `Only ${who} can ${VERB[event]}.`,
    };
  }
  const rule = mine.find((r) => r.from.includes(status));
  if (!rule) {
    return {
      ok: false,
      refusal: 'status',
      reason: `A referral that is ${words(status)} cannot be moved on this way (${VERB[event]}).`,
    };
  }
  const grants = opts.grants;
  if (grants && rule.permission.length && !rule.permission.some((p) => holds(grants, p))) {
    return {
      ok: false,
      refusal: 'permission',
      reason: `You do not have permission to ${VERB[event]}.`,
    };
  }
  return { ok: true, to: rule.to ?? status, changes: rule.to !== null };
}

/** The detail view's buttons (spec 2 section 4 "Button rules"). */
export const REFERRAL_BUTTONS = [
  'endorse',
  'accept',
  'update_status',
  'decline',
  'add_appointment',
  'reschedule',
  'change_status',
  'resend_fax',
  'upload_documents',
  'complete',
] as const;
export type ReferralButton = (typeof REFERRAL_BUTTONS)[number];

export const REFERRAL_BUTTON_LABELS: Record<ReferralButton, string> = {
  endorse: 'Endorse',
  accept: 'Accept',
  update_status: 'Update Status',
  decline: 'Decline',
  add_appointment: 'Add Appointment',
  reschedule: 'Reschedule',
  change_status: 'Change Status',
  resend_fax: 'Re-send Fax Referral',
  upload_documents: 'Upload Documents',
  complete: 'Complete',
};

export interface ButtonFacts {
  status: ReferralStatus;
  isFax?: boolean;
  /** Decline reason: an appointment is never set on a declined referral. */
  reason?: string | null;
}

/** A decline reason is set: such a referral never gets an appointment (spec 2 Promotions). */
const hasDeclineReason = (facts: ButtonFacts) =>
  typeof facts.reason === 'string' && facts.reason.trim() !== '';

/**
 * What the viewer holds: the three actions of their side's clinic and, when known, SEND_REFERRAL
 * there (absent: not judged here; the server still checks it).
 */
export type ButtonGrants = UserActions & { can_send?: boolean };

/** The answers a referrer records for a fax referral in the 'Change Status' prompt (spec 2). */
export const FAX_STATUS_CHOICES = ['accepted', 'declined', 'scheduled', 'close'] as const;
export type FaxStatusChoice = (typeof FAX_STATUS_CHOICES)[number];

export const FAX_STATUS_CHOICE_LABELS: Record<FaxStatusChoice, string> = {
  accepted: 'Accepted',
  declined: 'Declined',
  scheduled: 'Scheduled',
  close: 'Close',
};

const FAX_CHOICE_EVENT: Record<FaxStatusChoice, ReferralEvent> = {
  accepted: 'fax_accept',
  declined: 'decline',
  scheduled: 'schedule',
  close: 'referrer_complete',
};

const asGrants = (actions: ButtonGrants): ActorGrants => ({
  ...actions,
  can_send: actions.can_send ?? true,
});

/**
 * The 'Change Status' choices of a fax referral for its referrer (spec 2 Promotions: "sent ->
 * Accepted or Declined via a change-status prompt; accepted -> Scheduled; Close completes it"):
 * each one the machine lets the referrer make now. Only open fax referrals get the prompt; a
 * declined one gets no appointment.
 */
export function faxStatusChoices(facts: ButtonFacts, actions: ButtonGrants): FaxStatusChoice[] {
  if (!facts.isFax || !FAX_OPEN.includes(facts.status)) return [];
  const declined = hasDeclineReason(facts);
  const grants = asGrants(actions);
  return FAX_STATUS_CHOICES.filter(
    (c) =>
      !(c === 'scheduled' && declined) &&
      transition(facts.status, FAX_CHOICE_EVENT[c], 'referrer', { isFax: true, grants }).ok,
  );
}

/**
 * The buttons a viewer sees, in the table's order. can_accept is the receiving side's: a referrer
 * never accepts or declines its own referral, except the answers it records for a fax referral
 * (the fax clinic has no users). "Setting or rescheduling an appointment needs
 * the can_schedule action and no decline reason" (spec 2 Promotions) holds for both appointment
 * buttons, the referrer's included, so the button never offers what the server refuses.
 * Complete follows the list row rule (spec 2 "Referral list row actions"): the referrer on any
 * sent referral it has not completed, the receiver once declined, scheduled or ref_completed.
 */
export function availableActions(
  facts: ButtonFacts,
  viewer: ReferralViewer,
  actions: ButtonGrants,
): ReferralButton[] {
  const { status } = facts;
  const isFax = !!facts.isFax;
  const referrer = viewer === 'referrer';
  const sender = referrer && actions.can_send !== false;
  const canAppoint = actions.can_schedule && !hasDeclineReason(facts);
  const uploads = isFax ? FAX_RESEND_STATUSES : UPLOAD_AFTER_SEND_STATUSES;
  const completes = referrer
    ? sender && transition(status, 'referrer_complete', 'referrer', { isFax }).ok
    : (actions.can_accept || actions.can_schedule) &&
      transition(status, 'receiver_complete', 'receiver', { isFax }).ok;
  const shown: Record<ReferralButton, boolean> = {
    endorse: actions.can_endorse && ENDORSABLE.includes(status) && !referrer,
    accept: actions.can_accept && !referrer && status === 'under_review',
    update_status: actions.can_accept && !referrer && status === 'accepted',
    decline:
      actions.can_accept &&
      (isFax
        ? referrer && FAX_OPEN.includes(status)
        : !referrer && RECEIVER_DECLINES.includes(status)),
    add_appointment:
      canAppoint && (referrer ? REFERRER_APPOINTS : RECEIVER_APPOINTS).includes(status),
    reschedule: canAppoint && status === 'scheduled',
    change_status: referrer && faxStatusChoices(facts, actions).length > 0,
    resend_fax: sender && isFax && uploads.includes(status),
    upload_documents: sender && uploads.includes(status),
    complete: completes,
  };
  return REFERRAL_BUTTONS.filter((b) => shown[b]);
}

/** Appointment slots (spec 2 sections 5 and 9): 15-minute steps, seconds zero, default hour 9. */
export const APPOINTMENT_MINUTE_STEP = 15;
export const APPOINTMENT_DEFAULT_HOUR = 9;
const APPOINTMENT_FORMAT = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

export type AppointmentCheck =
  { ok: true; date: Date } | { ok: false; message: 'required' | 'invalid' };

/**
 * An appointment_date 'YYYY-MM-DD HH:mm:ss' on a 15-minute step with zero seconds. The wall-clock
 * time is kept as UTC (the clinic's local time, no zone conversion).
 */
export function checkAppointmentDate(value: unknown): AppointmentCheck {
  if (typeof value !== 'string' || value.trim() === '') return { ok: false, message: 'required' };
  const m = APPOINTMENT_FORMAT.exec(value.trim());
  if (!m) return { ok: false, message: 'invalid' };
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  const sameParts =
    date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
  const onStep = h < 24 && mi % APPOINTMENT_MINUTE_STEP === 0 && s === 0;
  return sameParts && onStep ? { ok: true, date } : { ok: false, message: 'invalid' };
}
