import type { Sheet } from './draw-templates.js';
import { printedPhone } from './sample-data.js';
import {
  p0,
  single,
  type FaxTemplate,
  type TemplateContext,
  type TemplatePatient,
} from './template-parts.js';
import { SECOND_MEASURED_TEMPLATES } from './templates-measured-2.js';
import { THIRD_MEASURED_TEMPLATES } from './templates-measured-3.js';
import { FOURTH_MEASURED_TEMPLATES } from './templates-measured-4.js';
import { FIFTH_MEASURED_TEMPLATES } from './templates-measured-5.js';
import { SIXTH_MEASURED_TEMPLATES } from './templates-measured-6.js';
import { SEVENTH_MEASURED_TEMPLATES } from './templates-measured-7.js';
import { EIGHTH_MEASURED_TEMPLATES } from './templates-measured-8.js';
import { NINTH_MEASURED_TEMPLATES } from './templates-measured-9.js';
import { MEASURED_TEMPLATES } from './templates-measured.js';
import { UNSEEN_TEMPLATES } from './templates-unseen.js';

/** The layouts of the template set (template-set.ts), as data plus small drawing functions. */

const L = 150; // left margin
const W = 1400; // text width
const TOP = 130;

function letterhead(s: Sheet, c: TemplateContext, y = TOP): number {
  s.text(L, y + 50, c.clinicName, 54, 'bold');
  s.text(L, y + 100, c.clinic.address, 28);
  s.text(L, y + 140, `Tel ${printedPhone(c.clinic.phone)}   Fax ${printedPhone(c.clinic.fax)}`, 28);
  s.rule(L, y + 165, W, 4);
  return y + 230;
}

/** Letterhead and the page's title below it; returns the y under the letterhead. */
function heading(s: Sheet, c: TemplateContext, title: string, size = 44): number {
  const y = letterhead(s, c);
  s.text(L, y + 40, title, size, 'bold');
  return y;
}

/** Label and value on one line. */
function pair(s: Sheet, x: number, y: number, label: string, value: string, hand = false) {
  const w = s.text(x, y, label, 30, 'bold');
  s.text(x + w + 16, y, value, hand ? 36 : 30, hand ? 'hand' : 'regular');
}

/** A box with a small label in its top-left corner and the value inside. */
function cell(s: Sheet, x: number, y: number, w: number, label: string, value: string) {
  s.box(x, y, w, 100);
  s.text(x + 12, y + 30, label, 22, 'bold');
  s.text(x + 16, y + 80, value, 32);
}

function table(s: Sheet, y: number, heads: string[], widths: number[], rows: string[][]): number {
  const h = 70;
  let x = L;
  for (let c = 0; c < heads.length; c++) {
    for (let r = 0; r <= rows.length; r++) s.box(x, y + r * h, widths[c]!, h, 2);
    s.text(x + 10, y + 46, heads[c]!, 26, 'bold');
    rows.forEach((row, r) => s.text(x + 10, y + (r + 1) * h + 46, row[c]!, 26));
    x += widths[c]!;
  }
  return y + (rows.length + 1) * h + 40;
}

const NOTICE =
  'This fax may contain protected health information. If you are not the intended recipient, ' +
  'notify the sender at once and destroy every copy.';

function coverSheet(s: Sheet, c: TemplateContext, re: string) {
  let y = letterhead(s, c);
  s.text(L, y + 90, 'FACSIMILE TRANSMITTAL', 64, 'bold');
  y += 200;
  for (const [label, value] of [
    ['TO:', c.to],
    ['FROM:', c.clinicName],
    ['DATE:', c.sentOn],
    ['PAGES:', String(c.totalPages)],
    ['RE:', re],
  ] as const) {
    pair(s, L, y, label, value);
    y += 60;
  }
  s.paragraph(L, y + 80, NOTICE, W, 26);
}

function soap(s: Sheet, y: number, p: TemplatePatient, c: TemplateContext): number {
  s.text(L, y, 'Subjective', 30, 'bold');
  y = s.paragraph(L, y + 45, `Seen today for ${p.description.toLowerCase()}. ${p.reason}`, W);
  s.text(L, y, 'Assessment', 30, 'bold');
  y = s.paragraph(L, y + 45, `${p.description} (ICD-10 ${p.code}).`, W);
  s.text(L, y, 'Plan', 30, 'bold');
  return s.paragraph(L, y + 45, `Refer to ${c.to}. Dr. ${p.provider}.`, W);
}

export const FAX_TEMPLATES: readonly FaxTemplate[] = [
  // ---------------------------------------------------------------- TRAINING
  single('boxed-form', 'training', 'boxed form', false, (s, c, p) => {
    const y = heading(s, c, 'OUTPATIENT REFERRAL', 48);
    cell(s, L, y + 90, 900, 'PATIENT NAME', p.name);
    cell(s, L + 900, y + 90, 500, 'DATE OF BIRTH', p.dob);
    cell(s, L, y + 190, 700, 'SOCIAL SECURITY NO.', p.ssn);
    cell(s, L + 700, y + 190, 700, 'DIAGNOSIS CODE', p.code);
    cell(s, L, y + 290, W, 'DIAGNOSIS', p.description);
    cell(s, L, y + 390, W, 'REFERRING PHYSICIAN', `Dr. ${p.provider}`);
    cell(s, L, y + 490, W, 'REFERRED TO', c.to);
  }),
  single('re-letter', 'training', 'letter', false, (s, c, p) => {
    let y = letterhead(s, c);
    s.text(L, y + 40, c.sentOn, 30);
    s.text(L, y + 120, `Re: ${p.reName}`, 32, 'bold');
    s.text(L, y + 170, `DOB: ${p.dob}     SSN: ${p.ssn}`, 30);
    s.text(L, y + 220, `Dx: ${p.code} ${p.description}`, 30);
    y = s.paragraph(L, y + 320, 'Dear Colleague,', W);
    y = s.paragraph(
      L,
      y,
      `Thank you for seeing this patient. ${p.reason} Recent notes are attached.`,
      W,
    );
    s.text(L, y + 60, 'Sincerely,', 30);
    s.text(L, y + 160, `Dr. ${p.provider}`, 30);
  }),
  {
    id: 'banner-cover-form',
    split: 'training',
    kind: 'cover sheet',
    patients: 1,
    banner: true,
    pages: [
      { patients: [0], draw: (s, c) => coverSheet(s, c, 'Referral') },
      {
        patients: [0],
        draw(s, c) {
          const p = p0(c);
          let y = heading(s, c, 'Referral Request') + 40;
          y += 90;
          for (const [label, value] of [
            ['Patient Name:', p.name],
            ['Date of Birth:', p.dob],
            ['SSN:', p.ssn],
            ['Diagnosis Code:', p.code],
            ['Diagnosis:', p.description],
            ['Referring Clinic:', c.clinicName],
          ] as const) {
            pair(s, L, y, label, value);
            y += 62;
          }
        },
      },
    ],
  },
  single('table-row', 'training', 'table', false, (s, c, p) => {
    const y = heading(s, c, 'Referral Summary', 44);
    const end = table(
      s,
      y + 90,
      ['Patient', 'DOB', 'SSN', 'ICD-10'],
      [560, 300, 300, 240],
      [[p.name, p.dob, p.ssn, p.code]],
    );
    s.paragraph(L, end + 30, `${p.description}. ${p.reason}`, W);
  }),
  single('progress-note', 'training', 'progress note', false, (s, c, p) => {
    const y = heading(s, c, 'PROGRESS NOTE', 44);
    s.text(L, y + 110, `Patient: ${p.name}   DOB: ${p.dob}`, 30);
    s.text(L, y + 160, `SSN: ${p.ssn}   Visit: ${c.sentOn}`, 30);
    soap(s, y + 250, p, c);
  }),
  single('two-column', 'training', 'two-column form', false, (s, c, p) => {
    const y = heading(s, c, 'Patient Referral Form', 44);
    pair(s, L, y + 130, 'Name:', p.name);
    pair(s, L + 760, y + 130, 'DOB:', p.dob);
    pair(s, L, y + 200, 'SSN:', p.ssn);
    pair(s, L + 760, y + 200, 'Dx:', p.code);
    pair(s, L, y + 270, 'Provider:', `Dr. ${p.provider}`);
    pair(s, L + 760, y + 270, 'To:', c.to);
    s.paragraph(L, y + 360, `Reason: ${p.reason}`, W);
  }),
  single('handwritten-form', 'training', 'handwritten', false, (s, c, p) => {
    let y = heading(s, c, 'REFERRAL (please print)') + 40;
    y += 100;
    for (const [label, value] of [
      ['Patient name', p.name],
      ['Birth date', p.dob],
      ['Social Security', p.ssn],
      ['ICD-10', `${p.code}  ${p.description}`],
    ] as const) {
      pair(s, L, y, `${label}:`, value, true);
      s.rule(L + 300, y + 12, W - 300, 2);
      y += 90;
    }
  }),
  {
    id: 'transmission-report',
    split: 'training',
    kind: 'no referral',
    patients: 0,
    banner: true,
    pages: [
      {
        patients: [],
        draw(s, c) {
          const y = letterhead(s, c);
          s.text(L, y + 60, 'TRANSMISSION VERIFICATION REPORT', 44, 'bold');
          table(
            s,
            y + 120,
            ['Date/Time', 'Fax No.', 'Pages', 'Result'],
            [400, 400, 200, 400],
            [[`${c.sentOn} 09:14`, printedPhone(c.clinic.fax), '3', 'OK']],
          );
        },
      },
    ],
  },
  // ------------------------------------- TRAINING since issue 24's first pass measured them
  {
    id: 'cover-letter',
    split: 'training',
    kind: 'cover sheet',
    patients: 1,
    banner: true,
    pages: [
      { patients: [0], draw: (s, c) => coverSheet(s, c, `${p0(c).reName}`) },
      {
        patients: [0],
        draw(s, c) {
          const p = p0(c);
          let y = letterhead(s, c);
          y = s.paragraph(L, y + 60, `Re: ${p.name}, born ${p.dob}`, W, 32, 'bold');
          y = s.paragraph(
            L,
            y + 20,
            `I am referring the above patient for ${p.description.toLowerCase()} ` +
              `(Diagnosis Code ${p.code}). Social Security number ${p.ssn}. ${p.reason}`,
            W,
          );
          s.text(L, y + 80, `Dr. ${p.provider}`, 30);
        },
      },
    ],
  },
  single('narrative-letter', 'training', 'letter', false, (s, c, p) => {
    let y = letterhead(s, c);
    s.text(L, y + 40, c.sentOn, 30);
    s.text(L, y + 110, c.to, 30);
    y = s.paragraph(L, y + 200, 'Dear Doctor,', W);
    y = s.paragraph(
      L,
      y,
      `Please see my patient ${p.name} (date of birth ${p.dob}; SSN ${p.ssn}), ` +
        `whom I follow for ${p.description.toLowerCase()}, ICD ${p.code}. ${p.reason}`,
      W,
    );
    s.text(L, y + 60, 'Kind regards,', 30);
    s.text(L, y + 160, `${p.provider}, MD`, 30);
  }),
  {
    id: 'roster-table',
    split: 'training',
    kind: 'table',
    patients: 3,
    banner: true,
    pages: [
      {
        patients: [0, 1, 2],
        draw(s, c) {
          const y = heading(s, c, 'Patients referred', 44);
          table(
            s,
            y + 90,
            ['Name', 'Birth date', 'Soc. Sec.', 'Code', 'Diagnosis'],
            [380, 230, 250, 160, 380],
            c.patients.map((p) => [p.name, p.dob, p.ssn, p.code, p.description.slice(0, 22)]),
          );
        },
      },
    ],
  },
  single('underline-form', 'training', 'boxed form', false, (s, c, p) => {
    let y = heading(s, c, 'Consultation Request') + 40;
    y += 130;
    for (const [label, value] of [
      ['Patient (last, first)', p.name],
      ['Birth date', p.dob],
      ['SS#', p.ssn],
      ['ICD10', p.code],
      ['Referring office', c.clinicName],
    ] as const) {
      s.text(L + 10, y, value, 32);
      s.rule(L, y + 14, 900, 2);
      s.text(L, y + 44, label, 22);
      y += 120;
    }
  }),
  {
    id: 'soap-two-patients',
    split: 'training',
    kind: 'progress note',
    patients: 2,
    banner: false,
    pages: [0, 1].map((i) => ({
      patients: [i],
      draw(s: Sheet, c: TemplateContext) {
        const p = c.patients[i]!;
        const y = heading(s, c, 'Office Visit Note', 40);
        s.text(L, y + 110, `Name: ${p.name}`, 30);
        s.text(L + 800, y + 110, `D.O.B. ${p.dob}`, 30);
        s.text(L, y + 160, `SS# ${p.ssn}`, 30);
        soap(s, y + 250, p, c);
      },
    })),
  },
  single('stacked-two-column', 'training', 'two-column form', true, (s, c, p) => {
    const y = heading(s, c, 'NEW PATIENT REFERRAL', 44);
    const fields = [
      ['PATIENT', p.name],
      ['BIRTHDATE', p.dob],
      ['SOCIAL SECURITY', p.ssn],
      ['DX CODE', p.code],
      ['PHYSICIAN', `Dr. ${p.provider}`],
      ['SEND TO', c.to],
    ];
    fields.forEach(([label, value], i) => {
      const x = L + (i % 2) * 720;
      const fy = y + 120 + Math.floor(i / 2) * 130;
      s.text(x, fy, label!, 24, 'bold');
      s.text(x, fy + 50, value!, 32);
    });
  }),
  single('handwritten-note', 'training', 'handwritten', false, (s, c, p) => {
    let y = letterhead(s, c) + 60;
    for (const line of [
      `Pt: ${p.name}`,
      `DOB ${p.dob}`,
      `SSN ${p.ssn}`,
      `Dx ${p.code} - ${p.description}`,
      'Please see, thanks!',
      `- ${p.provider}`,
    ]) {
      s.text(L, y, line, 40, 'hand');
      y += 90;
    }
  }),
  {
    id: 'office-notice',
    split: 'training',
    kind: 'no referral',
    patients: 0,
    banner: true,
    pages: [
      {
        patients: [],
        draw(s, c) {
          const y = letterhead(s, c);
          s.text(L, y + 60, 'Notice to referring offices', 44, 'bold');
          s.paragraph(
            L,
            y + 140,
            `From ${c.sentOn} our office hours change to 8 am - 4 pm. Referrals may still be ` +
              'faxed at any time; please include the patient demographics and diagnosis code.',
            W,
          );
        },
      },
    ],
  },
  // ------------ TRAINING since issue 24's second measurement (written apart, then measured)
  ...MEASURED_TEMPLATES,
  // ------------- TRAINING since issue 24's third measurement (the second set written apart)
  ...SECOND_MEASURED_TEMPLATES,
  // -------------- TRAINING since issue 24's fourth measurement (the third set written apart)
  ...THIRD_MEASURED_TEMPLATES,
  // -------------- TRAINING since issue 24's fifth measurement (the fourth set written apart)
  ...FOURTH_MEASURED_TEMPLATES,
  // --------------- TRAINING since issue 24's sixth measurement (the fifth set written apart)
  ...FIFTH_MEASURED_TEMPLATES,
  // ------------- TRAINING since issue 24's seventh measurement (the sixth set written apart)
  ...SIXTH_MEASURED_TEMPLATES,
  // ------------ TRAINING since issue 24's eighth measurement (the seventh set written apart)
  ...SEVENTH_MEASURED_TEMPLATES,
  // ------------- TRAINING since issue 24's ninth measurement (the eighth set written apart)
  ...EIGHTH_MEASURED_TEMPLATES,
  // -------------- TRAINING since issue 24's tenth measurement (the ninth set written apart)
  ...NINTH_MEASURED_TEMPLATES,
  // ---------------------------------- UNSEEN (a separate file: never read while tuning)
  ...UNSEEN_TEMPLATES,
];
