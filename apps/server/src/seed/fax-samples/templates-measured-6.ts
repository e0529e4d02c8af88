import { PAGE_WIDTH } from './draw-pages.js';
import type { Sheet, SheetFont } from './draw-templates.js';
import { printedPhone } from './sample-data.js';
import { p0, paged, single } from './template-parts.js';
import type {
  FaxTemplate,
  TemplateContext,
  TemplatePage,
  TemplatePageKind,
  TemplatePatient,
} from './template-parts.js';

/**
 * Training templates of issue 24 that were the sixth held-out set: written apart from the
 * detector, measured once (docs/decisions.md, 'the measurements, in order'), then moved to
 * training.
 *
 * Set 6: faxes from physical therapy, cardiology, a reference lab, a scheduling system, a
 * workers' compensation pain clinic, a hospital registration desk, an oral surgeon's referring
 * dentist, home infusion, an HMO's referral authorization and a practice's holiday notice.
 * Claim, member, account and requisition numbers here carry letters or run to eight digits at
 * most, so the SSN stays the only nine-digit number on a page.
 */

const X0 = 110;
const X1 = PAGE_WIDTH - 110;
const SPAN = X1 - X0;

const PRIVACY =
  'PRIVILEGED AND CONFIDENTIAL. The documents accompanying this telecopy contain health ' +
  'information protected by HIPAA (45 CFR Parts 160 and 164) and state law. They are meant only ' +
  'for the person or office named above. If you are not that recipient, you may not read, copy, ' +
  'forward or act on them; please call us at once so that we can arrange their return, and ' +
  'destroy the copy you hold.';

type Face = Exclude<SheetFont, 'hand'>;

const mid = (s: Sheet, y: number, text: string, size: number, font: Face = 'regular') =>
  s.text((PAGE_WIDTH - s.width(text, size, font)) / 2, y, text, size, font);

const atRight = (s: Sheet, y: number, text: string, size: number, font: Face = 'regular') =>
  s.text(X1 - s.width(text, size, font), y, text, size, font);

/** A square check box, ticked by hand when `on`; returns the x after its label. */
function option(s: Sheet, x: number, y: number, label: string, on = false, size = 26) {
  const side = Math.round(size * 0.75);
  s.box(x, y - side, side, side, 2);
  if (on) s.text(x + 2, y - 2, 'x', size, 'hand');
  return x + side + 10 + s.text(x + side + 10, y, label, size) + 30;
}

function options(s: Sheet, x: number, y: number, labels: readonly string[], on = -1, size = 26) {
  labels.reduce((cx, label, i) => option(s, cx, y, label, i === on, size), x);
}

/** A small label over its value (wrapped to `w`); returns the y below the value. */
function stacked(s: Sheet, x: number, y: number, w: number, label: string, value: string) {
  s.text(x, y, label, 20, 'bold');
  return s.paragraph(x, y + 38, value, w, 28) + 14;
}

/** Bold label, value after it, and a thin line under the value up to `to`. */
function lined(s: Sheet, x: number, y: number, to: number, label: string, value: string) {
  const w = s.text(x, y, label, 26, 'bold');
  s.text(x + w + 14, y, value, 28);
  s.rule(x + w + 8, y + 9, to - x - w - 8, 1);
}

/** A signature in the hand face over a line with its caption under it. */
function signed(s: Sheet, x: number, y: number, signer: string, caption: string, w = 560) {
  s.text(x + 18, y - 14, signer, 40, 'hand');
  s.rule(x, y, w, 2);
  s.text(x, y + 32, caption, 22);
}

const numbers = (c: TemplateContext) =>
  `Phone ${printedPhone(c.clinic.phone)}    Fax ${printedPhone(c.clinic.fax)}`;

/** The family and given names from the 'LAST, FIRST' form. */
const nameParts = (p: TemplatePatient) => p.reName.split(', ') as [string, string];

/** Age in years on the day the fax was sent, from the birth date as this fax writes it. */
function ageOn(dob: string, sentOn: string): number {
  const sentYear = Number(sentOn.slice(-4));
  const full = /(19|20)\d\d/.exec(dob);
  const year = full ? Number(full[0]) : 1900 + Number(dob.slice(-2));
  return sentYear - (year < 1930 ? year + 100 : year);
}

/** A template of several pages, or one whose page is not one patient's; its patients are theirs. */
function template(
  id: string,
  kind: TemplatePageKind,
  banner: FaxTemplate['banner'],
  pages: TemplatePage[],
): FaxTemplate {
  return paged(id, kind, new Set(pages.flatMap((page) => page.patients)).size, banner, pages);
}

const small = (s: Sheet, y: number, text: string, size = 21) =>
  s.paragraph(X0, y, text, SPAN, size);

// ------------------------------------------------------------ unseen6-01: cover + therapy referral

const THERAPY_MESSAGE =
  'Attached is a therapy referral and plan-of-care request for a shared patient. Please ' +
  'evaluate and treat, and fax the initial evaluation and plan of care back for signature ' +
  'within 10 days. If the patient cannot be reached after three attempts, kindly let us know ' +
  'so that we may follow up with the patient directly.';

function therapyCover(s: Sheet, c: TemplateContext) {
  s.text(X0, 230, 'fax', 150, 'bold');
  atRight(s, 150, c.clinicName, 40, 'bold');
  atRight(s, 192, 'Outpatient Physical Therapy & Rehabilitation', 26);
  atRight(s, 228, c.clinic.address, 24);
  atRight(s, 262, numbers(c), 24);
  s.rule(X0, 300, SPAN, 8);
  const cells: [string, string][] = [
    ['To', c.to],
    ['From', 'Intake Coordinator'],
    ['Attention', 'New Patient Scheduling'],
    ['Our fax', printedPhone(c.clinic.fax)],
    ['Sent', c.sentOn],
    ['Pages incl. cover', String(c.totalPages)],
  ];
  const w = SPAN / 2;
  cells.forEach(([label, value], i) => {
    const x = X0 + (i % 2) * w;
    const y = 340 + Math.floor(i / 2) * 120;
    s.box(x, y, w, 120, 2);
    s.text(x + 16, y + 36, label.toUpperCase(), 20, 'bold');
    s.text(x + 16, y + 90, value, 32);
  });
  options(s, X0, 780, ['Urgent', 'Please review', 'Please call', 'For your records'], 1, 28);
  s.box(X0, 860, SPAN, 460, 2);
  s.text(X0 + 24, 915, 'Message:', 30, 'bold');
  s.paragraph(X0 + 24, 970, THERAPY_MESSAGE, SPAN - 48, 30);
  s.text(X0 + 24, 1270, 'Questions: Dana Whitcomb, PTA, ext. 118', 28, 'hand');
  s.box(X0, 1860, SPAN, 160, 2);
  s.paragraph(X0 + 20, 1902, PRIVACY, SPAN - 40, 22);
}

const BODY_REGIONS = ['Cervical', 'Thoracic', 'Lumbar', 'Shoulder', 'Hip', 'Knee', 'Ankle/Foot'];
const THERAPY_ORDERS = [
  'Evaluate and treat',
  'Therapeutic exercise',
  'Manual therapy',
  'Gait / balance training',
  'Modalities as indicated',
  'Home exercise program',
  'Aquatic therapy',
  'Functional capacity evaluation',
];

function therapyReferral(s: Sheet, c: TemplateContext) {
  const p = p0(c);
  s.text(X0, 150, c.clinicName, 30, 'bold');
  atRight(s, 150, `Fax ${printedPhone(c.clinic.fax)}`, 26);
  mid(s, 240, 'REFERRAL FOR PHYSICAL THERAPY', 46, 'bold');
  mid(s, 285, 'Plan of Care Request', 30);
  const panelW = 470;
  s.box(X0, 320, panelW, 1180, 3);
  s.rule(X0, 380, panelW, 3);
  s.text(X0 + 20, 365, 'PATIENT', 30, 'bold');
  let y = 430;
  for (const [label, value] of [
    ['Patient Name (Last, First)', p.reName],
    ['Birthdate', p.dob],
    ['SS#', p.ssn],
    ['Home phone', '(630) 555-0162'],
    ['Insurance', 'Cigna Open Access Plus'],
    ['Member #', 'U4471 20938'],
    ['Employer', 'Self-employed'],
  ] as const)
    y = stacked(s, X0 + 20, y, panelW - 40, label.toUpperCase(), value) + 10;
  const x = X0 + panelW + 40;
  const w = X1 - x;
  s.text(x, 370, 'Diagnosis', 30, 'bold');
  s.rule(x, 382, w, 2);
  s.text(x, 430, 'ICD-10-CM:', 28, 'bold');
  s.text(x + 170, 430, p.code, 30);
  y = s.paragraph(x, 478, p.description, w, 28);
  s.text(x, y + 20, 'Onset / surgery:', 26, 'bold');
  s.text(x + 220, y + 20, 'Gradual onset, no surgery', 26);
  y += 110;
  s.text(x, y, 'Body region', 30, 'bold');
  s.rule(x, y + 12, w, 2);
  BODY_REGIONS.forEach((region, i) =>
    option(s, x + (i % 4) * 240, y + 60 + Math.floor(i / 4) * 50, region, i === 5),
  );
  y += 200;
  s.text(x, y, 'Orders', 30, 'bold');
  s.rule(x, y + 12, w, 2);
  THERAPY_ORDERS.forEach((order, i) =>
    option(s, x + (i % 2) * 480, y + 60 + Math.floor(i / 2) * 50, order, i < 3),
  );
  y += 300;
  lined(s, x, y, X1, 'Frequency:', '2-3 x / week');
  lined(s, x, y + 70, X1, 'Duration:', '6 weeks, then re-evaluate');
  lined(s, x, y + 140, X1, 'Precautions:', 'None known');
  s.text(x, y + 230, 'Reason for referral', 26, 'bold');
  s.paragraph(x, y + 275, `${p.reason} Improve strength, range of motion and function.`, w, 28);
  signed(s, X0, 1700, p.provider, `Referring physician: ${p.provider}, MD`);
  s.text(X0 + 700, 1686, c.sentOn, 30);
  s.rule(X0 + 690, 1700, 360, 2);
  s.text(X0 + 690, 1732, 'Date signed', 22);
  small(s, 1860, 'Medicare patients: the plan of care must be certified by the physician.');
  mid(s, 2110, `Page 2 of ${c.totalPages}`, 22);
}

const THERAPY = template(
  'unseen6-01',
  'cover sheet',
  (c, page) => `${c.clinic.fax.replace(/-/g, '.')}    ${c.sentOn}  08:17   PG ${page}`,
  [
    { patients: [], draw: therapyCover },
    { patients: [0], draw: therapyReferral },
  ],
);

// ------------------------------------------------------------ unseen6-02: cardiology letter

const CARDIOLOGY_LETTER = single('unseen6-02', 'training', 'letter', false, (s, c, p) => {
  s.rule(X0, 120, SPAN, 12);
  s.text(X0, 200, c.clinicName.toUpperCase(), 38, 'bold');
  s.text(X0, 240, c.clinic.address, 24);
  atRight(s, 200, printedPhone(c.clinic.phone), 26);
  atRight(s, 240, `fax ${printedPhone(c.clinic.fax)}`, 26);
  s.text(X0, 360, `Faxed ${c.sentOn}`, 30);
  ['Adaeze Okafor, MD, FACC', 'Cardiology Consultation Service', c.to].forEach((line, i) =>
    s.text(X0, 450 + i * 42, line, 30),
  );
  s.text(X0, 640, `Dear Dr. Okafor, regarding ${p.name}:`, 32, 'bold');
  const body = [
    `Thank you for agreeing to see this patient of mine, born ${p.dob}, for a cardiology ` +
      'opinion. Over the past two months there have been episodes of exertional chest pressure ' +
      'and palpitations, each lasting a few minutes and easing with rest. There has been no ' +
      'syncope. An office ECG showed sinus rhythm with nonspecific ST changes.',
    `The working diagnosis is ${p.description.toLowerCase()} (ICD-10 ${p.code}). ${p.reason} ` +
      'Current medicines are metoprolol succinate 25 mg daily and aspirin 81 mg daily; there are ' +
      'no known drug allergies. A lipid panel and metabolic panel from last month are enclosed.',
    'I would value your assessment, including whether stress testing or an echocardiogram is ' +
      'appropriate. Please send your recommendations to my attention at the fax number above.',
  ];
  const y = body.reduce((top, text) => s.paragraph(X0, top, text, SPAN, 30) + 24, 720);
  s.text(X0, y + 16, 'With kind regards,', 30);
  signed(s, X0, y + 130, p.provider, `${p.provider}, MD - Internal Medicine`);
  s.text(X0, y + 240, 'Encl.: ECG tracing, laboratory results, medication list', 24);
  s.box(X0, 1760, SPAN, 150, 3);
  s.text(X0 + 20, 1800, 'PATIENT IDENTIFICATION', 22, 'bold');
  const strip: [string, string][] = [
    ['Name', p.name],
    ['DOB', p.dob],
    ['Soc Sec No', p.ssn],
    ['Dx', p.code],
  ];
  strip.reduce((x, [label, value]) => {
    const lw = s.text(x, 1870, `${label}:`, 24, 'bold');
    return x + lw + 12 + s.text(x + lw + 12, 1870, value, 26) + 46;
  }, X0 + 20);
  small(s, 1990, PRIVACY, 19);
});

// ------------------------------------------------------------ unseen6-03: laboratory requisition

const PANELS = [
  'CBC w/ diff',
  'CMP',
  'BMP',
  'Lipid panel',
  'Hemoglobin A1c',
  'TSH',
  'Free T4',
  'Urinalysis',
  'PT / INR',
  'Vitamin D 25-OH',
  'BNP',
  'Troponin',
  'Ferritin',
  'B12 / Folate',
  'Magnesium',
  'PSA, screening',
  'Hepatitis panel',
  'HIV 1/2 screen',
  'Urine culture',
  'Microalbumin',
];

/** A boxed cell: the value on top, its caption in small capitals at the foot of the box. */
function capped(s: Sheet, x: number, y: number, w: number, caption: string, value: string) {
  s.box(x, y, w, 92, 2);
  s.text(x + 14, y + 46, value, 30);
  s.text(x + 10, y + 80, caption, 18, 'bold');
}

const LAB_REQUISITION = single('unseen6-03', 'training', 'boxed form', true, (s, c, p) => {
  const [last, first] = nameParts(p);
  s.text(X0, 150, c.clinicName, 34, 'bold');
  s.text(X0, 188, `${c.clinic.address}  |  ${numbers(c)}`, 22);
  atRight(s, 150, 'Req. No. RQ-7714-20B', 26, 'bold');
  s.box(X0, 220, SPAN, 70, 4);
  mid(s, 270, 'LABORATORY REQUISITION / OUTSIDE REFERRAL', 38, 'bold');
  s.text(X0, 340, 'PATIENT', 26, 'bold');
  capped(s, X0, 355, 560, 'PATIENT LAST NAME', last);
  capped(s, X0 + 560, 355, 480, 'FIRST NAME', first);
  capped(s, X0 + 1040, 355, SPAN - 1040, 'M.I.', '');
  capped(s, X0, 447, 420, 'DATE OF BIRTH', p.dob);
  capped(s, X0 + 420, 447, 400, 'SOC. SEC. NO.', p.ssn);
  capped(s, X0 + 820, 447, 220, 'SEX', '');
  capped(s, X0 + 1040, 447, SPAN - 1040, 'PHONE', '(847) 555-0139');
  capped(s, X0, 539, 1040, 'STREET ADDRESS, CITY, STATE ZIP', '418 Maple Ave, Wilmette, IL 60091');
  capped(s, X0 + 1040, 539, SPAN - 1040, 'CHART NO.', 'LB-55102');
  s.text(X0, 700, 'BILL TO', 26, 'bold');
  options(s, X0 + 140, 700, ['Medicare', 'Medicaid', 'Commercial', 'Patient', 'Client'], 2);
  capped(s, X0, 720, 700, 'INSURANCE CARRIER', 'Humana Gold Plus');
  capped(s, X0 + 700, 720, SPAN - 700, 'POLICY / ID', 'H7032-4418-01');
  s.text(X0, 880, 'DIAGNOSIS CODES (ICD-10) - REQUIRED FOR EVERY TEST', 26, 'bold');
  capped(s, X0, 895, 260, 'DX 1', p.code);
  capped(s, X0 + 260, 895, 260, 'DX 2', '');
  capped(s, X0 + 520, 895, SPAN - 520, 'DESCRIPTION (DX 1)', p.description);
  s.text(X0, 1060, 'TESTS REQUESTED', 26, 'bold');
  const colW = SPAN / 4;
  PANELS.forEach((panel, i) => {
    const x = X0 + (i % 4) * colW;
    const y = 1075 + Math.floor(i / 4) * 62;
    s.box(x, y, colW, 62, 1);
    option(s, x + 14, y + 44, panel, [0, 1, 3, 4, 5].includes(i), 24);
  });
  s.text(X0, 1480, 'Referral / clinical note:', 26, 'bold');
  s.paragraph(X0, 1525, `${p.reason} Fasting specimen preferred.`, SPAN, 28);
  lined(s, X0, 1640, X0 + 700, 'Collection date:', '');
  lined(s, X0 + 760, 1640, X1, 'Time:', '');
  options(s, X0, 1720, ['Fasting', 'Non-fasting', 'STAT', 'Draw at patient service center'], 3);
  signed(s, X0, 1860, p.provider, `Ordering provider: ${p.provider}, MD`);
  lined(s, X0 + 760, 1846, X1, 'Date ordered:', c.sentOn);
  small(s, 1990, 'Specimens received without a diagnosis code or signature will be held.', 21);
});

// ------------------------------------------------------------ unseen6-04: scheduling export

const EXPORT_COLUMNS: [string, number, (p: TemplatePatient, i: number) => string][] = [
  ['REF ID', 70, (_, i) => `R26-${4410 + i * 7}`],
  ['PATIENT NAME', 230, (p) => p.name],
  ['BIRTH DT', 640, (p) => p.dob],
  ['SSN', 900, (p) => p.ssn],
  ['DX CODE', 1080, (p) => p.code],
  ['STATUS', 1240, (_, i) => ['NEW', 'PEND AUTH', 'NEW'][i]!],
  ['PRI', 1450, (_, i) => (i === 1 ? 'URG' : 'RTN')],
];

/** A line of `ch` across the export's width, the way a text report rules its rows. */
const ruleOf = (s: Sheet, y: number, ch: string) =>
  s.text(70, y, ch.repeat(Math.floor(1560 / s.width(ch, 22))), 22);

function schedulingExport(s: Sheet, c: TemplateContext) {
  s.text(70, 140, 'ReferralTrack  -  Outbound Referral Batch Export', 30, 'bold');
  s.text(70, 185, `Practice: ${c.clinicName}`, 24);
  s.text(70, 220, `Phone ${printedPhone(c.clinic.phone)}   Fax ${printedPhone(c.clinic.fax)}`, 24);
  s.text(1050, 185, `Run date: ${c.sentOn}  05:30`, 24);
  s.text(1050, 220, 'Batch: OUT-1128  Operator: SCHEDSVC', 24);
  s.text(70, 290, `Destination: ${c.to}`, 26);
  s.text(70, 330, 'Selection: status in (NEW, PEND AUTH); specialty = ALL', 24);
  let y = 410;
  for (const [head, x] of EXPORT_COLUMNS) s.text(x, y, head, 22, 'bold');
  ruleOf(s, y + 28, '=');
  y += 90;
  c.patients.forEach((p, i) => {
    for (const [, x, value] of EXPORT_COLUMNS) s.text(x, y, value(p, i), 24);
    s.text(230, y + 40, `${p.description}`, 22);
    s.text(230, y + 74, `Reason: ${p.reason}`, 22);
    s.text(230, y + 108, `Referring provider: ${p.provider}, MD   Pref. contact: phone`, 22);
    ruleOf(s, y + 140, '-');
    y += 200;
  });
  s.text(70, y + 10, `Records exported: ${c.patients.length}`, 24, 'bold');
  s.text(70, y + 50, 'Errors: 0   Warnings: 0', 24);
  s.paragraph(
    70,
    y + 130,
    'This export lists referrals placed by the practice and awaiting scheduling at the ' +
      'destination. Please contact the patients to schedule, and return appointment details ' +
      'through the portal or by fax. Do not reply to this automated message.',
    1560,
    24,
  );
  small(s, 1980, PRIVACY, 19);
  s.text(70, 2130, 'END OF REPORT', 22, 'bold');
  s.text(1450, 2130, 'Page 1 of 1', 22);
}

const SCHEDULING_EXPORT = template(
  'unseen6-04',
  'table',
  (c, page) => `** ${c.clinicName.toUpperCase()} ** AUTOFAX  ${c.sentOn} 05:31  PAGE ${page}`,
  [{ patients: [0, 1, 2], draw: schedulingExport }],
);

// ------------------------------------------------------------ unseen6-05: workers' comp progress report

const CLAIM = 'WC-2611-0483-B';

/** The report's running head: the worker and the claim, on both pages. */
function claimHead(s: Sheet, c: TemplateContext, page: number) {
  const p = p0(c);
  s.text(X0, 140, c.clinicName, 32, 'bold');
  atRight(s, 140, 'Interventional Pain & Spine', 26);
  s.text(X0, 176, numbers(c), 22);
  atRight(s, 176, `Page ${page} of ${c.totalPages}`, 22);
  s.rule(X0, 196, SPAN, 3);
  s.text(X0, 240, `Injured worker: ${p.name}`, 26, 'bold');
  atRight(s, 240, `Claim No.: ${CLAIM}`, 26, 'bold');
}

/** A titled block of prose; returns the y below it. */
function block(s: Sheet, y: number, title: string, body: string) {
  s.text(X0, y, title.toUpperCase(), 24, 'bold');
  return s.paragraph(X0, y + 40, body, SPAN, 27) + 22;
}

function claimReportOne(s: Sheet, c: TemplateContext) {
  const p = p0(c);
  claimHead(s, c, 1);
  mid(s, 330, "PRIMARY TREATING PHYSICIAN'S PROGRESS REPORT", 38, 'bold');
  mid(s, 372, "Workers' Compensation - periodic report", 26);
  s.box(X0, 400, SPAN, 290, 2);
  s.rule(X0 + SPAN / 2, 400, 2, 290);
  const facts: [string, string][] = [
    ['Birthdate', p.dob],
    ['Employer', 'Midwest Freight Lines'],
    ['Soc Sec No', p.ssn],
    ['Carrier', 'Great Lakes Mutual'],
    ['Occupation', 'Warehouse associate'],
    ['Adjuster', 'Tom Reyes, ext. 5520'],
    ['Date of injury', '02/14/2026'],
    ['Visit type', 'Follow-up'],
  ];
  facts.forEach(([label, value], i) => {
    const x = X0 + 20 + (i % 2) * (SPAN / 2);
    const y = 450 + Math.floor(i / 2) * 64;
    const w = s.text(x, y, `${label}:`, 24, 'bold');
    s.text(x + w + 14, y, value, 27);
  });
  let y = block(
    s,
    760,
    'Subjective',
    'Worker reports constant low back pain rated 6/10, worse with lifting and prolonged ' +
      'standing, radiating to the right buttock. Sleep interrupted two to three times a night. ' +
      'Completed eight sessions of physical therapy with partial benefit. Taking naproxen 500 mg ' +
      'twice daily and cyclobenzaprine 5 mg at night.',
  );
  y = block(
    s,
    y,
    'Objective',
    'Antalgic gait. Lumbar flexion limited to 45 degrees with pain at end range. Tenderness over ' +
      'the right L4-L5 and L5-S1 facets. Straight-leg raise negative bilaterally. Strength 5/5 in ' +
      'both lower extremities, reflexes symmetric, sensation intact.',
  );
  y = block(
    s,
    y,
    'Diagnostic studies',
    'Lumbar MRI shows mild disc desiccation at L4-L5 and facet arthropathy at L4-S1 without ' +
      'neural compression.',
  );
  block(
    s,
    y,
    'Changes since last report',
    'Pain slightly improved; function unchanged. No new injury. Worker remains motivated to return ' +
      'to work.',
  );
}

function claimReportTwo(s: Sheet, c: TemplateContext) {
  const p = p0(c);
  claimHead(s, c, 2);
  s.text(X0, 340, 'DIAGNOSES', 24, 'bold');
  s.text(X0, 390, 'ICD-10-CM', 22, 'bold');
  s.text(X0 + 260, 390, 'Description', 22, 'bold');
  s.rule(X0, 402, SPAN, 1);
  s.text(X0, 450, p.code, 28);
  s.paragraph(X0 + 260, 450, p.description, SPAN - 260, 28);
  s.text(X0, 510, 'M47.816', 28);
  s.text(X0 + 260, 510, 'Spondylosis without myelopathy, lumbar region (secondary)', 28);
  let y = block(
    s,
    600,
    'Treatment plan / request for authorization',
    `Referral to ${c.to} for evaluation and treatment. ${p.reason} Continue home exercise ` +
      'program; medial branch blocks at right L4-L5 and L5-S1 to be considered after that ' +
      'evaluation.',
  );
  s.text(X0, y + 10, 'WORK STATUS', 24, 'bold');
  const statuses = [
    'Return to full duty',
    'Modified duty: no lifting over 20 lb, no repetitive bending, change position every 30 min',
    'Temporarily totally disabled',
  ];
  statuses.forEach((label, i) => option(s, X0, y + 60 + i * 50, label, i === 1));
  y += 240;
  lined(s, X0, y, X0 + 640, 'Maximum medical improvement:', 'Not reached');
  lined(s, X0 + 700, y, X1, 'Next visit:', 'in 4 weeks');
  y = s.paragraph(
    X0,
    y + 90,
    'I declare under penalty of perjury that this report is true and correct to the best of my ' +
      'knowledge, and that I have not violated the law in its preparation.',
    SPAN,
    24,
  );
  signed(s, X0, y + 110, p.provider, `${p.provider}, MD - Primary treating physician`);
  lined(s, X0 + 760, y + 96, X1, 'Date of exam:', c.sentOn);
  s.text(X0, y + 230, `cc: Great Lakes Mutual, claims unit - ${CLAIM}`, 24);
  small(s, 1980, PRIVACY, 19);
}

const CLAIM_REPORT = template('unseen6-05', 'progress note', true, [
  { patients: [0], draw: claimReportOne },
  { patients: [0], draw: claimReportTwo },
]);

// ------------------------------------------------------------ unseen6-06: hospital face sheet

/** 'LABEL' in small capitals at x and its value at x + indent, down a column; returns the y. */
function faceColumn(s: Sheet, x: number, y: number, rows: [string, string][], indent = 240) {
  for (const [label, value] of rows) {
    s.text(x, y, label, 20, 'bold');
    s.text(x + indent, y, value, 27);
    y += 52;
  }
  return y;
}

const FACE_SHEET = single('unseen6-06', 'training', 'two-column form', false, (s, c, p) => {
  s.text(X0, 140, c.clinicName, 36, 'bold');
  atRight(s, 140, 'PATIENT FACE SHEET', 36, 'bold');
  s.text(X0, 178, `${c.clinic.address}   ${numbers(c)}`, 22);
  atRight(s, 212, `Printed ${c.sentOn} 09:12 by MKOWAL`, 20);
  s.rule(X0, 230, SPAN, 5);
  const half = SPAN / 2;
  const right = X0 + half + 30;
  s.text(X0, 290, 'DEMOGRAPHICS', 26, 'bold');
  s.text(right, 290, 'ENCOUNTER / INSURANCE', 26, 'bold');
  s.rule(X0, 302, half - 30, 2);
  s.rule(right, 302, half - 30, 2);
  const age = ageOn(p.dob, c.sentOn);
  const left = faceColumn(s, X0, 360, [
    ['NAME OF PATIENT', p.name],
    ['DOB/AGE', `${p.dob}  /  ${age}Y`],
    ['SS#', p.ssn],
    ['SEX', 'U'],
    ['MRN', 'M0048213'],
    ['MARITAL', 'Single'],
    ['ADDRESS', '2904 N Sheffield Ave'],
    ['', 'Chicago, IL 60657'],
    ['PHONE', '(773) 555-0181'],
    ['LANGUAGE', 'English'],
    ['RACE/ETH', 'Declined'],
  ]);
  faceColumn(s, right, 360, [
    ['ACCOUNT #', 'V2041773'],
    ['ADMIT DATE', `${c.sentOn} 06:40`],
    ['PT CLASS', 'Observation'],
    ['UNIT/BED', '4W-412-A'],
    ['ATTENDING', `${p.provider}, MD`],
    ['PRIMARY PAYER', 'Meridian Health Plan'],
    ['INSURED', p.reName],
    ['REL TO INSURED', 'Self'],
    ['POLICY #', 'MHP 301-44-A7'],
    ['GROUP #', 'GRP 7720'],
    ['AUTH #', 'Pending'],
  ]);
  let y = left + 30;
  s.rule(X0, y, SPAN, 2);
  y += 60;
  s.text(X0, y, 'ADMITTING DIAGNOSIS', 24, 'bold');
  s.box(X0, y + 20, SPAN, 110, 2);
  s.text(X0 + 20, y + 90, p.code, 34, 'bold');
  s.paragraph(X0 + 260, y + 88, p.description, SPAN - 290, 28);
  y += 200;
  s.text(X0, y, 'EMERGENCY CONTACT', 24, 'bold');
  s.text(right, y, 'REFERRAL AT DISCHARGE', 24, 'bold');
  faceColumn(
    s,
    X0,
    y + 55,
    [
      ['NAME', 'Renata Ilic'],
      ['RELATION', 'Friend'],
      ['PHONE', '(773) 555-0118'],
    ],
    180,
  );
  faceColumn(
    s,
    right,
    y + 55,
    [
      ['TO', c.to],
      ['SPECIALTY', 'Per attending'],
      ['FOLLOW-UP', 'Within 7-14 days'],
    ],
    200,
  );
  y += 260;
  s.text(X0, y, 'Reason for referral:', 24, 'bold');
  s.paragraph(X0 + 280, y, p.reason, SPAN - 280, 27);
  s.text(X0, y + 70, 'Advance directive on file:', 24, 'bold');
  options(s, X0 + 360, y + 70, ['Yes', 'No', 'Unknown'], 1, 24);
  small(s, 1960, `Registration: ${printedPhone(c.clinic.phone)}. ${PRIVACY}`, 19);
});

// ------------------------------------------------------------ unseen6-07: dental referral pad

const DENTAL_PAD = single('unseen6-07', 'training', 'handwritten', true, (s, c, p) => {
  s.box(X0, 110, SPAN, 1540, 3);
  const x = X0 + 40;
  const end = X1 - 40;
  s.text(x, 180, c.clinicName, 36, 'bold');
  s.text(x, 220, 'General & Family Dentistry', 24);
  s.text(x, 254, `${c.clinic.address}  -  ${numbers(c)}`, 22);
  s.rule(X0, 280, SPAN, 2);
  mid(s, 340, 'REFERRAL TO ORAL & MAXILLOFACIAL SURGERY', 36, 'bold');
  const row = (y: number, parts: [string, string, number][]) =>
    parts.reduce((at, [label, value, to]) => {
      const w = s.text(at, y, label, 26);
      s.rule(at + w + 6, y + 8, to - at - w - 6, 2);
      s.text(at + w + 20, y - 6, value, 40, 'hand');
      return to + 30;
    }, x);
  row(440, [['Pt:', p.name, end]]);
  row(530, [
    ['Birthdate', p.dob, 780],
    ['SS#', p.ssn, end],
  ]);
  row(620, [
    ['Phone', '847-555-0127', 780],
    ['Ins.', 'Delta Dental PPO', end],
  ]);
  row(710, [
    ['Dx', p.code, 700],
    ['Urgency', 'routine - next avail.', end],
  ]);
  s.text(x, 800, 'Teeth / area:', 26);
  const cx = x + 520;
  s.rule(cx - 260, 880, 520, 2);
  s.rule(cx, 790, 2, 180);
  ['UR', 'UL', 'LR', 'LL'].forEach((q, i) =>
    s.text(cx + (i % 2 ? 200 : -240), 830 + Math.floor(i / 2) * 120, q, 20, 'bold'),
  );
  [
    ['#1', -120, 850],
    ['#16', 60, 850],
    ['#32', -130, 950],
    ['#17', 60, 950],
  ].forEach(([t, dx, y]) => s.text(cx + Number(dx), Number(y), String(t), 36, 'hand'));
  s.text(x, 1040, 'Requested:', 26);
  options(s, x + 160, 1040, ['Extraction(s)', 'Implant consult', 'Biopsy', 'TMJ eval', 'Other'], 0);
  s.text(x, 1100, 'Radiographs:', 26);
  options(s, x + 180, 1100, ['Pano enclosed', 'PA enclosed', 'CBCT', 'None'], 0);
  s.text(x, 1170, 'Medical hx / alerts:', 26);
  const hx = `${p.description}; PCN allergy`;
  s.paragraph(x + 270, 1164, hx, end - x - 270, 36, 'hand');
  s.text(x, 1300, 'Reason:', 26);
  const reason = `impacted 3rd molars, ${p.reason.toLowerCase()}`;
  s.paragraph(x + 120, 1294, reason, end - x - 120, 36, 'hand');
  row(1440, [
    ['Referring dentist', `Dr. ${p.provider}`, 1040],
    ['Date', c.sentOn, end],
  ]);
  s.text(x, 1530, 'Signature', 26);
  s.text(x + 160, 1524, p.provider, 44, 'hand');
  s.rule(x + 150, 1538, 600, 2);
  s.text(x, 1600, 'Please send the surgical report and post-op instructions to our office.', 22);
  s.text(X0, 1770, 'pt anxious - pls call daughter to sched.', 38, 'hand');
  small(s, 1960, PRIVACY, 19);
});

// ------------------------------------------------------------ unseen6-08: two home infusion intakes

const INFUSIONS: [string, string, number][] = [
  ['Ceftriaxone 2 g IV every 24 hours x 14 days', 'PICC', 0],
  ['Iron sucrose 200 mg IV weekly x 5 doses', 'Peripheral IV', 2],
];

/** A boxed intake row: each value sits in its box with the caption under it. */
function infusionRow(s: Sheet, y: number, cells: [string, string, number][]) {
  cells.reduce((x, [caption, value, w]) => {
    capped(s, x, y, w, caption, value);
    return x + w;
  }, X0);
}

function infusionPage(index: number) {
  return (s: Sheet, c: TemplateContext) => {
    const p = c.patients[index]!;
    const [last, first] = nameParts(p);
    const [drug, access, accessIndex] = INFUSIONS[index]!;
    s.text(X0, 150, c.clinicName, 36, 'bold');
    s.text(X0, 188, numbers(c), 24);
    atRight(s, 150, 'HOME INFUSION', 34, 'bold');
    atRight(s, 188, 'Referral & Intake', 28);
    s.rule(X0, 215, SPAN, 4);
    s.text(X0, 280, `To: ${c.to} - Infusion Pharmacy Intake`, 28);
    atRight(s, 280, `Referral ${index + 1} of ${c.patients.length}`, 26);
    infusionRow(s, 320, [
      ['LAST NAME', last, 560],
      ['FIRST NAME', first, 480],
      ['BIRTHDATE', p.dob, SPAN - 1040],
    ]);
    infusionRow(s, 412, [
      ['SOCIAL SECURITY NO.', p.ssn, 560],
      ['PHONE', index ? '(630) 555-0144' : '(630) 555-0172', 480],
      ['WEIGHT', index ? '61 kg' : '84 kg', SPAN - 1040],
    ]);
    infusionRow(s, 504, [
      [
        'SERVICE ADDRESS',
        index ? '77 Hawthorn Ct, Naperville' : '1320 Elm St, Downers Grove',
        1040,
      ],
      ['ALLERGIES', index ? 'NKDA' : 'Sulfa', SPAN - 1040],
    ]);
    infusionRow(s, 640, [
      ['PRIMARY DX (ICD-10)', p.code, 400],
      ['DESCRIPTION', p.description, SPAN - 400],
    ]);
    s.text(X0, 800, 'THERAPY ORDERED', 26, 'bold');
    s.rule(X0, 812, SPAN, 2);
    s.text(X0, 870, drug, 30);
    s.text(X0, 930, 'Access:', 26, 'bold');
    options(s, X0 + 120, 930, ['PICC', 'Port', 'Peripheral IV', 'Midline'], accessIndex);
    s.text(X0, 990, `Access placed / verified: ${access} - tip confirmed per facility`, 26);
    s.text(X0, 1050, 'Labs:', 26, 'bold');
    s.text(X0 + 90, 1050, 'CBC and BMP weekly, results to referring physician', 26);
    s.text(X0, 1110, 'Nursing:', 26, 'bold');
    s.text(X0 + 130, 1110, 'Skilled nursing visit for teaching and line care, then weekly', 26);
    lined(s, X0, 1190, X0 + 760, 'Start of care date:', c.sentOn);
    lined(s, X0 + 800, 1190, X1, 'Discharge from:', 'Clinic');
    s.text(X0, 1280, 'Reason for referral', 26, 'bold');
    s.paragraph(X0, 1325, p.reason, SPAN, 28);
    s.text(X0, 1420, 'Hospice / palliative care involved:', 26);
    options(s, X0 + 460, 1420, ['Yes', 'No'], 1);
    signed(s, X0, 1600, p.provider, `Ordering physician: ${p.provider}, MD`);
    lined(s, X0 + 760, 1586, X1, 'Date:', c.sentOn);
    small(
      s,
      1720,
      'Fax with the face sheet, medication list and most recent labs. Verbal orders may be given to the intake pharmacist.',
      22,
    );
    small(s, 1960, PRIVACY, 19);
  };
}

const INFUSION_PAIR = template(
  'unseen6-08',
  'boxed form',
  (c, page) => `${c.clinic.fax}  >>  ${c.to}    ${c.sentOn}  11:03AM    p.${page}/${c.totalPages}`,
  [
    { patients: [0], draw: infusionPage(0) },
    { patients: [1], draw: infusionPage(1) },
  ],
);

// ------------------------------------------------------------ unseen6-09: HMO referral authorization cover

const AUTHORIZATION_COVER = single('unseen6-09', 'training', 'cover sheet', false, (s, c, p) => {
  s.box(X0, 110, SPAN, 110, 5);
  mid(s, 165, 'REFERRAL AUTHORIZATION REQUEST', 42, 'bold');
  mid(s, 205, 'HMO members - fax cover and request in one page', 24);
  const route: [string, string][] = [
    ['Fax to', c.to],
    ['From', c.clinicName],
    ['Sender fax', printedPhone(c.clinic.fax)],
    ['Sender phone', printedPhone(c.clinic.phone)],
    ['Date sent', c.sentOn],
    ['Pages', `${c.totalPages} (this page only)`],
  ];
  route.forEach(([label, value], i) => {
    const x = X0 + (i % 2) * (SPAN / 2);
    lined(s, x, 300 + Math.floor(i / 2) * 64, x + SPAN / 2 - 40, `${label}:`, value);
  });
  s.text(X0, 560, 'SERVICE REQUESTED', 28, 'bold');
  s.rule(X0, 572, SPAN, 3);
  s.text(X0, 630, 'Primary Dx', 26, 'bold');
  s.text(X0 + 200, 630, p.code, 30);
  s.paragraph(X0 + 420, 630, p.description, SPAN - 420, 28);
  lined(s, X0, 720, X0 + 700, 'Specialty:', 'Per referring provider');
  lined(s, X0 + 740, 720, X1, 'Visits requested:', '3');
  lined(s, X0, 790, X0 + 700, 'CPT:', '99244, 93000');
  lined(s, X0 + 740, 790, X1, 'Place of service:', 'Office (11)');
  s.text(X0, 860, 'Reason for referral:', 26, 'bold');
  s.paragraph(X0 + 270, 860, p.reason, SPAN - 270, 28);
  s.text(X0, 940, 'Review type:', 26, 'bold');
  options(s, X0 + 190, 940, ['Standard (14 days)', 'Expedited (72 hours)', 'Retro'], 0);
  s.text(X0, 1060, 'MEMBER', 28, 'bold');
  s.rule(X0, 1072, SPAN, 3);
  s.box(X0, 1090, SPAN, 330, 2);
  const member: [string, string][] = [
    ['Insured', p.name],
    ['Insured DOB', p.dob],
    ['Member ID', 'HMX 442 0817'],
    ['Social Security #', p.ssn],
    ['Group No.', 'GRP-0071-B'],
    ['PCP on file', `${p.provider}, MD`],
  ];
  member.forEach(([label, value], i) => {
    const x = X0 + 24 + (i % 2) * (SPAN / 2);
    const y = 1140 + Math.floor(i / 2) * 100;
    s.text(x, y, label, 20, 'bold');
    s.text(x, y + 40, value, 30);
  });
  s.text(X0, 1500, 'REQUESTING PROVIDER', 28, 'bold');
  s.rule(X0, 1512, SPAN, 3);
  s.text(X0, 1565, `${p.provider}, MD  -  ${c.clinicName}`, 28);
  s.text(X0, 1605, c.clinic.address, 26);
  s.paragraph(
    X0,
    1680,
    'I attest that the information above is accurate and that the requested services are ' +
      'medically necessary. Authorization is not a guarantee of payment; eligibility is ' +
      'verified on the date of service.',
    SPAN,
    24,
  );
  signed(s, X0, 1860, p.provider, 'Signature of requesting provider');
  lined(s, X0 + 760, 1846, X1, 'Date:', c.sentOn);
  small(s, 1960, PRIVACY, 19);
});

// ------------------------------------------------------------ unseen6-10: no referral: holiday notice

const COVERAGE: [string, string, string][] = [
  ['Wed, Nov 25', '8:00 AM - 12:00 PM', 'Dr. Henry Adams'],
  ['Thu, Nov 26 (Thanksgiving)', 'Closed', 'Dr. Julia Santos'],
  ['Fri, Nov 27', 'Closed', 'Dr. Julia Santos'],
  ['Thu, Dec 24', '8:00 AM - 12:00 PM', 'Dr. Victor Huang'],
  ['Fri, Dec 25 (Christmas)', 'Closed', 'Dr. Elena Petrova'],
  ['Fri, Jan 1 (New Year)', 'Closed', 'Dr. Marcus Reed'],
];

function holidayNotice(s: Sheet, c: TemplateContext) {
  mid(s, 170, c.clinicName, 44, 'bold');
  mid(s, 215, c.clinic.address, 24);
  mid(s, 250, numbers(c), 24);
  s.rule(X0, 280, SPAN, 2);
  s.text(X0, 370, 'MEMO', 60, 'bold');
  const head: [string, string][] = [
    ['TO:', `Referring offices and partners, incl. ${c.to}`],
    ['FROM:', 'Practice Administrator, Colleen Marsh'],
    ['DATE:', c.sentOn],
    ['RE:', 'Holiday hours, on-call coverage and referral processing'],
  ];
  head.forEach(([label, value], i) => {
    s.text(X0, 450 + i * 50, label, 28, 'bold');
    s.text(X0 + 130, 450 + i * 50, value, 28);
  });
  s.rule(X0, 640, SPAN, 2);
  let y = s.paragraph(
    X0,
    710,
    'Please note our office hours over the coming holidays. Our answering service will page the ' +
      'physician on call for urgent clinical questions; routine referrals and records requests ' +
      'received while the office is closed will be processed on the next business day.',
    SPAN,
    30,
  );
  y += 30;
  s.text(X0, y, 'Day', 26, 'bold');
  s.text(X0 + 520, y, 'Office hours', 26, 'bold');
  s.text(X0 + 940, y, 'Physician on call', 26, 'bold');
  s.rule(X0, y + 14, SPAN, 2);
  COVERAGE.forEach(([day, hours, doctor], i) => {
    const row = y + 64 + i * 52;
    s.text(X0, row, day, 27);
    s.text(X0 + 520, row, hours, 27);
    s.text(X0 + 940, row, doctor, 27);
  });
  y += 64 + COVERAGE.length * 52 + 30;
  y = s.paragraph(
    X0,
    y,
    'Referrals may still be faxed at any time. For STAT referrals, please call the referral line ' +
      `at ${printedPhone(c.clinic.phone)}, option 3, in addition to faxing. There is no patient ` +
      'information in this notice and no reply is needed.',
    SPAN,
    30,
  );
  s.text(X0, y + 40, 'Wishing you a restful holiday season,', 30);
  s.text(X0 + 10, y + 140, 'Colleen Marsh', 46, 'hand');
  s.text(X0, y + 195, 'Colleen Marsh, Practice Administrator', 28);
  small(
    s,
    1980,
    'This fax was sent to every office on our referral distribution list. To be ' +
      'removed, reply with REMOVE on this page.',
    21,
  );
}

const HOLIDAY_NOTICE = template(
  'unseen6-10',
  'no referral',
  (c) => `FROM ${c.clinicName}   ${c.sentOn} 17:45   BROADCAST 0041   P 1/1`,
  [{ patients: [], draw: holidayNotice }],
);

export const SIXTH_MEASURED_TEMPLATES: readonly FaxTemplate[] = [
  THERAPY,
  CARDIOLOGY_LETTER,
  LAB_REQUISITION,
  SCHEDULING_EXPORT,
  CLAIM_REPORT,
  FACE_SHEET,
  DENTAL_PAD,
  INFUSION_PAIR,
  AUTHORIZATION_COVER,
  HOLIDAY_NOTICE,
];
