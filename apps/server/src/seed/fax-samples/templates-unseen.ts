import { PAGE_WIDTH, printedDate } from './draw-pages.js';
import type { Sheet, SheetFont } from './draw-templates.js';
import { printedPhone } from './sample-data.js';
import type { FaxTemplate, TemplateContext, TemplatePatient } from './template-parts.js';

/**
 * The held-out templates (issue 24): written apart from the detector, never read, measured page
 * by page or turned into tests while tuning it (docs/decisions.md, 'the measurements, in order').
 *
 * Set 10: a county jail's medical unit (a cover sheet, an offsite consultation request, then a
 * page of security rules for the receiving office), an assisted-living house-call physician's
 * letter to a geriatric assessment program, a breast health center's genetic counseling form with
 * captions under the values, a refugee health program's list of four newly arrived clients (birth
 * date and SSN stacked in one cell, rows of several lines), a community paramedicine summary with
 * one column per patient, a speech-language pathology progress report that carries on onto a
 * second page, a vein and vascular center's two-column form with labels right-aligned to their
 * values, a free clinic's referral card filled in by hand, a hospital medical staff office's
 * on-call roster, and a tuberculosis control program sending three clients one per page. Booking,
 * case, chart, member and program numbers here carry letters or run to eight digits at most, so
 * the SSN stays the only nine-digit number on a page.
 */

const LM = 110;
const RM = PAGE_WIDTH - 110;
const SPAN = RM - LM;

type Face = Exclude<SheetFont, 'hand'>;

/** Print centred on the page, or ending at the right margin. */
function put(s: Sheet, y: number, text: string, size: number, face: Face, at: 'centre' | 'right') {
  const w = s.width(text, size, face);
  s.text(at === 'centre' ? (PAGE_WIDTH - w) / 2 : RM - w, y, text, size, face);
}

const phoneFax = (c: TemplateContext) =>
  `Phone ${printedPhone(c.clinic.phone)}   Fax ${printedPhone(c.clinic.fax)}`;

const finePrint = (s: Sheet, y: number, text: string, size = 20) =>
  s.paragraph(LM, y, text, SPAN, size);

/** 'NGUYEN, MEI' -> ['NGUYEN', 'MEI']. */
const surnameGiven = (p: TemplatePatient) => p.reName.split(', ') as [string, string];

/** '03/09/2026' -> 'March 9, 2026'. */
const inWords = (mmddyyyy: string) =>
  printedDate(mmddyyyy.replace(/(\d\d)\/(\d\d)\/(\d{4})/, '$3-$1-$2'), 'long');

const PRIVACY =
  'NOTICE: The documents in this transmission hold confidential health information that is ' +
  'legally privileged and protected by state and federal law. If you are not the intended ' +
  'recipient, any disclosure, copying, distribution or action taken on the contents is ' +
  'prohibited. Please tell the sender by telephone and destroy what you received.';

/** `text` at `size`, or smaller (not under 20 px) when it would run past `maxW`. */
function fit(s: Sheet, x: number, y: number, t: string, maxW: number, size = 30, face?: SheetFont) {
  // Printed width grows with the size; the hand face runs about 12% wider than its upright one.
  const wide =
    s.width(t, size, face === 'bold' ? 'bold' : 'regular') * (face === 'hand' ? 1.12 : 1);
  s.text(x, y, t, wide > maxW ? Math.max(20, Math.floor((size * maxW) / wide)) : size, face);
}

/** A bold label and its value after it on the same baseline. */
function said(s: Sheet, x: number, y: number, label: string, value: string, size = 27) {
  const w = s.text(x, y, label, size, 'bold');
  s.text(x + w + 12, y, value, size);
}

/** The value on a rule with its caption printed under the rule, the way paper forms do it. */
function onRule(s: Sheet, x: number, y: number, w: number, caption: string, value: string) {
  fit(s, x + 6, y, value, w - 24);
  s.rule(x, y + 12, w - 14, 2);
  s.text(x, y + 38, caption, 19);
}

/** A box with its value near the top and its caption small along the bottom edge. */
function framed(s: Sheet, x: number, y: number, w: number, caption: string, value: string) {
  s.box(x, y, w, 96, 2);
  fit(s, x + 14, y + 46, value, w - 28);
  s.text(x + 14, y + 84, caption, 18, 'bold');
}

/** Framed boxes left to right; the last runs to the right margin. */
function framedRow(s: Sheet, y: number, cells: readonly [string, string, number][]) {
  const starts = cells.reduce((xs, [, , w]) => [...xs, xs.at(-1)! + w], [LM]);
  starts[cells.length] = RM;
  cells.forEach(([caption, value], i) =>
    framed(s, starts[i]!, y, starts[i + 1]! - starts[i]!, caption, value),
  );
}

/** A check box and its label; returns the x after it. */
function tick(s: Sheet, x: number, y: number, label: string, on: boolean, hand = false) {
  s.box(x, y - 20, 20, 20, 2);
  // A printed form fills the box; a pen crosses it.
  if (on && hand) s.text(x + 1, y - 1, 'X', 30, 'hand');
  else if (on) s.rule(x + 5, y - 15, 10, 10);
  return x + 32 + s.text(x + 32, y, label, 24) + 30;
}

const tickRow = (s: Sheet, x: number, y: number, labels: readonly string[], on: number[]) =>
  labels.reduce((cx, label, i) => tick(s, cx, y, label, on.includes(i)), x);

/** Check boxes in `columns` columns from the left margin. */
function tickGrid(s: Sheet, y: number, labels: readonly string[], on: number[], columns: number) {
  const step = SPAN / columns;
  labels.forEach((label, i) =>
    tick(s, LM + (i % columns) * step, y + Math.floor(i / columns) * 48, label, on.includes(i)),
  );
}

/** A bold heading and its prose under it; returns the y below. */
function section(s: Sheet, y: number, title: string, body: string, size = 27) {
  s.text(LM, y, title, size, 'bold');
  return s.paragraph(LM, y + size + 14, body, SPAN, size) + 8;
}

/** A hand signature on a rule and the typed lines under it. */
function signature(s: Sheet, x: number, y: number, hand: string, lines: string[]) {
  s.text(x + 24, y - 12, hand, 44, 'hand');
  s.rule(x, y, 560, 2);
  lines.forEach((line, i) => s.text(x, y + 32 + i * 30, line, 22));
}

/** A grid of bordered cells: a bold header row, then rows of `height`; returns the y below. */
function grid(
  s: Sheet,
  y: number,
  widths: readonly number[],
  head: readonly string[],
  rows: readonly (readonly string[])[],
  height = 50,
) {
  const line = (cells: readonly string[], top: number, face: Face) => {
    let x = LM;
    cells.forEach((v, i) => {
      s.box(x, top, widths[i]!, height, face === 'bold' ? 3 : 1);
      fit(s, x + 12, top + height - 15, v, widths[i]! - 24, 24, face);
      x += widths[i]!;
    });
  };
  line(head, y, 'bold');
  rows.forEach((row, j) => line(row, y + (j + 1) * height, 'regular'));
  return y + (rows.length + 1) * height;
}

/** Table rows written one line each, cells apart by '|'. */
const tableRows = (...lines: string[]) => lines.map((line) => line.split('|'));

/** A held-out template; its patients are those its pages belong to. */
function heldOut(
  id: string,
  kind: FaxTemplate['kind'],
  banner: FaxTemplate['banner'],
  pages: FaxTemplate['pages'],
): FaxTemplate {
  const patients = new Set(pages.flatMap((page) => page.patients)).size;
  return { id, split: 'unseen', kind, banner, pages, patients };
}

/** A page about the fax's first patient. */
const aboutFirst = (draw: (s: Sheet, c: TemplateContext, p: TemplatePatient) => void) => ({
  patients: [0],
  draw: (s: Sheet, c: TemplateContext) => draw(s, c, c.patients[0]!),
});

// ------------------------------------------------------------ unseen10-01: jail medical unit, 3 pages

function jailLetterhead(s: Sheet, c: TemplateContext, right: string) {
  s.text(LM, 150, c.clinicName, 38, 'bold');
  s.text(LM, 188, 'Correctional Health Services - County Detention Center Medical Unit', 23);
  s.text(LM, 220, `${c.clinic.address}   ${phoneFax(c)}`, 21);
  put(s, 150, right, 30, 'bold', 'right');
  s.rule(LM, 240, SPAN, 5);
}

/** A framed block: a bold title, then its paragraphs. */
function framedNote(s: Sheet, y: number, h: number, title: string, paragraphs: string[]) {
  s.box(LM, y, SPAN, h, 3);
  s.text(LM + 24, y + 50, title, 27, 'bold');
  paragraphs.reduce((top, text) => s.paragraph(LM + 24, top, text, SPAN - 48, 27) + 12, y + 104);
}

function jailCover(s: Sheet, c: TemplateContext, p: TemplatePatient) {
  jailLetterhead(s, c, 'FACSIMILE');
  const rows: [string, string][] = [
    ['TO', c.to],
    ['ATTENTION', 'New Patient Referrals / Scheduling'],
    ['FROM', 'Medical Records - Offsite Scheduling'],
    ['DATE', c.sentOn],
    ['PAGES', `${c.totalPages} including this cover`],
    ['CALL BACK', `${printedPhone(c.clinic.phone)} ext. 240 (0700-1900)`],
    ['REGARDING', `${p.reName}   Booking JB26-04417`],
  ];
  // One frame split by rules, as a word processor's table prints it.
  s.box(LM, 290, SPAN, rows.length * 68, 3);
  s.rule(LM + 300, 290, 2, rows.length * 68);
  for (const [i, [label, value]] of rows.entries()) {
    if (i) s.rule(LM, 290 + i * 68, SPAN, 2);
    s.text(LM + 16, 335 + i * 68, label, 25, 'bold');
    s.text(LM + 320, 336 + i * 68, value, 28);
  }
  tickRow(s, LM, 830, ['Urgent', 'Routine', 'Records enclosed', 'Reply requested'], [0, 2]);
  framedNote(s, 880, 380, 'Comments', [
    'Offsite specialty consultation request for the person named above is attached (page 2). ' +
      'Please call our offsite coordinator with an appointment date and time. For security ' +
      'reasons do NOT give the date or time to the patient or to family members. Page 3 lists ' +
      'what your office should expect when an officer brings a patient in custody.',
    'Offsite coordinator: Sgt. Dolores Quinn',
  ]);
  framedNote(s, 1340, 200, 'DO NOT POST OR FILE WHERE VISITORS CAN SEE IT', [
    'Appointment information for persons in custody is restricted. Keep this fax in the ' +
      "patient's chart only and shred any copies.",
  ]);
  finePrint(s, 1930, PRIVACY);
}

function jailRequest(s: Sheet, c: TemplateContext, p: TemplatePatient) {
  jailLetterhead(s, c, 'Form HS-114');
  s.text(LM, 320, 'OFFSITE SPECIALTY CONSULTATION REQUEST', 36, 'bold');
  s.text(LM, 380, 'PATIENT IN CUSTODY', 24, 'bold');
  onRule(s, LM, 450, 760, 'Patient name (as booked)', p.name);
  onRule(s, LM + 760, 450, 330, 'Booking no.', 'JB26-04417');
  onRule(s, LM + 1090, 450, SPAN - 1090, 'Housing', 'Unit C-2, Cell 14');
  onRule(s, LM, 550, 440, 'Date of birth', p.dob);
  onRule(s, LM + 440, 550, 440, 'Social Security number', p.ssn);
  onRule(s, LM + 880, 550, SPAN - 880, 'Expected release', 'Unknown - court pending');
  s.text(LM, 660, 'CLINICAL INFORMATION', 24, 'bold');
  onRule(s, LM, 730, 300, 'ICD-10 code', p.code);
  onRule(s, LM + 300, 730, SPAN - 300, 'Diagnosis', p.description);
  s.text(LM, 840, 'Priority:', 25, 'bold');
  tickRow(
    s,
    LM + 130,
    840,
    ['Emergent (send to ED)', 'Urgent - within 14 days', 'Routine - within 60 days'],
    [1],
  );
  let y = section(
    s,
    920,
    'Reason for request',
    `${p.reason} Seen in the medical unit three times in the past month for the same complaint. ` +
      'Onsite care has been limited to the formulary and to what our nurses can monitor.',
  );
  y = section(
    s,
    y + 10,
    'Treatment tried onsite',
    'Formulary medicines as tolerated; vital signs twice a day for one week; labs drawn on ' +
      'site (results enclosed). No known drug allergies. Keep-on-person medicines not allowed.',
  );
  said(s, LM, y + 30, 'Requesting clinician:', `${p.provider}, MD`, 26);
  said(s, LM + 900, y + 30, 'Staff ID:', 'MED-0212', 26);
  signature(s, LM, y + 170, p.provider, ['Requesting clinician signature', `Date: ${c.sentOn}`]);
  s.box(LM + 800, y + 90, SPAN - 800, 190, 2);
  s.text(LM + 820, y + 130, 'HEALTH SERVICES ADMINISTRATOR', 22, 'bold');
  tick(s, LM + 820, y + 175, 'Approved', true);
  tick(s, LM + 1060, y + 175, 'Denied', false);
  s.text(LM + 820, y + 215, 'Marlon Tate, RN, HSA', 24);
  s.text(LM + 820, y + 255, 'M. Tate', 34, 'hand');
  finePrint(s, 1990, `${c.clinicName} - HS-114 - page 2 of ${c.totalPages} - ${PRIVACY}`, 18);
}

const CUSTODY_RULES = [
  'Officers stay with the patient at all times, including in the exam room. Restraints are ' +
    'removed only when the officer agrees it is safe.',
  'Do not schedule the patient for a waiting-room check-in; call the transport desk when the ' +
    'room is ready and we will bring the patient in through a side entrance if you have one.',
  'Give all instructions, prescriptions and follow-up orders to the officer in a sealed ' +
    'envelope addressed to the Medical Unit. Do not hand anything to the patient.',
  'Our physicians decide on every treatment; please fax recommendations rather than starting ' +
    'medicines or scheduling procedures yourselves.',
  'Bill the county contract, not the patient: claims to Correctional Health Services, ' +
    'attention Accounts Payable, vendor no. CHS-77140.',
];

function custodyRules(s: Sheet, c: TemplateContext) {
  jailLetterhead(s, c, 'Page 3');
  s.text(LM, 320, 'SEEING A PATIENT IN CUSTODY', 36, 'bold');
  s.text(LM, 370, 'What the receiving office should know', 26);
  let y = 450;
  CUSTODY_RULES.forEach((rule, i) => {
    s.text(LM, y, `${i + 1}.`, 27, 'bold');
    y = s.paragraph(LM + 50, y, rule, SPAN - 50, 27) + 18;
  });
  s.text(LM, y + 30, 'WHO TO CALL', 26, 'bold');
  y = grid(
    s,
    y + 60,
    [520, 560, 400],
    ['Role', 'Name', 'Phone'],
    [
      ['Offsite coordinator', 'Sgt. Dolores Quinn', `${printedPhone(c.clinic.phone)} x240`],
      ['Transport desk (24 h)', 'Shift commander on duty', `${printedPhone(c.clinic.phone)} x100`],
      ['Medical records', 'Tanya Blevins', `${printedPhone(c.clinic.phone)} x235`],
      ['Medical director', 'Dr. Ignacio Ferrer', `${printedPhone(c.clinic.phone)} x201`],
    ],
    56,
  );
  finePrint(
    s,
    y + 60,
    'These rules follow the sheriff office policy on medical transports (policy 6.14) and apply ' +
      'to every person in custody, whatever the charge.',
    24,
  );
  finePrint(s, 1930, PRIVACY);
}

const JAIL_COVER = heldOut(
  'unseen10-01',
  'cover sheet',
  (c, page) =>
    `${c.sentOn}  07:16  DETENTION MED UNIT  ${printedPhone(c.clinic.fax)}  #${page}/${c.totalPages}`,
  [aboutFirst(jailCover), aboutFirst(jailRequest), { patients: [], draw: custodyRules }],
);

// ------------------------------------------------------------ unseen10-02: assisted-living house-call letter

const HOUSE_CALL_LETTER = heldOut('unseen10-02', 'letter', true, [
  aboutFirst((s, c, p) => {
    put(s, 160, c.clinicName, 40, 'bold', 'centre');
    put(s, 200, 'Senior Living Medical Services - physician house calls', 24, 'regular', 'centre');
    put(s, 236, `${c.clinic.address}  |  ${phoneFax(c)}`, 21, 'regular', 'centre');
    s.rule(LM, 256, SPAN, 2);
    s.rule(LM, 264, SPAN, 2);
    put(s, 340, inWords(c.sentOn), 27, 'regular', 'right');
    ['Geriatric Assessment Program', c.to, 'Attn: Intake Nurse'].forEach((line, i) =>
      s.text(LM, 340 + i * 38, line, 27),
    );
    s.text(LM, 520, 'RE:', 27, 'bold');
    s.text(LM + 80, 520, p.reName, 27, 'bold');
    s.text(LM + 80, 558, `Born: ${p.dob}     Social Security No.: ${p.ssn}`, 27);
    s.text(LM + 80, 596, 'Resident of Maple Grove Assisted Living, Apartment 214', 27);
    s.text(LM, 680, 'Dear Intake Team,', 28);
    /** The letter's prose, paragraph by paragraph, with room after the first for the scores. */
    const prose = (top: number, texts: string[]) =>
      texts.reduce((at, text) => s.paragraph(LM, at, text, SPAN, 28) + 14, top);
    let y = prose(740, [
      `I would be grateful if your team could see ${p.name} for a comprehensive geriatric ` +
        'assessment. I visit the community every other week, and over the last six months the ' +
        'wellness nurse and the family have noticed more forgetfulness, two falls without injury ' +
        'and less interest in meals and activities. Our office screens show the change:',
    ]);
    const [screenHead, ...screens] = tableRows(
      'Screen|Last spring|This month',
      'MoCA|24 / 30|19 / 30',
      'GDS-15 (mood)|3|6',
      'Timed Up and Go|14 s|21 s',
    );
    y = grid(s, y, [520, 360, 360], screenHead!, screens, 48);
    y = prose(y + 50, [
      `Active problems include ${p.description} (ICD-10 ${p.code}). ${p.reason} Medicines are ` +
        'given by the community staff from a pharmacy blister pack; the current list and recent ' +
        'labs are enclosed. Vision and hearing were checked in the spring.',
      "The resident's daughter, Karen Whitlock, holds health care power of attorney and would " +
        'like to come to the visit; she can be reached at (708) 555-0147. The community can ' +
        'arrange transport on weekdays.',
    ]);
    s.text(LM, y + 16, 'Warm regards,', 28);
    s.text(LM + 20, y + 106, p.provider, 46, 'hand');
    [
      `${p.provider}, DO`,
      'Medical Director, Senior Living Medical Services',
      'Wellness nurse: Bernadette Osei, LPN - ext. 31',
      'cc: Karen Whitlock (daughter, HCPOA); community wellness office',
    ].forEach((line, i) => s.text(LM, y + 156 + i * 38, line, i ? 24 : 27));
    finePrint(s, 2000, PRIVACY, 19);
  }),
]);

// ------------------------------------------------------------ unseen10-03: genetic counseling form

const CRITERIA = [
  'Breast cancer at age 50 or younger',
  'Triple-negative breast cancer',
  'Two or more relatives with breast cancer',
  'Ovarian, pancreatic or metastatic prostate',
  'Ashkenazi Jewish ancestry',
  'Known mutation in the family',
];

const GENETICS_FORM = heldOut('unseen10-03', 'boxed form', false, [
  aboutFirst((s, c, p) => {
    const [last, first] = surnameGiven(p);
    s.text(LM, 150, c.clinicName, 32, 'bold');
    s.text(LM, 186, 'Breast Health Center - Department of Surgery', 23);
    put(s, 150, 'GENETIC COUNSELING', 30, 'bold', 'right');
    put(s, 186, 'REFERRAL', 30, 'bold', 'right');
    s.rule(LM, 206, SPAN, 6);
    s.text(
      LM,
      250,
      'Please print. All boxed fields are needed for insurance pre-authorization.',
      22,
    );
    s.text(LM, 310, 'A.  PATIENT', 26, 'bold');
    framedRow(s, 326, [
      ['LAST NAME', last, 480],
      ['FIRST NAME', first, 440],
      ['INTERPRETER', 'No', 200],
      ['LANGUAGE', 'English', 0],
    ]);
    framedRow(s, 422, [
      ['BIRTH DATE', p.dob, 440],
      ['SOCIAL SECURITY NUMBER', p.ssn, 480],
      ['DAYTIME PHONE', '(847) 555-0129', 0],
    ]);
    framedRow(s, 518, [
      ['CHART NO.', 'BHC-220817', 440],
      ['INSURANCE / PLAN', 'Aetna Choice POS II', 0],
    ]);
    s.text(LM, 690, 'B.  INDICATION', 26, 'bold');
    framedRow(s, 706, [
      ['ICD-10', p.code, 300],
      ['DIAGNOSIS / PERSONAL HISTORY', p.description, 0],
    ]);
    s.text(LM, 870, 'Meets testing criteria (check all that apply):', 24, 'bold');
    tickGrid(s, 920, CRITERIA, [0, 2], 2);
    s.text(LM, 1100, 'C.  FAMILY HISTORY', 26, 'bold');
    const y = grid(
      s,
      1120,
      [420, 300, 440, 320],
      ['Relative', 'Side', 'Cancer', 'Age at dx'],
      tableRows(
        'Mother|Maternal|Breast|46',
        'Maternal aunt|Maternal|Ovarian|58',
        'Father|Paternal|Colon|71',
        'Sister|-|None|-',
      ),
    );
    s.text(LM, y + 60, 'D.  REFERRING PROVIDER', 26, 'bold');
    framedRow(s, y + 76, [
      ['PROVIDER', `${p.provider}, MD`, 560],
      ['OFFICE PHONE', printedPhone(c.clinic.phone), 440],
      ['OFFICE FAX', printedPhone(c.clinic.fax), 0],
    ]);
    framedRow(s, y + 172, [
      ['NURSE NAVIGATOR', 'Tamsin Reyes, RN', 560],
      ['NOTES', p.reason, 0],
    ]);
    signature(s, LM, y + 360, p.provider, ['Provider signature']);
    said(s, LM + 800, y + 348, 'Date:', c.sentOn, 26);
    finePrint(
      s,
      2000,
      'Genetic testing is ordered by the genetic counselor after the visit, not from this form. ' +
        'Form BHC-GC2 (05/2025).',
    );
  }),
]);

// ------------------------------------------------------------ unseen10-04: refugee health list, DOB and SSN stacked

const LANGUAGES = ['Dari', 'Swahili', 'Spanish', 'Ukrainian'];
const ARRIVED = ['10/14/25', '10/22/25', '11/03/25', '11/09/25'];
/** Column widths of: #, client, born / SSN, condition, language, arrived. */
const REFUGEE_W = [50, 400, 290, 450, 160, 130];
const REFUGEE_ROW = 150;

function refugeeRow(s: Sheet, y: number, i: number, p: TemplatePatient) {
  const xs = REFUGEE_W.map((_, k) => LM + REFUGEE_W.slice(0, k).reduce((a, b) => a + b, 0));
  REFUGEE_W.forEach((w, k) => s.box(xs[k]!, y, w, REFUGEE_ROW, 1));
  s.text(xs[0]! + 14, y + 44, String(i + 1), 26);
  fit(s, xs[1]! + 12, y + 44, p.name, REFUGEE_W[1]! - 24, 27);
  s.text(xs[1]! + 12, y + 84, `Case RS-26-04${12 + i}`, 21);
  s.text(xs[2]! + 12, y + 44, p.dob, 26);
  s.text(xs[2]! + 12, y + 88, p.ssn, 26);
  s.text(xs[3]! + 12, y + 44, p.code, 26, 'bold');
  s.paragraph(xs[3]! + 12, y + 80, p.description, REFUGEE_W[3]! - 24, 21);
  s.text(xs[4]! + 12, y + 44, LANGUAGES[i]!, 24);
  s.text(xs[5]! + 12, y + 44, ARRIVED[i]!, 24);
}

const REFUGEE_LIST = heldOut(
  'unseen10-04',
  'table',
  (c, page) => `${c.sentOn} 14:02  REFUGEE HEALTH  ${printedPhone(c.clinic.fax)}  P${page}`,
  [
    {
      patients: [0, 1, 2, 3],
      draw: (s, c) => {
        s.text(LM, 140, 'REFUGEE HEALTH PROGRAM', 22, 'bold');
        s.text(LM, 180, c.clinicName, 36, 'bold');
        s.text(LM, 214, 'Domestic medical screening of newly arrived clients', 22);
        put(s, 214, phoneFax(c), 22, 'regular', 'right');
        s.rule(LM, 232, SPAN, 3);
        put(s, 310, 'Referrals for Primary and Specialty Care', 34, 'bold', 'centre');
        said(s, LM, 380, 'To:', c.to, 25);
        said(s, LM + 900, 380, 'Date sent:', c.sentOn, 25);
        said(s, LM, 424, 'Resettlement agency:', 'Interfaith Welcome Network', 25);
        said(s, LM + 900, 424, 'Case manager:', 'Abdi Warsame', 25);
        const heads = [
          '#',
          'Client name',
          'DOB / SSN',
          'Condition (ICD-10)',
          'Language',
          'Arrived',
        ];
        let x = LM;
        heads.forEach((h, k) => {
          s.box(x, 470, REFUGEE_W[k]!, 60, 3);
          s.text(x + 12, 510, h, 23, 'bold');
          x += REFUGEE_W[k]!;
        });
        c.patients.forEach((p, i) => refugeeRow(s, 530 + i * REFUGEE_ROW, i, p));
        const y = section(
          s,
          600 + c.patients.length * REFUGEE_ROW,
          'About these clients',
          'Each client above completed the domestic refugee health screening at our clinic and ' +
            'needs ongoing care we cannot give. All have Refugee Medical Assistance for their ' +
            'first eight months in the country. Please book an interpreter for every visit in the ' +
            'language listed; the case manager can help with transport and reminders.',
          26,
        );
        said(s, LM, y + 30, 'Case manager phone:', '(773) 555-0188', 25);
        said(s, LM + 800, y + 30, 'Screening nurse:', 'Hyun-woo Park, RN', 25);
        said(s, LM, y + 76, 'Reviewed by:', `Dr. ${c.patients[0]!.provider}`, 25);
        finePrint(s, 1990, PRIVACY);
      },
    },
  ],
);

// ------------------------------------------------------------ unseen10-05: community paramedicine, one column per patient

/** A row of the summary: label, height, and what each patient's cell says. */
type SummaryRow = [string, number, (p: TemplatePatient, i: number) => string];

const SUMMARY_ROWS: SummaryRow[] = [
  ['Patient', 70, (p) => p.name],
  ['Date of birth', 60, (p) => p.dob],
  ['Social Security', 60, (p) => p.ssn],
  ['ICD-10', 60, (p) => p.code],
  ['Working diagnosis', 130, (p) => p.description],
  ['911 calls, last 90 days', 60, (_, i) => ['7', '4', '11'][i]!],
  ['Home visits so far', 60, (_, i) => ['3', '2', '5'][i]!],
  ['Why we refer', 140, (p) => p.reason],
  ['Community paramedic', 60, (_, i) => ['J. Kessler', 'A. Morrow', 'T. Banda'][i]!],
];

const LABEL_W = 320;

function paramedicSummary(s: Sheet, c: TemplateContext) {
  s.text(LM, 150, c.clinicName, 34, 'bold');
  s.text(LM, 186, 'with Fire District 7 Community Paramedicine', 22);
  put(s, 150, 'MOBILE INTEGRATED HEALTH', 24, 'bold', 'right');
  put(s, 186, 'Referral summary', 22, 'regular', 'right');
  s.rule(LM, 206, SPAN, 4);
  s.text(LM, 290, 'Community Paramedic Referrals to Primary Care', 34, 'bold');
  let y = s.paragraph(
    LM,
    350,
    `To ${c.to}: the people below call 911 often and have no regular doctor. Community ` +
      'paramedics have visited each at home and each agreed to this referral.',
    SPAN,
    26,
  );
  const colW = (SPAN - LABEL_W) / c.patients.length;
  y += 10;
  s.box(LM, y, LABEL_W, 56, 3);
  c.patients.forEach((_, i) => {
    s.box(LM + LABEL_W + i * colW, y, colW, 56, 3);
    s.text(LM + LABEL_W + i * colW + 14, y + 40, `Referral ${i + 1}`, 25, 'bold');
  });
  y += 56;
  for (const [label, height, value] of SUMMARY_ROWS) {
    s.box(LM, y, LABEL_W, height, 2);
    s.paragraph(LM + 12, y + 36, label, LABEL_W - 24, 23, 'bold');
    c.patients.forEach((p, i) => {
      const x = LM + LABEL_W + i * colW;
      s.box(x, y, colW, height, 1);
      if (height > 100) s.paragraph(x + 12, y + 36, value(p, i), colW - 24, 23);
      else fit(s, x + 12, y + height / 2 + 10, value(p, i), colW - 24, 27);
    });
    y += height;
  }
  y = section(
    s,
    y + 70,
    'What we ask of your office',
    'Please offer each person a new-patient visit within 30 days and fax the date to us so a ' +
      'paramedic can remind them and help with the ride. We keep visiting until the first ' +
      'appointment is kept.',
    26,
  );
  said(s, LM, y + 30, 'Program coordinator:', 'Capt. Ramona Diaz', 25);
  said(s, LM + 800, y + 30, 'Direct:', `${printedPhone(c.clinic.phone)} ext. 12`, 25);
  said(s, LM, y + 74, 'Medical director:', `Dr. ${c.patients[0]!.provider}`, 25);
  finePrint(s, 1990, PRIVACY);
}

const PARAMEDIC_SUMMARY = heldOut('unseen10-05', 'table', true, [
  { patients: [0, 1, 2], draw: paramedicSummary },
]);

// ------------------------------------------------------------ unseen10-06: speech-language pathology report, 2 pages

function rehabHeader(s: Sheet, c: TemplateContext, title: string, sub: string) {
  s.text(LM, 150, c.clinicName, 32, 'bold');
  s.text(LM, 186, 'Outpatient Rehabilitation - Speech-Language Pathology', 22);
  put(s, 150, title, 28, 'bold', 'right');
  put(s, 186, sub, 22, 'regular', 'right');
  s.rule(LM, 204, SPAN, 3);
}

const SWALLOW_GOALS = tableRows(
  'Goal|Baseline|Current|Status',
  'Thin liquids by cup, no cough|40% of trials|75% of trials|Progressing',
  'Chin-tuck with every swallow|Max cues|Min cues|Progressing',
  'Mixed-texture solids|Not safe|Coughs 2 of 5|Not met',
  'Effortful swallow x 30 reps|10 reps|30 reps|Met',
);

const SLP_NOTE = heldOut(
  'unseen10-06',
  'progress note',
  (c, page) =>
    `${c.clinicName.toUpperCase()}  REHAB  FAX ${printedPhone(c.clinic.fax)}  ${c.sentOn}  PAGE ${page} OF ${c.totalPages}`,
  [
    aboutFirst((s, c, p) => {
      rehabHeader(s, c, 'PROGRESS REPORT', 'Plan of care re-certification');
      s.box(LM, 226, SPAN, 118, 2);
      said(s, LM + 20, 274, 'Patient', p.name, 26);
      said(s, LM + 840, 274, 'Birth date', p.dob, 26);
      said(s, LM + 20, 322, 'SSN', p.ssn, 26);
      said(s, LM + 560, 322, 'Acct no.', 'SP-558120', 26);
      said(s, LM + 1060, 322, 'Visit', '9 of 12', 26);
      said(s, LM, 410, 'Medical diagnosis:', `${p.code}  ${p.description}`, 26);
      said(s, LM, 456, 'Treatment diagnosis:', 'oropharyngeal dysphagia', 26);
      said(s, LM, 502, 'Referring physician:', `Dr. ${p.provider}`, 26);
      said(s, LM + 800, 502, 'Therapist:', 'Colleen Marsh, M.S., CCC-SLP', 26);
      let y = section(
        s,
        590,
        'Subjective',
        'Patient reports fewer coughing spells with meals and no chest infections since the last ' +
          'report. Still avoids bread and rice. Spouse says meals take about 45 minutes. Weight ' +
          'down 6 lb in two months.',
      );
      s.text(LM, y + 20, 'Objective', 27, 'bold');
      y = grid(s, y + 40, [560, 300, 300, 320], SWALLOW_GOALS[0]!, SWALLOW_GOALS.slice(1), 52);
      y = s.paragraph(
        LM,
        y + 50,
        'Oral mechanism: mild left facial weakness, reduced tongue strength (IOPI 28 kPa). ' +
          'Clinical swallow: delayed swallow initiation with thin liquids; wet voice after mixed ' +
          'textures. Pulse oximetry stable through the meal.',
        SPAN,
        27,
      );
      y = section(
        s,
        y + 20,
        'Treatment this period',
        '8 sessions of 45 minutes: oral-motor and pharyngeal strengthening, compensatory ' +
          'strategies with trial meals, caregiver training. Attendance 8 of 8.',
      );
      said(s, LM, y + 20, 'Current diet:', 'soft and bite-sized, thin liquids by cup', 26);
      said(s, LM, y + 66, 'Pain:', '0 / 10', 26);
      said(s, LM + 800, y + 66, 'Rehab potential:', 'good', 26);
      put(s, 1990, 'Continued on next page', 24, 'bold', 'right');
      finePrint(s, 2030, 'Report generated by the rehabilitation documentation system.', 18);
    }),
    aboutFirst((s, c, p) => {
      rehabHeader(s, c, 'PROGRESS REPORT (cont.)', 'Page 2 of 2');
      s.text(LM, 260, `Patient: ${p.reName}      Acct no. SP-558120`, 24);
      let y = section(
        s,
        340,
        'Assessment',
        'Steady gains with liquids and compensatory strategies. Progress with solids has stalled, ' +
          'and the weight loss and wet voice suggest a pharyngeal or esophageal component that ' +
          'bedside testing cannot rule out.',
      );
      s.box(LM, y + 20, SPAN, 250, 3);
      s.text(LM + 20, y + 70, 'RECOMMENDATION / REFERRAL', 28, 'bold');
      s.paragraph(
        LM + 20,
        y + 120,
        `Refer to ${c.to} for further evaluation. ${p.reason} An instrumental swallow study ` +
          '(modified barium swallow) is suggested if not done already.',
        SPAN - 40,
        27,
      );
      y = section(
        s,
        y + 350,
        'Plan',
        'Continue speech therapy twice a week for 4 weeks: effortful swallow, chin-tuck, ' +
          'Masako exercise. Soft and bite-sized diet, thin liquids by cup with chin-tuck.',
      );
      y = section(
        s,
        y + 10,
        'Home program',
        'Exercise sheet given and reviewed with spouse. Sit upright for 30 minutes after meals.',
      );
      signature(s, LM, y + 140, 'C. Marsh', [
        'Colleen Marsh, M.S., CCC-SLP - Lic. SP-41870',
        `Signed ${c.sentOn}`,
      ]);
      s.text(LM, y + 300, 'PHYSICIAN CERTIFICATION', 24, 'bold');
      s.paragraph(
        LM,
        y + 340,
        'I have reviewed this plan of care and certify that the services are medically necessary.',
        SPAN,
        24,
      );
      s.rule(LM, y + 460, 560, 2);
      s.text(LM, y + 490, `${p.provider}, MD`, 22);
      s.rule(LM + 800, y + 460, 300, 2);
      s.text(LM + 800, y + 490, 'Date', 22);
      finePrint(s, 1990, PRIVACY);
    }),
  ],
);

// ------------------------------------------------------------ unseen10-07: vein and vascular center, two columns

/** Labels right-aligned against a column line, values after it. */
function rightLabelled(s: Sheet, x: number, edge: number, y: number, rows: Record<string, string>) {
  const pairs = Object.entries(rows);
  pairs.forEach(([label, value], i) => {
    const yy = y + i * 62;
    s.text(x + edge - s.width(label, 24, 'bold'), yy, label, 24, 'bold');
    fit(s, x + edge + 18, yy, value, 720 - edge - 40, 27);
  });
  return y + pairs.length * 62;
}

const VEIN_FORM = heldOut('unseen10-07', 'two-column form', false, [
  aboutFirst((s, c, p) => {
    put(s, 160, 'VASCULAR SURGERY & VEIN CENTER', 38, 'bold', 'centre');
    put(s, 202, 'New patient referral - please fax to the referral line', 24, 'regular', 'centre');
    put(s, 238, `Sent to: ${c.to}`, 22, 'regular', 'centre');
    s.rule(LM, 262, SPAN, 4);
    const right = LM + 760;
    s.rule(LM + 740, 300, 2, 560);
    s.text(LM, 330, 'PATIENT', 28, 'bold');
    s.text(right, 330, 'REFERRING OFFICE', 28, 'bold');
    rightLabelled(s, LM, 220, 410, {
      Name: p.name,
      DOB: p.dob,
      SSN: p.ssn,
      Phone: '(630) 555-0196',
      'Alt. contact': 'Son - Derek A.',
      Insurance: 'BCBS IL PPO',
      'Member ID': 'XOF884120',
    });
    const y = rightLabelled(s, right, 200, 410, {
      Practice: c.clinicName,
      Physician: `${p.provider}, MD`,
      Phone: printedPhone(c.clinic.phone),
      Fax: printedPhone(c.clinic.fax),
      Contact: 'Lupe Ortega, MA',
      'ICD-10': p.code,
    });
    s.text(right + 200 - s.width('Diagnosis', 24, 'bold'), y, 'Diagnosis', 24, 'bold');
    s.paragraph(right + 218, y, p.description, 480, 25);
    s.rule(LM, 900, SPAN, 2);
    s.text(LM, 960, 'REQUESTED', 26, 'bold');
    tickRow(s, LM + 200, 960, ['Consult', 'Consult + venous duplex', 'Arterial study (ABI)'], [1]);
    s.text(LM, 1030, 'SYMPTOMS', 26, 'bold');
    tickGrid(
      s,
      1080,
      [
        'Leg pain / heaviness',
        'Swelling',
        'Varicose veins',
        'Skin changes',
        'Non-healing ulcer',
        'Claudication',
      ],
      [0, 1, 2],
      3,
    );
    said(s, LM, 1230, 'Compression stockings tried:', '3 months, 20-30 mmHg', 26);
    said(s, LM, 1280, 'ABI (if known):', '0.92 right / 0.88 left', 26);
    const end = section(
      s,
      1370,
      'Clinical notes',
      `${p.reason} Aching and swelling of both legs, worse by evening and after standing at ` +
        'work; no history of blood clots. Pedal pulses palpable.',
    );
    signature(s, LM, end + 150, p.provider, ['Referring physician signature']);
    said(s, LM + 800, end + 138, 'Date:', c.sentOn, 26);
    finePrint(
      s,
      1980,
      'We call the patient within two business days of receiving a complete referral. ' +
        'Incomplete referrals are faxed back. ' +
        PRIVACY,
      19,
    );
  }),
]);

// ------------------------------------------------------------ unseen10-08: free clinic card filled in by hand

/** A printed label and its rule, with the value written over the rule by hand. */
function handLine(s: Sheet, x: number, y: number, w: number, label: string, value: string) {
  const lw = s.text(x, y, label, 25, 'bold');
  s.rule(x + lw + 12, y + 8, w - lw - 12, 1);
  fit(s, x + lw + 26, y - 4, value, w - lw - 40, 38, 'hand');
}

const FREE_CLINIC_CARD = heldOut('unseen10-08', 'handwritten', false, [
  aboutFirst((s, c, p) => {
    s.box(LM, 130, SPAN, 1460, 4);
    put(s, 200, 'SPECIALTY CARE REFERRAL CARD', 38, 'bold', 'centre');
    put(s, 244, `Wednesday evening free clinic of ${c.clinicName}`, 24, 'regular', 'centre');
    put(s, 278, 'Charity care program - for patients with no insurance', 22, 'regular', 'centre');
    s.rule(LM, 300, SPAN, 2);
    const x = LM + 30;
    const w = SPAN - 60;
    handLine(s, x, 380, w, 'Patient', p.name);
    handLine(s, x, 470, 700, 'Birthdate', p.dob);
    handLine(s, x + 740, 470, w - 740, 'SS#', p.ssn);
    handLine(s, x, 560, w, 'Phone', '(773) 555-0122  cell, text ok');
    handLine(s, x, 650, 480, 'Dx / ICD', p.code);
    handLine(s, x + 520, 650, w - 520, 'Language', 'Spanish - needs interpreter');
    handLine(s, x, 740, w, 'What', p.description);
    handLine(s, x, 830, w, 'Why', p.reason);
    s.text(x, 930, 'Specialty:', 25, 'bold');
    ['Cardiology', 'Endocrine', 'GI', 'Ortho', 'Other'].reduce(
      (cx, label, i) => tick(s, cx, 930, label, i === 4, true),
      x + 150,
    );
    handLine(s, x, 1020, w, 'Send to', c.to);
    handLine(s, x, 1110, 700, 'Household size', '3');
    handLine(s, x + 740, 1110, w - 740, 'Monthly income', '$1,850');
    handLine(s, x, 1200, w, 'Volunteer MD', `Dr. ${p.provider}`);
    handLine(s, x, 1290, 700, 'Date', c.sentOn);
    handLine(s, x + 740, 1290, w - 740, 'Card filled by', 'Marisol V.');
    s.text(x, 1390, 'Office use:', 22, 'bold');
    tickRow(s, x + 150, 1390, ['Eligibility checked', 'Records attached', 'Faxed'], [0, 2]);
    s.text(x, 1480, 'Clinic line:', 22, 'bold');
    s.text(x + 150, 1480, phoneFax(c), 22);
    s.text(LM + 40, 1700, 'Pls see soon - no other place to go.', 40, 'hand');
    s.text(LM + 40, 1770, 'Thank you!!  - Marisol, coordinator', 40, 'hand');
    finePrint(s, 1960, PRIVACY);
  }),
]);

// ------------------------------------------------------------ unseen10-09: no referral: on-call roster

/** Specialty, early-week and late-week physician, and the last digits of the call line. */
const ON_CALL = tableRows(
  'Cardiology|Dr. Helen Okafor|Dr. Stephen Yoo|11',
  'Gastroenterology|Dr. Raj Malhotra|Dr. Raj Malhotra|12',
  'General Surgery|Dr. Ann Lindgren|Dr. Paul Ibarra|13',
  'Nephrology|Dr. Chidi Eze|Dr. Laura Benedetti|14',
  'Neurology|Dr. Miriam Cohen|Dr. Miriam Cohen|15',
  'Orthopedics|Dr. Grant Poole|Dr. Sofia Reyes|16',
  'Pulmonology|Dr. Wen Li|Dr. Omar Haddad|17',
  'Urology|Dr. Beth Sorensen|Dr. Beth Sorensen|18',
).map(([specialty, early, late, line]) => [specialty!, early!, late!, `(630) 555-03${line}`]);

function onCallRoster(s: Sheet, c: TemplateContext) {
  s.text(LM, 160, c.clinicName, 38, 'bold');
  s.text(LM, 198, 'Medical Staff Office', 25);
  s.text(LM, 232, `${c.clinic.address}   ${phoneFax(c)}`, 21);
  s.rule(LM, 252, SPAN, 3);
  put(s, 340, 'SPECIALTY ON-CALL SCHEDULE', 40, 'bold', 'centre');
  put(s, 390, `For the week beginning ${c.sentOn}`, 27, 'regular', 'centre');
  let y = s.paragraph(
    LM,
    470,
    `Sent to ${c.to} and every practice with admitting privileges. This schedule names the ` +
      'physician covering unassigned emergency and inpatient consults. It is not a referral and ' +
      'names no patient; to refer a patient, use the referral form on our website.',
    SPAN,
    27,
  );
  y = grid(
    s,
    y + 20,
    [360, 400, 400, 320],
    ['Specialty', 'Mon - Wed', 'Thu - Sun', 'Call line'],
    ON_CALL,
    62,
  );
  y = section(
    s,
    y + 70,
    'Paging',
    'Call the hospital operator at (630) 555-0300 and ask for the specialty on call. Pager ' +
      'numbers change weekly and are not printed here. Allow 15 minutes for a call back before ' +
      'paging again.',
    26,
  );
  section(
    s,
    y + 20,
    'Changes to this schedule',
    'Deb Morrow, Medical Staff Coordinator - ext. 4410',
    26,
  );
  finePrint(
    s,
    1990,
    'This schedule is for physicians and their office staff. Please do not give it to patients ' +
      'or post it in public areas. Schedule no. MSO-26-W14.',
  );
}

const ON_CALL_ROSTER = heldOut('unseen10-09', 'no referral', true, [
  { patients: [], draw: onCallRoster },
]);

// ------------------------------------------------------------ unseen10-10: TB control, one client per page

/** A caption over a box, the value inside the box. */
function captionOver(s: Sheet, x: number, y: number, w: number, caption: string, value: string) {
  s.text(x + 4, y - 8, caption, 20, 'bold');
  s.box(x, y, w - 20, 66, 2);
  fit(s, x + 14, y + 46, value, w - 48, 29);
}

const BIRTH_COUNTRIES = ['Philippines', 'Mexico', 'Vietnam'];

function tbPage(index: number) {
  return (s: Sheet, c: TemplateContext) => {
    const p = c.patients[index]!;
    s.text(LM, 150, c.clinicName, 32, 'bold');
    s.text(LM, 186, 'Public Health Tuberculosis Control Program', 23);
    put(s, 150, `CLIENT ${index + 1} OF ${c.patients.length}`, 26, 'bold', 'right');
    put(s, 186, phoneFax(c), 20, 'regular', 'right');
    s.rule(LM, 206, SPAN, 4);
    s.text(LM, 280, 'REFERRAL FOR EVALUATION OF LATENT TB INFECTION', 32, 'bold');
    captionOver(s, LM, 350, 1000, 'Client name', p.name);
    captionOver(s, LM + 1000, 350, SPAN - 980, 'TB program ID', `TB-26-0${311 + index}`);
    captionOver(s, LM, 470, 460, 'Date of birth', p.dob);
    captionOver(s, LM + 460, 470, 480, 'Social Security', p.ssn);
    captionOver(s, LM + 940, 470, SPAN - 920, 'Country of birth', BIRTH_COUNTRIES[index]!);
    captionOver(s, LM, 590, 400, 'Diagnosis code (ICD-10)', p.code);
    captionOver(s, LM + 400, 590, SPAN - 380, 'Other condition', p.description);
    s.text(LM, 730, 'TEST RESULTS', 26, 'bold');
    let y = grid(
      s,
      750,
      [380, 300, 460, 340],
      ['Test', 'Date', 'Result', 'Read by'],
      [
        ['Tuberculin skin test', '12/02/2025', `${12 + index * 3} mm induration`, 'G. Amaechi, RN'],
        ['IGRA (QuantiFERON)', '12/05/2025', 'Positive', 'County lab'],
        ['Chest X-ray', '12/11/2025', 'No active disease', 'Radiology'],
      ],
      56,
    );
    s.text(LM, y + 60, 'RISK FACTORS', 26, 'bold');
    tickGrid(
      s,
      y + 110,
      [
        'Born in a high-burden country',
        'Close contact of a case',
        'Diabetes',
        'HIV',
        'Smoker',
        'Congregate setting',
      ],
      [index === 1 ? 1 : 0, index === 2 ? 4 : 2],
      3,
    );
    y = section(
      s,
      y + 240,
      'Requested',
      `Please evaluate for treatment of latent TB infection (3HP or 4R) and follow the client ` +
        `monthly while on treatment. ${p.reason}`,
    );
    said(s, LM, y + 30, 'Public health nurse:', 'Gloria Amaechi, RN, PHN', 25);
    said(s, LM + 860, y + 30, 'Program physician:', `Dr. ${p.provider}`, 25);
    signature(s, LM, y + 180, 'G. Amaechi', ['Nurse case manager', `Faxed ${c.sentOn}`]);
    finePrint(
      s,
      1980,
      'Latent TB infection is not contagious and is not reported as a case. Report any client ' +
        'with symptoms of active TB to the program the same day. ' +
        PRIVACY,
      18,
    );
  };
}

const TB_REFERRALS = heldOut(
  'unseen10-10',
  'boxed form',
  (c, page) => `TB CONTROL   ${printedPhone(c.clinic.fax)}   ${c.sentOn}   ${page}/${c.totalPages}`,
  [0, 1, 2].map((i) => ({ patients: [i], draw: tbPage(i) })),
);

export const UNSEEN_TEMPLATES: readonly FaxTemplate[] = [
  JAIL_COVER,
  HOUSE_CALL_LETTER,
  GENETICS_FORM,
  REFUGEE_LIST,
  PARAMEDIC_SUMMARY,
  SLP_NOTE,
  VEIN_FORM,
  FREE_CLINIC_CARD,
  ON_CALL_ROSTER,
  TB_REFERRALS,
];
