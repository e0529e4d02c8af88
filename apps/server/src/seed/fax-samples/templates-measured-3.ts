import type { Sheet } from './draw-templates.js';
import { printedPhone } from './sample-data.js';
import type { FaxTemplate, TemplateContext, TemplatePatient } from './template-parts.js';
import { p0, single } from './template-parts.js';

/**
 * Training templates of issue 24 that were the third held-out set: written apart from the
 * detector, measured once (docs/decisions.md, 'the measurements, in order'), then moved to
 * training.
 *
 * They stand in for the paper a referral coordinator gets from offices the project has never
 * seen: EHR printouts, hospital paperwork, payer forms, pads and logs, each in its own words.
 */

const LEFT = 90;
const RIGHT = 1610;
const WIDTH = RIGHT - LEFT;

/** A made-up number of `n` digits from `seed` (MRNs, member ids): stable, never the SSN's digits. */
function fakeDigits(seed: string, n: number): string {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  let out = '';
  while (out.length < n) {
    h = Math.imul(h ^ (h >>> 13), 0x5bd1e995) >>> 0;
    out += String(h % 10);
  }
  return out;
}

/** A patient's home phone in the sender's area code: clutter beside the real values. */
function homePhone(c: TemplateContext, p: TemplatePatient): string {
  return `(${c.clinic.phone.slice(0, 3)}) 555-${fakeDigits(p.name, 4)}`;
}

/** A line of print flush with the right margin, or centred between the margins. */
function aligned(
  s: Sheet,
  how: 'right' | 'centre',
  y: number,
  str: string,
  size = 26,
  font: 'regular' | 'bold' = 'regular',
) {
  const w = s.width(str, size, font);
  s.text(how === 'right' ? RIGHT - w : (LEFT + RIGHT - w) / 2, y, str, size, font);
}

/** A tick box on baseline `y` and its label; returns the x after the label. */
function checkbox(s: Sheet, x: number, y: number, label: string, checked: boolean, size = 24) {
  const side = Math.round(size * 0.8);
  s.box(x, y - side, side, side, 2);
  if (checked) s.text(x + 3, y - 3, 'X', side, 'bold');
  return x + side + 10 + s.text(x + side + 10, y, label, size) + 36;
}

/** A row of tick boxes from `x`; `checked` holds the indexes that are ticked. */
function checkRow(s: Sheet, x: number, y: number, labels: string[], checked: number[], size = 24) {
  labels.forEach((label, i) => (x = checkbox(s, x, y, label, checked.includes(i), size)));
}

/** One row of ruled cells across the page; the text sits near each cell's bottom. */
function tableRow(
  s: Sheet,
  y: number,
  widths: number[],
  cells: string[],
  h: number,
  size = 24,
  font: 'regular' | 'bold' = 'regular',
) {
  let x = LEFT;
  widths.forEach((w, i) => {
    s.box(x, y, w, h, 2);
    s.text(x + 10, y + h - Math.round((h - size) / 2) - 4, cells[i] ?? '', size, font);
    x += w;
  });
  return y + h;
}

const NOTICE =
  'CONFIDENTIALITY NOTICE: This facsimile contains protected health information that is ' +
  'privileged and confidential under federal and state law. It is intended only for the ' +
  'addressee. If you received it in error, notify the sender by telephone immediately and ' +
  'destroy all copies. Re-disclosure without the patient\u2019s authorization is prohibited.';

function notice(s: Sheet, y: number, size = 20) {
  return s.paragraph(LEFT, y, NOTICE, WIDTH, size);
}

function footer(s: Sheet, left: string, right: string) {
  s.rule(LEFT, 2080, WIDTH, 1);
  s.text(LEFT, 2115, left, 20);
  aligned(s, 'right', 2115, right, 20);
}

/** `days` before the fax was sent, not before the 1st (admissions, last visits): MM/DD/2026. */
function daysBefore(sentOn: string, days: number) {
  const [m, d, y] = sentOn.split('/');
  const day = Math.max(1, Number(d) - days);
  return `${m}/${String(day).padStart(2, '0')}/${y}`;
}

// ------------------------------------------------------------ unseen3-01: cover + EHR order

const stationLine = (c: TemplateContext, page: number) =>
  `RCVD ${c.sentOn} 09:18AM   FAXSRV-02   CSID:${c.clinic.fax.replace(/\D/g, '')}   ` +
  `PAGE ${page} OF ${c.totalPages}`;

function hospitalCover(s: Sheet, c: TemplateContext) {
  s.text(LEFT, 140, c.clinicName, 42, 'bold');
  s.text(LEFT, 182, c.clinic.address, 26);
  s.text(
    LEFT,
    216,
    `Tel ${printedPhone(c.clinic.phone)}  \u00b7  Fax ${printedPhone(c.clinic.fax)}`,
    26,
  );
  aligned(s, 'right', 300, 'FACSIMILE', 64, 'bold');
  s.rule(LEFT, 330, WIDTH, 6);
  const rows: [string, string][] = [
    ['TO:', c.to],
    ['ATTN:', 'Referral Coordinator / Scheduling'],
    ['FROM:', 'Patient Access \u2013 Referral Desk'],
    ['DATE:', c.sentOn],
    ['PAGES:', `${c.totalPages} (including this cover)`],
    ['RE:', 'New referral order \u2013 please schedule'],
  ];
  let y = 380;
  for (const [label, value] of rows) y = tableRow(s, y, [260, WIDTH - 260], [label, value], 72, 28);
  checkRow(
    s,
    LEFT,
    y + 80,
    ['Urgent', 'For Review', 'Please Comment', 'Please Reply', 'Please Recycle'],
    [1],
  );
  s.text(LEFT, y + 170, 'Comments:', 28, 'bold');
  s.paragraph(
    LEFT,
    y + 215,
    'Attached is a referral order printed from our electronic health record. Please contact the ' +
      `patient to schedule and fax the consult note back to ${printedPhone(c.clinic.fax)}. If a ` +
      `page is missing or unreadable, call ${printedPhone(c.clinic.phone)}.`,
    WIDTH,
    28,
  );
  s.box(LEFT - 10, 1790, WIDTH + 20, 190, 2);
  notice(s, 1830, 22);
}

function section(s: Sheet, y: number, title: string) {
  s.rule(LEFT, y, WIDTH, 2);
  s.text(LEFT, y + 34, title, 26, 'bold');
  s.rule(LEFT, y + 46, WIDTH, 2);
  return y + 100;
}

/** Label: value pairs in two columns (EHR printouts). */
function pairs(s: Sheet, y: number, rows: [string, string, string, string][], step = 48) {
  for (const [l1, v1, l2, v2] of rows) {
    s.text(LEFT, y, l1, 24, 'bold');
    s.text(LEFT + 230, y, v1, 26);
    s.text(900, y, l2, 24, 'bold');
    s.text(1110, y, v2, 26);
    y += step;
  }
  return y;
}

function ehrOrder(s: Sheet, c: TemplateContext, p: TemplatePatient) {
  const mrn = fakeDigits(`mrn${p.name}`, 8);
  s.text(LEFT, 120, c.clinicName, 32, 'bold');
  aligned(s, 'right', 120, 'Referral Order', 40, 'bold');
  s.text(LEFT, 156, c.clinic.address, 22);
  aligned(s, 'right', 156, `Printed ${c.sentOn} 09:16 by RFL.COORD`, 22);
  let y = section(s, 190, 'PATIENT DEMOGRAPHICS');
  y = pairs(s, y, [
    ['Patient Name', p.name, 'MRN', mrn],
    ['Date of Birth', p.dob, 'Language', 'English'],
    ['SSN', p.ssn, 'Home Phone', homePhone(c, p)],
    ['Primary Payer', 'BCBS IL PPO', 'Subscriber ID', `XOF${fakeDigits(p.name, 8)}`],
  ]);
  y = section(s, y + 10, 'ORDER DETAILS');
  y = pairs(s, y, [
    ['Order #', `REF-${fakeDigits(`ord${p.name}`, 7)}`, 'Order Date', c.sentOn],
    ['Referred To', c.to, 'Priority', 'Routine'],
    ['Order Type', 'Consult, evaluate & treat', 'Visits', '1 of 3 authorized'],
  ]);
  y = tableRow(s, y, [220, 1040, 260], ['ICD-10', 'Description', 'Type'], 56, 24, 'bold');
  y = tableRow(s, y, [220, 1040, 260], [p.code, p.description, 'Primary'], 64, 26);
  s.text(LEFT, y + 60, 'Reason for Referral:', 26, 'bold');
  y = s.paragraph(LEFT, y + 100, p.reason, WIDTH, 26);
  s.text(LEFT, y + 10, 'Order Comments:', 26, 'bold');
  s.paragraph(
    LEFT,
    y + 50,
    'Problem list and current medications are available to your office through the shared ' +
      'portal. Patient agrees with the referral and prefers morning appointments.',
    WIDTH,
    26,
  );
  y = section(s, y + 180, 'ORDERING PROVIDER');
  y = pairs(s, y, [
    ['Ordering Provider', `${p.provider}, MD`, 'NPI', fakeDigits(p.provider, 10)],
    ['Phone', printedPhone(c.clinic.phone), 'Fax', printedPhone(c.clinic.fax)],
  ]);
  s.text(LEFT, y + 40, `Electronically signed by ${p.provider}, MD on ${c.sentOn} at 09:02`, 24);
  footer(s, `${p.reName}   MRN ${mrn}`, `Page 2 of ${c.totalPages}`);
}

const ehrReferral: FaxTemplate = {
  id: 'unseen3-01',
  split: 'training',
  kind: 'cover sheet',
  patients: 1,
  banner: stationLine,
  pages: [
    { patients: [0], draw: (s, c) => hospitalCover(s, c) },
    { patients: [0], draw: (s, c) => ehrOrder(s, c, p0(c)) },
  ],
};

// ------------------------------------------------- unseen3-02: discharge summary, 2 pages

function dischargeHead(s: Sheet, c: TemplateContext) {
  aligned(s, 'centre', 120, c.clinicName, 40, 'bold');
  aligned(s, 'centre', 160, 'Inpatient Services \u00b7 Hospital Medicine', 26);
  aligned(s, 'centre', 195, `${c.clinic.address}  \u00b7  ${printedPhone(c.clinic.phone)}`, 22);
  s.rule(LEFT, 220, WIDTH, 3);
}

function dischargeFirst(s: Sheet, c: TemplateContext, p: TemplatePatient) {
  dischargeHead(s, c);
  aligned(s, 'centre', 295, 'DISCHARGE SUMMARY', 40, 'bold');
  s.box(LEFT, 325, WIDTH, 190, 2);
  const head: [string, string, string, string][] = [
    ['PATIENT:', p.reName, 'MRN:', fakeDigits(`h${p.name}`, 8)],
    ['DOB:', p.dob, 'ACCOUNT #:', fakeDigits(`a${p.name}`, 10)],
    ['ADMITTED:', daysBefore(c.sentOn, 4), 'DISCHARGED:', c.sentOn],
    ['ATTENDING:', `${p.provider}, MD`, 'UNIT:', '4 West'],
  ];
  head.forEach(([l1, v1, l2, v2], i) => {
    const y = 365 + i * 42;
    s.text(LEFT + 20, y, l1, 24, 'bold');
    s.text(LEFT + 210, y, v1, 26);
    s.text(960, y, l2, 24, 'bold');
    s.text(1150, y, v2, 26);
  });
  s.text(LEFT, 590, 'DISCHARGE DIAGNOSES:', 28, 'bold');
  s.text(LEFT + 30, 640, `1. ${p.description} (${p.code})`, 26);
  s.text(LEFT + 30, 684, '2. Deconditioning after hospitalization', 26);
  s.text(LEFT + 30, 728, '3. Medication reconciliation completed', 26);
  s.text(LEFT, 810, 'HOSPITAL COURSE:', 28, 'bold');
  const y = s.paragraph(
    LEFT,
    855,
    'The patient presented to the emergency department and was admitted for observation and ' +
      'further work-up. Symptoms improved with supportive care and adjustment of home ' +
      'medications. Laboratory studies trended toward baseline by the second hospital day. ' +
      'Physical therapy evaluated the patient and cleared discharge home with outpatient ' +
      'follow-up. No procedures were performed during this stay.',
    WIDTH,
    26,
  );
  s.text(LEFT, y + 40, 'CONDITION AT DISCHARGE:', 28, 'bold');
  s.text(LEFT, y + 85, 'Stable. Ambulating independently, tolerating a regular diet.', 26);
  footer(s, 'Discharge Summary \u2013 continued on next page', `Page 1 of ${c.totalPages}`);
}

function dischargeSecond(s: Sheet, c: TemplateContext, p: TemplatePatient) {
  s.text(LEFT, 120, `${c.clinicName} \u2013 Discharge Summary (cont.)`, 24, 'bold');
  aligned(s, 'right', 120, `Pt: ${p.reName}   DOB ${p.dob}`, 24);
  s.rule(LEFT, 140, WIDTH, 2);
  s.text(LEFT, 220, 'FOLLOW-UP AND REFERRAL:', 28, 'bold');
  let y = s.paragraph(
    LEFT,
    265,
    `I am referring ${p.name} (DOB ${p.dob}) to ${c.to} for outpatient follow-up of ` +
      `${p.description.toLowerCase()}, ICD-10 ${p.code}. ${p.reason} Please see the patient ` +
      'within two weeks of discharge.',
    WIDTH,
    28,
  );
  s.text(LEFT, y + 20, 'Registration details for your office:', 26, 'bold');
  s.text(LEFT + 30, y + 65, `Social Security No.: ${p.ssn}`, 26);
  s.text(
    LEFT + 30,
    y + 107,
    `Insurance: Medicare Part A/B, MBI 1EG4-TE5-MK${fakeDigits(p.name, 2)}`,
    26,
  );
  s.text(LEFT + 30, y + 149, `Phone: ${homePhone(c, p)}`, 26);
  y += 230;
  s.text(LEFT, y, 'DISCHARGE MEDICATIONS:', 28, 'bold');
  [
    'Lisinopril 10 mg by mouth daily',
    'Atorvastatin 40 mg by mouth at bedtime',
    'Acetaminophen 500 mg every 6 hours as needed',
  ].forEach((med, i) => s.text(LEFT + 30, y + 45 + i * 42, `\u2022 ${med}`, 26));
  s.text(LEFT, y + 220, 'INSTRUCTIONS:', 28, 'bold');
  y = s.paragraph(
    LEFT,
    y + 265,
    'Return to the emergency department for chest pain, shortness of breath, fever above ' +
      '101 F or new weakness. Keep all follow-up appointments.',
    WIDTH,
    26,
  );
  s.rule(LEFT, y + 120, 600, 2);
  s.text(LEFT, y + 155, `${p.provider}, MD \u2013 Attending Physician`, 26);
  s.text(
    LEFT,
    y + 195,
    `D: ${daysBefore(c.sentOn, 0)} 15:40   T: ${c.sentOn} 17:02   Job #${fakeDigits(p.reName, 6)}`,
    22,
  );
  s.text(LEFT, y + 235, `cc: ${c.to}; primary care physician of record`, 22);
  notice(s, 1900, 20);
  footer(s, `${p.reName}`, `Page 2 of ${c.totalPages}`);
}

const dischargeSummary: FaxTemplate = {
  id: 'unseen3-02',
  split: 'training',
  kind: 'letter',
  patients: 1,
  banner: false,
  pages: [
    { patients: [0], draw: (s, c) => dischargeFirst(s, c, p0(c)) },
    { patients: [0], draw: (s, c) => dischargeSecond(s, c, p0(c)) },
  ],
};

// --------------------------------------------- unseen3-03: consult request, checkbox grid

/** A ruled cell with a small caption at its top and the value below it. */
function cell(
  s: Sheet,
  x: number,
  y: number,
  w: number,
  h: number,
  caption: string,
  value: string,
) {
  s.box(x, y, w, h, 2);
  s.text(x + 10, y + 26, caption, 20, 'bold');
  if (value) s.text(x + 14, y + h - 20, value, 30);
}

const SPECIALTIES = [
  'Cardiology',
  'Dermatology',
  'Endocrinology',
  'Gastroenterology',
  'Neurology',
  'Orthopedics',
  'Pulmonology',
  'Rheumatology',
  'Sleep Medicine',
  'Urology',
  'OB/GYN',
  'Other: ________',
];

const consultRequest = single('unseen3-03', 'training', 'boxed form', true, (s, c, p) => {
  s.text(LEFT, 130, c.clinicName, 34, 'bold');
  s.text(LEFT, 166, c.clinic.address, 22);
  s.text(LEFT, 196, `P ${printedPhone(c.clinic.phone)}   F ${printedPhone(c.clinic.fax)}`, 22);
  s.box(1180, 85, 430, 130, 4);
  s.text(1215, 140, 'CONSULTATION', 36, 'bold');
  s.text(1215, 190, 'REQUEST', 36, 'bold');
  cell(s, LEFT, 240, 1000, 95, 'Name (Last, First)', p.reName);
  cell(s, LEFT + 1000, 240, 520, 95, 'Birthdate', p.dob);
  cell(s, LEFT, 335, 400, 95, 'SS#', p.ssn);
  cell(s, LEFT + 400, 335, 480, 95, 'Home / Cell Phone', homePhone(c, p));
  cell(s, LEFT + 880, 335, 640, 95, 'Insurance / Member ID', `Aetna  W${fakeDigits(p.name, 8)}`);
  cell(s, LEFT, 430, 1000, 95, 'Consultant / Practice', c.to);
  cell(s, LEFT + 1000, 430, 520, 95, 'Date of Request', c.sentOn);
  s.text(LEFT, 600, 'SPECIALTY REQUESTED (check one)', 26, 'bold');
  const ticked = Number(fakeDigits(p.code, 2)) % (SPECIALTIES.length - 1);
  SPECIALTIES.forEach((name, i) =>
    checkbox(s, LEFT + (i % 4) * 385, 660 + Math.floor(i / 4) * 56, name, i === ticked),
  );
  s.text(LEFT, 880, 'Appointment:', 24, 'bold');
  checkRow(s, LEFT + 190, 880, ['Stat (same day)', 'Urgent (within 1 week)', 'Routine'], [2]);
  s.text(LEFT, 935, 'Request:', 24, 'bold');
  checkRow(s, LEFT + 190, 935, ['Consult & return', 'Consult & treat', 'Transfer care'], [0]);
  cell(s, LEFT, 980, WIDTH, 95, 'Diagnosis / ICD-10', `${p.code}    ${p.description}`);
  cell(s, LEFT, 1075, WIDTH, 220, 'Reason for referral / pertinent history', '');
  s.paragraph(
    LEFT + 14,
    1150,
    `${p.reason} Symptoms for several months; outside records enclosed.`,
    WIDTH - 30,
    28,
  );
  s.box(LEFT, 1295, WIDTH, 80, 2);
  s.text(LEFT + 10, 1345, 'Enclosed:', 22, 'bold');
  checkRow(s, LEFT + 140, 1345, ['Office notes', 'Labs', 'Imaging', 'Medication list'], [0, 2], 22);
  cell(s, LEFT, 1375, 760, 110, 'Referring Physician', `${p.provider}, MD`);
  s.box(LEFT + 760, 1375, 760, 110, 2);
  s.text(LEFT + 770, 1401, 'Signature', 20, 'bold');
  s.text(LEFT + 800, 1460, p.provider, 36, 'hand');
  s.text(
    LEFT,
    1560,
    `Questions: referral coordinator ${printedPhone(c.clinic.phone)} ext. 214`,
    24,
  );
  s.text(
    LEFT,
    1600,
    'Please fax the consult report to the number above within 5 business days.',
    24,
  );
  notice(s, 1920, 20);
});

// --------------------------------------------- unseen3-04: transmittal log, three patients

const batchLine = (c: TemplateContext, page: number) =>
  `${c.sentOn} 16:52  FROM-${c.clinic.name.toUpperCase()}  +1${c.clinic.fax.replace(/\D/g, '')}  ` +
  `T-412 P.${String(page).padStart(3, '0')}/${String(c.totalPages).padStart(3, '0')} F-208`;

const LOG_COLUMNS = [50, 340, 260, 190, 140, 560];

function transmittalRow(s: Sheet, y: number, i: number, p: TemplatePatient) {
  tableRow(s, y, LOG_COLUMNS, [String(i + 1), p.name, p.dob, p.ssn, p.code, ''], 150, 24);
  const x = LEFT + LOG_COLUMNS.slice(0, 5).reduce((a, b) => a + b, 0) + 10;
  const below = s.paragraph(x, y + 38, p.description, LOG_COLUMNS[5]! - 20, 22);
  s.text(x, below, `Ordering: Dr. ${p.provider}`, 22);
}

const transmittalLog: FaxTemplate = {
  id: 'unseen3-04',
  split: 'training',
  kind: 'table',
  patients: 3,
  banner: batchLine,
  pages: [
    {
      patients: [0, 1, 2],
      draw: (s, c) => {
        s.text(LEFT, 140, 'OUTBOUND REFERRAL TRANSMITTAL', 40, 'bold');
        s.text(LEFT, 190, c.clinicName, 30, 'bold');
        s.text(LEFT, 226, c.clinic.address, 24);
        s.text(
          LEFT,
          258,
          `Ph ${printedPhone(c.clinic.phone)}   Fx ${printedPhone(c.clinic.fax)}`,
          24,
        );
        s.box(1180, 100, 430, 160, 2);
        s.text(1200, 145, `Batch #  ${fakeDigits(c.sentOn + c.to, 5)}`, 24);
        s.text(1200, 190, `Date  ${c.sentOn}`, 24);
        s.text(1200, 235, `Referrals  ${c.patients.length}`, 24);
        s.paragraph(
          LEFT,
          330,
          `The patients below are referred to ${c.to}. Referral packets (notes, insurance cards) ` +
            `follow under separate cover. Please confirm receipt by return fax to ` +
            `${printedPhone(c.clinic.fax)}.`,
          WIDTH,
          26,
        );
        let y = tableRow(
          s,
          450,
          LOG_COLUMNS,
          ['#', 'Pt Name', 'DOB', 'SSN', 'Dx', 'Diagnosis / ordering'],
          56,
          22,
          'bold',
        );
        c.patients.forEach((p, i) => transmittalRow(s, y + i * 150, i, p));
        y += c.patients.length * 150;
        s.text(LEFT, y + 60, `Total patients listed: ${c.patients.length}`, 24);
        s.box(LEFT, y + 110, WIDTH, 200, 2);
        s.text(LEFT + 15, y + 150, 'RECEIPT CONFIRMATION (return to sender)', 24, 'bold');
        s.text(LEFT + 15, y + 205, 'Received by: ____________________     Date: ____________', 24);
        checkRow(
          s,
          LEFT + 15,
          y + 265,
          ['All appointments scheduled', 'Need more information', 'Declined'],
          [],
        );
        notice(s, 1900, 20);
        footer(s, 'RT-7 Referral transmittal', 'Page 1 of 1');
      },
    },
  ],
};

// --------------------------------------------------- unseen3-05: requisition with orders

/** A fake barcode: bars of the digits' widths. */
function barcode(s: Sheet, x: number, y: number, digits: string) {
  for (const d of digits) {
    const w = 2 + (Number(d) % 4) * 2;
    s.rule(x, y, w, 70);
    x += w + 4 + (Number(d) % 3) * 2;
  }
}

const REQ_COLUMNS = [560, 340, 340, 280];

const ORDERS: [string, string, boolean][] = [
  ['99243', 'Specialist consultation (referral)', true],
  ['80053', 'Comprehensive metabolic panel', true],
  ['85025', 'CBC with automated differential', true],
  ['83036', 'Hemoglobin A1c', false],
  ['93000', 'Electrocardiogram, 12-lead with report', false],
  ['71046', 'Chest X-ray, 2 views', false],
];

const requisition = single('unseen3-05', 'training', 'table', false, (s, c, p) => {
  const req = fakeDigits(`req${p.name}`, 10);
  s.text(LEFT, 115, c.clinicName, 34, 'bold');
  s.text(LEFT, 150, `${c.clinic.address}   Fax ${printedPhone(c.clinic.fax)}`, 22);
  barcode(s, 1230, 70, req);
  aligned(s, 'right', 170, `Req # ${req}`, 22);
  aligned(s, 'centre', 240, 'OUTPATIENT REQUISITION & REFERRAL', 38, 'bold');
  let y = tableRow(
    s,
    280,
    REQ_COLUMNS,
    ['PATIENT NAME', 'DATE OF BIRTH', 'SSN', 'MRN'],
    44,
    20,
    'bold',
  );
  y = tableRow(s, y, REQ_COLUMNS, [p.name, p.dob, p.ssn, fakeDigits(`m${p.name}`, 7)], 64, 26);
  y = tableRow(
    s,
    y,
    REQ_COLUMNS,
    ['PHONE', 'PRIMARY INSURANCE', 'POLICY #', 'GROUP #'],
    44,
    20,
    'bold',
  );
  y = tableRow(
    s,
    y,
    REQ_COLUMNS,
    [homePhone(c, p), 'Cigna Open Access', `U${fakeDigits(p.reName, 8)}`, fakeDigits(p.dob, 6)],
    64,
    26,
  );
  y = tableRow(
    s,
    y,
    REQ_COLUMNS,
    ['ORDERING PROVIDER', 'NPI', 'PHONE', 'REFER TO'],
    44,
    20,
    'bold',
  );
  y = tableRow(
    s,
    y,
    REQ_COLUMNS,
    [`${p.provider}, MD`, fakeDigits(p.provider, 10), printedPhone(c.clinic.phone), ''],
    64,
    26,
  );
  s.paragraph(LEFT + REQ_COLUMNS[0]! + 680 + 10, y - 36, c.to, 260, 20);
  s.text(LEFT, y + 80, 'ORDERS', 28, 'bold');
  const cols = [70, 170, 700, 220, 360];
  y = tableRow(
    s,
    y + 100,
    cols,
    ['', 'CPT', 'TEST / SERVICE', 'ICD-10', 'PRIORITY'],
    48,
    20,
    'bold',
  );
  for (const [cpt, name, on] of ORDERS) {
    tableRow(s, y, cols, ['', cpt, name, on ? p.code : '', on ? 'Routine' : ''], 60, 24);
    checkbox(s, LEFT + 22, y + 44, '', on);
    y += 60;
  }
  s.text(LEFT, y + 70, 'Diagnosis:', 26, 'bold');
  s.text(LEFT + 160, y + 70, p.description, 26);
  s.text(LEFT, y + 125, 'Clinical indication:', 26, 'bold');
  y = s.paragraph(LEFT + 270, y + 125, p.reason, WIDTH - 270, 26);
  s.text(LEFT, y + 40, 'Specimen:', 24, 'bold');
  checkRow(s, LEFT + 140, y + 40, ['Fasting', 'Non-fasting'], []);
  s.text(LEFT + 700, y + 40, 'Collected: ________  Time: ______', 24);
  s.text(LEFT, y + 150, 'Provider signature:', 24);
  s.rule(LEFT + 230, y + 156, 560, 2);
  s.text(LEFT + 260, y + 144, p.provider, 34, 'hand');
  aligned(s, 'right', y + 150, `Date: ${c.sentOn}`, 24);
  footer(s, 'Results and consult notes: please fax to the number above', 'Page 1 of 1');
});

// ----------------------------------------- unseen3-06: visit notes, one patient per page

function visitNote(s: Sheet, c: TemplateContext, i: number) {
  const p = c.patients[i]!;
  s.text(LEFT, 100, c.clinicName, 30, 'bold');
  aligned(s, 'right', 100, 'Office Visit \u2013 Progress Note', 28, 'bold');
  s.text(LEFT, 134, c.clinic.address, 22);
  aligned(
    s,
    'right',
    134,
    `${printedPhone(c.clinic.phone)} / fax ${printedPhone(c.clinic.fax)}`,
    22,
  );
  s.rule(LEFT, 155, WIDTH, 3);
  s.box(LEFT, 175, WIDTH, 130, 2);
  s.text(LEFT + 15, 220, `Pt Name: ${p.name}`, 26);
  s.text(700, 220, `Provider: ${p.provider}, MD`, 26);
  s.text(1250, 220, `DOS: ${c.sentOn}`, 26);
  s.text(LEFT + 15, 275, `DOB: ${p.dob}`, 26);
  s.text(700, 275, `SSN: ${p.ssn}`, 26);
  s.text(1250, 275, `Acct: ${fakeDigits(p.name, 7)}`, 26);
  const parts: [string, string][] = [
    ['Chief Complaint:', `Follow-up of ${p.description.toLowerCase()}.`],
    [
      'HPI:',
      'Patient returns for follow-up. Reports ongoing symptoms despite adherence to the current ' +
        'regimen; no recent hospital visits. Denies fever or weight loss. Sleep and appetite ' +
        'unchanged since the last visit.',
    ],
    ['Vitals:', 'BP 138/86   HR 78   Temp 98.4 F   Wt 182 lb   SpO2 97% RA'],
    ['ROS:', 'Negative except as noted in HPI.'],
    ['Exam:', 'Alert, oriented, no acute distress. Heart regular. Lungs clear. No edema.'],
    ['Assessment:', `${p.code}  ${p.description}`],
  ];
  let y = 370;
  for (const [label, text] of parts) {
    s.text(LEFT, y, label, 26, 'bold');
    y = s.paragraph(LEFT + 250, y, text, WIDTH - 250, 26) + 14;
  }
  s.text(LEFT, y, 'Plan:', 26, 'bold');
  y = s.paragraph(
    LEFT + 250,
    y,
    '- Continue current medications; labs reviewed with patient.',
    WIDTH - 250,
    26,
  );
  y = s.paragraph(LEFT + 250, y, `- Referral to ${c.to}: ${p.reason}`, WIDTH - 250, 26);
  y = s.paragraph(
    LEFT + 250,
    y,
    '- Return to clinic in 3 months or sooner as needed.',
    WIDTH - 250,
    26,
  );
  s.text(LEFT, y + 60, `Electronically signed: ${p.provider}, MD   ${c.sentOn} 16:45`, 24);
  footer(s, `${p.reName}   |   Acct ${fakeDigits(p.name, 7)}`, `Page ${i + 1} of ${c.totalPages}`);
}

const visitNotes: FaxTemplate = {
  id: 'unseen3-06',
  split: 'training',
  kind: 'progress note',
  patients: 2,
  banner: true,
  pages: [
    { patients: [0], draw: (s, c) => visitNote(s, c, 0) },
    { patients: [1], draw: (s, c) => visitNote(s, c, 1) },
  ],
};

// ------------------------------------------- unseen3-07: primary care referral, two columns

/** Label: value lines in one column; returns the y below them. */
function column(s: Sheet, x: number, valueX: number, y: number, rows: [string, string][]) {
  for (const [label, value] of rows) {
    s.text(x, y, label, 24, 'bold');
    s.text(valueX, y, value, 26);
    y += 62;
  }
  return y;
}

const pcpReferral = single('unseen3-07', 'training', 'two-column form', false, (s, c, p) => {
  aligned(s, 'centre', 120, c.clinicName, 38, 'bold');
  aligned(s, 'centre', 160, c.clinic.address, 24);
  aligned(
    s,
    'centre',
    195,
    `Phone ${printedPhone(c.clinic.phone)}     Fax ${printedPhone(c.clinic.fax)}`,
    24,
  );
  s.rule(LEFT, 220, WIDTH, 3);
  s.rule(LEFT, 228, WIDTH, 1);
  s.text(LEFT, 295, 'PATIENT REFERRAL FORM', 36, 'bold');
  aligned(s, 'right', 295, `Date: ${c.sentOn}`, 26);
  s.rule(850, 330, 2, 640);
  s.text(LEFT, 380, 'PATIENT INFORMATION', 26, 'bold');
  s.text(880, 380, 'REFERRAL INFORMATION', 26, 'bold');
  column(s, LEFT, LEFT + 220, 450, [
    ['Patient:', p.name],
    ['DOB:', p.dob],
    ['SSN:', p.ssn],
    ['Phone:', homePhone(c, p)],
    ['Address:', `${fakeDigits(p.name, 4)} N Maple Ave`],
    ['Insurance:', 'UnitedHealthcare'],
    ['Member ID:', `9${fakeDigits(p.reName, 7)}-01`],
  ]);
  const y = column(s, 880, 1160, 450, [
    ['Refer to:', c.to],
    ['Specialty:', 'Specialist consult'],
    ['Dx:', p.code],
  ]);
  s.text(880, y, 'Description:', 24, 'bold');
  s.paragraph(1160, y, p.description, 450, 26);
  s.text(880, y + 140, 'Referring Physician:', 22, 'bold');
  s.text(1160, y + 140, `Dr. ${p.provider}`, 26);
  s.text(880, y + 202, 'Urgency:', 24, 'bold');
  checkRow(s, 1160, y + 202, ['Routine', 'Urgent'], [0]);
  s.rule(LEFT, 1000, WIDTH, 2);
  s.text(LEFT, 1060, 'Reason for referral:', 26, 'bold');
  let below = s.paragraph(LEFT + 280, 1060, p.reason, WIDTH - 280, 26);
  s.text(LEFT, below + 20, 'Pertinent history:', 26, 'bold');
  below = s.paragraph(
    LEFT + 280,
    below + 20,
    'See attached visit notes and medication list. Last visit with PCP ' +
      `${daysBefore(c.sentOn, 9)}. No known drug allergies.`,
    WIDTH - 280,
    26,
  );
  s.text(LEFT, below + 40, 'Authorization #:', 26, 'bold');
  s.text(LEFT + 280, below + 40, 'pending with plan', 26);
  checkRow(s, LEFT, below + 110, ['Records attached', 'Imaging on CD', 'Patient notified'], [0, 2]);
  s.text(LEFT, below + 240, 'Physician signature: ____________________________', 26);
  s.text(LEFT + 300, below + 232, `${p.provider}`, 36, 'hand');
  s.text(LEFT + 1000, below + 240, `Date: ${c.sentOn}`, 26);
  notice(s, 1880, 20);
});

// ---------------------------------------------- unseen3-08: payer prior-authorization form

const payerLine = (c: TemplateContext, page: number) =>
  `${c.sentOn.replace(/\//g, '-')} 11:53AM  FROM: ${c.clinic.name.toUpperCase()}  ` +
  `${printedPhone(c.clinic.fax)}   PAGE ${String(page).padStart(2, '0')}/${String(c.totalPages).padStart(2, '0')}`;

function payerSection(s: Sheet, y: number, title: string) {
  s.box(LEFT, y, WIDTH, 44, 2);
  s.text(LEFT + 12, y + 32, title, 24, 'bold');
}

/** A value written on a line with its caption below the line (payer forms). */
function lineField(s: Sheet, x: number, y: number, w: number, caption: string, value: string) {
  s.text(x + 4, y, value, 28);
  s.rule(x, y + 10, w - 24, 2);
  s.text(x, y + 36, caption, 20);
}

const priorAuthForm = single('unseen3-08', 'training', 'boxed form', false, (s, c, p) => {
  s.text(LEFT, 125, 'HEARTLAND HEALTH PLAN', 40, 'bold');
  s.text(
    LEFT,
    160,
    'Utilization Management  \u00b7  Fax 1-800-555-0199  \u00b7  Phone 1-800-555-0188',
    22,
  );
  aligned(s, 'right', 110, 'PRIOR AUTHORIZATION /', 28, 'bold');
  aligned(s, 'right', 145, 'REFERRAL REQUEST', 28, 'bold');
  s.rule(LEFT, 180, WIDTH, 4);
  s.text(LEFT, 225, `Submitted by: ${c.clinicName}`, 28, 'bold');
  s.text(
    LEFT,
    260,
    'Incomplete requests will be returned. Standard review 3 business days; expedited 72 hours.',
    22,
  );
  payerSection(s, 295, '1.  MEMBER INFORMATION');
  lineField(s, LEFT, 395, 760, 'Member', p.name);
  lineField(
    s,
    LEFT + 760,
    395,
    760,
    'Member ID',
    `HHP-${fakeDigits(p.name, 4)}-${fakeDigits(p.reName, 5)}`,
  );
  lineField(s, LEFT, 485, 500, 'Birthdate', p.dob);
  lineField(s, LEFT + 500, 485, 500, 'Social Security No.', p.ssn);
  lineField(s, LEFT + 1000, 485, 520, 'Group #', `G${fakeDigits(p.dob, 5)}`);
  payerSection(s, 570, '2.  REQUESTING PROVIDER');
  lineField(s, LEFT, 670, 760, 'Ordering Provider', `${p.provider}, MD`);
  lineField(s, LEFT + 760, 670, 760, 'NPI', fakeDigits(p.provider, 10));
  lineField(s, LEFT, 760, 1000, 'Practice address', c.clinic.address);
  lineField(s, LEFT + 1000, 760, 520, 'Phone', printedPhone(c.clinic.phone));
  lineField(s, LEFT, 850, 500, 'Fax', printedPhone(c.clinic.fax));
  lineField(s, LEFT + 500, 850, 1020, 'Office contact', 'Referral coordinator, ext. 214');
  payerSection(s, 935, '3.  SERVICE REQUESTED');
  lineField(s, LEFT, 1035, 1000, 'Servicing provider / facility', c.to);
  lineField(s, LEFT + 1000, 1035, 520, 'Requested start', c.sentOn);
  lineField(s, LEFT, 1125, 300, 'ICD-10', p.code);
  lineField(s, LEFT + 300, 1125, 1220, 'Diagnosis description', p.description);
  lineField(s, LEFT, 1215, 300, 'CPT / HCPCS', '99244');
  lineField(s, LEFT + 300, 1215, 200, 'Units', '1');
  lineField(s, LEFT + 500, 1215, 300, 'Visits requested', '3');
  s.text(LEFT + 820, 1200, 'Place of service:', 22, 'bold');
  checkRow(s, LEFT + 1010, 1200, ['Office', 'Outpt hosp'], [0], 22);
  s.text(LEFT, 1310, 'Type:', 24, 'bold');
  checkRow(s, LEFT + 90, 1310, ['Referral', 'Prior authorization', 'Retro review'], [0]);
  s.text(LEFT + 980, 1310, 'Review:', 24, 'bold');
  checkRow(s, LEFT + 1100, 1310, ['Standard', 'Expedited'], [0]);
  payerSection(s, 1350, '4.  CLINICAL JUSTIFICATION');
  const y = s.paragraph(
    LEFT,
    1440,
    `${p.reason} Conservative management for six weeks without adequate improvement. ` +
      'Office notes attached.',
    WIDTH,
    28,
  );
  s.paragraph(
    LEFT,
    y + 20,
    'I attest that the information above is accurate and supported by the medical record.',
    WIDTH,
    22,
  );
  s.text(LEFT + 20, y + 125, p.provider, 36, 'hand');
  s.rule(LEFT, y + 140, 736, 2);
  s.text(LEFT, y + 166, 'Signature of ordering provider', 20);
  lineField(s, LEFT + 1000, y + 130, 520, 'Date', c.sentOn);
  s.box(LEFT, 1880, WIDTH, 120, 2);
  s.text(LEFT + 12, 1920, 'FOR PLAN USE ONLY', 22, 'bold');
  s.text(LEFT + 12, 1970, 'Auth # ______________   Reviewer __________', 22);
  checkRow(s, LEFT + 900, 1970, ['Approved', 'Denied', 'Pended'], [], 22);
  footer(s, 'Form UM-204 (rev. 03/2025)', 'Page 1 of 1');
});
/** The plan's form goes out from the practice's own machine, with its station line. */
const priorAuth: FaxTemplate = { ...priorAuthForm, banner: payerLine };

// -------------------------------------------------- unseen3-09: handwritten referral pad

/** A printed caption and its writing line on the pad; the hand value sits on the line. */
function padLine(s: Sheet, x: number, y: number, w: number, caption: string, value: string) {
  const cw = s.text(x, y, caption, 26, 'bold') + 14;
  s.rule(x + cw, y + 6, w - cw, 2);
  s.text(x + cw + 12, y - 6, value, 38, 'hand');
}

const referralPad = single('unseen3-09', 'training', 'handwritten', true, (s, c, p) => {
  s.box(180, 110, 1340, 1620, 3);
  const mid = (str: string, y: number, size: number, font: 'regular' | 'bold') =>
    s.text(850 - s.width(str, size, font) / 2, y, str, size, font);
  mid(c.clinicName, 175, 34, 'bold');
  mid(c.clinic.address, 212, 22, 'regular');
  mid(
    `Tel ${printedPhone(c.clinic.phone)}   Fax ${printedPhone(c.clinic.fax)}`,
    244,
    22,
    'regular',
  );
  s.rule(220, 270, 1260, 2);
  s.text(230, 345, 'REFERRAL', 40, 'bold');
  s.text(1080, 345, 'Date', 26, 'bold');
  s.rule(1150, 351, 320, 2);
  s.text(1165, 339, c.sentOn, 36, 'hand');
  padLine(s, 230, 450, 1240, 'Pt Name', p.name);
  padLine(s, 230, 550, 600, 'DOB', p.dob);
  padLine(s, 870, 550, 600, 'SS#', p.ssn);
  padLine(s, 230, 650, 1240, 'Refer to', c.to);
  padLine(s, 230, 750, 600, 'Dx / ICD-10', p.code);
  padLine(s, 870, 750, 600, 'Ins.', 'BCBS');
  s.text(230, 850, 'Reason', 26, 'bold');
  s.rule(340, 856, 1130, 2);
  s.rule(230, 946, 1240, 2);
  s.rule(230, 1036, 1240, 2);
  s.paragraph(355, 844, `${p.description}. ${p.reason}`, 1100, 38, 'hand');
  s.text(230, 1150, 'Please:', 24, 'bold');
  checkRow(s, 340, 1150, ['Evaluate', 'Treat', 'Call me with findings'], [0, 1]);
  s.rule(230, 1330, 620, 2);
  s.text(250, 1318, p.provider, 42, 'hand');
  s.text(230, 1362, 'Physician signature', 20);
  s.rule(900, 1330, 570, 2);
  s.text(920, 1318, `Dr. ${p.provider}`, 36, 'hand');
  s.text(900, 1362, 'Print name', 20);
  s.text(230, 1680, `Form RP-12   ${c.clinicName}`, 18);
});

// ---------------------------------------- unseen3-10: no referral, a blank records release

const recordsLine = (c: TemplateContext, page: number) =>
  `${c.sentOn}  14:31  ${printedPhone(c.clinic.fax)}  HIM DEPT   #${page}/${c.totalPages}`;

function blankRelease(s: Sheet, c: TemplateContext) {
  s.text(LEFT, 130, c.clinicName, 36, 'bold');
  s.text(LEFT, 168, 'Health Information Management', 26);
  s.text(LEFT, 202, `${c.clinic.address}   Ph ${printedPhone(c.clinic.phone)}`, 22);
  s.rule(LEFT, 225, WIDTH, 3);
  s.text(LEFT, 290, `To: ${c.to} \u2013 Medical Records`, 26);
  aligned(s, 'right', 290, `Date: ${c.sentOn}`, 26);
  s.paragraph(
    LEFT,
    350,
    'Our office has revised its authorization for release of health information. Beginning next ' +
      'month, record requests sent to us on older versions will be returned unprocessed. A blank ' +
      'copy of the current form is below for your files; please discard earlier versions. This ' +
      'fax is not a referral and requires no action on any patient.',
    WIDTH,
    26,
  );
  s.box(LEFT, 560, WIDTH, 1280, 3);
  aligned(s, 'centre', 620, 'AUTHORIZATION FOR RELEASE OF HEALTH INFORMATION', 32, 'bold');
  const blanks = [
    'Patient Name: _______________________________   Date of Birth: ______________',
    'Social Security # (last 4): ________   Medical Record #: ______________',
    'Address: ___________________________________________________________',
    'Release records FROM: __________________________   TO: ___________________',
  ];
  blanks.forEach((line, i) => s.text(LEFT + 30, 710 + i * 70, line, 26));
  s.text(LEFT + 30, 1020, 'Records requested:', 24, 'bold');
  checkRow(s, LEFT + 30, 1070, ['Office notes', 'Lab results', 'Imaging', 'Complete chart'], []);
  s.text(LEFT + 30, 1150, 'Purpose:', 24, 'bold');
  checkRow(s, LEFT + 30, 1200, ['Continuity of care', 'Insurance', 'Legal', 'Personal'], []);
  s.paragraph(
    LEFT + 30,
    1290,
    'I understand this authorization may be revoked in writing at any time, except where action ' +
      'has already been taken. It expires one year from the date signed unless stated otherwise.',
    WIDTH - 60,
    22,
  );
  s.text(LEFT + 30, 1480, 'Signature of patient or representative: ____________________', 24);
  s.text(LEFT + 1100, 1480, 'Date: __________', 24);
  s.text(LEFT + 30, 1560, 'Relationship to patient: ______________', 24);
  s.text(LEFT + 30, 1780, `Return completed forms to fax ${printedPhone(c.clinic.fax)}`, 22);
  notice(s, 1900, 20);
  footer(s, 'HIM-09 (rev. 10/2026)', `Page 1 of ${c.totalPages}`);
}

const recordsNotice: FaxTemplate = {
  id: 'unseen3-10',
  split: 'training',
  kind: 'no referral',
  patients: 0,
  banner: recordsLine,
  pages: [{ patients: [], draw: (s, c) => blankRelease(s, c) }],
};

export const THIRD_MEASURED_TEMPLATES: readonly FaxTemplate[] = [
  ehrReferral,
  dischargeSummary,
  consultRequest,
  transmittalLog,
  requisition,
  visitNotes,
  pcpReferral,
  priorAuth,
  referralPad,
  recordsNotice,
];
