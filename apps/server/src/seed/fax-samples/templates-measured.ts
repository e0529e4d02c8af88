import type { Sheet, SheetFont } from './draw-templates.js';
import { printedPhone } from './sample-data.js';
import {
  p0,
  single,
  type FaxTemplate,
  type TemplateContext,
  type TemplatePatient,
} from './template-parts.js';

/**
 * Training templates of issue 24 that were first held out: written apart from the detector's work
 * as the fresh unseen set 1, measured once, then moved to training (docs/decisions.md).
 */

const X = 130; // left margin
const R = 1570; // right edge
const WIDE = R - X;
const MID = 850; // page centre

function centred(s: Sheet, y: number, t: string, size: number, font: Exclude<SheetFont, 'hand'>) {
  s.text(MID - s.width(t, size, font) / 2, y, t, size, font);
}

function rightAligned(s: Sheet, y: number, t: string, size: number) {
  s.text(R - s.width(t, size), y, t, size);
}

const dotted = (masked: string) => masked.replace(/-/g, '.');

/** Name, address and numbers centred; returns the y below. */
function centredHead(s: Sheet, c: TemplateContext, y = 120): number {
  centred(s, y + 40, c.clinicName, 44, 'bold');
  centred(s, y + 86, c.clinic.address, 26, 'regular');
  centred(
    s,
    y + 124,
    `Phone ${printedPhone(c.clinic.phone)}  |  Fax ${printedPhone(c.clinic.fax)}`,
    26,
    'regular',
  );
  s.rule(X, y + 148, WIDE, 2);
  s.rule(X, y + 156, WIDE, 2);
  return y + 210;
}

/** Name on the left, address and numbers stacked on the right; returns the y below. */
function splitHead(s: Sheet, c: TemplateContext, y = 120): number {
  s.text(X, y + 60, c.clinicName, 40, 'bold');
  rightAligned(s, y + 110, c.clinic.address, 24);
  rightAligned(s, y + 144, `T ${dotted(c.clinic.phone)}   F ${dotted(c.clinic.fax)}`, 24);
  s.rule(X, y + 166, WIDE, 5);
  return y + 220;
}

/** A narrow band: name, then address and numbers on one line; returns the y below. */
function bandHead(s: Sheet, c: TemplateContext, y = 120): number {
  s.rule(X, y, WIDE, 2);
  s.text(X, y + 50, c.clinicName, 36, 'bold');
  s.text(X, y + 90, `${c.clinic.address}   Ph: ${c.clinic.phone}   Fx: ${c.clinic.fax}`, 26);
  s.rule(X, y + 110, WIDE, 2);
  return y + 170;
}

/** Label in a left cell, value in the right cell: one row of a bordered grid. */
function gridRow(s: Sheet, y: number, label: string, value: string, split = 470, h = 76) {
  s.box(X, y, split, h, 2);
  s.box(X + split, y, WIDE - split, h, 2);
  s.text(X + 14, y + h / 2 + 10, label, 26, 'bold');
  s.text(X + split + 18, y + h / 2 + 11, value, 32);
}

/** Small label with its value on the line below. */
function above(s: Sheet, x: number, y: number, label: string, value: string): number {
  s.text(x, y, label, 26, 'bold');
  s.text(x, y + 44, value, 34);
  return y + 100;
}

function sectionTitle(s: Sheet, y: number, title: string): number {
  s.text(X, y, title, 30, 'bold');
  s.rule(X, y + 12, WIDE, 2);
  return y + 62;
}

/** Titled sections of prose one after another; returns the y below the last. */
function sections(s: Sheet, y: number, parts: [string, string][], size = 30): number {
  for (const [title, text] of parts)
    y = s.paragraph(X, sectionTitle(s, y, title), text, WIDE, size) + 20;
  return y;
}

const tick = (on: boolean) => (on ? '[X]' : '[  ]');

/** A seven-digit chart number drawn from the name, so that pages carry one more number. */
function chartNo(p: TemplatePatient): string {
  let h = 7;
  for (const ch of p.name.toLowerCase()) h = (h * 31 + ch.charCodeAt(0)) % 8_999_999;
  return String(1_000_000 + h);
}

/** 'Fax line 2:07PM  FROM (630)555-0401  PAGE 1 OF 3'-like banners of other machines. */
const bannerA = (c: TemplateContext, page: number) =>
  `${c.sentOn}  2:07PM   FAX ${c.clinic.fax.replace(/-/g, '')}   ->  ${c.to}   PAGE ${page} OF ${c.totalPages}`;
const bannerB = (c: TemplateContext, page: number) =>
  `${page}/${c.totalPages}   ${c.sentOn.slice(0, 5)}/26 16:51   ${printedPhone(c.clinic.fax)}   ${c.to.toUpperCase()}`;

const MEDS = [
  'Atorvastatin 20 mg tablet, once daily',
  'Metformin 500 mg tablet, twice daily with meals',
  'Aspirin 81 mg tablet, once daily',
];

const CONFIDENTIAL =
  'CONFIDENTIALITY: The documents accompanying this transmission are privileged and intended ' +
  'only for the addressee. Any review, disclosure or distribution by others is prohibited. ' +
  'If received in error, please call us and destroy the pages.';

// ------------------------------------------------------------------------- templates

const coverPacket: FaxTemplate = {
  id: 'holdout-01',
  split: 'training',
  kind: 'cover sheet',
  patients: 1,
  banner: bannerA,
  pages: [
    {
      patients: [0],
      draw(s, c) {
        let y = centredHead(s, c);
        centred(s, y + 40, 'F A X', 56, 'bold');
        y += 100;
        const rows: [string, string][] = [
          ['Recipient', c.to],
          ['Attention', 'New Patient Referrals'],
          ['Sender', `Dr. ${p0(c).provider}`],
          ['Sent', c.sentOn],
          ['Pages (with cover)', String(c.totalPages)],
        ];
        for (const [label, value] of rows) {
          gridRow(s, y, label, value, 380);
          y += 76;
        }
        y += 70;
        s.text(
          X,
          y,
          `${tick(false)} Urgent   ${tick(true)} Referral   ${tick(false)} Please reply   ${tick(false)} FYI`,
          28,
        );
        y = s.paragraph(X, y + 80, 'Message: referral packet for one patient follows.', WIDE, 28);
        s.paragraph(X, y + 60, CONFIDENTIAL, WIDE, 24);
      },
    },
    {
      patients: [0],
      draw(s, c) {
        const p = p0(c);
        let y = bandHead(s, c);
        s.text(X, y + 20, 'Specialty Referral Order', 40, 'bold');
        y = sectionTitle(s, y + 100, 'Patient');
        y = above(s, X, y, 'Legal name', p.name);
        y = above(s, X, y, 'Birthdate', p.dob);
        y = above(s, X, y, 'Social Security #', p.ssn);
        y = sectionTitle(s, y + 20, 'Clinical');
        y = above(s, X, y, 'ICD-10-CM', p.code);
        y = above(s, X, y, 'Condition', p.description);
        y = above(s, X, y, 'Why referred', p.reason);
        y = sectionTitle(s, y + 20, 'Ordering provider');
        y = above(s, X, y, 'Physician', `${p.provider}, MD`);
        above(s, X, y, 'Practice', c.clinicName);
      },
    },
    {
      patients: [0],
      draw(s, c) {
        const p = p0(c);
        let y = bandHead(s, c);
        rightAligned(s, y + 10, `${p.reName}   DOB ${p.dob}`, 28);
        y = sectionTitle(s, y + 80, 'Active problems');
        s.text(X, y, `1.  ${p.code}   ${p.description}`, 30);
        y = sectionTitle(s, y + 90, 'Current medications');
        for (const med of MEDS) {
          s.text(X, y, `-  ${med}`, 28);
          y += 50;
        }
        y = sectionTitle(s, y + 40, 'Allergies');
        s.text(X, y, 'No known drug allergies', 28);
      },
    },
  ],
};

const twoPageLetter: FaxTemplate = {
  id: 'holdout-02',
  split: 'training',
  kind: 'letter',
  patients: 1,
  banner: false,
  pages: [
    {
      patients: [0],
      draw(s, c) {
        const p = p0(c);
        let y = splitHead(s, c);
        rightAligned(s, y + 20, c.sentOn, 32);
        s.text(X, y + 90, c.to, 32);
        s.text(X, y + 135, 'Attn: Scheduling Department', 32);
        s.text(X, y + 230, `Subject: referral of ${p.name}`, 34, 'bold');
        y = s.paragraph(X, y + 320, 'To whom it may concern:', WIDE, 34);
        y = s.paragraph(
          X,
          y + 10,
          `I am writing to refer ${p.name}, who has been under my care at our practice, to your ` +
            `service. ${p.reason}`,
          WIDE,
          34,
        );
        y = s.paragraph(
          X,
          y + 10,
          `The working diagnosis is ${p.description} [${p.code}]. Symptoms have persisted ` +
            'over the last three months despite the current treatment plan.',
          WIDE,
          34,
        );
        s.paragraph(
          X,
          y + 10,
          `For registration: the patient was born ${p.dob}, and the social security number on ` +
            `file with us is ${p.ssn}.`,
          WIDE,
          34,
        );
      },
    },
    {
      patients: [0],
      draw(s, c) {
        const p = p0(c);
        s.text(X, 160, c.to, 28);
        s.text(X, 200, `Page 2  -  ${p.reName}`, 28);
        s.text(X, 240, c.sentOn, 28);
        let y = s.paragraph(
          X,
          340,
          'Recent laboratory results and the last two office notes are enclosed. Please send ' +
            'your consultation report to our office by fax at the number below.',
          WIDE,
          34,
        );
        y = s.paragraph(X, y + 10, 'Thank you for your help with this patient.', WIDE, 34);
        s.text(X, y + 60, 'Respectfully,', 32);
        s.text(X, y + 180, `${p.provider}, MD`, 32);
        s.text(X, y + 225, c.clinicName, 32);
        s.text(X, y + 270, `Fax ${printedPhone(c.clinic.fax)}`, 32);
        s.text(X, y + 360, 'cc: chart', 26);
      },
    },
  ],
};

const gridForm = single('holdout-03', 'training', 'boxed form', true, (s, c, p) => {
  let y = centredHead(s, c);
  centred(s, y + 30, 'REFERRAL AUTHORIZATION FORM', 40, 'bold');
  y += 90;
  const rows: [string, string][] = [
    ['Member name', p.name],
    ['Patient DOB', p.dob],
    ['Social Sec. No.', p.ssn],
    ['Primary Dx (ICD-10)', p.code],
    ['Dx description', p.description.slice(0, 48)],
    ['Requesting provider', `${p.provider}, MD`],
    ['Requesting practice', c.clinicName],
    ['Refer to', c.to],
  ];
  for (const [label, value] of rows) {
    gridRow(s, y, label, value);
    y += 76;
  }
  s.text(X, y + 70, `Priority:   ${tick(true)} Routine    ${tick(false)} Urgent`, 28);
  s.text(X, y + 130, `Visits requested: 3        Date: ${c.sentOn}`, 28);
});

const logTable: FaxTemplate = {
  id: 'holdout-04',
  split: 'training',
  kind: 'table',
  patients: 4,
  banner: bannerB,
  pages: [
    {
      patients: [0, 1, 2, 3],
      draw(s, c) {
        let y = centredHead(s, c);
        s.text(X, y + 30, `Referral Log - sent ${c.sentOn}`, 36, 'bold');
        y += 120;
        const cols: [string, number, (p: TemplatePatient, i: number) => string][] = [
          ['#', 50, (_, i) => String(i + 1)],
          ['Dx', 180, (p) => p.code],
          ['Patient', 440, (p) => p.name],
          ['Birth Date', 280, (p) => p.dob],
          ['SS No.', 210, (p) => p.ssn],
          ['Ordering MD', 240, (p) => p.provider],
        ];
        let x = X;
        for (const [head, w] of cols) {
          s.text(x + 6, y, head, 28, 'bold');
          x += w;
        }
        s.rule(X, y + 16, WIDE, 3);
        y += 70;
        c.patients.forEach((p, i) => {
          let cx = X;
          for (const [, w, value] of cols) {
            s.text(cx + 6, y, value(p, i), 28);
            cx += w;
          }
          s.rule(X, y + 22, WIDE, 1);
          y += 72;
        });
        s.paragraph(
          X,
          y + 60,
          `Referring practice: ${c.clinicName}. Questions about this log: ` +
            `${printedPhone(c.clinic.phone)}.`,
          WIDE,
          28,
        );
      },
    },
  ],
};

const queueTable: FaxTemplate = {
  id: 'holdout-05',
  split: 'training',
  kind: 'table',
  patients: 2,
  banner: false,
  pages: [
    {
      patients: [0, 1],
      draw(s, c) {
        let y = splitHead(s, c);
        s.text(X, y + 20, 'Outgoing referrals', 38, 'bold');
        y += 80;
        const widths = [460, 330, 390, 260];
        const heads = ['Patient / DOB', 'Identifiers', 'Diagnosis', 'Referred by'];
        let x = X;
        heads.forEach((head, i) => {
          s.box(x, y, widths[i]!, 60, 2);
          s.text(x + 10, y + 40, head, 24, 'bold');
          x += widths[i]!;
        });
        y += 60;
        for (const p of c.patients) {
          const cells = [
            [p.name, `DOB ${p.dob}`],
            [`SSN ${p.ssn}`, `Chart ${chartNo(p)}`],
            [p.code, p.description.slice(0, 24)],
            [p.provider, ''],
          ];
          x = X;
          cells.forEach(([top, below], i) => {
            s.box(x, y, widths[i]!, 120, 2);
            s.text(x + 10, y + 45, top!, 30);
            if (below) s.text(x + 10, y + 95, below, 26);
            x += widths[i]!;
          });
          y += 120;
        }
        s.text(X, y + 70, `Sent to ${c.to} on ${c.sentOn}.`, 28);
      },
    },
  ],
};

function clinicNote(s: Sheet, c: TemplateContext, p: TemplatePatient) {
  let y = splitHead(s, c);
  centred(s, y + 20, 'CLINIC NOTE', 36, 'bold');
  y += 90;
  s.text(X, y, 'Pt Name:', 28, 'bold');
  s.text(X + 210, y, p.name, 30);
  s.text(X + 820, y, 'Birth Dt:', 28, 'bold');
  s.text(X + 1020, y, p.dob, 30);
  s.text(X, y + 52, 'Soc Sec #:', 28, 'bold');
  s.text(X + 210, y + 52, p.ssn, 30);
  s.text(X + 820, y + 52, 'Enc. Date:', 28, 'bold');
  s.text(X + 1020, y + 52, c.sentOn, 30);
  s.text(X, y + 104, 'Acct #:', 28, 'bold');
  s.text(X + 210, y + 104, chartNo(p), 30);
  y = sections(s, y + 190, [
    ['Chief complaint', `Follow-up of ${p.description.toLowerCase()}.`],
    [
      'History of present illness',
      'Patient reports symptoms on most days for several weeks, worse with activity. ' +
        'Tolerating medications. No fever, no weight loss.',
    ],
    ['Assessment and plan', `1. ${p.description} - ${p.code}. ${p.reason}`],
  ]);
  s.paragraph(X, y - 20, `2. Referral placed to ${c.to}.`, WIDE, 30);
}

function noteContinued(s: Sheet, c: TemplateContext, p: TemplatePatient) {
  const y = splitHead(s, c);
  s.text(X, y + 10, `Pt: ${p.reName}    DOB: ${p.dob}    (continued)`, 30);
  const z = sections(s, y + 100, [
    [
      'Physical exam',
      'Alert and oriented. Heart regular rate and rhythm. Lungs clear to auscultation. ' +
        'Extremities without edema.',
    ],
    ['Orders', 'CBC, comprehensive metabolic panel, lipid panel.'],
  ]);
  s.text(X, z + 60, `Electronically signed by ${p.provider}, MD on ${c.sentOn}`, 26);
}

const twoPatientNotes: FaxTemplate = {
  id: 'holdout-06',
  split: 'training',
  kind: 'progress note',
  patients: 2,
  banner: bannerA,
  pages: [
    { patients: [0], draw: (s, c) => clinicNote(s, c, c.patients[0]!) },
    { patients: [0], draw: (s, c) => noteContinued(s, c, c.patients[0]!) },
    { patients: [1], draw: (s, c) => clinicNote(s, c, c.patients[1]!) },
  ],
};

const sideBySide = single('holdout-07', 'training', 'two-column form', false, (s, c, p) => {
  let y = bandHead(s, c);
  s.text(X, y + 20, 'Patient Referral Information', 40, 'bold');
  y += 110;
  const left = X;
  const right = 880;
  s.text(left, y, 'PATIENT', 28, 'bold');
  s.text(right, y, 'REFERRAL', 28, 'bold');
  s.rule(left, y + 12, 680, 2);
  s.rule(right, y + 12, 690, 2);
  y += 70;
  const rowL: [string, string][] = [
    ['Patient:', p.name],
    ['D.O.B.:', p.dob],
    ['SSN#:', p.ssn],
    ['Chart:', chartNo(p)],
  ];
  const rowR: [string, string][] = [
    ['ICD-10 code:', p.code],
    ['Referred by:', `Dr. ${p.provider}`],
    ['Send to:', c.to.slice(0, 26)],
    ['Date:', c.sentOn],
  ];
  rowL.forEach(([label, value], i) => {
    s.text(left, y + i * 64, label, 28, 'bold');
    s.text(left + 150, y + i * 64, value, 32);
  });
  rowR.forEach(([label, value], i) => {
    s.text(right, y + i * 64, label, 28, 'bold');
    s.text(right + 190, y + i * 64, value, 32);
  });
  y += 4 * 64 + 40;
  s.text(X, y, 'Condition:', 28, 'bold');
  y = s.paragraph(X + 160, y, p.description, WIDE - 160, 30);
  s.text(X, y + 10, 'Notes:', 28, 'bold');
  s.paragraph(X + 160, y + 10, p.reason, WIDE - 160, 30);
});

const rxPad = single('holdout-08', 'training', 'handwritten', false, (s, c, p) => {
  s.box(X, 110, WIDE, 1500, 3);
  centred(s, 180, c.clinicName, 36, 'bold');
  centred(s, 222, c.clinic.address, 24, 'regular');
  centred(s, 256, `Tel ${c.clinic.phone}    Fax ${c.clinic.fax}`, 24, 'regular');
  s.rule(X, 280, WIDE, 2);
  const line = (x: number, y: number, w: number, label: string, value: string) => {
    s.text(x, y, label, 24);
    s.text(x + s.width(label, 24) + 16, y - 4, value, 40, 'hand');
    s.rule(x + s.width(label, 24) + 8, y + 10, w - s.width(label, 24) - 8, 1);
  };
  line(X + 30, 380, 860, 'Name', p.name);
  line(X + 920, 380, 450, 'Date', c.sentOn);
  line(X + 30, 470, 620, 'DOB', p.dob);
  line(X + 700, 470, 670, 'SS#', p.ssn);
  s.text(X + 30, 600, 'Rx', 56, 'bold');
  let y = 620;
  for (const text of [
    `Refer to: ${c.to}`,
    `Dx: ${p.code}`,
    p.description,
    'Eval + treat, pls fax notes back',
  ]) {
    y = s.paragraph(X + 150, y, text, 1150, 38, 'hand') + 18;
  }
  s.text(X + 30, 1480, 'Signature', 24);
  s.text(X + 200, 1470, `${p.provider} MD`, 40, 'hand');
  s.rule(X + 190, 1490, 700, 1);
});

const policyMemo: FaxTemplate = {
  id: 'holdout-09',
  split: 'training',
  kind: 'no referral',
  patients: 0,
  banner: bannerB,
  pages: [
    {
      patients: [],
      draw(s, c) {
        let y = centredHead(s, c);
        s.text(X, y + 30, 'MEMO: Referral Department Update', 38, 'bold');
        s.text(X, y + 90, `To: all referring providers       Date: ${c.sentOn}`, 28);
        y = s.paragraph(
          X,
          y + 170,
          'Beginning next month, every new referral we receive must include the patient\u2019s ' +
            'full legal name, date of birth, Social Security number or insurance member ID, ' +
            'and the primary ICD-10 diagnosis code. Incomplete referrals will be returned to ' +
            'the sending office.',
          WIDE,
          30,
        );
        y += 40;
        for (const [item, note] of [
          ['Demographics', 'name as printed on the insurance card'],
          ['Diagnosis', 'ICD-10-CM code at the highest specificity'],
          ['Clinical notes', 'the last two office visits'],
          ['Orders', 'signed by the referring physician'],
        ] as const) {
          gridRow(s, y, item, note, 360, 70);
          y += 70;
        }
        s.paragraph(
          X,
          y + 80,
          `Questions: Referral Coordinator, ${printedPhone(c.clinic.phone)}.`,
          WIDE,
          28,
        );
      },
    },
  ],
};

const coverOnly: FaxTemplate = {
  id: 'holdout-10',
  split: 'training',
  kind: 'no referral',
  patients: 0,
  banner: true,
  pages: [
    {
      patients: [],
      draw(s, c) {
        let y = splitHead(s, c);
        s.text(X, y + 40, 'Fax Cover', 44, 'bold');
        y += 130;
        for (const [label, value] of [
          ['Deliver to', c.to],
          ['From', c.clinicName],
          ['Date sent', c.sentOn],
          ['Number of pages', '1'],
        ] as const) {
          above(s, X, y, label, value);
          y += 100;
        }
        y = s.paragraph(
          X,
          y + 40,
          `Please note our new fax number, ${printedPhone(c.clinic.fax)}, for all referrals and ` +
            'records requests. No patient information is included in this transmission.',
          WIDE,
          30,
        );
        s.paragraph(X, y + 60, CONFIDENTIAL, WIDE, 24);
      },
    },
  ],
};

export const MEASURED_TEMPLATES: readonly FaxTemplate[] = [
  coverPacket,
  twoPageLetter,
  gridForm,
  logTable,
  queueTable,
  twoPatientNotes,
  sideBySide,
  rxPad,
  policyMemo,
  coverOnly,
];
