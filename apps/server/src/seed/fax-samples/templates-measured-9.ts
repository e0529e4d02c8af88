import { MONTHS, PAGE_WIDTH } from './draw-pages.js';
import type { Sheet, SheetFont } from './draw-templates.js';
import { printedPhone } from './sample-data.js';
import type { FaxTemplate, TemplateContext, TemplatePatient } from './template-parts.js';

/**
 * Training templates of issue 24 that were the ninth held-out set: written apart from the
 * detector, measured once (docs/decisions.md, 'the measurements, in order'), then moved to
 * training.
 *
 * Set 9: an obstetric practice's cover sheet, maternal-fetal medicine request and a fax-back
 * scheduling slip for the receiver, a primary care letter to a bariatric surgery program, a
 * diabetes education and nutrition therapy form with a box for each value, a mobile health unit's
 * list of four people with abnormal screening results, a chiropractor's SOAP note that carries on
 * onto a second page, a cardiac rehabilitation two-column order, a phone-message slip filled in by
 * hand, a lunch-and-learn invitation, an anticoagulation clinic sending two referrals one per
 * page, and a clinical pharmacist's memo. Chart, member, account, prescription and pharmacy
 * numbers here carry letters or run to eight digits at most, so the SSN stays the only nine-digit
 * number on a page.
 */

const LM = 100;
const RM = PAGE_WIDTH - 100;
const FULL = RM - LM;

/** Print whose x follows from its width: centred on the page, or ending at the right margin. */
const placedBy =
  (xFor: (width: number) => number) =>
  (s: Sheet, y: number, text: string, size: number, face: 'regular' | 'bold' = 'regular') =>
    s.text(xFor(s.width(text, size, face)), y, text, size, face);

const centre = placedBy((w) => (PAGE_WIDTH - w) / 2);
const flush = placedBy((w) => RM - w);

const numbers = (c: TemplateContext) =>
  `Tel ${printedPhone(c.clinic.phone)}  |  Fax ${printedPhone(c.clinic.fax)}`;

const small = (s: Sheet, y: number, text: string, size = 21) =>
  s.paragraph(LM, y, text, FULL, size);

/** 'GONZALEZ, MARIA' -> ['GONZALEZ', 'MARIA']: forms with a place each for last and first name. */
const nameParts = (p: TemplatePatient) => p.reName.split(', ') as [string, string];

const titled = (word: string) => word[0] + word.slice(1).toLowerCase();

/** '11/04/2026' -> 'November 4, 2026', as a letter dates itself. */
function spelled(mmddyyyy: string) {
  const [m, d, y] = mmddyyyy.split('/').map(Number) as [number, number, number];
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}

const CONFIDENTIAL =
  'CONFIDENTIAL: This facsimile and the pages that follow may contain protected health ' +
  'information. It is meant only for the person or office named above. Any review, copying or ' +
  'sharing by anyone else is prohibited. If you received it by mistake, call us at once and ' +
  'shred every page.';

/** A label in regular print, its value after it in `face`. */
const labelWith =
  (face: SheetFont, size: number) =>
  (s: Sheet, x: number, y: number, label: string, value: string) => {
    const w = s.text(x, y, label, size - 2);
    s.text(x + w + 14, y, value, size, face);
  };

/** Values that stand out from their labels, and values printed like their labels. */
const labelled = labelWith('bold', 28);
const noted = labelWith('regular', 26);

/** A box with its caption in the top-left corner and the value written in it. */
function boxed(s: Sheet, x: number, y: number, w: number, caption: string, value: string) {
  s.box(x, y, w, 92, 2);
  s.text(x + 10, y + 24, caption, 19, 'bold');
  s.text(x + 16, y + 74, value, 30);
}

/** Boxes side by side from the left margin; the last one runs to the right margin. */
function boxRow(s: Sheet, y: number, cells: readonly [number, string, string][]) {
  let x = LM;
  cells.forEach(([w, caption, value], i) => {
    const width = i === cells.length - 1 ? RM - x : w;
    boxed(s, x, y, width, caption, value);
    x += width;
  });
}

/** A square check box, marked when `on` (typed, or by hand); returns the x after its label. */
function check(s: Sheet, x: number, y: number, label: string, on: boolean, byHand = false) {
  s.box(x, y - 21, 21, 21, 2);
  if (on) s.text(x + 2, y - 2, 'X', byHand ? 28 : 20, byHand ? 'hand' : 'bold');
  return x + 33 + s.text(x + 33, y, label, 25) + 30;
}

function checkLine(s: Sheet, x: number, y: number, labels: readonly string[], on: number[]) {
  labels.reduce((cx, label, i) => check(s, cx, y, label, on.includes(i)), x);
}

/** Check boxes `step` apart from the left margin, as many to a row as fit. */
function checkGrid(s: Sheet, y: number, labels: readonly string[], on: number[], step: number) {
  const perRow = Math.floor(FULL / step);
  labels.forEach((label, i) =>
    check(s, LM + (i % perRow) * step, y + Math.floor(i / perRow) * 52, label, on.includes(i)),
  );
}

/** A bold heading and its prose; returns the y below. */
function part(s: Sheet, y: number, title: string, body: string) {
  s.text(LM, y, title, 27, 'bold');
  return s.paragraph(LM, y + 40, body, FULL, 27) + 14;
}

/** A signature over its line and caption, and the date signed to the right of it. */
function signed(s: Sheet, y: number, hand: string, caption: string, when: [string, string]) {
  s.text(LM + 24, y - 14, hand, 42, 'hand');
  s.rule(LM, y, 600, 2);
  s.text(LM, y + 30, caption, 22);
  noted(s, LM + 760, y - 12, ...when);
}

/** A letter's sign-off: the closing, the hand signature, then the typed lines under it. */
function signOff(s: Sheet, y: number, closing: string, hand: string, typed: string[]) {
  s.text(LM, y, closing, 29);
  s.text(LM + 20, y + 90, hand, 46, 'hand');
  typed.forEach((line, i) => s.text(LM, y + 140 + i * 40, line, i ? 25 : 28));
}

/** A label and the rule to write on after it, with `value` written over the rule by hand. */
function blank(s: Sheet, x: number, y: number, w: number, label: string, value = '') {
  const lw = s.text(x, y, label, 26, 'bold');
  s.rule(x + lw + 12, y + 8, w - lw - 12, 1);
  if (value) handFit(s, x + lw + 28, y - 4, value, w - lw - 40);
}

/** Hand-written text, smaller when it would run past `maxW`. */
function handFit(s: Sheet, x: number, y: number, text: string, maxW: number) {
  let size = 38;
  while (size > 26 && s.width(text, size) * 1.1 > maxW) size -= 2;
  s.text(x, y, text, size, 'hand');
}

/** A held-out template: the fax's patients are those its pages belong to. */
const unseen = (
  id: string,
  kind: FaxTemplate['kind'],
  banner: FaxTemplate['banner'],
  ...pages: FaxTemplate['pages']
): FaxTemplate => ({
  id,
  split: 'training',
  kind,
  banner,
  pages,
  patients: new Set(pages.flatMap((page) => page.patients)).size,
});

/** A page of the fax's first patient. */
const ofFirst = (draw: (s: Sheet, c: TemplateContext, p: TemplatePatient) => void) => ({
  patients: [0],
  draw: (s: Sheet, c: TemplateContext) => draw(s, c, c.patients[0]!),
});

// ------------------------------------------------------------ unseen9-01: OB cover + MFM request + fax-back

function obCover(s: Sheet, c: TemplateContext, p: TemplatePatient) {
  s.rule(LM, 110, FULL, 6);
  s.text(LM, 185, c.clinicName, 42, 'bold');
  s.text(LM, 228, 'Obstetrics  |  Gynecology  |  Certified Nurse-Midwives', 26);
  s.text(LM, 264, c.clinic.address, 24);
  s.text(LM, 298, numbers(c), 24);
  flush(s, 290, 'FAX', 130, 'bold');
  s.rule(LM, 330, FULL, 2);
  const rows: [string, string, string, string][] = [
    ['To:', c.to, 'From:', 'OB Nurse Triage'],
    ['Attn:', 'MFM Scheduling', 'Date:', c.sentOn],
    ['Re:', p.reName, 'Pages:', `${c.totalPages} (with cover)`],
  ];
  rows.forEach(([l1, v1, l2, v2], i) => {
    const y = 420 + i * 80;
    s.text(LM, y, l1, 30, 'bold');
    s.text(LM + 120, y, v1, 30);
    s.text(LM + 860, y, l2, 30, 'bold');
    s.text(LM + 990, y, v2, 30);
  });
  checkLine(s, LM, 700, ['Urgent', 'For Review', 'Please Comment', 'Please Reply'], [0, 3]);
  s.box(LM, 760, FULL, 420, 3);
  s.text(LM + 24, 815, 'COMMENTS:', 28, 'bold');
  s.paragraph(
    LM + 24,
    870,
    'Maternal-fetal medicine consult request for the patient named above is attached. The ' +
      'patient knows to expect your call. Once an appointment is made, please complete the ' +
      `scheduling confirmation (last page) and fax it back to ${printedPhone(c.clinic.fax)}. ` +
      'Prenatal record, labs and ultrasound reports will follow by fax.',
    FULL - 48,
    30,
  );
  s.text(LM + 900, 1130, 'Thank you! - Jen, RN', 40, 'hand');
  s.box(LM, 1830, FULL, 210, 2);
  s.paragraph(LM + 20, 1875, CONFIDENTIAL, FULL - 40, 24);
}

const MFM_REASONS = [
  'Abnormal fetal anatomy',
  'Diabetes in pregnancy',
  'Chronic hypertension',
  'Prior preterm birth',
  'Multiple gestation',
  'Advanced maternal age',
  'Maternal medical condition',
  'Other (see summary)',
];

function mfmRequest(s: Sheet, c: TemplateContext, p: TemplatePatient) {
  s.text(LM, 160, c.clinicName, 32, 'bold');
  s.text(LM, 196, numbers(c), 22);
  flush(s, 160, 'MATERNAL-FETAL MEDICINE', 30, 'bold');
  flush(s, 196, 'CONSULTATION REQUEST', 26, 'bold');
  s.rule(LM, 218, FULL, 4);
  labelled(s, LM, 290, 'Patient Name:', p.name);
  labelled(s, LM + 900, 290, 'MRN:', 'OB-0048213');
  labelled(s, LM, 345, 'Date of Birth:', p.dob);
  labelled(s, LM + 900, 345, 'G / P:', 'G3 P1011');
  labelled(s, LM, 400, 'SSN:', p.ssn);
  labelled(s, LM + 900, 400, 'Gest. age:', '26w 3d by 8-wk US');
  labelled(s, LM, 455, 'Insurance:', 'Medicaid MCO - Meridian');
  labelled(s, LM + 900, 455, 'Member #:', 'MRD-772041');
  s.rule(LM, 490, FULL, 1);
  s.text(LM, 560, 'Reason for consultation (check all that apply)', 27, 'bold');
  checkGrid(s, 620, MFM_REASONS, [6], 750);
  labelled(s, LM, 870, 'Primary indication, ICD-10:', p.code);
  labelled(s, LM, 925, 'Diagnosis:', p.description);
  s.text(LM, 1010, 'Requested:', 26, 'bold');
  checkLine(s, LM + 170, 1010, ['Consult only', 'Consult + ultrasound', 'Co-manage'], [1]);
  s.text(LM, 1075, 'Ultrasound:', 26, 'bold');
  checkLine(s, LM + 170, 1075, ['Detailed anatomy (76811)', 'Growth', 'BPP', 'Dopplers'], [0]);
  let y = part(
    s,
    1170,
    'Clinical summary',
    `${p.reason} Prenatal course otherwise uncomplicated; first-trimester screen low risk. Blood ` +
      'type O positive, antibody screen negative. Medications: prenatal vitamin, aspirin 81 mg ' +
      'daily from 12 weeks.',
  );
  y = part(
    s,
    y + 10,
    'Preferred location',
    'Main hospital MFM suite or the satellite office, whichever is sooner. Patient works days ' +
      'and asks for a morning appointment.',
  );
  noted(s, LM, y + 40, 'Referring clinician:', `${p.provider}, MD`);
  noted(s, LM + 900, y + 40, 'Direct line:', 'ext. 2207');
  signed(s, y + 200, p.provider, 'Signature', ['Signed:', c.sentOn]);
  small(s, 2010, `${c.clinicName}  -  MFM consultation request  -  page 2 of ${c.totalPages}`);
}

function faxBack(s: Sheet, c: TemplateContext) {
  centre(s, 200, 'SCHEDULING CONFIRMATION', 44, 'bold');
  centre(s, 256, 'Please complete and fax back', 30);
  centre(s, 300, `Return to: ${c.clinicName}   Fax ${printedPhone(c.clinic.fax)}`, 26);
  s.rule(LM, 330, FULL, 3);
  [
    'Patient name',
    'Appointment date',
    'Time',
    'Location / suite',
    'Consultant',
    'Scheduled by',
    'Call-back phone',
  ].forEach((label, i) => blank(s, LM, 440 + i * 100, FULL, label));
  s.text(LM, 1190, 'Status', 27, 'bold');
  checkGrid(
    s,
    1250,
    [
      'Appointment scheduled',
      'Unable to reach patient',
      'Patient declined',
      'Need more records (list below)',
    ],
    [],
    750,
  );
  blank(s, LM, 1450, FULL, 'Records needed');
  blank(s, LM, 1550, FULL, '');
  small(
    s,
    1680,
    'If we have not heard from your office within five business days, our referral staff will ' +
      'call to follow up. Thank you for caring for our patients.',
    26,
  );
  s.box(LM, 1830, FULL, 210, 2);
  s.paragraph(LM + 20, 1875, CONFIDENTIAL, FULL - 40, 24);
}

const OB_COVER = unseen('unseen9-01', 'cover sheet', true, ofFirst(obCover), ofFirst(mfmRequest), {
  patients: [],
  draw: faxBack,
});

// ------------------------------------------------------------ unseen9-02: bariatric surgery letter

const WEIGHTS = [
  ['Spring 2024', '281', '46.8'],
  ['Fall 2024', '274', '45.6'],
  ['Spring 2025', '277', '46.1'],
  ['This visit', '268', '44.6'],
];

const BARIATRIC_LETTER = unseen(
  'unseen9-02',
  'letter',
  (c, page) => `${c.sentOn}  3:07PM  ${c.clinicName}  ${printedPhone(c.clinic.fax)}  p.${page}`,
  ofFirst((s, c, p) => {
    centre(s, 170, c.clinicName, 44, 'bold');
    s.text(LM, 218, c.clinic.address, 24);
    flush(s, 218, numbers(c), 24);
    s.rule(LM, 236, FULL, 2);
    s.rule(LM, 244, FULL, 2);
    s.text(LM, 330, spelled(c.sentOn), 28);
    ['Surgical Weight Loss Program', c.to, 'Attn: New Patient Coordinator'].forEach((line, i) =>
      s.text(LM, 410 + i * 40, line, 28),
    );
    s.text(LM, 580, 'Re:', 28, 'bold');
    s.text(LM + 80, 580, p.reName, 28, 'bold');
    s.text(LM + 80, 620, `Birthdate: ${p.dob}`, 28);
    s.text(LM + 80, 660, `Social Security #: ${p.ssn}`, 28);
    s.text(LM, 750, 'Dear Colleague:', 29);
    let y = s.paragraph(
      LM,
      815,
      `I am referring ${p.name} to your program for evaluation for bariatric surgery. Despite ` +
        'more than two years of supervised lifestyle change, including a structured meal plan, ' +
        'a walking program and twelve months of visits with our dietitian, weight has stayed ' +
        'well above goal:',
      FULL,
      29,
    );
    y += 10;
    ['', 'Weight (lb)', 'BMI'].forEach((h, i) => s.text(LM + 80 + i * 320, y, h, 25, 'bold'));
    WEIGHTS.forEach((row, j) =>
      row.forEach((v, i) => s.text(LM + 80 + i * 320, y + 46 + j * 42, v, 26)),
    );
    y = s.paragraph(
      LM,
      y + 46 + WEIGHTS.length * 42 + 30,
      `Weight-related conditions include ${p.description} (Dx code ${p.code}). ${p.reason} ` +
        'A sleep study, lipid panel, A1c and thyroid studies from this year are enclosed, and a ' +
        'psychology evaluation has been requested separately.',
      FULL,
      29,
    );
    y = s.paragraph(
      LM,
      y + 16,
      'Please contact the patient directly about your information session. We will gladly ' +
        'coordinate any pre-operative testing you need.',
      FULL,
      29,
    );
    signOff(s, y + 40, 'Sincerely,', p.provider, [
      `${p.provider}, MD`,
      'Family Medicine and Obesity Medicine',
      'Enclosures: labs, sleep study report, copy of insurance card',
      'cc: patient',
    ]);
    small(s, 2000, CONFIDENTIAL, 20);
  }),
);

// ------------------------------------------------------------ unseen9-03: diabetes education / MNT form

const EDUCATION_FORM = unseen(
  'unseen9-03',
  'boxed form',
  false,
  ofFirst((s, c, p) => {
    const [last, first] = nameParts(p);
    s.box(LM, 100, FULL, 176, 4);
    s.box(LM + 8, 108, FULL - 16, 160, 1);
    centre(s, 170, 'DIABETES SELF-MANAGEMENT EDUCATION (DSMES)', 36, 'bold');
    centre(s, 222, 'AND MEDICAL NUTRITION THERAPY (MNT) REFERRAL', 32, 'bold');
    s.text(LM, 320, `Fax completed form to: ${c.to}`, 24);
    flush(s, 320, 'Incomplete forms will be returned', 22);
    s.text(LM, 380, 'PATIENT', 26, 'bold');
    boxRow(s, 392, [
      [560, 'LAST NAME', last],
      [500, 'FIRST NAME', first],
      [0, 'LANGUAGE', 'English'],
    ]);
    boxRow(s, 484, [
      [440, 'DATE OF BIRTH', p.dob],
      [440, 'SOCIAL SECURITY #', p.ssn],
      [0, 'MEDICARE / INSURANCE ID', '1EG4-TE5-MK73'],
    ]);
    boxRow(s, 576, [
      [440, 'HOME PHONE', '(815) 555-0143'],
      [0, 'ADDRESS', '2207 Plainfield Rd, Joliet, IL 60435'],
    ]);
    s.text(LM, 730, 'DIAGNOSIS', 26, 'bold');
    boxRow(s, 742, [
      [340, 'ICD-10 CODE', p.code],
      [0, 'DIAGNOSIS', p.description],
    ]);
    s.text(LM, 900, 'Also present:', 25, 'bold');
    checkGrid(
      s,
      950,
      ['Hypertension', 'Dyslipidemia', 'Kidney disease', 'Neuropathy', 'Retinopathy', 'Obesity'],
      [0, 1, 5],
      375,
    );
    labelled(s, LM, 1080, 'Most recent A1c:', '8.7 %');
    labelled(s, LM + 500, 1080, 'eGFR:', '64');
    labelled(s, LM + 800, 1080, 'BMI:', '33.9');
    s.text(LM, 1160, 'SERVICES', 26, 'bold');
    checkGrid(
      s,
      1215,
      [
        'DSMES initial - up to 10 hrs',
        'DSMES follow-up - 2 hrs',
        'MNT initial - 3 hrs',
        'MNT follow-up - 2 hrs',
      ],
      [0, 2],
      750,
    );
    s.text(LM, 1360, 'Format:', 25, 'bold');
    checkLine(s, LM + 190, 1360, ['Group', 'Individual', 'Telehealth'], [0]);
    s.text(LM, 1420, 'Barriers:', 25, 'bold');
    checkLine(s, LM + 190, 1420, ['Vision', 'Hearing', 'Language', 'Physical', 'None'], [4]);
    s.text(LM, 1500, 'REFERRING PROVIDER', 26, 'bold');
    boxRow(s, 1512, [
      [620, 'PROVIDER', `${p.provider}, MD`],
      [0, 'PRACTICE', c.clinicName],
    ]);
    boxRow(s, 1604, [
      [440, 'PHONE', printedPhone(c.clinic.phone)],
      [440, 'FAX', printedPhone(c.clinic.fax)],
      [0, 'NPI (LAST 4)', '4417'],
    ]);
    noted(s, LM, 1770, 'Goals:', p.reason);
    signed(s, 1900, p.provider, 'Provider signature (required)', ['Date:', c.sentOn]);
    small(
      s,
      1990,
      'Medicare Part B covers DSMES and MNT when ordered by the treating provider. MNT and DSMES ' +
        'may be billed on the same day only when they are not duplicative. Form DE-4 rev. 03/25',
      20,
    );
  }),
);

// ------------------------------------------------------------ unseen9-04: mobile health unit screening list

/** Column x of: #, Last, First, DOB, SS#, Dx Code, Finding. */
const SCREEN_X = [LM + 12, LM + 60, LM + 300, LM + 530, LM + 820, LM + 1040, LM + 1220];
const FINDINGS = ['BP 168/102', 'A1c 9.1%', 'Glucose 241', 'LDL 212'];
const SCREEN_ROW = 170;

function screeningList(s: Sheet, c: TemplateContext) {
  s.text(LM, 140, 'MOBILE HEALTH UNIT', 24, 'bold');
  s.text(LM, 182, c.clinicName, 36, 'bold');
  s.text(LM, 218, `Community Outreach & Screening Program   ${numbers(c)}`, 22);
  s.rule(LM, 236, FULL, 3);
  centre(s, 310, 'Abnormal Screening Results - Referrals for Follow-up Care', 36, 'bold');
  noted(s, LM, 380, 'Event:', 'Health fair, St. Adalbert Parish Hall');
  noted(s, LM + 1000, 380, 'Site code:', 'MHU-17');
  noted(s, LM, 428, 'Sent to:', c.to);
  noted(s, LM + 1000, 428, 'Screened on:', c.sentOn);
  s.box(LM, 470, FULL, 64, 3);
  ['#', 'Last', 'First', 'DOB', 'SS#', 'Dx Code', 'Finding'].forEach((h, i) =>
    s.text(SCREEN_X[i]!, 514, h, 25, 'bold'),
  );
  c.patients.forEach((p, i) => {
    const y = 534 + i * SCREEN_ROW;
    const [last, first] = nameParts(p);
    s.box(LM, y, FULL, SCREEN_ROW, 1);
    [String(i + 1), titled(last), titled(first), p.dob, p.ssn, p.code, FINDINGS[i]!].forEach(
      (v, k) => s.text(SCREEN_X[k]!, y + 50, v, 26),
    );
    s.text(SCREEN_X[1]!, y + 96, p.description, 23);
    s.text(SCREEN_X[1]!, y + 140, `${p.reason}  Reviewed by Dr. ${p.provider}.`, 22);
  });
  let y = 534 + c.patients.length * SCREEN_ROW + 80;
  y = part(
    s,
    y,
    'About this list',
    'Each person above was screened free of charge at a community event, had results outside ' +
      'the normal range, and asked us to send them to your clinic for follow-up. None has a ' +
      'regular doctor. Please call them to set up a visit; each signed a release at the event ' +
      'and gave a phone number, which our outreach office will give you on request.',
  );
  noted(s, LM, y + 30, 'Prepared by:', 'Yesenia Ortiz, Community Health Worker');
  noted(s, LM, y + 80, 'Questions:', `${printedPhone(c.clinic.phone)} ext. 5`);
  small(s, 1990, CONFIDENTIAL);
}

const SCREENING_LIST = unseen(
  'unseen9-04',
  'table',
  (c, page) =>
    `MOBILE HEALTH UNIT   FAX ${printedPhone(c.clinic.fax)}   ${c.sentOn}   PAGE 0${page}`,
  { patients: [0, 1, 2, 3], draw: screeningList },
);

// ------------------------------------------------------------ unseen9-05: chiropractic SOAP note, 2 pages

function chiroHeader(s: Sheet, c: TemplateContext, title: string, sub: string) {
  s.text(LM, 150, c.clinicName, 32, 'bold');
  s.text(LM, 186, 'Chiropractic & Rehabilitation', 22);
  flush(s, 150, title, 28, 'bold');
  flush(s, 186, sub, 22);
  s.rule(LM, 206, FULL, 3);
}

const RANGES = [
  ['Lumbar flexion', '40 deg (normal 60)'],
  ['Lumbar extension', '15 deg (normal 25)'],
  ['Cervical rotation L', '70 deg (normal 80)'],
  ['Cervical rotation R', '75 deg (normal 80)'],
];

function chiroPage1(s: Sheet, c: TemplateContext, p: TemplatePatient) {
  chiroHeader(s, c, 'SOAP NOTE - RE-EXAMINATION', 'Visit 12 of plan');
  s.box(LM, 234, FULL, 130, 2);
  labelled(s, LM + 20, 284, 'Patient:', p.name);
  labelled(s, LM + 860, 284, 'D.O.B.:', p.dob);
  labelled(s, LM + 20, 338, 'Soc. Sec.:', p.ssn);
  labelled(s, LM + 860, 338, 'Acct:', 'CH-20417');
  let y = part(
    s,
    440,
    'S:',
    'Patient returns for re-examination after 12 visits. Neck and low back pain now 6/10, down ' +
      'from 8/10, but reports new numbness into the left foot over the past two weeks that wakes ' +
      'the patient at night. Sitting tolerance about 20 minutes. No bowel or bladder changes.',
  );
  s.text(LM, y + 10, 'O:', 27, 'bold');
  RANGES.forEach(([motion, value], i) => {
    s.text(LM + 60, y + 56 + i * 44, motion!, 26);
    s.text(LM + 520, y + 56 + i * 44, value!, 26);
  });
  y = s.paragraph(
    LM,
    y + 56 + RANGES.length * 44 + 10,
    'Palpation: hypertonicity of the left lumbar paraspinals and piriformis. Gait antalgic to ' +
      'the left. See page 2 for orthopedic and neurologic testing.',
    FULL,
    27,
  );
  s.text(LM, y + 30, 'A:', 27, 'bold');
  s.text(LM + 60, y + 30, `${p.code}   ${p.description}`, 27);
  s.paragraph(
    LM + 60,
    y + 74,
    'Improving axial pain; new and progressing radicular signs on the left.',
    FULL - 60,
    27,
  );
  y = part(
    s,
    y + 160,
    'P:',
    'Hold lumbar manipulation pending outside evaluation. Continue cervical care once a week ' +
      'and the home exercise program. Referral out today (page 2).',
  );
  s.text(LM, y + 30, 'Continued on page 2', 24, 'bold');
  small(s, 2000, CONFIDENTIAL, 20);
}

const TESTS = [
  ['Straight leg raise', '35 deg, reproduces leg pain', 'Negative'],
  ['Slump test', 'Positive', 'Negative'],
  ['Patellar reflex', '2+', '2+'],
  ['Achilles reflex', '1+', '2+'],
  ['Great toe extension', '4/5', '5/5'],
  ['L5 dermatome sensation', 'Decreased', 'Intact'],
];

function chiroPage2(s: Sheet, c: TemplateContext, p: TemplatePatient) {
  chiroHeader(s, c, 'SOAP NOTE (continued)', 'Page 2 of 2');
  s.text(LM, 262, `${p.reName}   Acct CH-20417`, 24);
  s.text(LM, 340, 'Orthopedic / neurologic testing', 27, 'bold');
  const cols = [LM, LM + 560, LM + 1080];
  s.box(LM, 362, FULL, 56, 2);
  ['Test', 'Left', 'Right'].forEach((h, i) => s.text(cols[i]! + 14, 402, h, 24, 'bold'));
  TESTS.forEach((row, j) => {
    s.box(LM, 418 + j * 52, FULL, 52, 1);
    row.forEach((v, i) => s.text(cols[i]! + 14, 454 + j * 52, v!, 25));
  });
  let y = 418 + TESTS.length * 52 + 80;
  s.box(LM, y, FULL, 240, 3);
  s.text(LM + 20, y + 50, 'REFERRAL', 28, 'bold');
  s.paragraph(
    LM + 20,
    y + 100,
    `Referred to ${c.to} for evaluation of progressive neurologic signs in the left leg. ` +
      `${p.reason} Lumbar X-rays (5 views) from our office are enclosed; no MRI has been done.`,
    FULL - 40,
    28,
  );
  y += 320;
  y = part(
    s,
    y,
    'Patient instructions',
    'Go to the emergency department for loss of bladder or bowel control, numbness in the groin ' +
      'or rapidly worsening weakness. Continue ice and walking as tolerated.',
  );
  noted(s, LM, y + 40, 'Treating chiropractor:', `Dr. ${p.provider}, D.C.`);
  signed(s, y + 200, p.provider, 'Electronically signed', ['Signed on:', c.sentOn]);
  small(s, 2000, CONFIDENTIAL, 20);
}

const CHIRO_NOTE = unseen(
  'unseen9-05',
  'progress note',
  true,
  ofFirst(chiroPage1),
  ofFirst(chiroPage2),
);

// ------------------------------------------------------------ unseen9-06: cardiac rehab two-column order

/** A caption over its value, wrapped to `w`; returns the y below. */
function over(s: Sheet, x: number, y: number, w: number, caption: string, value: string) {
  s.text(x, y, caption, 21, 'bold');
  return s.paragraph(x, y + 42, value, w, 30) + 8;
}

const REHAB_FORM = unseen(
  'unseen9-06',
  'two-column form',
  (c, page) => `${c.sentOn} 11:58  ${printedPhone(c.clinic.fax)} -> ${c.to}  PG ${page}`,
  ofFirst((s, c, p) => {
    const [last, first] = nameParts(p);
    s.text(LM, 180, 'CARDIAC REHABILITATION', 44, 'bold');
    s.text(LM, 222, 'Phase II outpatient program - referral and orders', 26);
    flush(s, 170, c.clinicName, 26, 'bold');
    flush(s, 204, numbers(c), 20);
    s.rule(LM, 246, FULL, 4);
    const right = LM + 790;
    const colW = 700;
    s.rule(LM + 750, 290, 2, 760);
    s.text(LM, 320, 'PATIENT', 28, 'bold');
    s.text(right, 320, 'REFERRING PHYSICIAN', 28, 'bold');
    let y = 390;
    for (const [caption, value] of [
      ['Last name', last],
      ['First name', first],
      ['Date of Birth', p.dob],
      ['Social Security No.', p.ssn],
      ['Home phone', '(630) 555-0178'],
      ['Emergency contact', 'Spouse - (630) 555-0179'],
    ] as const)
      y = over(s, LM, y, colW, caption, value) + 12;
    y = 390;
    for (const [caption, value] of [
      ['Physician', `${p.provider}, MD`],
      ['Practice', c.clinicName],
      ['Office fax', printedPhone(c.clinic.fax)],
      ['ICD-10-CM', p.code],
      ['Qualifying diagnosis', p.description],
    ] as const)
      y = over(s, right, y, colW, caption, value) + 12;
    s.rule(LM, 1080, FULL, 2);
    s.text(LM, 1140, 'QUALIFYING EVENT OR CONDITION (within the last 12 months)', 26, 'bold');
    checkGrid(
      s,
      1200,
      [
        'Acute MI',
        'CABG',
        'PCI / stent',
        'Stable angina',
        'Heart failure, EF 35% or less',
        'Valve repair / replacement',
      ],
      [3],
      500,
    );
    s.text(LM, 1350, 'EXERCISE PRESCRIPTION', 26, 'bold');
    s.text(LM, 1400, 'Sessions: 36 (3 a week for 12 weeks), ECG telemetry monitored', 26);
    s.text(LM, 1444, 'Target heart rate: 60-80% of heart-rate reserve; RPE 11-14', 26);
    s.text(LM, 1510, 'Risk:', 26, 'bold');
    checkLine(s, LM + 100, 1510, ['Low', 'Intermediate', 'High'], [1]);
    s.text(LM + 760, 1510, 'Recent test:', 26, 'bold');
    checkLine(s, LM + 940, 1510, ['Echo', 'Stress test', 'Cath'], [0, 1]);
    const end = part(s, 1600, 'Comments', p.reason);
    signed(s, end + 130, p.provider, 'Physician signature', ['Date:', c.sentOn]);
    small(s, 2010, 'Medicare requires the physician signature and the qualifying diagnosis.', 20);
  }),
);

// ------------------------------------------------------------ unseen9-07: handwritten phone-message slip

function messageSlip(s: Sheet, c: TemplateContext, p: TemplatePatient) {
  const x = LM + 50;
  const w = FULL - 100;
  s.box(x, 130, w, 1400, 4);
  centre(s, 210, 'IMPORTANT MESSAGE', 42, 'bold');
  s.rule(x, 240, w, 2);
  blank(s, x + 30, 320, 620, 'FOR', 'Referral desk');
  blank(s, x + 700, 320, w - 730, 'DATE', c.sentOn);
  blank(s, x + 30, 410, 620, 'TIME', '2:40');
  check(s, check(s, x + 700, 410, 'A.M.', false), 410, 'P.M.', true, true);
  blank(s, x + 30, 500, w - 60, 'M', `Dr. ${p.provider}'s office`);
  blank(s, x + 30, 590, w - 60, 'OF', c.clinicName);
  blank(s, x + 30, 680, w - 60, 'PHONE', `${printedPhone(c.clinic.phone)}  x31`);
  const boxes = ['TELEPHONED', 'PLEASE CALL', 'CAME TO SEE YOU', 'WILL CALL AGAIN'];
  const more = ['WANTS TO SEE YOU', 'RETURNED YOUR CALL', 'URGENT'];
  boxes.forEach((label, i) => check(s, x + 30, 770 + i * 50, label, i < 2, true));
  more.forEach((label, i) => check(s, x + 660, 770 + i * 50, label, i === 2, true));
  s.text(x + 30, 1010, 'MESSAGE', 26, 'bold');
  const lines = [
    `Referral - pt ${p.name}`,
    `DOB ${p.dob}   SS# ${p.ssn}`,
    `Dx ${p.code}`,
    p.description,
    p.reason,
    'pls call pt to sched - records to follow',
  ];
  lines.forEach((line, i) => {
    const y = 1070 + i * 70;
    s.rule(x + 30, y + 10, w - 60, 1);
    handFit(s, x + 40, y, line, w - 80);
  });
  blank(s, x + 30, 1500, 500, 'SIGNED', 'K.M.');
  s.box(LM + 860, 1620, 640, 200, 3);
  s.text(LM + 890, 1680, 'FAXED TO SPECIALIST', 30, 'bold');
  s.text(LM + 890, 1730, c.to, 26);
  s.text(LM + 890, 1790, 'by KM - pt notified', 36, 'hand');
  small(s, 1990, CONFIDENTIAL);
}

const PHONE_SLIP = unseen('unseen9-07', 'handwritten', false, ofFirst(messageSlip));

// ------------------------------------------------------------ unseen9-08: no referral: lunch-and-learn

function lunchInvite(s: Sheet, c: TemplateContext) {
  centre(s, 170, c.clinicName, 42, 'bold');
  centre(s, 212, 'Physician Liaison Office', 26);
  centre(s, 248, `${c.clinic.address}   ${numbers(c)}`, 22);
  s.rule(LM, 272, FULL, 3);
  centre(s, 400, 'You are invited!', 64, 'bold');
  centre(s, 462, 'Lunch & Learn for Referral Coordinators and Office Managers', 32);
  const rows: [string, string][] = [
    ['When', 'Thursday, 12:00 to 1:00 PM - lunch provided'],
    ['Where', 'Conference Room B, main building, 2nd floor'],
    ['Topic', 'What a complete referral needs, and our new referral portal'],
    ['Speaker', 'Dana Whitfield, Referral Services Manager'],
    ['Credit', '1.0 contact hour for medical assistants'],
  ];
  rows.forEach(([label, value], i) => {
    const y = 540 + i * 76;
    s.box(LM, y, 260, 76, 2);
    s.box(LM + 260, y, FULL - 260, 76, 2);
    s.text(LM + 20, y + 50, label, 28, 'bold');
    s.text(LM + 284, y + 50, value, 28);
  });
  let y = s.paragraph(
    LM,
    540 + rows.length * 76 + 80,
    'Bring your questions about insurance authorizations, which records to send with a referral ' +
      'and how to check a referral status online. Each office may send up to three staff. ' +
      `Parking is free in the visitor lot; check in at the front desk and ask for ${c.to} ` +
      'guests.',
    FULL,
    30,
  );
  s.rule(LM, y + 20, FULL, 2);
  centre(s, y + 90, 'R S V P', 40, 'bold');
  centre(s, y + 140, `Fax this page back to ${printedPhone(c.clinic.fax)} by Monday`, 28);
  y += 240;
  [
    'Practice name',
    'Names attending',
    'Number attending',
    'Dietary needs',
    'Contact phone',
  ].forEach((label, i) => blank(s, LM, y + i * 90, FULL, label));
  small(
    s,
    2000,
    'This invitation contains no patient information; please do not write any on it. To stop ' +
      'receiving these notices, fax this page back marked REMOVE.',
  );
}

const LUNCH_INVITE = unseen('unseen9-08', 'no referral', true, {
  patients: [],
  draw: lunchInvite,
});

// ------------------------------------------------------------ unseen9-09: anticoagulation referrals, one per page

/** A label cell and a value cell, twice across the line, or once when there is one pair. */
function pairCells(s: Sheet, y: number, ...pairs: [string, string][]) {
  const span = FULL / pairs.length;
  pairs.forEach(([label, value], i) => {
    const x = LM + i * span;
    s.box(x, y, 250, 70, 2);
    s.box(x + 250, y, span - 250, 70, 2);
    s.text(x + 14, y + 46, label, 24, 'bold');
    s.text(x + 266, y + 47, value, 28);
  });
}

function anticoagPage(index: number) {
  return (s: Sheet, c: TemplateContext) => {
    const p = c.patients[index]!;
    const [last, first] = nameParts(p);
    const other = index % 2;
    s.text(LM, 170, 'ANTICOAGULATION CLINIC REFERRAL', 38, 'bold');
    flush(s, 170, `Referral ${index + 1} of ${c.patients.length}`, 26);
    s.text(LM, 210, 'Pharmacist-managed warfarin and DOAC monitoring', 25);
    s.text(LM, 248, `From: ${c.clinicName}   ${numbers(c)}`, 22);
    s.rule(LM, 268, FULL, 3);
    pairCells(s, 310, ['Last Name', last], ['First Name', first]);
    pairCells(s, 380, ['Birthdate', p.dob], ['SS#', p.ssn]);
    pairCells(
      s,
      450,
      ['Home Phone', other ? '(847) 555-0116' : '(847) 555-0191'],
      ['MRN', 'E6610482'],
    );
    pairCells(s, 520, ['Dx Code', p.code], ['Insurance', 'Humana Gold Plus']);
    pairCells(s, 590, ['Diagnosis', p.description]);
    s.text(LM, 740, 'Indication', 26, 'bold');
    checkGrid(
      s,
      790,
      ['Atrial fibrillation', 'DVT', 'Pulmonary embolism', 'Mechanical valve', 'Other'],
      [other],
      375,
    );
    s.text(LM, 920, 'Anticoagulant', 26, 'bold');
    checkLine(s, LM + 260, 920, ['Warfarin', 'Apixaban', 'Rivaroxaban', 'Dabigatran'], [other]);
    s.text(LM, 990, 'INR goal', 26, 'bold');
    checkLine(s, LM + 260, 990, ['2.0 - 3.0', '2.5 - 3.5', 'N/A (DOAC)'], [other ? 2 : 0]);
    s.text(LM, 1060, 'Duration', 26, 'bold');
    checkLine(s, LM + 260, 1060, ['3 months', '6 months', 'Indefinite'], [other ? 1 : 2]);
    let y = part(
      s,
      1160,
      'Interacting medications / bleeding risk',
      other
        ? 'No interacting medicines. Fall risk low. No prior bleeding.'
        : 'Amiodarone 200 mg daily; aspirin 81 mg (stop per cardiology?). One GI bleed in 2019.',
    );
    y = part(
      s,
      y + 6,
      'Latest labs',
      `INR ${other ? 'n/a' : '2.4'}, hemoglobin 12.8, platelets 214, CrCl 58 mL/min.`,
    );
    y = part(s, y + 6, 'Reason for referral', p.reason);
    s.paragraph(
      LM,
      y + 20,
      'I authorize the clinic pharmacists to order INR tests and adjust the dose per protocol.',
      FULL,
      25,
    );
    signed(s, y + 190, p.provider, `${p.provider}, MD - ordering provider`, ['Date:', c.sentOn]);
    small(s, 2000, CONFIDENTIAL, 20);
  };
}

const ANTICOAG_PAIR = unseen(
  'unseen9-09',
  'boxed form',
  (c, page) =>
    `From: ${printedPhone(c.clinic.fax)}   To: ${c.to}   ${c.sentOn}   Pg ${page}/${c.totalPages}`,
  { patients: [0], draw: anticoagPage(0) },
  { patients: [1], draw: anticoagPage(1) },
);

// ------------------------------------------------------------ unseen9-10: clinical pharmacist memo

const MEDICINES = [
  ['Metformin ER 500 mg', '2 tabs daily', 'Rx 6604127', '62%'],
  ['Lisinopril 20 mg', '1 tab daily', 'Rx 6604128', '91%'],
  ['Atorvastatin 40 mg', '1 tab at bedtime', 'Rx 6611954', '48%'],
  ['Albuterol HFA', '2 puffs as needed', 'Rx 6620310', 'n/a'],
];

const PHARMACIST_MEMO = unseen(
  'unseen9-10',
  'letter',
  false,
  ofFirst((s, c, p) => {
    small(s, 2000, CONFIDENTIAL, 20);
    s.text(LM, 160, c.clinicName, 36, 'bold');
    s.text(LM, 198, 'Clinical Pharmacy Services', 26);
    flush(s, 190, 'MEMO', 72, 'bold');
    s.rule(LM, 222, FULL, 6);
    s.rule(LM, 234, FULL, 1);
    const memo: [string, string][] = [
      ['TO:', `${c.to} - New Patient Referrals`],
      ['FROM:', 'Renee Kowalczyk, PharmD, BCACP'],
      ['DATE:', c.sentOn],
      ['RE:', `Pharmacist referral - ${p.reName}`],
    ];
    memo.forEach(([label, value], i) => {
      s.text(LM, 310 + i * 52, label, 28, 'bold');
      s.text(LM + 170, 310 + i * 52, value, 28);
    });
    s.rule(LM, 500, FULL, 2);
    s.box(LM, 530, FULL, 230, 2);
    const facts: [string, string][] = [
      ['Patient', p.name],
      ['DOB', p.dob],
      ['SSN', p.ssn],
      ['Diagnosis', `${p.code} - ${p.description}`],
    ];
    facts.forEach(([label, value], i) => {
      s.text(LM + 24, 580 + i * 50, label, 26, 'bold');
      s.text(LM + 240, 580 + i * 50, value, 28);
    });
    let y = s.paragraph(
      LM,
      840,
      'I saw this patient today for a comprehensive medication review under our collaborative ' +
        `practice agreement with Dr. ${p.provider}. Pharmacy refill records show gaps in ` +
        'several maintenance medicines, and home readings brought to the visit averaged 152/94 ' +
        'over 14 days.',
      FULL,
      28,
    );
    const cols = [LM, LM + 560, LM + 940, LM + 1240];
    y += 20;
    s.box(LM, y, FULL, 56, 2);
    ['Medication', 'Directions', 'Rx number', 'Adherence'].forEach((h, i) =>
      s.text(cols[i]! + 14, y + 40, h, 24, 'bold'),
    );
    MEDICINES.forEach((row, j) =>
      row.forEach((v, i) => s.text(cols[i]! + 14, y + 100 + j * 46, v!, 25)),
    );
    y += 100 + MEDICINES.length * 46 + 20;
    y = part(
      s,
      y,
      'Recommendation',
      `${p.reason} I have reinforced adherence with a pill organizer and synchronized refills; ` +
        'I recommend a visit with your team to review therapy, as changes fall outside our ' +
        'protocol.',
    );
    signOff(s, y + 40, 'With thanks,', 'R. Kowalczyk', [
      'Renee Kowalczyk, PharmD, BCACP',
      `Direct ${printedPhone(c.clinic.phone)} x 118   NCPDP 1432817`,
    ]);
  }),
);

export const NINTH_MEASURED_TEMPLATES: readonly FaxTemplate[] = [
  OB_COVER,
  BARIATRIC_LETTER,
  EDUCATION_FORM,
  SCREENING_LIST,
  CHIRO_NOTE,
  REHAB_FORM,
  PHONE_SLIP,
  LUNCH_INVITE,
  ANTICOAG_PAIR,
  PHARMACIST_MEMO,
];
