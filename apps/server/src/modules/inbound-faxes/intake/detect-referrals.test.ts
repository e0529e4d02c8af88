import { describe, expect, it } from 'vitest';
import {
  detectReferrals,
  parseBirthDate,
  parseSsn,
  splitName,
  type PageLines,
} from './detect-referrals.js';

const TODAY = '2026-11-22';

/** A page from text: one line per line, words split on spaces; 'word~40' sets a confidence. */
function page(n: number, text: string): PageLines {
  return {
    page: n,
    lines: text
      .trim()
      .split('\n')
      .map((line) =>
        line
          .trim()
          .split(/\s+/)
          .filter(Boolean)
          .map((w) => {
            const [t, c] = w.split('~');
            return { text: t!, confidence: c ? Number(c) : 90 };
          }),
      ),
  };
}

const detect = (...pages: PageLines[]) => detectReferrals(pages, { today: TODAY });

const LETTERHEAD = `
Lakeside Orthopedics
200 Shore Rd, Madison WI 53703
Phone: (608) 555-0140  Fax: (608) 555-0142`;

const COVER = `
Fax Cover Sheet
To: Northside Family Medicine
From: Lakeside Orthopedics
Fax: (608) 555-0142
Date: 11/20/2026
Pages: 3
Re: Patient referral
CONFIDENTIALITY NOTICE
This facsimile contains confidential health information.`;

const FORM = `${LETTERHEAD}
REFERRAL FORM
Date: 11/20/2026
Referred to: Northside Family Medicine
PATIENT INFORMATION
Patient Name: Maria Gonzalez
Date of Birth: 03/14/1962
SSN: 123-45-6789
Insurance: Medicare Part B
REFERRAL DETAILS
Diagnosis: I10 Essential (primary) hypertension
Reason for referral: evaluation and treatment
Referring Clinic: Lakeside Orthopedics
Page 1 of 2`;

const NOTES = `
Lakeside Orthopedics
Clinical Notes
Visit date: 11/20/2026
Current medications: lisinopril 10 mg daily.
Exam: alert and oriented, lungs clear.
Page 2 of 2`;

describe('detectReferrals', () => {
  it('reads a one-patient fax with cover sheet and notes into one referral', () => {
    const { referrals, clinicCandidates } = detect(page(1, COVER), page(2, FORM), page(3, NOTES));
    expect(referrals).toHaveLength(1);
    const [r] = referrals;
    expect(r!.pdf_pages).toEqual([1, 2, 3]);
    expect(r!.form_suggestion).toEqual({
      firstname: 'Maria',
      lastname: 'Gonzalez',
      birthdate: '1962-03-14',
      ssn: '123-45-6789',
      diagnosis: 'I10 Essential (primary) hypertension',
      referring_clinic: null,
      page_start: 1,
      page_end: 3,
    });
    expect(r!.patient_name).toEqual({
      value: 'Maria Gonzalez',
      avg_confidence: 90,
      confidence: 90,
      pages: [2],
    });
    expect(r!.referring_clinic?.value).toBe('Lakeside Orthopedics');
    expect(clinicCandidates[0]).toBe('Lakeside Orthopedics');
    expect(clinicCandidates).not.toContain('Northside Family Medicine');
  });

  it('starts a new referral at each patient: two patients give two referrals', () => {
    const second = FORM.replace('Maria Gonzalez', 'Thomas Whitfield')
      .replace('03/14/1962', '11/02/1948')
      .replace('123-45-6789', '531-27-9084')
      .replace('I10 Essential (primary) hypertension', 'E11.9 Type 2 diabetes mellitus');
    const { referrals } = detect(page(1, COVER), page(2, FORM), page(3, second), page(4, NOTES));
    expect(referrals.map((r) => r.pdf_pages)).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(referrals.map((r) => r.form_suggestion.lastname)).toEqual(['Gonzalez', 'Whitfield']);
    expect(referrals[1]!.form_suggestion.diagnosis).toBe('E11.9 Type 2 diabetes mellitus');
  });

  it('keeps one referral when a later page repeats the patient with a misread letter', () => {
    const header = `Patient: Gonzales, Maria\n${NOTES}`;
    const { referrals } = detect(page(1, FORM), page(2, header));
    expect(referrals).toHaveLength(1);
    expect(referrals[0]!.pdf_pages).toEqual([1, 2]);
  });

  it('starts a new referral when a later page has another birth date but its name was lost', () => {
    const unnamed = 'REFERRAL FORM\nDOB: 7/9/1990\nSSN: 402-81-3377';
    const { referrals } = detect(page(1, FORM), page(2, unnamed));
    expect(referrals).toHaveLength(2);
    expect(referrals[1]!.form_suggestion.birthdate).toBe('1990-07-09');
  });

  it.each([
    ['Patient Name: Maria Gonzalez', 'Maria', 'Gonzalez'],
    ['Patient: Gonzalez, Maria', 'Maria', 'Gonzalez'],
    ['Name: Maria Gonzalez', 'Maria', 'Gonzalez'],
    ['PATIENT NAME: MARIA GONZALEZ', 'MARIA', 'GONZALEZ'],
    ['patient   name : Maria Gonzalez', 'Maria', 'Gonzalez'],
    ['Patient Narne: Maria Gonzalez', 'Maria', 'Gonzalez'],
    ['Patient Name; Maria Gonzalez', 'Maria', 'Gonzalez'],
    ['Patient Name:Maria Gonzalez', 'Maria', 'Gonzalez'],
    ['Patlent Name: Maria Gonzalez', 'Maria', 'Gonzalez'],
    [': - Patient Name: Maria Gonzalez', 'Maria', 'Gonzalez'],
    ['© Patient Name: Maria Gonzalez ‘', 'Maria', 'Gonzalez'],
    ['Patient Name: Maria Gonzalez oo~20 Co~25', 'Maria', 'Gonzalez'],
    ["Patient Name: Mary Ann O'Neil-Smith", 'Mary Ann', "O'Neil-Smith"],
    ['Patient Name: John Q. Public', 'John', 'Public'],
  ])('reads the name in %j', (line, first, last) => {
    const [r] = detect(page(1, line)).referrals;
    expect([r?.form_suggestion.firstname, r?.form_suggestion.lastname]).toEqual([first, last]);
  });

  it('ignores form headings and words that only look like labels', () => {
    const text =
      'PATIENT INFORMATION Co\nProvider Name: Dr. Susan Patel\nExam: normal\nName: Ann Lee';
    const [r] = detect(page(1, text)).referrals;
    expect(r?.patient_name?.value).toBe('Ann Lee');
  });

  it('cuts a value at a wide gap (speckles far to the right)', () => {
    const p: PageLines = {
      page: 1,
      lines: [
        [
          { text: 'Name:', confidence: 90, x0: 100, x1: 180, h: 30 },
          { text: 'Ann', confidence: 90, x0: 200, x1: 260, h: 30 },
          { text: 'Lee', confidence: 90, x0: 270, x1: 320, h: 30 },
          { text: 'Lo', confidence: 80, x0: 900, x1: 930, h: 30 },
        ],
      ],
    };
    expect(detectReferrals([p]).referrals[0]?.patient_name?.value).toBe('Ann Lee');
  });

  it.each([
    ['Date of Birth: 03/14/1962', '1962-03-14'],
    ['DOB: 3/4/1962', '1962-03-04'],
    ['D0B: 3/4/1962', '1962-03-04'],
    ['DOB 3/4/1962', '1962-03-04'],
    ['Birth Date: March 4, 1962', '1962-03-04'],
    ['Birth Date: Narch 4, 1962', '1962-03-04'],
    ['Birth Date: Mar 4 1962', '1962-03-04'],
    ['Date of Birth: O3/l4/l962', '1962-03-14'],
    ['Date of Birth: 03 / 14 / 1962', '1962-03-14'],
    ['Date of Birth: 03-14-1962', '1962-03-14'],
    ['DOB: 1219/1947.', '1947-12-19'],
    ['Date 0f Birth: 12/19/1947', '1947-12-19'],
  ])('reads the birth date in %j', (line, iso) => {
    const [r] = detect(page(1, `Name: Ann Lee\n${line}`)).referrals;
    expect(r?.birthdate?.value).toBe(iso);
  });

  it('keeps a value behind a speckle next to its label', () => {
    const at = (text: string, x0: number, confidence = 90) => ({
      text,
      confidence,
      x0,
      x1: x0 + 20 * text.length,
      h: 30,
    });
    const p: PageLines = {
      page: 1,
      lines: [
        [at('Name:', 0), at('Ann', 120), at('Lee', 200)],
        [
          at('SSN:', 0),
          at('|', 90, 30),
          at('520937126', 400),
          at('h', 1200, 20),
          at('CL', 1300, 25),
        ],
        [at('DOB:', 0), at('January', 120), at('3,1972', 300, 30)],
      ],
    };
    const [r] = detectReferrals([p], { today: TODAY }).referrals;
    expect(r?.ssn?.value).toBe('520-93-7126');
    expect(r?.birthdate?.value).toBe('1972-01-03');
  });

  it.each([
    ['SSN: 123-45-6789', '123-45-6789'],
    ['Social Security #: 123 45 6789', '123-45-6789'],
    ['Social Securty #: 123 45 6789', '123-45-6789'],
    ['SSN: l23-4S-67B9', '123-45-6789'],
    ['SSN: 123-45-6789.', '123-45-6789'],
    ['SSN; 123 - 45 - 6789', '123-45-6789'],
  ])('reads the SSN in %j', (line, ssn) => {
    const [r] = detect(page(1, `Name: Ann Lee\n${line}`)).referrals;
    expect(r?.ssn?.value).toBe(ssn);
  });

  it.each([
    ['Diagnosis: I10 Essential (primary) hypertension', 'I10 Essential (primary) hypertension'],
    ['Diagnosis: 110 Essential (primary) hypertension', 'I10 Essential (primary) hypertension'],
    ['Dx (ICD-10): Ell.9 Type 2 diabetes', 'E11.9 Type 2 diabetes'],
    ['Dx (ICD-1O): E11.9 Type 2 diabetes', 'E11.9 Type 2 diabetes'],
    ['Diagnosis: £03.9 Hypothyroidism, unspecified', 'E03.9 Hypothyroidism, unspecified'],
    ['Diagnosis: ZOO.OO General exam', 'Z00.00 General exam'],
    ['Diagnosis: Low back pain', 'Low back pain'],
  ])('reads the diagnosis in %j', (line, dx) => {
    const [r] = detect(page(1, `Name: Ann Lee\n${line}`)).referrals;
    expect(r?.diagnosis?.value).toBe(dx);
  });

  it.each([
    ['Referring Clinic: Lakeside Orthopedics', 'Lakeside Orthopedics'],
    ['Referring Provider: Dr. Susan Patel, Lakeside Orthopedics', 'Lakeside Orthopedics'],
    ['Referring Provlder: Dr. Susan Patel, Lakeside Orthopedics', 'Lakeside Orthopedics'],
    ['Referring Provider: Dr. Elena Petiova. Lakeside Cardiology', 'Lakeside Cardiology'],
    ['Referring Provider: Dr Elena Petrova, Lakeside Cardiology', 'Lakeside Cardiology'],
    [
      'Referring Provider: Dr. Elena R. Petrova, Valley Orthopedics, Inc.',
      'Valley Orthopedics, Inc',
    ],
  ])('reads the referring clinic in %j', (line, clinic) => {
    const [r] = detect(page(1, `Name: Ann Lee\n${line}`)).referrals;
    expect(r?.referring_clinic?.value).toBe(clinic);
  });

  it('prefers a Referring Clinic line to the letterhead and the cover sheet', () => {
    const form = FORM.replace(
      'Referring Clinic: Lakeside Orthopedics',
      'Referring Clinic: Oak Park',
    );
    const { referrals, clinicCandidates } = detect(page(1, COVER), page(2, form));
    expect(referrals[0]!.referring_clinic?.value).toBe('Oak Park');
    expect(clinicCandidates).toEqual(['Oak Park', 'Lakeside Orthopedics']);
  });

  it('uses the cover sheet From: when nothing better names the clinic', () => {
    const { referrals } = detect(page(1, COVER), page(2, 'Name: Ann Lee\nDOB: 1/2/1970'));
    expect(referrals[0]!.referring_clinic?.value).toBe('Lakeside Orthopedics');
  });

  it('averages the confidence of the words a value came from', () => {
    const [r] = detect(page(1, 'Name: Ann~80 Lee~60\nSSN: 123-45-6789~70')).referrals;
    expect(r!.patient_name!.avg_confidence).toBe(70);
    expect(r!.firstname).toEqual({ value: 'Ann', avg_confidence: 70, confidence: 70, pages: [1] });
    expect(r!.ssn!.avg_confidence).toBe(70);
  });

  it('finds no referral on a fax without patient data', () => {
    expect(detect(page(1, COVER), page(2, NOTES)).referrals).toEqual([]);
    expect(detect().referrals).toEqual([]);
  });
});

describe('field parsers', () => {
  it('rejects impossible and future birth dates', () => {
    expect(parseBirthDate('02/30/1990', TODAY)).toBeNull();
    expect(parseBirthDate('01/01/2090', TODAY)).toBeNull();
    expect(parseBirthDate('13/01/1990', TODAY)).toBeNull();
    expect(parseBirthDate('no date', TODAY)).toBeNull();
  });

  it('needs nine SSN digits', () => {
    expect(parseSsn('123-45-678')).toBeNull();
    expect(parseSsn('123456789')).toBe('123-45-6789');
  });

  it('splits names', () => {
    expect(splitName('Gonzalez, Maria Elena')).toEqual({
      firstname: 'Maria',
      lastname: 'Gonzalez',
    });
    expect(splitName('Cher')).toEqual({ firstname: 'Cher', lastname: '' });
  });
});
