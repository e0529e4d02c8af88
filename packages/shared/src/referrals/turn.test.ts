import { describe, expect, it } from 'vitest';
import { ageInYears } from '../dates.js';
import { REFERRAL_STATUSES } from './status.js';
import { waitingOn, waitingOnLabel } from './turn.js';

describe('waitingOn', () => {
  it.each([
    ['draft', false, 'referrer'],
    ['pending_approval', false, 'provider'],
    ['sent', false, 'receiver'],
    ['sent', true, 'referrer'],
    ['under_review', false, 'receiver'],
    ['accepted', false, 'receiver'],
    ['accepted', true, 'referrer'],
    ['order_approved', false, 'receiver'],
    ['scheduled', false, 'receiver'],
    ['declined', false, 'receiver'],
    ['sent_fax', true, 'system'],
    ['faxed_successfully', true, 'referrer'],
    ['rec_completed', false, 'referrer'],
    ['ref_completed', false, 'receiver'],
    ['not_approved', false, null],
  ] as const)('%s (fax %s) waits on %s', (status, isFax, party) => {
    expect(waitingOn(status, isFax)).toBe(party);
  });

  it('answers for every status', () => {
    for (const s of REFERRAL_STATUSES) expect(waitingOn(s, false)).not.toBeUndefined();
  });

  it('names the clinic that is waited on', () => {
    const names = { referrer: 'Northside', receiver: 'Lakeside Cardiology' };
    expect(waitingOnLabel('receiver', names)).toBe('Waiting on Lakeside Cardiology');
    expect(waitingOnLabel('referrer', names)).toBe('Waiting on Northside');
    expect(waitingOnLabel('referrer', { referrer: null, receiver: null })).toBe(
      'Waiting on the referring clinic',
    );
    expect(waitingOnLabel(null, names)).toBe('Nothing is waiting');
  });
});

describe('ageInYears', () => {
  it.each([
    ['1962-03-23', '2026-03-22', 63],
    ['1962-03-23', '2026-03-23', 64],
    ['2000-02-29', '2026-02-28', 25],
    ['2000-02-29', '2026-03-01', 26],
    ['2026-11-30', '2026-11-29', null],
    ['', '2026-11-29', null],
    [null, '2026-11-29', null],
  ] as const)('born %s, on %s: %s', (birthdate, today, age) => {
    expect(ageInYears(birthdate, today)).toBe(age);
  });

  it('reads a Date in its local calendar', () => {
    expect(ageInYears('1990-06-15', new Date(2026, 5, 15))).toBe(36);
    expect(ageInYears('1990-06-15', new Date(2026, 5, 14))).toBe(35);
  });
});
