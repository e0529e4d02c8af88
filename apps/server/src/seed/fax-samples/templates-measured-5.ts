import { MONTHS, PAGE_WIDTH } from './draw-pages.js';
import type { Sheet, SheetFont } from './draw-templates.js';
import { printedPhone } from './sample-data.js';
import {
  p0,
  paged,
  single,
  type FaxTemplate,
  type TemplateContext,
  type TemplatePatient,
} from './template-parts.js';

/**
 * Training templates of issue 24 that were the fifth held-out set: written apart from the
 * detector, measured once (docs/decisions.md, 'the measurements, in order'), then moved to
 * training.
 *
 * Set 5: faxes from practices the project has never seen (wound care, dermatology, a sleep lab,
 * a hospitalist group, neurology, oncology, an eye clinic, guardians' forms, a nursing home), each
 * laying out its patient block its own way. Account, member and chart numbers are made up here
 * and never run to nine digits, so the SSN stays the only nine-digit number on a page.
 */

const LEFT = 90;
const RIGHT = PAGE_WIDTH - 90;
const INNER = RIGHT - LEFT;

type Printed = Exclude<SheetFont, 'hand'>;

function centred(s: Sheet, y: number, text: string, size: number, font: Printed = 'regular') {
  s.text((PAGE_WIDTH - s.width(text, size, font)) / 2, y, text, size, font);
}

function flushRight(s: Sheet, y: number, text: string, size: number, font: Printed = 'regular') {
  s.text(RIGHT - s.width(text, size, font), y, text, size, font);
}

/** A row of printed checkboxes ('X' in the ticked ones) from x; returns the x after the last. */
function checkboxes(s: Sheet, x: number, y: number, items: [string, boolean][], size = 26) {
  const side = Math.round(size * 0.8);
  for (const [label, ticked] of items) {
    s.box(x, y - side, side, side, 2);
    if (ticked) s.text(x + 3, y - 3, 'X', side, 'bold');
    x += side + 12 + s.text(x + side + 12, y, label, size) + 34;
  }
  return x;
}

/** '11/04/2026' -> 'November 4, 2026'. */
function longDate(mmddyyyy: string): string {
  const [m, d, y] = mmddyyyy.split('/').map(Number) as [number, number, number];
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}

/** '11/04/2026' -> 'Nov 04 2026', the way some fax machines stamp the date. */
function stampDate(mmddyyyy: string): string {
  const [m, d, y] = mmddyyyy.split('/');
  return `${MONTHS[Number(m) - 1]!.slice(0, 3)} ${d} ${y}`;
}

/** The patient's family name in title case, from the 'LAST, FIRST' form (a guardian shares it). */
function familyName(p: TemplatePatient): string {
  const last = p.reName.split(',')[0]!;
  return last.charAt(0) + last.slice(1).toLowerCase();
}

/** Small print at the foot of a page. */
function footnote(s: Sheet, y: number, text: string, size = 22) {
  return s.paragraph(LEFT, y, text, INNER, size);
}

/** Two column headings side by side; returns the columns' width and the right column's x. */
function columnHeads(s: Sheet, y: number, gap: number, heads: [string, string], size: number) {
  const col2 = LEFT + INNER / 2 + gap;
  s.text(LEFT, y, heads[0], size, 'bold');
  s.text(col2, y, heads[1], size, 'bold');
  return { width: INNER / 2 - gap, col2 };
}

const HIPAA =
  'CONFIDENTIALITY NOTICE: This facsimile contains protected health information that is ' +
  'privileged and confidential under federal and state law. It is intended only for the ' +
  'addressee named above. If you are not the intended recipient, any review, disclosure, ' +
  'copying or distribution is strictly prohibited. If you received this fax in error, please ' +
  'notify the sender by telephone and destroy all pages.';

// ------------------------------------------------------------ unseen5-01: cover + wound care

function woundCover(s: Sheet, c: TemplateContext) {
  s.text(LEFT, 170, c.clinicName, 44, 'bold');
  s.text(LEFT, 215, c.clinic.address, 26);
  const numbers = `Phone ${printedPhone(c.clinic.phone)}   |   Fax ${printedPhone(c.clinic.fax)}`;
  s.text(LEFT, 252, numbers, 26);
  centred(s, 390, 'FAX TRANSMITTAL', 64, 'bold');
  s.rule(LEFT, 420, INNER, 5);
  const rows: [string, string][] = [
    ['TO:', c.to],
    ['ATTN:', 'Referral Coordinator - Wound Care Center'],
    ['FAX:', '(312) 555-0188'],
    ['FROM:', `Referrals desk, ${c.clinicName}`],
    ['DATE:', c.sentOn],
    ['PAGES:', `${c.totalPages} (including this cover)`],
    ['RE:', 'New referral - please see attached order'],
  ];
  rows.forEach(([label, value], i) => {
    const y = 510 + i * 70;
    s.text(LEFT, y, label, 32, 'bold');
    s.text(LEFT + 200, y, value, 32);
    s.rule(LEFT + 190, y + 14, INNER - 190, 1);
  });
  checkboxes(s, LEFT, 1060, [
    ['Urgent', false],
    ['For Review', true],
    ['Please Comment', false],
    ['Please Reply', true],
    ['Please Recycle', false],
  ]);
  s.text(LEFT, 1160, 'Comments:', 30, 'bold');
  s.box(LEFT, 1185, INNER, 330, 2);
  s.paragraph(
    LEFT + 25,
    1240,
    'Please schedule this patient at your earliest availability. Wound measurements, the last ' +
      'two office notes and the medication list are attached. Call our referral line with any ' +
      'questions or if prior authorization is needed. Contact: Brenda Ruiz, MA, ext. 214.',
    INNER - 50,
    28,
  );
  s.box(LEFT, 1780, INNER, 240, 3);
  s.paragraph(LEFT + 25, 1825, HIPAA, INNER - 50, 24);
}

function woundOrder(s: Sheet, c: TemplateContext) {
  const p = p0(c);
  s.text(LEFT, 150, c.clinicName, 30, 'bold');
  flushRight(s, 150, `Fax ${printedPhone(c.clinic.fax)}`, 26);
  centred(s, 250, 'OUTPATIENT WOUND CARE REFERRAL ORDER', 46, 'bold');
  s.rule(LEFT, 280, INNER, 3);
  const field = (x: number, y: number, label: string, value: string, lineTo: number) => {
    const w = s.text(x, y, label, 28, 'bold');
    s.text(x + w + 16, y, value, 30);
    s.rule(x + w + 8, y + 10, lineTo - x - w - 8, 1);
  };
  field(LEFT, 370, 'Patient Name:', p.name, 1000);
  field(1040, 370, 'Chart #:', 'WC-204-7781', RIGHT);
  field(LEFT, 450, 'Date of Birth:', p.dob, 760);
  field(800, 450, 'Social Security #:', p.ssn, RIGHT);
  field(LEFT, 530, 'Primary Insurance:', 'BCBS IL PPO', 900);
  field(940, 530, 'Member ID:', 'XOF 8812 40571', RIGHT);
  field(LEFT, 610, 'Home Phone:', '(773) 555-0149', 760);
  s.text(800, 610, 'Sex:', 28, 'bold');
  checkboxes(s, 880, 610, [
    ['M', false],
    ['F', false],
  ]);
  s.text(LEFT, 720, 'WOUND INFORMATION', 32, 'bold');
  s.rule(LEFT, 735, INNER, 2);
  s.text(LEFT, 800, 'Etiology:', 28, 'bold');
  checkboxes(s, LEFT + 150, 800, [
    ['Diabetic', true],
    ['Venous', false],
    ['Arterial', false],
    ['Pressure', false],
    ['Surgical', false],
  ]);
  field(LEFT, 880, 'Location:', 'Left plantar forefoot', 900);
  field(940, 880, 'Size (cm):', '2.1 x 1.4 x 0.3', RIGHT);
  field(LEFT, 960, 'Duration:', '7 weeks', 700);
  field(740, 960, 'Drainage:', 'Moderate, serous', RIGHT);
  s.text(LEFT, 1070, 'DIAGNOSIS', 32, 'bold');
  s.rule(LEFT, 1085, INNER, 2);
  field(LEFT, 1160, 'ICD-10 Code:', p.code, 640);
  field(LEFT, 1240, 'Description:', p.description, RIGHT);
  s.text(LEFT, 1330, 'Reason / services requested:', 28, 'bold');
  s.paragraph(
    LEFT,
    1380,
    `${p.reason} Debridement as indicated, offloading, and vascular studies if ABI abnormal.`,
    INNER,
    28,
  );
  s.text(LEFT, 1500, 'Current dressing:', 28, 'bold');
  s.text(LEFT + 250, 1500, 'Silver alginate, changed every other day by home health', 28);
  field(LEFT, 1580, 'Ordering Provider:', `${p.provider}, MD`, 1000);
  field(1040, 1580, 'Date:', c.sentOn, RIGHT);
  field(LEFT, 1670, 'Signature:', '', 1000);
  footnote(s, 1800, `Office contact: Brenda Ruiz, MA - ${printedPhone(c.clinic.phone)} ext. 214`);
  centred(s, 2100, `Page 2 of ${c.totalPages}`, 24);
}

const WOUND_CARE = paged('unseen5-01', 'cover sheet', 1, true, [
  { patients: [], draw: woundCover },
  { patients: [0], draw: woundOrder },
]);

// ------------------------------------------------------------ unseen5-02: dermatology letter

const DERMATOLOGY_LETTER = single('unseen5-02', 'training', 'letter', false, (s, c, p) => {
  centred(s, 140, c.clinicName, 50, 'bold');
  centred(s, 190, c.clinic.address, 26);
  centred(
    s,
    228,
    `Tel ${printedPhone(c.clinic.phone)}  \u00b7  Fax ${printedPhone(c.clinic.fax)}`,
    26,
  );
  s.rule(LEFT, 260, INNER, 4);
  s.rule(LEFT, 270, INNER, 1);
  s.text(LEFT, 360, longDate(c.sentOn), 30);
  s.text(LEFT, 450, 'Dermatology Scheduling', 30);
  s.text(LEFT, 492, c.to, 30);
  s.text(LEFT, 534, 'Via fax', 30);
  s.text(LEFT, 640, `RE: ${p.reName}    DOB ${p.dob}`, 32, 'bold');
  s.text(LEFT, 700, 'Dear Colleague,', 30);
  let y = s.paragraph(
    LEFT,
    770,
    `I would be grateful if you would see our mutual patient, ${p.name}, for dermatologic ` +
      'evaluation of a changing pigmented lesion on the left upper back, noticed by a family ' +
      'member about three months ago. It has enlarged and become irregular at the border; ' +
      'there is no bleeding. There is a history of blistering sunburns in childhood and no ' +
      'personal history of skin cancer.',
    INNER,
    30,
  );
  y = s.paragraph(
    LEFT,
    y + 25,
    `Other active problems include ${p.description.toLowerCase()} (ICD-10 ${p.code}), which is ` +
      `stable on current therapy. ${p.reason} Allergies: sulfa (rash).`,
    INNER,
    30,
  );
  y = s.paragraph(
    LEFT,
    y + 25,
    `For your registration, the Social Security number on file is ${p.ssn}; insurance is ` +
      'Aetna Choice POS II, member ID W2846 0173, and the best phone is (708) 555-0147.',
    INNER,
    30,
  );
  y = s.paragraph(
    LEFT,
    y + 25,
    'Thank you for seeing this patient. Please send your consultation note to my attention at ' +
      'the fax number above.',
    INNER,
    30,
  );
  s.text(LEFT, y + 40, 'Sincerely,', 30);
  s.text(LEFT + 10, y + 140, p.provider, 46, 'hand');
  s.text(LEFT, y + 200, `${p.provider}, MD`, 30);
  s.text(LEFT, y + 240, 'Family Medicine', 30);
  s.text(LEFT, y + 320, 'Enclosures: office notes (2), medication list', 26);
  s.text(LEFT, y + 358, 'cc: Dr. Helen Ostrowski; chart', 26);
  footnote(s, 1960, HIPAA, 20);
  centred(s, 2130, 'Page 1 of 1', 22);
});

// ------------------------------------------------------------ unseen5-03: sleep study order

/** A boxed cell with its label in small capitals at the top and the value under it. */
function cell(s: Sheet, x: number, y: number, w: number, label: string, value: string) {
  s.box(x, y, w, 96, 2);
  s.text(x + 12, y + 28, label, 20, 'bold');
  s.text(x + 14, y + 76, value, 30);
}

const SLEEP_STUDY = paged(
  'unseen5-03',
  'boxed form',
  1,
  (c, page) =>
    `${stampDate(c.sentOn)} 14:06   ${c.clinic.fax.replace(/-/g, '.')}   SLEEP LAB   #${page}`,
  [
    {
      patients: [0],
      draw: (s, c) => {
        const p = p0(c);
        s.text(LEFT, 150, c.clinicName, 40, 'bold');
        s.text(LEFT, 192, c.clinic.address, 24);
        flushRight(s, 150, `P ${printedPhone(c.clinic.phone)}`, 24);
        flushRight(s, 185, `F ${printedPhone(c.clinic.fax)}`, 24);
        s.box(LEFT, 230, INNER, 80, 4);
        centred(s, 288, 'SLEEP STUDY ORDER / REFERRAL', 44, 'bold');
        const w = INNER;
        cell(s, LEFT, 340, w * 0.62, 'PATIENT NAME', p.name);
        cell(s, LEFT + w * 0.62, 340, w * 0.38, 'DATE OF BIRTH', p.dob);
        cell(s, LEFT, 436, w * 0.36, 'SOCIAL SECURITY NO.', p.ssn);
        cell(s, LEFT + w * 0.36, 436, w * 0.3, 'PHONE', '(815) 555-0192');
        cell(s, LEFT + w * 0.66, 436, w * 0.34, 'PREFERRED LANGUAGE', 'English');
        cell(s, LEFT, 532, w * 0.46, 'INSURANCE', 'Humana Gold Plus HMO');
        cell(s, LEFT + w * 0.46, 532, w * 0.3, 'POLICY #', 'H5619-0427-11');
        cell(s, LEFT + w * 0.76, 532, w * 0.24, 'GROUP #', '77410');
        const q = w / 4;
        cell(s, LEFT, 628, q, 'HEIGHT', `5' 9"`);
        cell(s, LEFT + q, 628, q, 'WEIGHT', '212 lb');
        cell(s, LEFT + 2 * q, 628, q, 'BMI', '31.3');
        cell(s, LEFT + 3 * q, 628, q, 'NECK CIRC.', '17 in');
        cell(s, LEFT, 724, w * 0.26, 'DX CODE (ICD-10)', p.code);
        cell(s, LEFT + w * 0.26, 724, w * 0.74, 'DIAGNOSIS', p.description);
        s.text(LEFT, 890, 'STUDY REQUESTED', 30, 'bold');
        checkboxes(s, LEFT, 945, [
          ['In-lab polysomnogram (95810)', true],
          ['Split night (95811)', false],
        ]);
        checkboxes(s, LEFT, 1000, [
          ['Home sleep apnea test (95806)', false],
          ['CPAP titration', false],
          ['MSLT', false],
        ]);
        s.text(LEFT, 1100, 'CLINICAL INDICATIONS', 30, 'bold');
        checkboxes(s, LEFT, 1155, [
          ['Loud snoring', true],
          ['Witnessed apneas', true],
          ['Daytime sleepiness', true],
          ['Insomnia', false],
        ]);
        s.text(LEFT, 1225, 'Epworth Sleepiness Scale: 14 / 24', 28);
        s.text(LEFT, 1275, `Notes: ${p.reason}`, 28);
        cell(s, LEFT, 1340, w * 0.5, 'ORDERING PHYSICIAN', `${p.provider}, MD`);
        cell(s, LEFT + w * 0.5, 1340, w * 0.25, 'OFFICE PHONE', printedPhone(c.clinic.phone));
        cell(s, LEFT + w * 0.75, 1340, w * 0.25, 'DATE', c.sentOn);
        cell(s, LEFT, 1436, w, 'PHYSICIAN SIGNATURE', '');
        footnote(
          s,
          1620,
          'Please fax the completed order with a copy of the insurance card (front and back), ' +
            'demographics and the most recent office note. Our scheduler will call the patient ' +
            'within 3 business days. Questions: Dana Whitcomb, RPSGT.',
          24,
        );
        footnote(s, 1900, HIPAA, 20);
      },
    },
  ],
);

// ------------------------------------------------------------ unseen5-04: hospitalist batch table

/** The batch table's columns: heading, width in pixels, and what each patient's row shows. */
const HOSPITALIST_COLUMNS: {
  head: string;
  w: number;
  cell: (p: TemplatePatient, i: number) => string;
}[] = [
  { head: '#', w: 50, cell: (_p, i) => String(i + 1) },
  { head: 'Patient Name', w: 330, cell: (p) => p.name },
  { head: 'Birth Date', w: 230, cell: (p) => p.dob },
  { head: 'SSN', w: 190, cell: (p) => p.ssn },
  { head: 'ICD-10', w: 140, cell: (p) => p.code },
  { head: 'Discharge Diagnosis', w: 400, cell: (p) => p.description },
  { head: 'Attending', w: 240, cell: (p) => `Dr. ${p.provider}` },
];

function hospitalistBatch(s: Sheet, c: TemplateContext) {
  s.text(60, 160, c.clinicName, 40, 'bold');
  s.text(60, 200, 'Hospital Medicine Service - Transitions of Care', 28);
  s.text(60, 236, `${c.clinic.address}   Fax ${printedPhone(c.clinic.fax)}`, 24);
  centred(s, 330, 'POST-DISCHARGE SPECIALTY FOLLOW-UP REFERRALS', 40, 'bold');
  s.text(60, 400, `Discharge date: ${c.sentOn}`, 26);
  s.text(620, 400, 'Batch: HM-1126', 26);
  flushRight(s, 400, 'Page 1 of 1', 26);
  s.paragraph(
    60,
    460,
    'The patients below were discharged from our inpatient service and need outpatient ' +
      'specialty follow-up within 7 to 14 days. Please contact each patient directly to schedule ' +
      'and fax the appointment date back to Case Management.',
    1580,
    26,
  );
  let y = 590;
  let x = 60;
  for (const { head, w } of HOSPITALIST_COLUMNS) {
    s.box(x, y, w, 56, 3);
    s.text(x + 8, y + 38, head, 24, 'bold');
    x += w;
  }
  y += 56;
  c.patients.forEach((p, i) => {
    let bottom = y + 70;
    x = 60;
    for (const { w, cell } of HOSPITALIST_COLUMNS) {
      bottom = Math.max(bottom, s.paragraph(x + 8, y + 40, cell(p, i), w - 16, 24) + 10);
      x += w;
    }
    x = 60;
    for (const { w } of HOSPITALIST_COLUMNS) {
      s.box(x, y, w, bottom - y, 2);
      x += w;
    }
    y = bottom;
  });
  y += 60;
  s.text(60, y, 'Follow-up needs:', 26, 'bold');
  c.patients.forEach((p, i) => {
    s.text(80, y + 45 * (i + 1), `${i + 1}. ${p.reason}`, 26);
  });
  y += 45 * (c.patients.length + 2);
  s.text(60, y, 'Prepared by: Tanya Whitfield, RN, Case Management  ext. 4410', 26);
  s.text(60, y + 50, 'Discharge summaries available on request from HIM: (630) 555-0175', 26);
  s.text(60, y + 140, 'Signature: ______________________________', 26);
  footnote(s, 1940, HIPAA, 20);
}

const HOSPITALIST_TABLE = paged('unseen5-04', 'table', 3, true, [
  { patients: [0, 1, 2], draw: hospitalistBatch },
]);

// ------------------------------------------------------------ unseen5-05: neurology progress note

/** The EHR's header, printed on every page: labels in bold beside their values, three a row. */
function noteHeader(s: Sheet, c: TemplateContext, page: number) {
  const p = p0(c);
  s.text(LEFT, 150, c.clinicName, 34, 'bold');
  flushRight(s, 150, 'PROGRESS NOTE', 34, 'bold');
  s.rule(LEFT, 170, INNER, 2);
  const grid: [string, string][] = [
    ['Patient:', p.name],
    ['DOB:', p.dob],
    ['Acct:', '58213-07'],
    ['SSN:', p.ssn],
    ['Visit:', c.sentOn],
    ['Provider:', `${p.provider}, DO`],
  ];
  grid.forEach(([label, value], i) => {
    const x = LEFT + (i % 3) * 520;
    const y = 220 + Math.floor(i / 3) * 44;
    const w = s.text(x, y, label, 26, 'bold');
    s.text(x + w + 10, y, value, 26);
  });
  s.rule(LEFT, 285, INNER, 2);
  centred(s, 2120, `Page ${page} of ${c.totalPages}   -   Confidential patient information`, 22);
}

/** Section headings each over its paragraph, from y down; returns the y below the last. */
function sections(s: Sheet, y: number, parts: [string, string][]) {
  for (const [heading, body] of parts) {
    s.text(LEFT, y, heading, 28, 'bold');
    y = s.paragraph(LEFT, y + 44, body, INNER, 28) + 20;
  }
  return y;
}

function neuroNoteOne(s: Sheet, c: TemplateContext) {
  const p = p0(c);
  noteHeader(s, c, 1);
  sections(s, 360, [
    ['Chief Complaint', 'Recurrent headaches; intermittent left hand numbness.'],
    [
      'History of Present Illness',
      'Patient returns for follow-up of headaches that began about four months ago. Episodes now ' +
        'occur three to four times a week, are throbbing and left-sided, and come with ' +
        'photophobia and nausea. Twice in the past month there was tingling of the left hand and ' +
        'forearm lasting 10 to 20 minutes, resolving completely. No weakness, speech disturbance ' +
        'or visual loss. Ibuprofen gives partial relief; sumatriptan samples were not tolerated ' +
        `(chest tightness). Past history is notable for ${p.description.toLowerCase()}. Lives ` +
        'with spouse, works as a bus driver, never smoker, 2-3 drinks per week.',
    ],
    [
      'Review of Systems',
      'Negative for fever, weight loss, neck stiffness, syncope. Positive for poor sleep.',
    ],
    ['Vitals', 'BP 138/86   HR 78   Temp 98.4 F   Wt 176 lb   SpO2 98% RA'],
    [
      'Examination',
      'Alert and oriented x3. Cranial nerves II-XII intact. Fundi: sharp discs. Strength 5/5 ' +
        'throughout, reflexes 2+ and symmetric, sensation intact to light touch and pinprick. ' +
        'Finger-nose and gait normal. Romberg negative.',
    ],
  ]);
}

function neuroNoteTwo(s: Sheet, c: TemplateContext) {
  const p = p0(c);
  noteHeader(s, c, 2);
  let y = sections(s, 360, [
    [
      'Assessment',
      `1. ${p.description} (${p.code}).  2. Recurrent headache with transient sensory ` +
        'symptoms, migraine with aura favored; rule out structural or vascular cause.',
    ],
    [
      'Plan',
      'MRI brain without contrast ordered. Start headache diary. Trial of propranolol deferred ' +
        'pending neurology input. Return precautions reviewed: sudden severe headache, weakness, ' +
        'speech change - call 911.',
    ],
  ]);
  s.text(LEFT, y, 'Orders', 28, 'bold');
  const orders = [
    'REFERRAL - Neurology, outpatient consult. Priority: routine (within 4 weeks).',
    `Referral diagnosis: ${p.code}    Reason: ${p.reason}`,
    'IMAGING - MRI brain w/o contrast.',
    'LAB - CBC, CMP, TSH.',
  ];
  orders.forEach((line, i) => s.text(LEFT + 20, y + 48 * (i + 1), line, 28));
  y += 48 * (orders.length + 2);
  s.text(LEFT, y, `Electronically signed by ${p.provider}, DO on ${c.sentOn} 4:18 PM`, 28);
  s.text(LEFT, y + 48, 'Scribed by: Kayla Brooks', 26);
  s.text(LEFT, y + 130, `Sent to: ${c.to} - Neurology intake`, 26);
}

const NEUROLOGY_NOTE = paged(
  'unseen5-05',
  'progress note',
  1,
  (c, page) =>
    `${stampDate(c.sentOn)}  15:47   ${printedPhone(c.clinic.fax)}  ->  ${c.to}   ` +
    `Page ${page}`,
  [
    { patients: [0], draw: neuroNoteOne },
    { patients: [0], draw: neuroNoteTwo },
  ],
);

// ------------------------------------------------------------ unseen5-06: oncology intake sheet

/** The value written on a line with its label in small type under the line. */
function underLabel(s: Sheet, x: number, y: number, w: number, value: string, label: string) {
  s.text(x + 6, y, value, 30);
  s.rule(x, y + 12, w, 2);
  s.text(x, y + 40, label, 20);
}

const ONCOLOGY_INTAKE = single('unseen5-06', 'training', 'two-column form', false, (s, c, p) => {
  s.text(LEFT, 130, `From the office of: ${c.clinicName}`, 26);
  flushRight(s, 130, `Date of referral: ${c.sentOn}`, 26);
  centred(s, 230, 'HEMATOLOGY / ONCOLOGY', 48, 'bold');
  centred(s, 285, 'New Patient Referral Intake', 36);
  s.rule(LEFT, 315, INNER, 4);
  const { width: half, col2 } = columnHeads(
    s,
    390,
    30,
    ['PATIENT INFORMATION', 'REFERRING PROVIDER'],
    30,
  );
  const left: [string, string][] = [
    [p.name, 'Patient full legal name'],
    [p.dob, 'Birth date'],
    [p.ssn, 'Social Security number'],
    ['2217 W Addison St, Apt 3', 'Street address'],
    ['(773) 555-0126', 'Home / cell phone'],
    ['UnitedHealthcare Choice Plus', 'Primary insurance'],
    ['UHC-77031-462', 'Member ID'],
  ];
  const right: [string, string][] = [
    [`${p.provider}, MD`, 'Referring physician'],
    [c.clinicName, 'Practice'],
    [printedPhone(c.clinic.phone), 'Office phone'],
    [printedPhone(c.clinic.fax), 'Office fax'],
    ['Denise Albright', 'Office contact'],
    ['Dr. Carl Jensen (surgery)', 'Other physician involved'],
  ];
  left.forEach(([v, l], i) => underLabel(s, LEFT, 470 + i * 105, half, v, l));
  right.forEach(([v, l], i) => underLabel(s, col2, 470 + i * 105, half, v, l));
  const y = 1250;
  s.text(LEFT, y, 'CLINICAL INFORMATION', 30, 'bold');
  s.rule(LEFT, y + 14, INNER, 2);
  underLabel(s, LEFT, y + 90, 380, p.code, 'ICD-10 diagnosis code');
  underLabel(s, LEFT + 420, y + 90, INNER - 420, p.description, 'Diagnosis description');
  underLabel(s, LEFT, y + 195, INNER, p.reason, 'Reason for referral');
  s.text(LEFT, y + 320, 'Pathology attached:', 28);
  checkboxes(s, LEFT + 280, y + 320, [
    ['Yes', true],
    ['No', false],
  ]);
  s.text(col2, y + 320, 'Imaging attached:', 28);
  checkboxes(s, col2 + 260, y + 320, [
    ['Yes', true],
    ['No', false],
  ]);
  s.text(LEFT, y + 390, 'Urgency:', 28);
  checkboxes(s, LEFT + 140, y + 390, [
    ['Routine', false],
    ['Within 1 week', true],
    ['Within 48 hours', false],
  ]);
  footnote(
    s,
    y + 500,
    'Please fax this form with the pathology report, imaging reports, recent labs and ' +
      'insurance card to the New Patient Office. Incomplete referrals may delay scheduling.',
    24,
  );
  footnote(s, 2050, 'Rev. 03/2025    Confidential: contains protected health information.', 18);
});

// ------------------------------------------------------------ unseen5-07: handwritten eye slip

/** A printed label with a hand-filled value above the line beside it. */
function filled(s: Sheet, x: number, y: number, label: string, value: string, lineTo: number) {
  const w = s.text(x, y, label, 28);
  s.rule(x + w + 8, y + 8, lineTo - x - w - 8, 2);
  s.text(x + w + 22, y - 6, value, 38, 'hand');
}

const EYE_SLIP = single('unseen5-07', 'training', 'handwritten', true, (s, c, p) => {
  s.box(LEFT, 110, INNER, 1260, 4);
  s.text(LEFT + 30, 170, c.clinicName, 30, 'bold');
  s.text(LEFT + 30, 205, `${c.clinic.address}  \u2022  Fax ${printedPhone(c.clinic.fax)}`, 22);
  centred(s, 290, 'OPHTHALMOLOGY REFERRAL REQUEST', 42, 'bold');
  const x = LEFT + 30;
  const end = RIGHT - 30;
  filled(s, x, 400, 'Patient', p.name, end);
  filled(s, x, 490, 'Birthdate', p.dob, 780);
  filled(s, 820, 490, 'SS#', p.ssn, end);
  filled(s, x, 580, 'Phone', '708 555 0163', 780);
  filled(s, 820, 580, 'Ins.', 'Medicare + AARP', end);
  filled(s, x, 670, 'Dx / ICD', p.code, 700);
  filled(s, 740, 670, 'Last eye exam', '2 yrs ago', end);
  filled(s, x, 760, 'Reason', p.reason, end);
  s.text(x, 860, 'Service:', 28);
  checkboxes(s, x + 130, 860, [
    ['Comprehensive exam', false],
    ['Retina', false],
    ['Glaucoma', false],
    ['Cataract eval', false],
  ]);
  s.text(x + 138, 858, 'X', 34, 'hand');
  s.text(x, 940, 'Priority:', 28);
  checkboxes(s, x + 130, 940, [
    ['Routine', false],
    ['Urgent (within 1 wk)', false],
  ]);
  s.text(x + 138, 938, 'X', 34, 'hand');
  filled(s, x, 1050, 'Referring provider', `Dr. ${p.provider}`, 1000);
  filled(s, 1040, 1050, 'Date', c.sentOn, end);
  filled(s, x, 1150, 'Signature', p.provider.split(' ')[1]!, 1000);
  s.text(x, 1300, 'Eye clinic use only - appt date/time: ____________________', 24);
  s.text(LEFT, 1520, 'pt prefers mornings - call daughter', 38, 'hand');
  s.text(LEFT, 1580, 'Janelle @ 708-555-0178  thx! - R.M.', 38, 'hand');
  footnote(s, 1960, HIPAA, 20);
});

// ------------------------------------------------------------ unseen5-08: two referrals with a guardian each

const SPECIALTIES = ['Endocrinology', 'Pulmonology'] as const;
/** Patients of any age: a guardian or health-care agent who shares the family name. */
const GUARDIANS: [string, string, string][] = [
  ['Yolanda', 'Legal guardian', '01/06/2026'],
  ['Derek', 'Health care POA', '08/19/2025'],
];

/** A key-value grid: a label cell and a value cell per row; returns the y below it. */
function grid(s: Sheet, y: number, title: string, rows: [string, string][]) {
  s.text(LEFT, y, title, 28, 'bold');
  y += 16;
  for (const [label, value] of rows) {
    s.box(LEFT, y, 440, 62, 2);
    s.box(LEFT + 440, y, INNER - 440, 62, 2);
    s.text(LEFT + 14, y + 42, label, 26);
    s.text(LEFT + 456, y + 42, value, 28);
    y += 62;
  }
  return y + 60;
}

function pediatricPage(index: number) {
  return (s: Sheet, c: TemplateContext) => {
    const p = c.patients[index]!;
    const [guardian, relation, consentDate] = GUARDIANS[index]!;
    s.text(LEFT, 150, c.clinicName, 36, 'bold');
    s.text(LEFT, 188, 'Family & Pediatric Care', 26);
    flushRight(s, 150, printedPhone(c.clinic.phone), 24);
    flushRight(s, 188, `fax ${printedPhone(c.clinic.fax)}`, 24);
    centred(s, 280, 'SUBSPECIALTY REFERRAL FORM', 44, 'bold');
    let y = grid(s, 360, 'Patient', [
      ['Patient name', p.name],
      ['Date of birth', p.dob],
      ['SSN', p.ssn],
      ['Medicaid / plan ID', `IL-MCD ${6614 + index * 37} ${2093 - index * 11}`],
      ['Primary language', index === 0 ? 'Spanish' : 'English'],
    ]);
    y = grid(s, y, 'Guardian / Responsible party', [
      ['Name', `${guardian} ${familyName(p)}`],
      ['Relationship', relation],
      ['Consent on file', consentDate],
      ['Phone', index === 0 ? '(847) 555-0133' : '(847) 555-0191'],
    ]);
    y = grid(s, y, 'Referral', [
      ['Referred to', SPECIALTIES[index]!],
      ['ICD-10', p.code],
      ['Diagnosis', p.description],
      ['Reason', p.reason],
      ['Referring provider', `${p.provider}, MD`],
    ]);
    s.text(LEFT, y, 'Signature: _____________________________      Date: ' + c.sentOn, 28);
    centred(s, 2080, `Page ${index + 1} of ${c.totalPages}`, 24);
  };
}

const PEDIATRIC_PAIR = paged(
  'unseen5-08',
  'boxed form',
  2,
  (c, page) =>
    `${c.sentOn} 16:21 FAX ${c.clinic.fax.replace(/-/g, ' ')}   ${c.clinicName.toUpperCase()}` +
    `        @00${page}/00${c.totalPages}`,
  [
    { patients: [0], draw: pediatricPage(0) },
    { patients: [1], draw: pediatricPage(1) },
  ],
);

// ------------------------------------------------------------ unseen5-09: nursing-home transfer

/** 'Label ........ value' with dotted leaders, in a column `w` wide. */
function leader(s: Sheet, x: number, y: number, w: number, label: string, value: string) {
  const lw = s.text(x, y, label, 26);
  const vw = s.width(value, 28);
  const dots = Math.max(2, Math.floor((w - lw - vw - 30) / s.width('.', 26)));
  s.text(x + lw + 8, y, '.'.repeat(dots), 26);
  s.text(x + w - vw, y, value, 28);
}

const TRANSFER_FORM = single('unseen5-09', 'training', 'two-column form', false, (s, c, p) => {
  centred(s, 120, 'INTER-FACILITY TRANSFER / CONSULT REQUEST', 44, 'bold');
  centred(s, 165, 'Long-term care resident - send with resident or by fax before appointment', 24);
  s.rule(LEFT, 190, INNER, 3);
  const { width: colW, col2 } = columnHeads(s, 250, 40, ['SENDING FACILITY', 'RECEIVING'], 28);
  const sender = [
    c.clinicName,
    c.clinic.address,
    `Ph ${printedPhone(c.clinic.phone)}`,
    `Fax ${printedPhone(c.clinic.fax)}`,
  ];
  sender.forEach((t, i) => s.text(LEFT, 295 + i * 40, t, 26));
  [c.to, 'Attn: Specialty intake', `Date sent: ${c.sentOn}`].forEach((t, i) =>
    s.text(col2, 295 + i * 40, t, 26),
  );
  s.rule(LEFT, 450, INNER, 2);
  s.text(LEFT, 510, 'RESIDENT', 28, 'bold');
  const residentLeft: [string, string][] = [
    ['Resident name', p.name],
    ['Date of birth', p.dob],
    ['Social Security', p.ssn],
    ['Room / bed', '214-B'],
    ['Admitted', '03/09/2025'],
  ];
  const residentRight: [string, string][] = [
    ['Code status', 'Full code'],
    ['Allergies', 'Penicillin'],
    ['Isolation', 'None'],
    ['Mobility', 'Walker, 1 assist'],
    ['Diet', 'Mechanical soft'],
  ];
  residentLeft.forEach(([l, v], i) => leader(s, LEFT, 565 + i * 52, colW, l, v));
  residentRight.forEach(([l, v], i) => leader(s, col2, 565 + i * 52, colW, l, v));
  let y = 880;
  s.rule(LEFT, y - 40, INNER, 2);
  const facts: [string, string][] = [
    ['Reason for transfer / consult:', p.reason],
    ['Primary diagnosis:', `${p.description} - ICD-10 ${p.code}`],
    ['Attending physician:', `${p.provider}, MD`],
    ['POA / responsible party:', `Gerald ${familyName(p)} (brother)  (630) 555-0178`],
    ['Vitals at transfer:', 'BP 124/72  P 80  R 18  T 97.9  SpO2 95% RA'],
  ];
  for (const [label, value] of facts) {
    s.text(LEFT, y, label, 26, 'bold');
    y = s.paragraph(LEFT + 420, y, value, INNER - 420, 26) + 12;
  }
  s.text(LEFT, y + 30, 'Sent with resident:', 26, 'bold');
  checkboxes(s, LEFT + 270, y + 30, [
    ['MAR', true],
    ['Face sheet', true],
    ['Advance directive', false],
    ['Recent labs', true],
  ]);
  y += 130;
  s.text(LEFT, y, 'Nurse completing form: Marisol Vega, RN', 26);
  s.text(col2, y, `Date/time: ${c.sentOn} 07:30`, 26);
  s.text(LEFT, y + 60, 'Signature: ____________________________', 26);
  footnote(s, 1900, HIPAA, 20);
  centred(s, 2100, 'Page 1 of 1', 22);
});

// ------------------------------------------------------------ unseen5-10: misdirected fax notice

const MISDIRECTED = paged('unseen5-10', 'no referral', 0, true, [
  {
    patients: [],
    draw: (s, c) => {
      s.text(LEFT, 170, c.clinicName, 42, 'bold');
      s.text(LEFT, 212, c.clinic.address, 24);
      s.text(
        LEFT,
        246,
        `${printedPhone(c.clinic.phone)}  /  fax ${printedPhone(c.clinic.fax)}`,
        24,
      );
      centred(s, 380, 'NOTICE OF MISDIRECTED FAX', 50, 'bold');
      s.text(LEFT, 470, `Date: ${longDate(c.sentOn)}`, 28);
      s.text(LEFT, 515, `To: ${c.to} - Medical Records / Privacy`, 28);
      s.text(LEFT, 560, 'Our reference: PRV-2026-0418', 28);
      let y = s.paragraph(
        LEFT,
        650,
        'Our office received a facsimile transmission of 4 pages that appears to have been ' +
          'intended for another provider. The documents do not concern a patient of our ' +
          'practice, and we have not entered them into any medical record.',
        INNER,
        30,
      );
      y = s.paragraph(
        LEFT,
        y + 20,
        'In keeping with HIPAA privacy requirements the pages have been handled as follows:',
        INNER,
        30,
      );
      checkboxes(s, LEFT + 30, y + 20, [
        ['Securely shredded', true],
        ['Returned by mail', false],
        ['Held for pickup', false],
      ]);
      y = s.paragraph(
        LEFT,
        y + 110,
        'Please check the fax number in your directory before resending, and do not send ' +
          'further records for this individual to this number. No reply is needed unless you ' +
          'have questions.',
        INNER,
        30,
      );
      y = s.paragraph(
        LEFT,
        y + 20,
        'Questions may be directed to our Privacy Officer, Gwen Hollister, at ' +
          `${printedPhone(c.clinic.phone)} ext. 301.`,
        INNER,
        30,
      );
      s.text(LEFT, y + 80, 'Thank you,', 30);
      s.text(LEFT + 10, y + 170, 'Gwen Hollister', 44, 'hand');
      s.text(LEFT, y + 225, 'Gwen Hollister, CHPC - Privacy Officer', 28);
      footnote(s, 1960, HIPAA, 20);
    },
  },
]);

export const FIFTH_MEASURED_TEMPLATES: readonly FaxTemplate[] = [
  WOUND_CARE,
  DERMATOLOGY_LETTER,
  SLEEP_STUDY,
  HOSPITALIST_TABLE,
  NEUROLOGY_NOTE,
  ONCOLOGY_INTAKE,
  EYE_SLIP,
  PEDIATRIC_PAIR,
  TRANSFER_FORM,
  MISDIRECTED,
];
