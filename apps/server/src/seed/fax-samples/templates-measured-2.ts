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
 * Training templates of issue 24 that were the second held-out set: written apart from the
 * detector, measured once (docs/decisions.md, 'A second unseen set'), then moved to training.
 */

const LM = 110; // left margin
const RM = 1620; // right edge
const SPAN = RM - LM;

type Printed = Exclude<SheetFont, 'hand'>;

/** Draws `t` at `size`, or smaller (not under 22 px) when it would run past `maxW`. */
function fit(
  s: Sheet,
  x: number,
  y: number,
  t: string,
  maxW: number,
  size = 30,
  font: Printed = 'regular',
) {
  let z = size;
  while (z > 22 && s.width(t, z, font) > maxW) z -= 2;
  s.text(x, y, t, z, font);
}

function flushRight(s: Sheet, y: number, t: string, size: number, font: Printed = 'regular') {
  s.text(RM - s.width(t, size, font), y, t, size, font);
}

const initials = (name: string) =>
  name
    .split(' ')
    .filter((w) => /^[A-Z]/.test(w))
    .slice(0, 3)
    .map((w) => w[0])
    .join('');

/** A square logo with the practice's initials, name and lines beside it; returns the y below. */
function logoHead(s: Sheet, c: TemplateContext, y = 110): number {
  s.box(LM, y, 130, 130, 5);
  const mark = initials(c.clinic.name);
  s.text(LM + 65 - s.width(mark, 50, 'bold') / 2, y + 84, mark, 50, 'bold');
  fit(s, LM + 170, y + 48, c.clinicName, SPAN - 170, 40, 'bold');
  s.text(LM + 170, y + 90, c.clinic.address, 26);
  s.text(
    LM + 170,
    y + 126,
    `P: ${printedPhone(c.clinic.phone)}   F: ${printedPhone(c.clinic.fax)}`,
    26,
  );
  return y + 190;
}

/** The practice in capitals on the right, a heavy rule under it; returns the y below. */
function capsHead(s: Sheet, c: TemplateContext, y = 110): number {
  flushRight(s, y + 44, c.clinicName.toUpperCase(), 36, 'bold');
  flushRight(s, y + 84, c.clinic.address, 24);
  flushRight(s, y + 118, `Office ${c.clinic.phone}  ·  Fax ${c.clinic.fax}`, 24);
  s.rule(LM, y + 138, SPAN, 6);
  return y + 190;
}

/** 'Nov 28 2026 09:03AM  <practice>  6305550401  p.1' (a station ID line). */
function stationBanner(c: TemplateContext, page: number): string {
  const [m, d, yyyy] = c.sentOn.split('/');
  const mon = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][
    Number(m) - 1
  ];
  return `${mon} ${d} ${yyyy} 09:03AM   ${c.clinicName}   ${c.clinic.fax.replace(/\D/g, '')}   p.${page}`;
}

/** '** 01/02 **  11/28/2026 08:15  ID=6305550401' (a fax server's page stamp). */
function serverBanner(c: TemplateContext, page: number): string {
  const n = (k: number) => String(k).padStart(2, '0');
  return `** ${n(page)}/${n(c.totalPages)} **   ${c.sentOn} 08:15   ID=${c.clinic.fax.replace(/\D/g, '')}`;
}

/** A made-up ten-digit provider number, stable for a provider's name. */
function npi(name: string): string {
  let h = 11;
  for (const ch of name) h = (h * 37 + ch.charCodeAt(0)) % 899_999_999;
  return `1${String(100_000_000 + h).slice(0, 9)}`;
}

const PRIVACY =
  'PRIVACY NOTICE: the pages that follow hold patient health information protected by federal ' +
  'and state law. They are meant for the named recipient only. If this reached you by mistake, ' +
  'tell the sender by telephone and shred all pages.';

// ------------------------------------------------------------------------------ templates

/** A cover page, then a referral order printout. */
const coverThenOrder: FaxTemplate = {
  id: 'unseen2-01',
  split: 'training',
  kind: 'cover sheet',
  patients: 1,
  banner: stationBanner,
  pages: [
    {
      patients: [0],
      draw(s, c) {
        let y = logoHead(s, c);
        s.text(LM, y + 60, 'Confidential Fax', 60, 'bold');
        y += 140;
        const half = LM + SPAN / 2 + 20;
        const field = (x: number, fy: number, label: string, value: string) => {
          s.text(x, fy, label, 24, 'bold');
          fit(s, x, fy + 44, value, SPAN / 2 - 40, 30);
        };
        field(LM, y, 'FOR', c.to);
        field(half, y, 'SENDING OFFICE', c.clinicName);
        field(LM, y + 110, 'DATE', c.sentOn);
        field(half, y + 110, 'CALL-BACK NUMBER', printedPhone(c.clinic.phone));
        field(LM, y + 220, 'TOTAL PAGES', `${c.totalPages} (cover included)`);
        field(half, y + 220, 'SUBJECT', 'New referral, order attached');
        y += 330;
        s.box(LM, y, SPAN, 230, 3);
        s.text(LM + 20, y + 44, 'Comments', 26, 'bold');
        s.paragraph(
          LM + 20,
          y + 100,
          'Please review the attached order and contact the patient to schedule. Our office ' +
            'will send records on request.',
          SPAN - 40,
          28,
        );
        s.paragraph(LM, y + 320, PRIVACY, SPAN, 24);
      },
    },
    {
      patients: [0],
      draw(s, c) {
        const p = p0(c);
        let y = capsHead(s, c);
        s.text(LM, y + 30, 'REFERRAL ORDER', 40, 'bold');
        flushRight(s, y + 30, `Ordered ${c.sentOn}`, 28);
        s.text(LM, y + 84, 'Status: pending review       Priority: routine', 26);
        y += 170;
        const key = LM + 400;
        for (const [label, value] of [
          ['Pt. name:', p.name],
          ['DOB/Age:', p.dob],
          ['SS number:', p.ssn],
          ['Referral Dx:', p.code],
          ['Dx text:', p.description],
          ['Ordering MD:', `${p.provider}, MD`],
          ['Ordering location:', c.clinicName],
          ['Refer to:', c.to],
        ] as const) {
          s.text(key - s.width(label, 28, 'bold'), y, label, 28, 'bold');
          fit(s, key + 24, y, value, RM - key - 24, 32);
          y += 66;
        }
        y = s.paragraph(LM, y + 50, `Clinical question: ${p.reason}`, SPAN, 28);
        s.text(LM, y + 40, 'Order authorized by provider signature on file.', 24);
      },
    },
  ],
};

/** A letter with the patient's identifiers in a box beside the body. */
const sidebarLetter = single('unseen2-02', 'training', 'letter', false, (s, c, p) => {
  const y = logoHead(s, c);
  s.rule(LM, y - 30, SPAN, 2);
  const bodyW = 820;
  const side = LM + bodyW + 140;
  s.text(LM, y + 40, c.sentOn, 30);
  s.text(LM, y + 110, c.to, 30);
  s.text(LM, y + 152, 'Attn: Intake Coordinator', 30);
  // The identifiers box on the right.
  s.box(side, y + 10, RM - side, 520, 3);
  s.text(side + 20, y + 56, 'PATIENT', 28, 'bold');
  let by = y + 110;
  for (const [label, value] of [
    ['Name', p.name],
    ['Born', p.dob],
    ['Soc. Security', p.ssn],
    ['ICD', p.code],
  ] as const) {
    s.text(side + 20, by, label, 24, 'bold');
    fit(s, side + 20, by + 44, value, RM - side - 40, 34);
    by += 104;
  }
  let ty = s.paragraph(LM, y + 260, 'Dear Doctor and staff,', bodyW, 30);
  ty = s.paragraph(
    LM,
    ty + 10,
    `I am asking you to see the patient named at right, who carries a diagnosis of ` +
      `${p.description.toLowerCase()}. ${p.reason} I would be grateful for your ` +
      'impressions and any recommended changes to the treatment plan.',
    bodyW,
    30,
  );
  ty = s.paragraph(
    LM,
    ty + 10,
    'A medication list and the most recent visit summary are enclosed. Do not hesitate to call ' +
      'our office with any questions.',
    bodyW,
    30,
  );
  s.text(LM, ty + 50, 'With thanks,', 30);
  s.text(LM, ty + 150, `${p.provider}, M.D.`, 30);
  s.text(LM, ty + 195, c.clinicName, 28);
});

/** A claim-style form of numbered boxes. */
const numberedBoxes = single('unseen2-03', 'training', 'boxed form', true, (s, c, p) => {
  const top = 120;
  s.text(LM, top + 40, 'HEALTH PLAN REFERRAL / PRIOR AUTHORIZATION REQUEST', 36, 'bold');
  s.text(LM, top + 80, 'Type or print clearly. Incomplete requests delay review.', 24);
  const half = SPAN / 2;
  const numbered = (x: number, y: number, w: number, h: number, label: string, lines: string[]) => {
    s.box(x, y, w, h, 2);
    s.text(x + 10, y + 28, label, 22, 'bold');
    lines.forEach((line, i) => fit(s, x + 14, y + 74 + i * 42, line, w - 28, 30));
  };
  let y = top + 120;
  numbered(LM, y, half, 110, "2. PATIENT'S NAME", [p.name]);
  numbered(LM + half, y, half, 110, '1a. PATIENT SSN / INSURED ID', [p.ssn]);
  y += 110;
  numbered(LM, y, half, 110, "3. PATIENT'S BIRTH DATE", [p.dob]);
  numbered(LM + half, y, half, 110, '4. SEX', ['M [ ]    F [ ]']);
  y += 110;
  numbered(LM, y, SPAN, 160, '21. DIAGNOSIS OR NATURE OF ILLNESS OR INJURY   (ICD Ind. 0)', [
    `A.  ${p.code}`,
    p.description,
  ]);
  y += 160;
  numbered(LM, y, half, 110, '17. NAME OF REFERRING PROVIDER', [`${p.provider}, MD`]);
  numbered(LM + half, y, half, 110, '17b. NPI', [npi(p.provider)]);
  y += 110;
  numbered(LM, y, SPAN, 110, '24. SERVICES REQUESTED', ['Specialist consultation, up to 3 visits']);
  y += 110;
  numbered(LM, y, half, 150, '32. SERVICE FACILITY LOCATION', [c.to]);
  numbered(LM + half, y, half, 150, '33. REQUESTING PRACTICE INFO & PH #', [
    c.clinicName,
    printedPhone(c.clinic.phone),
  ]);
  y += 150;
  s.text(LM, y + 70, `Signed ${c.sentOn}`, 28);
});

/** Table columns: heading, width, value of a patient. */
type Column = [string, number, (p: TemplatePatient, n: number) => string];

const BATCH: Column[] = [
  ['Line', 90, (_, n) => String(n)],
  ['Referred patient', 430, (p) => p.name],
  ['Born', 270, (p) => p.dob],
  ['SSN', 240, (p) => p.ssn],
  ['Dx code', 180, (p) => p.code],
  ['Referring provider', 300, (p) => p.provider],
];

/** Heading row with a double rule, then one row per patient between thin rules. */
function ruledTable(s: Sheet, y: number, cols: Column[], rows: TemplatePatient[], first: number) {
  let x = LM;
  for (const [head, w] of cols) {
    fit(s, x + 8, y, head, w - 16, 26, 'bold');
    x += w;
  }
  s.rule(LM, y + 14, SPAN, 3);
  s.rule(LM, y + 22, SPAN, 3);
  y += 80;
  rows.forEach((p, i) => {
    x = LM;
    for (const [, w, value] of cols) {
      fit(s, x + 8, y, value(p, first + i), w - 16, 28);
      x += w;
    }
    s.rule(LM, y + 26, SPAN, 1);
    y += 76;
  });
  return y;
}

/** Five patients on a two-page list. */
const batchList: FaxTemplate = {
  id: 'unseen2-04',
  split: 'training',
  kind: 'table',
  patients: 5,
  banner: serverBanner,
  pages: [
    {
      patients: [0, 1, 2],
      draw(s, c) {
        let y = capsHead(s, c);
        s.text(LM, y + 30, 'Referral batch for scheduling', 38, 'bold');
        s.text(LM, y + 80, `Prepared ${c.sentOn} for ${c.to}`, 26);
        y = ruledTable(s, y + 170, BATCH, c.patients.slice(0, 3), 1);
        s.text(LM, y + 40, 'Continued on next page.', 26);
      },
    },
    {
      patients: [3, 4],
      draw(s, c) {
        s.text(LM, 150, `${c.clinicName}  -  referral batch (continued)`, 30, 'bold');
        s.rule(LM, 170, SPAN, 3);
        const y = ruledTable(s, 260, BATCH, c.patients.slice(3), 4);
        s.text(LM, y + 50, `End of list: ${c.patients.length} patients.`, 28);
        s.paragraph(
          LM,
          y + 120,
          `Records for each patient are available on request. Scheduling questions: ` +
            `${printedPhone(c.clinic.phone)}.`,
          SPAN,
          26,
        );
      },
    },
  ],
};

/** One grid: a heading row of boxes, then one row of boxes. */
function gridTable(s: Sheet, y: number, heads: string[], widths: number[], row: string[]) {
  let x = LM;
  heads.forEach((head, i) => {
    const w = widths[i]!;
    s.box(x, y, w, 56, 2);
    s.box(x, y + 56, w, 84, 2);
    fit(s, x + 10, y + 38, head, w - 20, 24, 'bold');
    fit(s, x + 12, y + 110, row[i]!, w - 24, 30);
    x += w;
  });
  return y + 140;
}

/** A single-patient order with a demographics grid and a services grid. */
const orderGrids = single('unseen2-05', 'training', 'table', false, (s, c, p) => {
  let y = logoHead(s, c);
  s.text(LM, y + 30, 'Outside Consultation Order', 40, 'bold');
  y += 80;
  s.text(LM, y + 40, 'Demographics', 28, 'bold');
  y = gridTable(
    s,
    y + 60,
    ['Name (as on card)', 'Birth date', 'SS number'],
    [680, 420, 410],
    [p.name, p.dob, p.ssn],
  );
  s.text(LM, y + 60, 'Services', 28, 'bold');
  y = gridTable(
    s,
    y + 80,
    ['Requested service', 'CPT', 'Dx (ICD-10)', 'Dx description'],
    [400, 160, 250, 700],
    ['Specialist consult', '99244', p.code, p.description],
  );
  y = s.paragraph(LM, y + 60, `Indication: ${p.reason}`, SPAN, 28);
  s.text(LM, y + 40, `Ordering provider: ${p.provider}, MD`, 28);
  s.text(LM, y + 90, `Ordering practice: ${c.clinicName}`, 28);
  s.text(LM, y + 140, `Destination: ${c.to}`, 28);
});

/** An EHR visit printout, one page per patient. */
function visitPrintout(s: Sheet, c: TemplateContext, p: TemplatePatient, page: number) {
  s.text(LM, 140, c.clinicName, 32, 'bold');
  flushRight(s, 140, `Page ${page} of ${c.totalPages}`, 24);
  s.text(LM, 176, `${c.clinic.address}  ·  ${printedPhone(c.clinic.phone)}`, 24);
  s.box(LM, 200, SPAN, 130, 3);
  fit(s, LM + 20, 250, p.name, SPAN - 40, 34, 'bold');
  s.text(LM + 20, 305, `DOB ${p.dob}   |   Soc. Sec. ${p.ssn}   |   Visit ${c.sentOn}`, 28);
  let y = 400;
  const part = (title: string, text: string) => {
    s.text(LM, y, `${title}:`, 28, 'bold');
    y = s.paragraph(LM + 40, y + 46, text, SPAN - 40, 28) + 14;
  };
  part('Reason for visit', `Recheck, ${p.description.toLowerCase()}.`);
  part(
    'Interval history',
    'Since the last visit the patient reports partial improvement with the present regimen, ' +
      'still limiting daily activities. Denies new symptoms.',
  );
  part('Vitals', 'BP 132/84   HR 76   Temp 98.4 F   Wt 182 lb');
  part('Impression', `${p.description} - ${p.code}`);
  part('Disposition', `Referral to ${c.to}. ${p.reason}`);
  s.text(LM, y + 40, `Signed: ${p.provider}, MD`, 26);
}

const twoVisits: FaxTemplate = {
  id: 'unseen2-06',
  split: 'training',
  kind: 'progress note',
  patients: 2,
  banner: true,
  pages: [0, 1].map((i) => ({
    patients: [i],
    draw: (s: Sheet, c: TemplateContext) => visitPrintout(s, c, c.patients[i]!, i + 1),
  })),
};

/** Two framed panels side by side, twice. */
const panels = single('unseen2-07', 'training', 'two-column form', false, (s, c, p) => {
  let y = capsHead(s, c);
  s.text(LM, y + 30, 'Referral / Transfer of Care', 40, 'bold');
  y += 80;
  const w = SPAN / 2 - 15;
  const right = LM + w + 30;
  const panel = (x: number, py: number, title: string, rows: [string, string][]) => {
    s.box(x, py, w, 70 + rows.length * 96, 3);
    s.rule(x, py + 56, w, 3);
    s.text(x + 16, py + 40, title, 26, 'bold');
    rows.forEach(([label, value], i) => {
      s.text(x + 16, py + 100 + i * 96, label, 22, 'bold');
      fit(s, x + 16, py + 140 + i * 96, value, w - 32, 30);
    });
    return py + 70 + rows.length * 96;
  };
  const a = panel(LM, y, 'REFERRED FROM', [
    ['Practice', c.clinicName],
    ['Clinician', `${p.provider}, MD`],
    ['Fax back to', printedPhone(c.clinic.fax)],
  ]);
  panel(right, y, 'REFERRED TO', [
    ['Practice', c.to],
    ['Date requested', c.sentOn],
    ['Urgency', 'Routine (within 30 days)'],
  ]);
  y = a + 40;
  const b = panel(LM, y, 'PATIENT', [
    ['Full name', p.name],
    ['Date of birth', p.dob],
    ['Social Security', p.ssn],
  ]);
  panel(right, y, 'DIAGNOSIS', [
    ['ICD-10', p.code],
    ['Description', p.description],
    ['Request', 'Consult and treat'],
  ]);
  s.paragraph(LM, b + 70, `Notes: ${p.reason}`, SPAN, 28);
});

/** A printed slip whose boxes are filled in by hand. */
const handSlip = single('unseen2-08', 'training', 'handwritten', true, (s, c, p) => {
  s.box(LM, 110, SPAN, 150, 3);
  fit(s, LM + 24, 170, c.clinicName, SPAN - 48, 38, 'bold');
  s.text(LM + 24, 222, `${c.clinic.address}   Fax ${printedPhone(c.clinic.fax)}`, 24);
  s.text(LM, 340, 'REFERRAL SLIP', 36, 'bold');
  s.text(LM + 420, 340, '(fill in all boxes)', 24);
  let y = 390;
  const labelW = 330;
  for (const [label, value] of [
    ['Patient', p.name],
    ['Birthday', p.dob],
    ['S.S.N.', p.ssn],
    ['Dx / ICD', p.code],
    ['Problem', p.description],
    ['Send to', c.to],
  ] as const) {
    s.box(LM, y, labelW, 100, 2);
    s.box(LM + labelW, y, SPAN - labelW, 100, 2);
    s.text(LM + 16, y + 60, label, 28, 'bold');
    const size = value.length > 40 ? 30 : 38;
    s.text(LM + labelW + 24, y + 66, value, size, 'hand');
    y += 100;
  }
  y = s.paragraph(LM, y + 90, `${p.reason} Thank you!`, SPAN, 36, 'hand');
  s.text(LM, y + 60, 'Provider', 26, 'bold');
  s.text(LM + 160, y + 60, `Dr. ${p.provider}`, 38, 'hand');
  s.rule(LM + 150, y + 74, 700, 2);
});

/** A monthly count of referrals: no patient named. */
const volumeReport: FaxTemplate = {
  id: 'unseen2-09',
  split: 'training',
  kind: 'no referral',
  patients: 0,
  banner: stationBanner,
  pages: [
    {
      patients: [],
      draw(s, c) {
        let y = logoHead(s, c);
        s.text(LM, y + 40, 'Monthly referral summary', 40, 'bold');
        s.text(LM, y + 90, `To: ${c.to}     Period ending ${c.sentOn}`, 28);
        y += 190;
        const cols: [string, number][] = [
          ['Specialty', 520],
          ['Referrals sent', 330],
          ['Seen', 250],
          ['Awaiting appointment', 410],
        ];
        const rows = [
          ['Cardiology', '14', '11', '3'],
          ['Orthopedics', '9', '7', '2'],
          ['Endocrinology', '6', '6', '0'],
          ['Sleep medicine', '4', '2', '2'],
        ];
        let x = LM;
        for (const [head, w] of cols) {
          s.text(x + 8, y, head, 26, 'bold');
          x += w;
        }
        s.rule(LM, y + 16, SPAN, 3);
        y += 70;
        for (const row of rows) {
          x = LM;
          row.forEach((v, i) => {
            s.text(x + 8, y, v, 28);
            x += cols[i]![1];
          });
          y += 60;
        }
        s.rule(LM, y - 30, SPAN, 1);
        s.paragraph(
          LM,
          y + 60,
          'Counts only; no patient-identifying information is included. For the status of a ' +
            'particular patient, please call with the name, birth date and ICD-10 code of the ' +
            'referral.',
          SPAN,
          28,
        );
      },
    },
  ],
};

/** A request to send a fax again: no patient named. */
const resendRequest: FaxTemplate = {
  id: 'unseen2-10',
  split: 'training',
  kind: 'no referral',
  patients: 0,
  banner: true,
  pages: [
    {
      patients: [],
      draw(s, c) {
        let y = capsHead(s, c);
        s.text(LM, y + 50, 'PLEASE RESEND', 48, 'bold');
        s.text(LM, y + 110, `Attention: referral staff, ${c.to}`, 28);
        y = s.paragraph(
          LM,
          y + 200,
          `A transmission received ${c.sentOn} could not be read: pages arrived blank or cut ` +
            'off. Please send the referral again, making sure each page shows the patient ' +
            'name, date of birth, SSN and the diagnosis code.',
          SPAN,
          30,
        );
        for (const item of [
          '[  ] Pages missing',
          '[X] Image too light to read',
          '[  ] Order not signed',
        ]) {
          s.text(LM + 40, y + 40, item, 30);
          y += 60;
        }
        s.text(
          LM,
          y + 90,
          `Fax: ${printedPhone(c.clinic.fax)}    Phone: ${printedPhone(c.clinic.phone)}`,
          28,
        );
      },
    },
  ],
};

export const SECOND_MEASURED_TEMPLATES: readonly FaxTemplate[] = [
  coverThenOrder,
  sidebarLetter,
  numberedBoxes,
  batchList,
  orderGrids,
  twoVisits,
  panels,
  handSlip,
  volumeReport,
  resendRequest,
];
