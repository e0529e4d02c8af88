import { describe, expect, it } from 'vitest';
import { faxNumberKey } from '@app/shared';
import { matchClinicName, pickReferringClinic } from './match-clinic.js';

const CLINICS = [
  { id: 1, name: 'Northside Family Medicine', fax: '312-555-0201' },
  { id: 2, name: 'Lakeside Cardiology', fax: '608-555-0142' },
  { id: 3, name: 'Oak Park Internal Medicine', fax: null },
];

describe('matchClinicName', () => {
  it('matches exact and misread names', () => {
    expect(matchClinicName(['Lakeside Cardiology'], CLINICS)).toMatchObject({
      id: 2,
      score: expect.any(Number),
    });
    expect(matchClinicName(['Lakeslde Cardiologv'], CLINICS)?.id).toBe(2);
    expect(matchClinicName(['OAK PARK INTERNAL MEDICINE'], CLINICS)?.id).toBe(3);
    expect(
      matchClinicName(['Evanston Womens Health A', 'Oak Park Internal Medicine'], CLINICS)?.id,
    ).toBe(3);
  });

  it('finds nothing for clinics that are not in the list', () => {
    expect(matchClinicName(['Evanston Womens Health'], CLINICS)).toBeNull();
    expect(matchClinicName(['REFERRAL FORM', 'Page 1 of 2'], CLINICS)).toBeNull();
    expect(matchClinicName([], CLINICS)).toBeNull();
    expect(matchClinicName(['Lakeside Cardiology'], [])).toBeNull();
  });

  it('takes the closest match over all candidates', () => {
    const m = matchClinicName(['Lakeside Cardio1ogy', 'Lakeside Cardiology'], CLINICS);
    expect(m).toMatchObject({ id: 2, name: 'Lakeside Cardiology' });
    expect(m!.score).toBeLessThan(0.01);
  });
});

describe('pickReferringClinic', () => {
  it('prefers the sending fax number (last 10 digits) to names', () => {
    expect(
      pickReferringClinic(CLINICS, {
        fromNumber: '+13125550201',
        candidates: ['Lakeside Cardiology'],
      }),
    ).toMatchObject({ id: 1, by: 'fax-number' });
  });

  it('falls back to the names', () => {
    expect(
      pickReferringClinic(CLINICS, {
        fromNumber: '+19995550000',
        candidates: ['Lakeside Cardiology'],
      }),
    ).toMatchObject({ id: 2, by: 'name' });
    expect(pickReferringClinic(CLINICS, { fromNumber: null, candidates: [] })).toBeNull();
  });

  it("last, finds a clinic's whole name written on any line, never a fuzzy likeness", () => {
    const lines = ['IMPORTANT MESSAGE', "Dr. Petrova's office", 'of Lakeside Cardiology'];
    expect(pickReferringClinic(CLINICS, { fromNumber: null, candidates: [], lines })).toMatchObject(
      { id: 2, by: 'name' },
    );
    expect(
      pickReferringClinic(CLINICS, {
        fromNumber: null,
        candidates: [],
        lines: ['Lakeshore Cards'],
      }),
    ).toBeNull();
    // A name read where clinics are named comes first.
    expect(
      pickReferringClinic(CLINICS, {
        fromNumber: null,
        candidates: ['Oak Park Internal Medicine'],
        lines,
      }),
    ).toMatchObject({ id: 3 });
  });

  it('compares phone numbers by their last ten digits', () => {
    expect(faxNumberKey('+1 (312) 555-0201')).toBe('3125550201');
    expect(faxNumberKey('312-555-0201')).toBe('3125550201');
    expect(faxNumberKey('555-0201')).toBeNull();
  });
});
