import type { DetectedReferral } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { layoutCandidates } from './layout-candidates.js';
import { probability, refineReferrals, type LayoutWeights } from './layout-model.js';
import type { PageLines, PageWord } from './page-words.js';
import { line } from './test-lines.js';

const TODAY = '2026-11-28';

const page = (...lines: PageWord[][]): PageLines[] => [{ page: 1, lines }];

/** A form with a guardian block under the patient's: the same shapes, other labels. */
const FORM = page(
  line(100, ['Referral', 100], ['Form', 260]),
  line(200, ['Patient', 100], ['Name:', 240], ['GARCIA,', 400], ['ELENA', 560]),
  line(250, ['DOB:', 100], ['03/14/1961', 200], ['SSN:', 700], ['123-45-6789', 800]),
  line(300, ['Guardian:', 100], ['Mark', 300], ['Stone', 400]),
  line(350, ['Guardian', 100], ['DOB:', 260], ['01/02/1950', 360]),
  line(400, ['Diagnosis', 100], ['Code:', 280], ['M17.11', 400], ['Osteoarthritis', 560]),
);

describe('layout candidates', () => {
  it('offers every value the grammar allows, with the labels around it', () => {
    const cands = layoutCandidates(FORM, TODAY);
    const of = (target: string, value: string) =>
      cands.find((c) => c.target === target && c.value === value);
    expect(of('name', 'GARCIA|ELENA')?.features).toEqual(
      expect.arrayContaining(['Ladj:patient', 'Lcolon:patient', 'order:comma']),
    );
    expect(of('name', 'Stone|Mark')?.features).toEqual(expect.arrayContaining(['ctx:guardian']));
    expect(of('birthdate', '1961-03-14')?.features).toEqual(
      expect.arrayContaining(['Ladj:birthdate', 'dstyle:numeric', 'A1:patient']),
    );
    expect(of('birthdate', '1950-01-02')).toBeDefined();
    expect(of('ssn', '123-45-6789')?.features).toEqual(expect.arrayContaining(['Ladj:ssn']));
    expect(of('code', 'M17.11')?.features).toEqual(
      expect.arrayContaining(['code:dot', 'code:exact']),
    );
    // Label words are never values.
    expect(cands.some((c) => c.words.some((w) => w.text === 'DOB:'))).toBe(false);
  });
});

/** Weights that trust a value right after its own label, and distrust a guardian's. */
const HAND_WEIGHTS: LayoutWeights = {
  name: { bias: -2, 'Ladj:patient': 4, 'ctx:guardian': -4 },
  lastname: { bias: -3 },
  firstname: { bias: -3 },
  birthdate: { bias: -2, 'Ladj:birthdate': 3, 'ctx:guardian': -4 },
  ssn: { bias: -2, 'Ladj:ssn': 4 },
  code: { bias: -2, 'Ladj:code': 4 },
};

const readersRead = (over: Partial<DetectedReferral['form_suggestion']>): DetectedReferral => {
  const f = (value: string) => ({ value, avg_confidence: 90, confidence: 90, pages: [1] });
  const s = {
    firstname: 'Mark',
    lastname: 'Stone',
    birthdate: '1950-01-02',
    ssn: '123-45-6789',
    diagnosis: 'M17.11 Osteoarthritis',
    ...over,
  };
  return {
    pdf_pages: [1],
    patient_name: f(`${s.firstname} ${s.lastname}`),
    firstname: f(s.firstname),
    lastname: f(s.lastname),
    birthdate: f(s.birthdate),
    ssn: f(s.ssn),
    diagnosis: f(s.diagnosis),
    referring_clinic: null,
    form_suggestion: { ...s, referring_clinic: null, page_start: 1, page_end: 1 },
  };
};

describe('paired name candidates', () => {
  it("joins a 'Last' and a 'First' column of one row into one name", () => {
    const cands = layoutCandidates(
      page(
        line(100, ['#', 60], ['Last', 100], ['First', 400], ['DOB', 700], ['SSN', 1000]),
        line(160, ['1', 60], ['Ramirez', 100], ['Olga', 400], ['09/08/1963', 700]),
      ),
      TODAY,
    );
    const pair = cands.find((c) => c.target === 'name' && c.value === 'Ramirez|Olga');
    expect(pair?.features).toEqual(expect.arrayContaining(['pair:T', 'pair:first:T', 'n:pair']));
    // Never the other way round: a first name is not paired with a last name to its left.
    expect(cands.some((c) => c.target === 'name' && c.value === 'Olga|Ramirez')).toBe(false);
  });
});

describe('refineReferrals', () => {
  it('replaces a value the model is clearly surer of, and scores the field with it', () => {
    const [r] = refineReferrals(FORM, [readersRead({})], TODAY, HAND_WEIGHTS);
    expect(r!.form_suggestion).toMatchObject({
      lastname: 'GARCIA',
      firstname: 'ELENA',
      birthdate: '1961-03-14',
      ssn: '123-45-6789',
      diagnosis: 'M17.11 Osteoarthritis',
    });
    const p = probability(HAND_WEIGHTS.name, ['Ladj:patient']);
    expect(r!.lastname!.confidence).toBeCloseTo(90 * p, 0);
  });

  it('keeps the readers’ values where the model is not surer by its margin', () => {
    const unsure: LayoutWeights = {
      ...HAND_WEIGHTS,
      name: { bias: 0.1 },
      birthdate: { bias: 0.1 },
    };
    const [r] = refineReferrals(FORM, [readersRead({})], TODAY, unsure);
    expect(r!.form_suggestion).toMatchObject({ lastname: 'Stone', birthdate: '1950-01-02' });
  });

  it('finds the patient the readers missed', () => {
    const refs = refineReferrals(FORM, [], TODAY, HAND_WEIGHTS);
    expect(refs).toHaveLength(1);
    expect(refs[0]!.form_suggestion).toMatchObject({ lastname: 'GARCIA', birthdate: '1961-03-14' });
    expect(refs[0]!.pdf_pages).toEqual([1]);
  });

  it('joins one patient the readers split in two, and keeps two patients apart', () => {
    // The readers read a title for a second name: the fax has one sure birth date and SSN.
    const title = readersRead({ lastname: 'SHEET', firstname: 'FACE', birthdate: '', ssn: '' });
    title.birthdate = null;
    title.ssn = null;
    const joined = refineReferrals(FORM, [title, readersRead({})], TODAY, HAND_WEIGHTS);
    expect(joined).toHaveLength(1);
    expect(joined[0]!.form_suggestion).toMatchObject({ lastname: 'GARCIA', ssn: '123-45-6789' });
    // Two referrals with their own birth dates stay the readers' own.
    const two = [readersRead({}), readersRead({ lastname: 'Other', birthdate: '1970-01-01' })];
    expect(refineReferrals(FORM, two, TODAY, HAND_WEIGHTS)).toBe(two);
  });

  it('splits a table of patients the readers read as one, row by row', () => {
    const table = page(
      line(100, ['Patient', 100], ['DOB', 500], ['SSN', 800], ['Dx', 1200]),
      line(
        160,
        ['Ann', 100],
        ['Lee', 180],
        ['01/02/1950', 500],
        ['111-22-3333', 800],
        ['I10', 1200],
      ),
      line(
        220,
        ['Bo', 100],
        ['Chan', 160],
        ['03/04/1960', 500],
        ['444-55-6666', 800],
        ['E11.9', 1200],
      ),
    );
    const weights: LayoutWeights = {
      ...HAND_WEIGHTS,
      name: { bias: -1, 'A1:patient': 2, 'T:patient': 2 },
      birthdate: { bias: 1 },
      ssn: { bias: 2 },
      code: { bias: 1 },
    };
    const rows = refineReferrals(table, [readersRead({})], TODAY, weights);
    expect(rows.map((r) => r.form_suggestion)).toMatchObject([
      {
        lastname: 'Lee',
        firstname: 'Ann',
        birthdate: '1950-01-02',
        ssn: '111-22-3333',
        diagnosis: 'I10',
      },
      {
        lastname: 'Chan',
        firstname: 'Bo',
        birthdate: '1960-03-04',
        ssn: '444-55-6666',
        diagnosis: 'E11.9',
      },
    ]);
  });

  it('keeps a table row whose SSN was misread as a patient of its own, by its birth date', () => {
    const row = (y: number, first: string, last: string, dob: string, ssn: string) =>
      line(y, [first, 100], [last, 180], [dob, 500], [ssn, 800]);
    const table = page(
      line(100, ['Patient', 100], ['DOB', 500], ['SSN', 800]),
      // Ten digits: OCR doubled one, so this row has no SSN candidate.
      row(160, 'Ann', 'Lee', '01/02/1950', '111-222-3333'),
      row(220, 'Bo', 'Chan', '03/04/1960', '444-55-6666'),
      row(280, 'Cy', 'Diaz', '05/06/1970', '777-88-9999'),
      // A date outside the rows (when the list was sent) is no patient.
      line(400, ['Sent', 100], ['11/20/2026', 300]),
    );
    const weights: LayoutWeights = {
      ...HAND_WEIGHTS,
      name: { bias: -1, 'T:patient': 2 },
      birthdate: { bias: 1 },
      ssn: { bias: 2 },
    };
    const rows = refineReferrals(table, [readersRead({})], TODAY, weights);
    expect(rows.map((r) => [r.form_suggestion.lastname, r.form_suggestion.birthdate])).toEqual([
      ['Lee', '1950-01-02'],
      ['Chan', '1960-03-04'],
      ['Diaz', '1970-05-06'],
    ]);
    expect(rows[0]!.form_suggestion.ssn).toBe('');
  });

  it('leaves text layers to the readers', () => {
    const textLayer: PageLines[] = [
      {
        page: 1,
        lines: [
          [
            { text: 'Patient:', confidence: 100 },
            { text: 'Ann', confidence: 100 },
          ],
        ],
      },
    ];
    const one = [readersRead({})];
    expect(refineReferrals(textLayer, one, TODAY, HAND_WEIGHTS)).toBe(one);
  });
});
