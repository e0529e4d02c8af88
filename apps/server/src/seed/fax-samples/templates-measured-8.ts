import { PAGE_WIDTH } from './draw-pages.js';
import type { Sheet, SheetFont } from './draw-templates.js';
import { printedPhone } from './sample-data.js';
import type {
  FaxTemplate,
  TemplateContext,
  TemplatePage,
  TemplatePageKind,
  TemplatePatient,
} from './template-parts.js';

/**
 * Training templates of issue 24 that were the eighth held-out set: written apart from the
 * detector, measured once (docs/decisions.md, 'the measurements, in order'), then moved to
 * training.
 *
 * Set 8: faxes from a hospital case manager (a cover sheet, then the face sheet), an optometrist's
 * retina referral letter, a rheumatology check-box form, a hospice intake roster of three
 * patients, an urgent-care discharge summary whose notes run onto a second page, a pediatric
 * growth clinic two-column form, a handwritten pulmonology pad, an EHR downtime notice, a
 * telehealth consult service sending two requests one per page, and a nephrology letter with a
 * lab table. Account, encounter, member and roster numbers here carry letters or run to eight
 * digits at most, so the SSN stays the only nine-digit number on a page.
 */

const LM = 100;
const RM = PAGE_WIDTH - 100;
const FULL = RM - LM;

type Face = Exclude<SheetFont, 'hand'>;

const centre = (s: Sheet, y: number, text: string, size: number, face: Face = 'regular') =>
  s.text((PAGE_WIDTH - s.width(text, size, face)) / 2, y, text, size, face);

const flush = (s: Sheet, y: number, text: string, size: number, face: Face = 'regular') =>
  s.text(RM - s.width(text, size, face), y, text, size, face);

const contact = (c: TemplateContext) =>
  `Phone ${printedPhone(c.clinic.phone)}   Fax ${printedPhone(c.clinic.fax)}`;

const fine = (s: Sheet, y: number, text: string, size = 22) => s.paragraph(LM, y, text, FULL, size);

const PRIVACY =
  'NOTICE: The documents accompanying this facsimile contain confidential health information ' +
  'that is legally privileged. This information is intended only for the use of the recipient ' +
  'named above. If you are not the intended recipient, please notify the sender by telephone ' +
  'immediately and destroy the documents.';

/** A check box with its label, ticked by hand unless `typed`; returns the next x. */
function tick(s: Sheet, x: number, y: number, label: string, on: boolean, typed = false) {
  const side = 22;
  s.box(x, y - side + 2, side, side, 2);
  if (on) s.text(x + 2, y - 1, typed ? 'X' : 'x', 24, typed ? 'bold' : 'hand');
  return x + side + 12 + s.text(x + side + 12, y, label, 26) + 34;
}

function ticks(s: Sheet, x: number, y: number, labels: readonly string[], on: readonly number[]) {
  labels.reduce((cx, label, i) => tick(s, cx, y, label, on.includes(i)), x);
}

/** Bold label, then the value on the same baseline; returns the x after the value. */
function said(s: Sheet, x: number, y: number, label: string, value: string, size = 28) {
  const w = s.text(x, y, label, size - 2, 'bold');
  return x + w + 12 + s.text(x + w + 12, y, value, size);
}

/** A caption above its value. */
function above(s: Sheet, x: number, y: number, caption: string, value: string, face: SheetFont) {
  s.text(x, y, caption, 22, 'bold');
  s.text(x, y + 44, value, 30, face);
}

/** A box holding a label left of its value. */
function cell(s: Sheet, x: number, y: number, w: number, label: string, value: string) {
  s.box(x, y, w, 70, 2);
  const lw = s.text(x + 12, y + 45, label, 22, 'bold');
  s.text(x + 24 + lw, y + 46, value, 29);
}

function signature(s: Sheet, x: number, y: number, who: string, caption: string) {
  s.text(x + 20, y - 12, who, 42, 'hand');
  s.rule(x, y, 620, 2);
  s.text(x, y + 30, caption, 22);
}

function section(s: Sheet, x: number, y: number, w: number, title: string, body: string) {
  s.text(x, y, title, 26, 'bold');
  return s.paragraph(x, y + 40, body, w, 27) + 16;
}

const lastFirst = (p: TemplatePatient) => p.reName.split(', ') as [string, string];

function fax(
  id: string,
  kind: TemplatePageKind,
  banner: FaxTemplate['banner'],
  pages: TemplatePage[],
): FaxTemplate {
  const patients = new Set(pages.flatMap((page) => page.patients)).size;
  return { id, split: 'training', kind, patients, banner, pages };
}

const onePage = (
  id: string,
  kind: TemplatePageKind,
  banner: FaxTemplate['banner'],
  draw: (s: Sheet, c: TemplateContext, p: TemplatePatient) => void,
) => fax(id, kind, banner, [{ patients: [0], draw: (s, c) => draw(s, c, c.patients[0]!) }]);

// ------------------------------------------------------------ unseen8-01: case manager cover + face sheet

const CM_NOTE =
  'Attached is the face sheet for a patient being discharged from our medical floor who needs ' +
  'outpatient specialty follow-up. Please contact the patient directly to schedule and let our ' +
  'office know the date. Clinical records will follow under separate cover on request.';

function caseManagerCover(s: Sheet, c: TemplateContext) {
  s.rule(LM, 120, FULL, 10);
  s.text(LM, 190, c.clinicName, 42, 'bold');
  s.text(LM, 232, 'Care Management  |  Utilization Review  |  Discharge Planning', 24);
  s.text(LM, 266, c.clinic.address, 24);
  centre(s, 400, 'F A X   T R A N S M I T T A L', 52, 'bold');
  const rows: [string, string][] = [
    ['TO', c.to],
    ['ATTENTION', 'New Patient Referrals'],
    ['FROM', 'Lorraine Achebe, RN, Case Manager'],
    ['DIRECT LINE', `${printedPhone(c.clinic.phone)} x 4410`],
    ['RETURN FAX', printedPhone(c.clinic.fax)],
    ['DATE', c.sentOn],
    ['PAGES', `${c.totalPages} including this one`],
    ['SUBJECT', 'Post-discharge specialty referral'],
  ];
  rows.forEach(([label, value], i) => {
    const y = 520 + i * 66;
    s.text(LM + 40, y, label, 26, 'bold');
    s.text(LM + 380, y, value, 30);
    s.rule(LM + 370, y + 14, FULL - 410, 1);
  });
  s.text(LM + 40, 1100, 'MESSAGE', 26, 'bold');
  s.paragraph(LM + 40, 1150, CM_NOTE, FULL - 80, 30);
  s.text(LM + 40, 1420, 'Thank you!  - L.A.', 38, 'hand');
  s.box(LM, 1860, FULL, 200, 3);
  s.paragraph(LM + 20, 1905, PRIVACY, FULL - 40, 24);
}

function faceSheet(s: Sheet, c: TemplateContext) {
  const p = c.patients[0]!;
  const [last, first] = lastFirst(p);
  s.text(LM, 160, c.clinicName, 30, 'bold');
  flush(s, 160, 'PATIENT FACE SHEET', 34, 'bold');
  s.text(LM, 196, 'Inpatient Registration', 22);
  flush(s, 196, `Printed ${c.sentOn} 14:06`, 22);
  s.rule(LM, 214, FULL, 4);
  const grid = (y: number, cols: [number, string, string][]) => {
    cols.forEach(([w, caption, value], i) => {
      const x = LM + cols.slice(0, i).reduce((a, [cw]) => a + cw, 0);
      s.box(x, y, w, 90, 2);
      s.text(x + 10, y + 26, caption, 20);
      s.text(x + 14, y + 72, value, 29, 'bold');
    });
  };
  s.text(LM, 270, 'PATIENT DEMOGRAPHICS', 26, 'bold');
  grid(290, [
    [560, 'Pt last name', last],
    [520, 'Pt first name', first],
    [FULL - 1080, 'Sex', 'F'],
  ]);
  grid(380, [
    [420, 'D.O.B.', p.dob],
    [400, 'SS#', p.ssn],
    [FULL - 820, 'Acct / HAR', 'HAR-2207-4419'],
  ]);
  grid(470, [
    [840, 'Street address', '3318 N Halsted St, Apt 2F'],
    [FULL - 840, 'City / State / Zip', 'Chicago, IL 60657'],
  ]);
  grid(560, [
    [500, 'Home phone', '(773) 555-0194'],
    [500, 'Marital status', 'Widowed'],
    [FULL - 1000, 'Language', 'English'],
  ]);
  s.text(LM, 720, 'ENCOUNTER', 26, 'bold');
  grid(740, [
    [420, 'Length of stay', '3 days'],
    [400, 'Discharge date', c.sentOn],
    [FULL - 820, 'Unit / Bed', '5 West - 512B'],
  ]);
  grid(830, [
    [300, 'ICD-10-CM', p.code],
    [FULL - 300, 'Principal diagnosis', p.description],
  ]);
  grid(920, [
    [700, 'Attending physician', `${p.provider}, MD`],
    [FULL - 700, 'Discharge disposition', 'Home with outpatient follow-up'],
  ]);
  s.text(LM, 1080, 'GUARANTOR / INSURANCE', 26, 'bold');
  grid(1100, [
    [700, 'Primary payer', 'Medicare Part A/B'],
    [FULL - 700, 'Policy no.', '4TR7-KD2-MW81'],
  ]);
  grid(1190, [
    [700, 'Secondary payer', 'AARP Medicare Supplement'],
    [FULL - 700, 'Policy no.', 'AS 8812 04'],
  ]);
  s.text(LM, 1350, 'EMERGENCY CONTACT', 26, 'bold');
  grid(1370, [
    [700, 'Name', 'Deborah Lind (daughter)'],
    [FULL - 700, 'Phone', '(773) 555-0162'],
  ]);
  const y = section(s, LM, 1540, FULL, 'Referral requested', p.reason);
  said(s, LM, y + 20, 'Referred by:', `${p.provider}, MD - hospital attending`);
  fine(s, 2040, `${c.clinicName}  -  face sheet  -  page 2 of ${c.totalPages}`);
}

const CASE_MANAGER = fax('unseen8-01', 'cover sheet', true, [
  { patients: [], draw: caseManagerCover },
  { patients: [0], draw: faceSheet },
]);

// ------------------------------------------------------------ unseen8-02: optometry retina letter

const RETINA_LETTER = onePage(
  'unseen8-02',
  'letter',
  (c, page) =>
    `${c.sentOn}  09:14  ${printedPhone(c.clinic.fax)}  >>  RETINA CONSULTANTS  #${page}`,
  (s, c, p) => {
    centre(s, 170, c.clinicName, 44, 'bold');
    centre(s, 210, 'Family Eye Care  &  Contact Lenses', 26);
    centre(s, 246, `${c.clinic.address}  -  ${contact(c)}`, 22);
    s.rule(LM + 200, 270, FULL - 400, 2);
    s.text(LM, 360, c.sentOn, 28);
    s.text(LM, 440, 'Retina Service', 28);
    s.text(LM, 478, c.to, 28);
    s.text(LM, 560, `RE:  ${p.reName}`, 28, 'bold');
    s.text(LM + 72, 600, `D.O.B. ${p.dob}    Soc Sec No ${p.ssn}`, 28);
    s.text(LM, 690, 'Dear Colleague,', 30);
    let y = s.paragraph(
      LM,
      760,
      `I am referring ${p.name} for a retina evaluation. At today's comprehensive eye ` +
        'examination best-corrected acuity was 20/40 OD and 20/25 OS, with scattered dot-blot ' +
        'hemorrhages and hard exudate temporal to the macula in the right eye. Intraocular ' +
        'pressures were 16 and 17 mmHg. Dilated fundus photos are enclosed.',
      FULL,
      30,
    );
    y = s.paragraph(
      LM,
      y + 20,
      `Relevant history: ${p.description} (ICD-10 ${p.code}), followed by ${p.provider}, MD. ` +
        `${p.reason} An OCT of the macula would be appreciated if you agree.`,
      FULL,
      30,
    );
    y = s.paragraph(
      LM,
      y + 20,
      'Please send your findings to our office. Do not hesitate to call me with any questions.',
      FULL,
      30,
    );
    s.text(LM, y + 60, 'Sincerely,', 30);
    s.text(LM + 20, y + 160, 'Priya Raman OD', 46, 'hand');
    s.text(LM, y + 210, 'Priya Raman, O.D.', 28);
    s.text(LM, y + 246, `cc: ${p.provider}, MD (primary care)`, 24);
    s.text(LM, y + 282, 'Encl: fundus photographs (2), visual field printout', 24);
    fine(s, 1980, PRIVACY);
  },
);

// ------------------------------------------------------------ unseen8-03: rheumatology check-box form

const JOINTS = ['Hands', 'Wrists', 'Elbows', 'Shoulders', 'Hips', 'Knees', 'Ankles', 'Feet'];
const RHEUM_LABS = ['RF', 'Anti-CCP', 'ANA', 'ESR', 'CRP', 'Uric acid', 'HLA-B27', 'CBC'];

const RHEUM_FORM = onePage('unseen8-03', 'boxed form', false, (s, c, p) => {
  s.box(LM, 100, FULL, 150, 5);
  s.text(LM + 24, 160, 'RHEUMATOLOGY REFERRAL', 44, 'bold');
  s.text(LM + 24, 214, 'Please complete all sections - incomplete forms delay scheduling', 24);
  flush(s, 160, 'Form RH-12  ', 22);
  s.text(LM, 310, `From: ${c.clinicName}   ${contact(c)}`, 24);
  s.text(LM, 346, `To: ${c.to}   Date: ${c.sentOn}`, 24);
  const w = FULL / 2;
  cell(s, LM, 380, FULL, 'Member name:', p.name);
  cell(s, LM, 450, w, 'Birthdate:', p.dob);
  cell(s, LM + w, 450, w, 'SS#:', p.ssn);
  cell(s, LM, 520, w, 'Plan:', 'Aetna Choice POS II');
  cell(s, LM + w, 520, w, 'Member ID:', 'W2K8-55301');
  cell(s, LM, 590, w, 'Dx code:', p.code);
  cell(s, LM + w, 590, w, 'Referring MD:', p.provider);
  cell(s, LM, 660, FULL, 'Diagnosis:', p.description);
  s.text(LM, 800, 'Joints involved (mark all that apply)', 26, 'bold');
  JOINTS.forEach((label, i) =>
    tick(s, LM + (i % 4) * 370, 860 + Math.floor(i / 4) * 56, label, [0, 1, 5].includes(i)),
  );
  s.text(LM, 1030, 'Morning stiffness', 26, 'bold');
  ticks(s, LM + 300, 1030, ['None', '< 30 min', '30-60 min', '> 1 hour'], [3]);
  s.text(LM, 1100, 'Symmetric swelling', 26, 'bold');
  ticks(s, LM + 300, 1100, ['Yes', 'No'], [0]);
  s.text(LM, 1190, 'Labs done in the last 3 months (results attached)', 26, 'bold');
  RHEUM_LABS.forEach((label, i) =>
    tick(s, LM + (i % 4) * 370, 1250 + Math.floor(i / 4) * 56, label, [0, 2, 3, 4].includes(i)),
  );
  s.text(LM, 1420, 'Current therapy', 26, 'bold');
  ticks(s, LM + 300, 1420, ['NSAID', 'Prednisone', 'Methotrexate', 'None'], [0, 1]);
  const y = section(s, LM, 1510, FULL, 'Reason for referral', p.reason);
  s.text(LM, y + 20, 'Urgency:', 26, 'bold');
  ticks(s, LM + 160, y + 20, ['Routine (4-6 wk)', 'Soon (1-2 wk)', 'Urgent - call'], [1]);
  signature(s, LM, y + 150, p.provider, 'Referring provider signature / date');
  s.text(LM + 700, y + 138, c.sentOn, 34, 'hand');
  fine(s, 2000, PRIVACY, 20);
});

// ------------------------------------------------------------ unseen8-04: hospice intake roster

/** Column x of: client, D.O.B., Soc Sec No, ICD-10-CM, attending. */
const ROSTER_X = [LM + 50, LM + 470, LM + 760, LM + 980, LM + 1180];

function hospiceRoster(s: Sheet, c: TemplateContext) {
  s.text(LM, 160, c.clinicName, 36, 'bold');
  s.text(LM, 198, `${c.clinic.address}   ${contact(c)}`, 22);
  s.rule(LM, 220, FULL, 2);
  centre(s, 300, 'Hospice Intake Roster - Referrals for Admission Review', 36, 'bold');
  said(s, LM, 370, 'To:', `${c.to}, Hospice Liaison`);
  said(s, LM + 900, 370, 'Date:', c.sentOn);
  said(s, LM, 420, 'Roster:', `HR-${c.sentOn.slice(0, 2)}${c.sentOn.slice(3, 5)}-B`);
  said(s, LM + 900, 420, 'Referrals on roster:', String(c.patients.length));
  s.box(LM, 470, FULL, 70, 3);
  ['#', 'Client', 'D.O.B.', 'Soc Sec No', 'ICD-10-CM', 'Attending'].forEach((h, i) =>
    s.text(i === 0 ? LM + 12 : ROSTER_X[i - 1]!, 516, h, 24, 'bold'),
  );
  c.patients.forEach((p, i) => {
    const y = 540 + i * 200;
    s.box(LM, y, FULL, 200, 2);
    s.text(LM + 12, y + 50, String(i + 1), 28);
    [p.name, p.dob, p.ssn, p.code, `Dr. ${p.provider}`].forEach((v, k) =>
      s.text(ROSTER_X[k]!, y + 50, v, 26),
    );
    s.text(ROSTER_X[0]!, y + 100, `Terminal dx: ${p.description}`, 24);
    s.text(
      ROSTER_X[0]!,
      y + 150,
      `PPS ${[40, 30, 50][i]}%   Code status: DNR   Location: ${['Home', 'ALF', 'Home'][i]}`,
      24,
    );
  });
  let y = 540 + c.patients.length * 200 + 80;
  y = section(
    s,
    LM,
    y,
    FULL,
    'Notes',
    'Each client above has a prognosis of six months or less in the judgement of the attending. ' +
      'Please complete an eligibility visit within 48 hours and confirm admission by fax. Face ' +
      'sheets and recent progress notes are available on request.',
  );
  said(s, LM, y + 30, 'Prepared by:', 'Marisol Vega, MSW - Intake Coordinator');
  signature(s, LM, y + 170, 'M. Vega', 'Signature');
  fine(s, 1990, PRIVACY);
}

const HOSPICE_ROSTER = fax(
  'unseen8-04',
  'table',
  (c, page) => `FAX ${c.sentOn} 16:40 ${printedPhone(c.clinic.fax)} HOSPICE INTAKE PG ${page}`,
  [{ patients: [0, 1, 2], draw: hospiceRoster }],
);

// ------------------------------------------------------------ unseen8-05: urgent-care discharge, 2 pages

function dischargeHeader(s: Sheet, c: TemplateContext, title: string) {
  s.text(LM, 150, c.clinicName, 34, 'bold');
  s.text(LM, 186, 'Walk-in Urgent Care', 24);
  flush(s, 150, title, 30, 'bold');
  flush(s, 186, 'Encounter UC-604218', 24);
  s.rule(LM, 206, FULL, 3);
}

function dischargePage1(s: Sheet, c: TemplateContext) {
  const p = c.patients[0]!;
  dischargeHeader(s, c, 'DISCHARGE SUMMARY');
  said(s, LM, 270, 'Pt:', p.name, 30);
  said(s, LM + 900, 270, 'DOB:', p.dob, 30);
  said(s, LM, 320, 'SSN:', p.ssn, 30);
  said(s, LM + 900, 320, 'Visit:', c.sentOn, 30);
  said(s, LM, 370, 'Provider:', 'Kevin Osei, PA-C');
  said(s, LM + 900, 370, 'PCP:', `${p.provider}, MD`);
  s.rule(LM, 400, FULL, 1);
  let y = section(
    s,
    LM,
    460,
    FULL,
    'Chief complaint',
    'Seen as a walk-in with symptoms worse over the last two weeks; no relief from home measures.',
  );
  y = section(
    s,
    LM,
    y + 10,
    FULL,
    'History of present illness',
    'Patient reports gradual worsening despite current medications, with fatigue and poor ' +
      'sleep. Denies fever, syncope or recent travel. Was seen in the emergency department once ' +
      'last month for the same complaint and discharged home.',
  );
  y = section(
    s,
    LM,
    y + 10,
    FULL,
    'Assessment',
    `${p.code} - ${p.description}. Stable for discharge from urgent care.`,
  );
  s.box(LM, y + 10, FULL, 250, 3);
  s.text(LM + 20, y + 60, 'REFERRAL', 28, 'bold');
  s.paragraph(
    LM + 20,
    y + 110,
    `Referred to ${c.to} for specialty follow-up within 1-2 weeks. Reason for referral: ` +
      `${p.reason} Patient was given the clinic's number and asked to call; we are faxing this ` +
      'summary so the office can reach out first.',
    FULL - 40,
    28,
  );
  y += 320;
  s.text(LM, y, 'Continued on next page', 24);
  fine(s, 2000, PRIVACY, 20);
}

function dischargePage2(s: Sheet, c: TemplateContext) {
  const p = c.patients[0]!;
  dischargeHeader(s, c, 'DISCHARGE SUMMARY (cont.)');
  s.text(LM, 260, `Patient: ${p.reName}`, 24);
  s.text(LM, 340, 'Vital signs', 26, 'bold');
  const vitals = ['BP 148/92', 'HR 88', 'RR 16', 'Temp 98.4 F', 'SpO2 97%', 'Wt 84 kg'];
  vitals.forEach((v, i) => s.text(LM + (i % 3) * 500, 390 + Math.floor(i / 3) * 48, v, 28));
  let y = section(
    s,
    LM,
    540,
    FULL,
    'Physical exam',
    'Alert, oriented, in no acute distress. Heart regular rate and rhythm without murmur. Lungs ' +
      'clear bilaterally. Abdomen soft, non-tender. No peripheral edema. Neuro grossly intact.',
  );
  y = section(
    s,
    LM,
    y + 10,
    FULL,
    'Treatment in clinic',
    'Point-of-care tests reviewed with the patient. Medications reconciled; no changes made today.',
  );
  s.text(LM, y + 20, 'Discharge medications', 26, 'bold');
  [
    'Lisinopril 20 mg daily',
    'Atorvastatin 40 mg nightly',
    'Acetaminophen 500 mg as needed',
  ].forEach((m, i) => s.text(LM + 30, y + 70 + i * 44, `- ${m}`, 27));
  y = section(
    s,
    LM,
    y + 230,
    FULL,
    'Discharge instructions',
    'Return to urgent care or go to the emergency department for chest pain, shortness of ' +
      'breath, fainting or new weakness. Keep the specialty appointment and bring a list of ' +
      'medications.',
  );
  signature(s, LM, y + 130, 'Kevin Osei PA-C', 'Electronically signed: Kevin Osei, PA-C');
  said(s, LM + 760, y + 118, 'Signed:', `${c.sentOn} 19:22`);
  fine(s, 2000, PRIVACY, 20);
}

const URGENT_DISCHARGE = fax(
  'unseen8-05',
  'progress note',
  (c, page) =>
    `${c.sentOn} 19:31  URGENT CARE  FAX ${printedPhone(c.clinic.fax)}  P ${page}/${c.totalPages}`,
  [
    { patients: [0], draw: dischargePage1 },
    { patients: [0], draw: dischargePage2 },
  ],
);

// ------------------------------------------------------------ unseen8-06: pediatric growth clinic

const GROWTH_FORM = onePage('unseen8-06', 'two-column form', true, (s, c, p) => {
  s.text(LM, 170, 'Pediatric Growth & Endocrine Clinic', 40, 'bold');
  s.text(LM, 212, 'New patient referral form', 28);
  flush(s, 170, c.sentOn, 26);
  s.rule(LM, 236, FULL, 5);
  const left = LM;
  const right = LM + FULL / 2 + 30;
  s.text(left, 300, 'CHILD', 28, 'bold');
  s.text(right, 300, 'REFERRING OFFICE', 28, 'bold');
  s.rule(left, 314, FULL / 2 - 40, 2);
  s.rule(right, 314, RM - right, 2);
  above(s, left, 370, 'Child name', p.name, 'regular');
  above(s, left, 470, 'Birthdate', p.dob, 'regular');
  above(s, left, 570, 'Social Security number', p.ssn, 'regular');
  above(s, left, 670, 'Parent / guardian', 'Tanya Brooks (mother)', 'regular');
  above(s, left, 770, 'Guardian phone', '(630) 555-0187', 'regular');
  above(s, right, 370, 'Practice', c.clinicName, 'regular');
  above(s, right, 470, 'Referring clinician', `${p.provider}, MD`, 'regular');
  above(s, right, 570, 'Office phone / fax', contact(c).replace('Phone ', ''), 'regular');
  above(s, right, 670, 'ICD-10-CM', p.code, 'bold');
  s.text(right, 770, 'Diagnosis', 22, 'bold');
  s.paragraph(right, 814, p.description, RM - right, 30);
  s.text(LM, 960, 'GROWTH DATA', 28, 'bold');
  s.rule(LM, 974, FULL, 2);
  const heads = ['Visit', 'Height (cm)', 'Weight (kg)', 'Ht percentile', 'BMI'];
  const rows = [
    ['18 months ago', '118.2', '21.4', '9th', '15.3'],
    ['12 months ago', '120.1', '22.0', '6th', '15.2'],
    ['Today', '121.6', '22.9', '3rd', '15.5'],
  ];
  heads.forEach((h, i) => s.text(LM + i * 300, 1030, h, 24, 'bold'));
  rows.forEach((r, j) => r.forEach((v, i) => s.text(LM + i * 300, 1080 + j * 48, v, 27)));
  s.text(LM, 1290, 'Already done:', 26, 'bold');
  ticks(s, LM + 210, 1290, ['Bone age', 'TSH / free T4', 'IGF-1', 'Celiac screen'], [0, 1]);
  const y = section(
    s,
    LM,
    1380,
    FULL,
    'Reason for referral',
    `Growth velocity slowing. ${p.reason}`,
  );
  s.text(LM, y + 10, 'Mid-parental height: 170 cm. Born at term, no NICU stay.', 26);
  signature(s, LM, y + 160, p.provider, 'Clinician signature');
  s.text(LM + 760, y + 148, `Faxed to ${c.to}`, 24);
  fine(s, 2000, PRIVACY, 20);
});

// ------------------------------------------------------------ unseen8-07: handwritten pulmonology pad

const PULMONARY_PAD = onePage('unseen8-07', 'handwritten', false, (s, c, p) => {
  s.text(LM, 150, c.clinicName, 32, 'bold');
  s.text(LM, 186, `${c.clinic.address}  ${contact(c)}`, 20);
  s.rule(LM, 204, FULL, 2);
  s.text(LM, 270, 'REFERRAL TO PULMONOLOGY', 30, 'bold');
  const line = (y: number, label: string, value: string, x = LM, w = FULL) => {
    const lw = s.text(x, y, label, 26, 'bold');
    s.rule(x + lw + 10, y + 8, w - lw - 10, 1);
    s.text(x + lw + 24, y - 2, value, 38, 'hand');
  };
  line(370, 'Pt', p.name, LM, 1000);
  line(370, 'Date', c.sentOn, LM + 1040, FULL - 1040);
  line(470, 'D.O.B.', p.dob, LM, 640);
  line(470, 'SS#', p.ssn, LM + 680, FULL - 680);
  line(570, 'Dx code', p.code, LM, 560);
  line(570, 'Ins.', 'BCBS IL  XOJ4471K', LM + 600, FULL - 600);
  s.text(LM, 670, 'Dx / complaint:', 26, 'bold');
  s.paragraph(LM + 220, 668, p.description, (FULL - 220) * 0.85, 36, 'hand');
  s.text(LM, 820, 'Please:', 26, 'bold');
  ticks(s, LM + 130, 820, ['Consult', 'PFTs', 'CT chest', '6-min walk', 'Sleep eval'], [0, 1]);
  s.text(LM, 920, 'Notes:', 26, 'bold');
  s.paragraph(
    LM + 120,
    918,
    `DOE x 3 mo, ex-smoker 20 pk-yr. ${p.reason}`,
    (FULL - 120) * 0.85,
    36,
    'hand',
  );
  line(1260, 'Referring MD', p.provider, LM, 900);
  s.text(LM, 1360, 'Please call pt to schedule - results back to our office.', 24);
  s.text(LM + 900, 1560, 'pt speaks Polish -', 38, 'hand');
  s.text(LM + 900, 1610, 'daughter translates', 38, 'hand');
  fine(s, 2000, PRIVACY, 20);
});

// ------------------------------------------------------------ unseen8-08: no referral: EHR downtime

const DOWNTIME_BODY =
  'Our practice is moving to a new electronic health record. During the downtime window below ' +
  'we will not be able to look up charts, send records or confirm referrals. Faxes sent to us ' +
  'during this time will be received and processed in the order they arrived once the new ' +
  'system is live. For urgent clinical matters please telephone the office instead.';

function downtimeNotice(s: Sheet, c: TemplateContext) {
  s.text(LM, 160, c.clinicName, 40, 'bold');
  s.text(LM, 200, `${c.clinic.address}  -  ${contact(c)}`, 24);
  s.rule(LM, 224, FULL, 3);
  s.box(LM + 200, 300, FULL - 400, 130, 5);
  centre(s, 385, 'PLANNED SYSTEM DOWNTIME', 50, 'bold');
  said(s, LM, 520, 'To:', `Our referral partners - ${c.to}`);
  said(s, LM, 570, 'Date:', c.sentOn);
  let y = s.paragraph(LM, 660, DOWNTIME_BODY, FULL, 31) + 30;
  const rows: [string, string][] = [
    ['Downtime begins', 'Friday 6:00 PM'],
    ['Expected back', 'Monday 7:00 AM'],
    ['Urgent line', `${printedPhone(c.clinic.phone)} option 3`],
    ['Fax number', `${printedPhone(c.clinic.fax)} (unchanged)`],
  ];
  rows.forEach(([label, value], i) => {
    s.box(LM, y + i * 70, 500, 70, 2);
    s.box(LM + 500, y + i * 70, FULL - 500, 70, 2);
    s.text(LM + 16, y + i * 70 + 46, label, 26, 'bold');
    s.text(LM + 520, y + i * 70 + 46, value, 28);
  });
  y += rows.length * 70 + 80;
  y = s.paragraph(
    LM,
    y,
    'No action is needed on your part. Thank you for your patience while we upgrade.',
    FULL,
    30,
  );
  s.text(LM, y + 60, 'Practice Administration', 28, 'bold');
  fine(s, 2000, 'This notice contains no patient information.');
}

const DOWNTIME = fax('unseen8-08', 'no referral', true, [{ patients: [], draw: downtimeNotice }]);

// ------------------------------------------------------------ unseen8-09: telehealth requests, one per page

function telehealthPage(index: number) {
  return (s: Sheet, c: TemplateContext) => {
    const p = c.patients[index]!;
    s.rule(LM, 110, FULL, 40);
    s.text(LM, 200, 'Virtual Specialty Consult Request', 40, 'bold');
    flush(s, 200, `Request ${index + 1} of ${c.patients.length}`, 26);
    s.text(LM, 240, `Requesting site: ${c.clinicName}`, 26);
    s.text(LM, 276, contact(c), 24);
    const cols = [LM, LM + 620, LM + 980, LM + 1300];
    s.box(LM, 320, FULL, 60, 3);
    ['Patient (as registered)', 'Birthdate', 'SSN', 'Dx code'].forEach((h, i) =>
      s.text(cols[i]! + 12, 360, h, 23, 'bold'),
    );
    s.box(LM, 380, FULL, 76, 2);
    [p.name, p.dob, p.ssn, p.code].forEach((v, i) => s.text(cols[i]! + 12, 430, v, 28));
    said(s, LM, 530, 'Diagnosis:', p.description);
    said(s, LM, 590, 'Ordering clinician:', `${p.provider}, MD`);
    said(s, LM, 650, 'Specialty requested:', index ? 'Endocrinology' : 'Cardiology');
    s.text(LM, 740, 'Visit type:', 26, 'bold');
    ticks(s, LM + 180, 740, ['Video', 'Phone only', 'eConsult (no visit)'], [index ? 2 : 0]);
    s.text(LM, 810, 'Patient has:', 26, 'bold');
    ticks(s, LM + 180, 810, ['Smartphone', 'Computer', 'Home BP cuff', 'Scale'], [0, 2]);
    s.text(LM, 880, 'Interpreter:', 26, 'bold');
    ticks(s, LM + 180, 880, ['Not needed', 'Spanish', 'Other'], [index ? 1 : 0]);
    let y = section(s, LM, 980, FULL, 'Clinical question', p.reason);
    y = section(
      s,
      LM,
      y + 10,
      FULL,
      'Pertinent history',
      'Recent labs, medication list and the last two visit notes are in the shared record. ' +
        'Patient consents to a telehealth visit and to sharing records with the consultant.',
    );
    said(s, LM, y + 40, 'Best contact:', index ? '(708) 555-0133' : '(708) 555-0145');
    said(s, LM + 800, y + 40, 'Email on file:', 'yes');
    signature(s, LM, y + 180, p.provider, 'Ordering clinician');
    said(s, LM + 760, y + 168, 'Date:', c.sentOn);
    fine(s, 2000, PRIVACY, 20);
  };
}

const TELEHEALTH_PAIR = fax(
  'unseen8-09',
  'boxed form',
  (c, page) => `${c.sentOn} 08:03 AM   From: ${c.clinicName}   Page ${page} of ${c.totalPages}`,
  [
    { patients: [0], draw: telehealthPage(0) },
    { patients: [1], draw: telehealthPage(1) },
  ],
);

// ------------------------------------------------------------ unseen8-10: nephrology letter with labs

const NEPHRO_LABS: [string, string, string, string][] = [
  ['Creatinine (mg/dL)', '1.6', '1.9', '2.2'],
  ['eGFR (mL/min/1.73m2)', '44', '37', '31'],
  ['Potassium (mmol/L)', '4.6', '4.9', '5.1'],
  ['Urine ACR (mg/g)', '210', '', '340'],
  ['Hemoglobin (g/dL)', '12.1', '11.6', '11.0'],
];

const NEPHRO_LETTER = onePage('unseen8-10', 'letter', true, (s, c, p) => {
  s.text(LM, 170, c.clinicName, 38, 'bold');
  s.text(LM, 208, c.clinic.address, 24);
  s.text(LM, 242, contact(c), 24);
  flush(s, 170, c.sentOn, 28);
  s.rule(LM, 266, FULL, 2);
  s.text(LM, 340, `To: Nephrology intake, ${c.to}`, 28);
  s.text(LM, 400, 'Referral for chronic kidney disease evaluation', 30, 'bold');
  s.text(LM, 460, `Patient: ${p.name}`, 28);
  s.text(LM + 900, 460, `Date of birth: ${p.dob}`, 28);
  s.text(LM, 506, `SSN: ${p.ssn}`, 28);
  s.text(LM + 900, 506, `ICD-10: ${p.code}`, 28);
  let y = s.paragraph(
    LM,
    590,
    `Thank you for seeing this patient, whose problem list includes ${p.description}, for a steadily ` +
      'falling eGFR over the past year (table below). Renal ultrasound showed normal-sized ' +
      'kidneys without hydronephrosis. NSAIDs were stopped and the ACE inhibitor dose is ' +
      `unchanged. ${p.reason}`,
    FULL,
    29,
  );
  y += 30;
  const cols = [LM, LM + 620, LM + 900, LM + 1180];
  s.box(LM, y, FULL, 64, 3);
  ['Lab', '12 months ago', '6 months ago', 'Most recent'].forEach((h, i) =>
    s.text(cols[i]! + 14, y + 44, h, 24, 'bold'),
  );
  NEPHRO_LABS.forEach((row, j) => {
    const ry = y + 64 + j * 56;
    s.box(LM, ry, FULL, 56, 1);
    row.forEach((v, i) => s.text(cols[i]! + 14, ry + 40, v, 26));
  });
  y += 64 + NEPHRO_LABS.length * 56 + 70;
  y = s.paragraph(
    LM,
    y,
    'Please advise on staging, anemia work-up and whether vascular access planning should begin. ' +
      'We will continue to follow blood pressure and glucose in primary care.',
    FULL,
    29,
  );
  s.text(LM, y + 50, 'Respectfully,', 29);
  signature(s, LM, y + 190, p.provider, `${p.provider}, MD - Internal Medicine`);
  fine(s, 1990, PRIVACY);
});

export const EIGHTH_MEASURED_TEMPLATES: readonly FaxTemplate[] = [
  CASE_MANAGER,
  RETINA_LETTER,
  RHEUM_FORM,
  HOSPICE_ROSTER,
  URGENT_DISCHARGE,
  GROWTH_FORM,
  PULMONARY_PAD,
  DOWNTIME,
  TELEHEALTH_PAIR,
  NEPHRO_LETTER,
];
