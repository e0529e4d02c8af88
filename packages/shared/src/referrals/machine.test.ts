import { describe, expect, it } from 'vitest';
import { actionsFromMask, PERMISSION } from '../permissions.js';
import {
  availableActions,
  faxStatusChoices,
  checkAppointmentDate,
  REFERRAL_EVENTS,
  REFERRAL_PARTIES,
  transition,
  type ActorGrants,
  type ButtonGrants,
  type ReferralButton,
  type ReferralEvent,
  type ReferralParty,
} from './machine.js';
import { REFERRAL_STATUSES, type ReferralStatus } from './status.js';

/**
 * Every allowed move, written out by hand from spec 2 section 4 ("event party from -> to",
 * '=' for no status change, '[fax]' for fax referrals only, '[plain]' for others only). Any
 * status x event x party not listed here must be refused.
 */
const ALLOWED = `
send referrer draft -> sent
submit_for_approval referrer draft -> pending_approval
send_fax referrer draft -> sent_fax
submit_public public draft -> sent [plain]
submit_public public draft -> sent_fax [fax]
fax_delivered system sent_fax -> faxed_successfully
open_as_receiver receiver sent -> under_review [plain]
accept receiver under_review -> accepted
back_to_review receiver accepted -> under_review
decline receiver under_review -> declined
decline receiver accepted -> declined
decline receiver order_approved -> declined
decline referrer sent -> declined [fax]
decline referrer sent_fax -> declined [fax]
decline referrer faxed_successfully -> declined [fax]
decline referrer under_review -> declined [fax]
decline referrer accepted -> declined [fax]
schedule receiver accepted -> scheduled
schedule receiver order_approved -> scheduled
schedule referrer accepted -> scheduled
schedule referrer sent -> scheduled
schedule referrer under_review -> scheduled
schedule referrer faxed_successfully -> scheduled
reschedule receiver scheduled -> =
reschedule referrer scheduled -> =
reschedule referrer faxed_successfully -> =
endorse receiver sent -> =
endorse receiver under_review -> =
receiver_complete receiver declined -> rec_completed
receiver_complete receiver scheduled -> rec_completed
receiver_complete receiver ref_completed -> rec_completed
referrer_complete referrer pending_approval -> ref_completed
referrer_complete referrer order_approved -> ref_completed
referrer_complete referrer not_approved -> ref_completed
referrer_complete referrer sent -> ref_completed
referrer_complete referrer under_review -> ref_completed
referrer_complete referrer accepted -> ref_completed
referrer_complete referrer scheduled -> ref_completed
referrer_complete referrer declined -> ref_completed
referrer_complete referrer sent_fax -> ref_completed
referrer_complete referrer faxed_successfully -> ref_completed
referrer_complete referrer rec_completed -> ref_completed
approve_order provider pending_approval -> order_approved
decline_order provider pending_approval -> not_approved
fax_accept referrer sent -> accepted [fax]
fax_accept referrer sent_fax -> accepted [fax]
fax_accept referrer faxed_successfully -> accepted [fax]
resend_fax referrer under_review -> sent_fax [fax]
resend_fax referrer sent -> sent_fax [fax]
resend_fax referrer accepted -> sent_fax [fax]
resend_fax referrer scheduled -> sent_fax [fax]
resend_fax referrer sent_fax -> sent_fax [fax]
resend_fax referrer faxed_successfully -> sent_fax [fax]
`;

function expected(isFax: boolean): Map<string, ReferralStatus | '='> {
  const out = new Map<string, ReferralStatus | '='>();
  for (const line of ALLOWED.trim().split('\n')) {
    const [event, party, from, , to, flag] = line.split(' ');
    if ((flag === '[fax]' && !isFax) || (flag === '[plain]' && isFax)) continue;
    out.set(`${event} ${party} ${from}`, to as ReferralStatus | '=');
  }
  return out;
}

describe('referral status machine', () => {
  for (const isFax of [false, true]) {
    const allowed = expected(isFax);
    describe(isFax ? 'fax referrals' : 'referrals', () => {
      const cases = REFERRAL_STATUSES.flatMap((status) =>
        REFERRAL_EVENTS.flatMap((event) =>
          REFERRAL_PARTIES.map((party) => [status, event, party] as const),
        ),
      );
      it.each(cases)('%s + %s by %s', (status, event, party) => {
        const got = transition(status, event, party, { isFax });
        const want = allowed.get(`${event} ${party} ${status}`);
        if (want === undefined) {
          expect(got.ok).toBe(false);
        } else {
          expect(got).toEqual({
            ok: true,
            to: want === '=' ? status : want,
            changes: want !== '=',
          });
        }
      });
    });
  }

  it('says why it refuses: wrong party, wrong status, missing permission', () => {
    expect(transition('under_review', 'accept', 'referrer')).toEqual({
      ok: false,
      refusal: 'party',
      reason: 'Only the receiving clinic can accept it.',
    });
    expect(transition('scheduled', 'decline', 'receiver')).toEqual({
      ok: false,
      refusal: 'status',
      reason: 'A referral that is scheduled cannot be moved on this way (decline it).',
    });
    const nurse: ActorGrants = {
      ...actionsFromMask(PERMISSION.SCHEDULE_REFERRAL),
      can_send: false,
    };
    expect(transition('under_review', 'accept', 'receiver', { grants: nurse })).toEqual({
      ok: false,
      refusal: 'permission',
      reason: 'You do not have permission to accept it.',
    });
    // The status is judged before the permission: a skipped step says so to everyone.
    expect(transition('sent', 'accept', 'receiver', { grants: nurse }).ok).toBe(false);
    expect(transition('under_review', 'endorse', 'receiver', { grants: nurse })).toMatchObject({
      ok: true,
    });
    const psr: ActorGrants = { ...actionsFromMask(7), can_send: true };
    expect(transition('under_review', 'endorse', 'receiver', { grants: psr }).ok).toBe(false);
    expect(transition('declined', 'receiver_complete', 'receiver', { grants: nurse }).ok).toBe(
      true,
    );
  });
});

describe('detail view buttons (spec 2 Button rules)', () => {
  const all = actionsFromMask(7);
  const acceptOnly = actionsFromMask(PERMISSION.ACCEPT_REFERRAL);
  const scheduleOnly = actionsFromMask(PERMISSION.SCHEDULE_REFERRAL);
  const none = actionsFromMask(0);
  type Row = [ReferralStatus, boolean, 'referrer' | 'receiver', ButtonGrants, ReferralButton[]];
  const rows: Row[] = [
    ['sent', false, 'receiver', scheduleOnly, ['endorse']],
    ['sent', false, 'receiver', all, []],
    ['under_review', false, 'receiver', scheduleOnly, ['endorse']],
    ['under_review', false, 'receiver', all, ['accept', 'decline']],
    [
      'under_review',
      false,
      'referrer',
      scheduleOnly,
      ['add_appointment', 'upload_documents', 'complete'],
    ],
    ['accepted', false, 'receiver', all, ['update_status', 'decline', 'add_appointment']],
    ['accepted', false, 'receiver', acceptOnly, ['update_status', 'decline']],
    ['accepted', false, 'receiver', scheduleOnly, ['add_appointment']],
    // An approved order: the receiving clinic schedules it (or declines it); no second review.
    ['order_approved', false, 'receiver', all, ['decline', 'add_appointment']],
    ['order_approved', false, 'receiver', scheduleOnly, ['add_appointment']],
    ['order_approved', false, 'referrer', all, ['complete']],
    ['scheduled', false, 'receiver', all, ['reschedule', 'complete']],
    ['ref_completed', false, 'receiver', scheduleOnly, ['complete']],
    ['ref_completed', false, 'receiver', none, []],
    ['scheduled', false, 'referrer', all, ['reschedule', 'upload_documents', 'complete']],
    ['declined', false, 'receiver', all, ['complete']],
    ['sent', false, 'referrer', all, ['add_appointment', 'upload_documents', 'complete']],
    ['sent', false, 'referrer', { ...all, can_send: false }, ['add_appointment']],
    ['sent', false, 'referrer', none, ['upload_documents', 'complete']],
    ['rec_completed', false, 'receiver', all, []],
    ['ref_completed', false, 'referrer', all, []],
    ['draft', false, 'referrer', all, []],
    [
      'faxed_successfully',
      true,
      'referrer',
      all,
      ['decline', 'add_appointment', 'change_status', 'resend_fax', 'upload_documents', 'complete'],
    ],
    [
      'sent_fax',
      true,
      'referrer',
      acceptOnly,
      ['decline', 'change_status', 'resend_fax', 'upload_documents', 'complete'],
    ],
    ['sent_fax', true, 'referrer', { ...none, can_send: false }, []],
    [
      'accepted',
      true,
      'referrer',
      all,
      ['decline', 'add_appointment', 'change_status', 'resend_fax', 'upload_documents', 'complete'],
    ],
    ['accepted', false, 'referrer', all, ['add_appointment', 'upload_documents', 'complete']],
    [
      'scheduled',
      true,
      'referrer',
      all,
      ['reschedule', 'resend_fax', 'upload_documents', 'complete'],
    ],
    ['declined', true, 'referrer', all, ['complete']],
    ['rec_completed', false, 'referrer', all, ['complete']],
  ];
  it.each(rows)('%s (fax %s) as %s', (status, isFax, viewer, actions, buttons) => {
    expect(availableActions({ status, isFax }, viewer, actions)).toEqual(buttons);
  });

  it('offers no appointment once a decline reason is set', () => {
    expect(
      availableActions({ status: 'accepted', reason: 'Out of network' }, 'receiver', all),
    ).not.toContain('add_appointment');
  });

  it('shows every button only where the machine lets the same viewer act', () => {
    const eventOf: Partial<Record<ReferralButton, ReferralEvent>> = {
      endorse: 'endorse',
      accept: 'accept',
      update_status: 'back_to_review',
      decline: 'decline',
      add_appointment: 'schedule',
      reschedule: 'reschedule',
      resend_fax: 'resend_fax',
    };
    for (const status of REFERRAL_STATUSES) {
      for (const isFax of [false, true]) {
        for (const viewer of ['referrer', 'receiver'] as const) {
          for (const b of availableActions({ status, isFax }, viewer, all)) {
            const completes = viewer === 'referrer' ? 'referrer_complete' : 'receiver_complete';
            const event = b === 'complete' ? completes : eventOf[b];
            // change_status: its choices are transitions by construction (faxStatusChoices).
            if (!event) continue;
            const party: ReferralParty = viewer;
            const grants = { ...all, can_endorse: true, can_send: true };
            expect(transition(status, event, party, { isFax, grants }).ok, `${b} ${status}`).toBe(
              true,
            );
          }
        }
      }
    }
  });
});

describe('fax referral change-status prompt (spec 2 Promotions)', () => {
  const all = actionsFromMask(7);
  it.each([
    ['sent', all, null, ['accepted', 'declined', 'scheduled', 'close']],
    ['sent_fax', all, null, ['accepted', 'declined', 'close']],
    ['accepted', all, null, ['declined', 'scheduled', 'close']],
    ['accepted', all, 'No room', ['declined', 'close']],
    [
      'faxed_successfully',
      { ...actionsFromMask(PERMISSION.ACCEPT_REFERRAL), can_send: false },
      null,
      ['accepted', 'declined'],
    ],
    ['sent_fax', actionsFromMask(PERMISSION.SCHEDULE_REFERRAL), null, ['close']],
    ['scheduled', all, null, []],
    ['declined', all, null, []],
  ] as [ReferralStatus, ButtonGrants, string | null, string[]][])(
    '%s offers the choices the machine allows',
    (status, actions, reason, choices) => {
      expect(faxStatusChoices({ status, isFax: true, reason }, actions)).toEqual(choices);
    },
  );

  it('is never offered for a referral that is not a fax', () => {
    expect(faxStatusChoices({ status: 'sent', isFax: false }, all)).toEqual([]);
  });
});

describe('appointment date (spec 2 section 5)', () => {
  it.each([
    ['2026-12-01 09:00:00', '2026-12-01T09:00:00.000Z'],
    ['2026-12-01 16:45:00', '2026-12-01T16:45:00.000Z'],
  ])('accepts %s', (value, iso) => {
    const got = checkAppointmentDate(value);
    expect(got.ok && got.date.toISOString()).toBe(iso);
  });
  it.each([
    [undefined, 'required'],
    ['  ', 'required'],
    ['2026-12-01 09:10:00', 'invalid'],
    ['2026-12-01 09:15:30', 'invalid'],
    ['2026-02-30 09:00:00', 'invalid'],
    ['2026-12-01 24:00:00', 'invalid'],
    ['12/01/2026 09:00', 'invalid'],
  ])('refuses %s as %s', (value, message) => {
    expect(checkAppointmentDate(value)).toEqual({ ok: false, message });
  });
});
