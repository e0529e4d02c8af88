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
 * Training templates of issue 24 that were the seventh held-out set: written apart from the
 * detector, measured once (docs/decisions.md, 'the measurements, in order'), then moved to
 * training.
 *
 * Set 7: faxes from a community-care network provider, a transcribed urology referral, a podiatry
 * carbon-copy form, an open-access endoscopy batch, integrated behavioural health, allergy and
 * immunology, audiology, a privacy office, an EHR referral print-out and a school-based health
 * center. Authorization, chart, member and serial numbers here carry letters or run to eight
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
  `Tel ${printedPhone(c.clinic.phone)}  /  Fax ${printedPhone(c.clinic.fax)}`;

/** Small print across the page; returns the y below it. */
const fine = (s: Sheet, y: number, text: string, size = 22) => s.paragraph(LM, y, text, FULL, size);

const CONFIDENTIAL =
  'CONFIDENTIALITY: this transmission may contain protected health information that federal and ' +
  'state privacy laws require us to safeguard. It is intended only for the addressee. If it ' +
  'reached you in error, do not use or disclose it; telephone the sender and destroy all pages.';

/** A check box with its label, ticked with an X (by hand unless `typed`); returns the next x. */
function tick(
  s: Sheet,
  x: number,
  y: number,
  label: string,
  on: boolean,
  size = 26,
  typed = false,
) {
  const side = size - 4;
  s.box(x, y - side + 2, side, side, 2);
  if (on) s.text(x + 3, y - 1, 'X', size - 2, typed ? 'bold' : 'hand');
  return x + side + 12 + s.text(x + side + 12, y, label, size) + 34;
}

function ticks(
  s: Sheet,
  x: number,
  y: number,
  labels: readonly string[],
  on: readonly number[],
  typed = false,
) {
  labels.reduce((cx, label, i) => tick(s, cx, y, label, on.includes(i), 26, typed), x);
}

/** Labels laid out `perRow` to a row, `step` apart. */
function tickGrid(
  s: Sheet,
  y: number,
  labels: readonly string[],
  on: readonly number[],
  step = 375,
) {
  const perRow = Math.floor(FULL / step);
  labels.forEach((label, i) =>
    tick(s, LM + (i % perRow) * step, y + Math.floor(i / perRow) * 52, label, on.includes(i)),
  );
}

/** A box with its caption in the top-left corner and the value low in it. */
function framed(
  s: Sheet,
  x: number,
  y: number,
  w: number,
  caption: string,
  value: string,
  face: SheetFont = 'regular',
) {
  s.box(x, y, w, 96, 2);
  s.text(x + 10, y + 28, caption, 22, 'bold');
  s.text(x + 16, y + 76, value, 30, face);
}

/** A value written on a line with its caption printed under the line. */
function onLine(s: Sheet, x: number, y: number, w: number, value: string, caption: string) {
  s.text(x + 10, y - 12, value, 38, 'hand');
  s.rule(x, y, w, 2);
  s.text(x, y + 30, caption, 22);
}

/** Bold label, then the value on the same baseline; returns the x after the value. */
function said(s: Sheet, x: number, y: number, label: string, value: string, size = 28) {
  const w = s.text(x, y, label, size - 2, 'bold');
  return x + w + 12 + s.text(x + w + 12, y, value, size);
}

function signature(s: Sheet, x: number, y: number, who: string, caption: string) {
  s.text(x + 20, y - 12, who, 42, 'hand');
  s.rule(x, y, 620, 2);
  s.text(x, y + 30, caption, 22);
}

/** A titled stretch of prose; returns the y below it. */
function section(s: Sheet, x: number, y: number, w: number, title: string, body: string) {
  s.text(x, y, title, 26, 'bold');
  return s.paragraph(x, y + 40, body, w, 27) + 18;
}

/** Family and given name from the 'LAST, FIRST' form. */
const lastFirst = (p: TemplatePatient) => p.reName.split(', ') as [string, string];

/** Whole years between the birth year as written and the year the fax was sent. */
function yearsOld(dob: string, sentOn: string): number {
  const full = /\b(19|20)\d\d\b/.exec(dob);
  const yy = Number(dob.slice(-2));
  const born = full ? Number(full[0]) : yy > 26 ? 1900 + yy : 2000 + yy;
  return Number(sentOn.slice(-4)) - born;
}

/** A template from its pages; the patients it refers are those its pages name. */
function fax(
  id: string,
  kind: TemplatePageKind,
  banner: FaxTemplate['banner'],
  pages: TemplatePage[],
): FaxTemplate {
  const patients = new Set(pages.flatMap((page) => page.patients)).size;
  return { id, split: 'training', kind, patients, banner, pages };
}

/** A one-page fax for the first patient. */
const onePage = (
  id: string,
  kind: TemplatePageKind,
  banner: FaxTemplate['banner'],
  draw: (s: Sheet, c: TemplateContext, p: TemplatePatient) => void,
) => fax(id, kind, banner, [{ patients: [0], draw: (s, c) => draw(s, c, c.patients[0]!) }]);

// ------------------------------------------------------------ unseen7-01: community care cover + request

const CARE_MESSAGE =
  'Enclosed is a community care request for services for one patient. Please review it, ' +
  'schedule within the standard access window and fax back the appointment date, time and ' +
  'treating provider. Consult notes and results must be returned within 14 days of the visit ' +
  'so that the claim can be paid.';

function careCover(s: Sheet, c: TemplateContext) {
  s.text(LM, 160, c.clinicName, 40, 'bold');
  s.text(LM, 202, 'Community Care Network Provider', 26);
  s.text(LM, 240, c.clinic.address, 24);
  s.text(LM, 274, contact(c), 24);
  flush(s, 190, 'FAX', 110, 'bold');
  flush(s, 240, 'Care Coordination', 26);
  s.rule(LM, 305, FULL, 3);
  const half = FULL / 2 - 15;
  const blocks: [string, [string, string][]][] = [
    [
      'SEND TO',
      [
        ['Facility', c.to],
        ['Attn', 'Referral Coordinator'],
        ['Dept', 'Specialty Scheduling'],
      ],
    ],
    [
      'SENT FROM',
      [
        ['Name', 'Gloria Ibarra, RN'],
        ['Phone', printedPhone(c.clinic.phone)],
        ['Fax', printedPhone(c.clinic.fax)],
      ],
    ],
  ];
  blocks.forEach(([title, rows], b) => {
    const x = LM + b * (half + 30);
    s.box(x, 340, half, 280, 2);
    s.text(x + 16, 380, title, 26, 'bold');
    s.rule(x, 396, half, 2);
    rows.forEach(([label, value], i) => said(s, x + 16, 450 + i * 56, `${label}:`, value, 27));
  });
  said(s, LM, 690, 'Date:', c.sentOn);
  said(s, LM + 500, 690, 'Number of pages (incl. cover):', String(c.totalPages));
  ticks(s, LM, 770, ['Routine', 'Urgent', 'Emergent', 'Reply requested'], [0, 3]);
  s.box(LM, 830, FULL, 420, 2);
  s.text(LM + 20, 880, 'Comments', 28, 'bold');
  s.paragraph(LM + 20, 935, CARE_MESSAGE, FULL - 40, 30);
  s.text(LM + 20, 1200, 'Call me with questions - Gloria', 34, 'hand');
  s.box(LM, 1880, FULL, 170, 2);
  s.paragraph(LM + 20, 1922, CONFIDENTIAL, FULL - 40, 23);
}

const CARE_REASON =
  'Records from the last two office visits and current medication list accompany this request.';

function careRequest(s: Sheet, c: TemplateContext) {
  const p = c.patients[0]!;
  const [last, first] = lastFirst(p);
  centre(s, 150, 'REQUEST FOR SERVICES - COMMUNITY CARE', 40, 'bold');
  centre(s, 192, `Submitted by ${c.clinicName}`, 26);
  s.text(LM, 250, 'SECTION A - PATIENT', 26, 'bold');
  flush(s, 250, 'Request no. CC-26-70413', 24);
  framed(s, LM, 270, 560, 'LAST NAME', last);
  framed(s, LM + 560, 270, 520, 'FIRST NAME', first);
  framed(s, LM + 1080, 270, FULL - 1080, 'MIDDLE', '');
  framed(s, LM, 366, 420, 'DATE OF BIRTH', p.dob);
  framed(s, LM + 420, 366, 400, 'SOCIAL SECURITY NO.', p.ssn);
  framed(s, LM + 820, 366, FULL - 820, 'PREFERRED PHONE', '(815) 555-0176');
  framed(s, LM, 462, FULL, 'MAILING ADDRESS', '1147 Cass St, Joliet, IL 60432');
  s.text(LM, 620, 'Eligibility:', 26, 'bold');
  ticks(s, LM + 170, 620, ['Veteran', 'Service-connected', 'Other eligible'], [0]);
  s.text(LM, 720, 'SECTION B - SERVICES REQUESTED', 26, 'bold');
  framed(s, LM, 740, 340, 'ICD-10-CM', p.code);
  framed(s, LM + 340, 740, FULL - 340, 'DIAGNOSIS DESCRIPTION', p.description);
  s.text(LM, 900, 'Category of care:', 26, 'bold');
  ticks(s, LM + 250, 900, ['Specialty', 'Diagnostic', 'Rehab', 'Mental health', 'Other'], [0]);
  said(s, LM, 970, 'Visits requested:', '3 within 90 days (initial consult and follow-up)');
  said(s, LM, 1030, 'Place of care:', 'Outpatient office');
  let y = section(s, LM, 1110, FULL, 'Reason for referral', `${p.reason} ${CARE_REASON}`);
  s.text(LM, y + 40, 'SECTION C - REQUESTING PROVIDER', 26, 'bold');
  said(s, LM, y + 100, 'Provider:', `${p.provider}, MD`);
  said(s, LM, y + 155, 'Practice:', c.clinicName);
  said(s, LM, y + 210, 'Contact:', contact(c));
  y += 360;
  signature(s, LM, y, p.provider, 'Signature of requesting provider');
  said(s, LM + 760, y - 10, 'Date signed:', c.sentOn);
  s.box(LM, 1700, FULL, 220, 2);
  s.text(LM + 20, 1745, 'SECTION D - RECEIVING OFFICE (complete and fax back)', 24, 'bold');
  [
    ['Appointment date:', 20, 700],
    ['Time:', 760, 1100],
    ['Treating provider:', 20, 1100],
  ].forEach(([label, from, to], i) => {
    const x = LM + Number(from);
    const w = s.text(x, 1810 + Math.floor(i / 2) * 70, String(label), 24);
    s.rule(x + w + 10, 1816 + Math.floor(i / 2) * 70, Number(to) - Number(from) - w - 10, 1);
  });
  fine(s, 1960, 'Services are authorized only as listed above. Page 2 of 2.');
}

const COMMUNITY_CARE = fax(
  'unseen7-01',
  'cover sheet',
  (c, page) =>
    `CARE COORD  ${c.sentOn} 14:06  FAX ${printedPhone(c.clinic.fax)}  PAGE ${page} OF ${c.totalPages}`,
  [
    { patients: [], draw: careCover },
    { patients: [0], draw: careRequest },
  ],
);

// ------------------------------------------------------------ unseen7-02: transcribed urology letter

const UROLOGY_LETTER = onePage('unseen7-02', 'letter', true, (s, c, p) => {
  centre(s, 160, c.clinicName, 44, 'bold');
  centre(s, 202, c.clinic.address, 24);
  centre(s, 236, contact(c), 24);
  s.rule(LM + 300, 262, FULL - 600, 2);
  ['Nathaniel Brooks, MD', 'Department of Urology', c.to].forEach((line, i) =>
    s.text(LM, 360 + i * 40, line, 28),
  );
  s.text(LM, 530, 'RE:', 28, 'bold');
  s.text(LM + 160, 530, p.reName, 28, 'bold');
  s.text(LM, 572, 'Birthdate:', 28);
  s.text(LM + 160, 572, p.dob, 28);
  s.text(LM + 560, 572, `SS#: ${p.ssn}`, 28);
  s.text(LM, 660, 'Dear Dr. Brooks:', 30);
  const body = [
    `I am referring ${p.name} for urologic evaluation. Microscopic hematuria was found on two ` +
      'urinalyses six weeks apart, with 8 to 12 red cells per high-power field and no casts. ' +
      'There is occasional nocturia twice a night and a weaker stream over the past year, but no ' +
      'gross bleeding, flank pain or fever. A urine culture was negative.',
    `The referral diagnosis is ${p.description.toLowerCase()}, ICD-10 code ${p.code}. ${p.reason} ` +
      'Serum creatinine is 1.0 mg/dL. Renal ultrasound has not yet been done; I have left that ' +
      'and any cystoscopy to your judgment.',
    'Allergies: none known. Medications: tamsulosin 0.4 mg nightly, started last month with a ' +
      'modest benefit. Thank you for seeing this patient; please fax your consultation note to ' +
      'the number above.',
  ];
  const y = body.reduce((top, text) => s.paragraph(LM, top, text, FULL, 30) + 22, 730);
  s.text(LM, y + 20, 'Sincerely,', 30);
  signature(s, LM, y + 140, p.provider, `${p.provider}, MD`);
  s.text(LM, y + 250, 'cc: chart', 24);
  s.rule(LM, 1930, FULL, 1);
  s.text(LM, 1966, `Dictated: ${c.sentOn} 08:42    Transcribed: ${c.sentOn} 13:10`, 22);
  flush(s, 1966, 'Job 5521-7 / kmw', 22);
  s.text(LM, 2000, 'ClearScript Transcription - dictated but not read', 22);
});

// ------------------------------------------------------------ unseen7-03: podiatry carbon-copy form

const FOOT_CONDITIONS = [
  'Diabetic foot exam',
  'Ulcer / wound',
  'Ingrown nail',
  'Callus / corn',
  'Heel pain',
  'Nail debridement',
  'Neuropathy',
  'Deformity',
];

/** Numbered carbon-form boxes along a row: values typed a little off the boxes' grid. */
function carbonRow(s: Sheet, y: number, cells: [string, string, number][]) {
  cells.reduce((x, [caption, value, w]) => {
    s.box(x, y, w, 100, 2);
    s.text(x + 10, y + 26, caption, 22, 'bold');
    s.text(x + 26, y + 84, value, 30);
    return x + w;
  }, LM + 24);
}

const FOOT_HISTORY =
  'Diet and oral agents; no prior ulcer or amputation. Non-smoker. Wears over-the-counter ' +
  'inserts. Last foot exam in this office found thick dystrophic nails.';

const PODIATRY_FORM = onePage('unseen7-03', 'boxed form', false, (s, c, p) => {
  const inner = FULL - 48;
  s.box(LM, 110, FULL, 1800, 4);
  s.text(LM + 24, 170, c.clinicName, 34, 'bold');
  s.text(LM + 24, 208, `${c.clinic.address}   ${contact(c)}`, 22);
  s.text(RM - 220, 170, 'No. 0048127', 30, 'bold');
  s.rule(LM, 236, FULL, 3);
  centre(s, 296, 'PODIATRY / FOOT & ANKLE REFERRAL', 40, 'bold');
  carbonRow(s, 330, [
    ['1. PATIENT NAME (LAST, FIRST)', p.reName, 900],
    ['2. BIRTHDATE', p.dob, inner - 900],
  ]);
  carbonRow(s, 430, [
    ['3. SOC. SEC. NO.', p.ssn, 480],
    ['4. HOME PHONE', '(708) 555-0193', 440],
    ['5. INSURANCE', 'Medicare + supp.', inner - 920],
  ]);
  carbonRow(s, 530, [['6. ADDRESS', '52 N Kenilworth Ave, Oak Park, IL 60302', inner]]);
  carbonRow(s, 630, [
    ['7. DX CODE (ICD-10)', p.code, 360],
    ['8. DIAGNOSIS', p.description, inner - 360],
  ]);
  s.text(LM + 24, 800, '9. CONDITION (check all that apply)', 24, 'bold');
  FOOT_CONDITIONS.forEach((label, i) =>
    tick(s, LM + 24 + (i % 4) * 360, 850 + Math.floor(i / 4) * 52, label, i === 0 || i === 6),
  );
  s.text(LM + 24, 990, '10. SIDE', 24, 'bold');
  ticks(s, LM + 160, 990, ['Left', 'Right', 'Bilateral'], [2], true);
  s.text(LM + 24, 1060, '11. PEDAL PULSES', 24, 'bold');
  ticks(s, LM + 290, 1060, ['Palpable', 'Diminished', 'Absent'], [1], true);
  s.text(LM + 24, 1140, '12. REASON FOR REFERRAL', 24, 'bold');
  s.paragraph(LM + 40, 1186, `${p.reason} Diminished monofilament sensation.`, inner - 40, 28);
  s.text(LM + 24, 1290, '13. PERTINENT HISTORY', 24, 'bold');
  s.paragraph(LM + 40, 1336, FOOT_HISTORY, inner - 40, 28);
  s.text(LM + 24, 1480, '14. REFERRING PHYSICIAN', 24, 'bold');
  s.text(LM + 40, 1530, `${p.provider}, MD`, 30);
  signature(s, LM + 24, 1680, p.provider, 'Signature');
  said(s, LM + 760, 1670, 'Date:', c.sentOn);
  s.text(LM + 24, 1860, 'Bring this form, your insurance card and the shoes you wear most.', 24);
  s.text(LM, 1950, 'WHITE - Podiatrist    YELLOW - Referring office    PINK - Patient', 24, 'bold');
  flush(s, 1950, 'Form PR-22', 22);
  fine(s, 2010, CONFIDENTIAL);
});

// ------------------------------------------------------------ unseen7-04: open-access endoscopy batch

const SCOPES: [string, string, string][] = [
  ['Colonoscopy', 'Split-dose PEG', 'None'],
  ['EGD', 'NPO after midnight', 'Apixaban, hold 48 h'],
  ['EGD + colon', 'Split-dose PEG', 'Aspirin 81, continue'],
];

/** Column x of: #, patient and birth date, SSN, ICD-10, procedure, prep and anticoagulant. */
const SCOPE_X = [LM, LM + 50, LM + 560, LM + 800, LM + 980, LM + 1240];

const ENDOSCOPY_NOTE =
  'Please fax the procedure date, arrival time and prep kit pickup details to the number above. ' +
  'Pathology and the procedure report go to the ordering physician named on each line.';

function endoscopyBatch(s: Sheet, c: TemplateContext) {
  s.text(LM, 160, c.clinicName, 36, 'bold');
  s.text(LM, 198, c.clinic.address, 24);
  s.text(LM, 232, contact(c), 24);
  flush(s, 160, 'OPEN-ACCESS', 34, 'bold');
  flush(s, 200, 'ENDOSCOPY REQUEST', 34, 'bold');
  s.rule(LM, 260, FULL, 6);
  said(s, LM, 320, 'To:', `${c.to} - GI Lab Scheduling`);
  said(s, LM, 370, 'Requests in this batch:', String(c.patients.length));
  said(s, LM + 800, 370, 'Sent:', c.sentOn);
  const heads = [
    ['#', ''],
    ['Patient name', 'Date of birth'],
    ['SSN', ''],
    ['ICD-10', ''],
    ['Procedure', ''],
    ['Prep', 'Anticoagulant'],
  ];
  heads.forEach(([top, under], i) => {
    s.text(SCOPE_X[i]!, 450, top!, 24, 'bold');
    if (under) s.text(SCOPE_X[i]!, 482, under, 24, 'bold');
  });
  s.rule(LM, 500, FULL, 4);
  c.patients.forEach((p, i) => {
    const y = 550 + i * 190;
    const [procedure, prep, anticoag] = SCOPES[i]!;
    [String(i + 1), p.name, p.ssn, p.code, procedure, prep].forEach((value, k) =>
      s.text(SCOPE_X[k]!, y, value, 28),
    );
    s.text(SCOPE_X[1]!, y + 40, p.dob, 28);
    s.text(SCOPE_X[5]!, y + 40, anticoag, 24);
    s.text(SCOPE_X[1]!, y + 90, `Indication: ${p.description}  -  Dr. ${p.provider}`, 23);
    s.rule(LM, y + 120, FULL, 1);
  });
  let y = 550 + c.patients.length * 190 + 40;
  s.text(LM, y, 'Direct-access criteria confirmed for every patient above:', 26, 'bold');
  [
    'ASA class I or II; no home oxygen; BMI under 45',
    'No cardiac event or stroke in the last six months',
    'Prep instructions given; driver arranged for the day of the procedure',
  ].forEach((label, i) => tick(s, LM, y + 60 + i * 52, label, true));
  y += 260;
  y = s.paragraph(LM, y, ENDOSCOPY_NOTE, FULL, 27);
  signature(s, LM, y + 110, 'Tess Moreland', 'Tess Moreland, RN - Referral nurse');
  fine(s, 1960, CONFIDENTIAL);
}

const ENDOSCOPY_BATCH = fax(
  'unseen7-04',
  'table',
  (c, page) =>
    `${c.sentOn} 07:58   ${printedPhone(c.clinic.fax)}   GI OPEN ACCESS   ${page}/${c.totalPages}`,
  [{ patients: [0, 1, 2], draw: endoscopyBatch }],
);

// ------------------------------------------------------------ unseen7-05: behavioural health hand-off note

const PANEL_W = 430;
const NOTE_X = LM + PANEL_W + 40;
const NOTE_W = RM - NOTE_X;

function handoffHead(s: Sheet, c: TemplateContext, page: number) {
  s.text(LM, 150, c.clinicName, 34, 'bold');
  s.text(LM, 188, 'Integrated Behavioral Health in Primary Care', 24);
  flush(s, 150, contact(c), 22);
  flush(s, 188, `Page ${page} of ${c.totalPages}`, 22);
  s.rule(LM, 210, FULL, 3);
}

const HANDOFF_CONCERN =
  'PCP asked for a same-day consult after the client described poor sleep, worry about a new ' +
  'diagnosis and trouble keeping up with medicines. The client agreed to meet in the exam room.';

const HANDOFF_INTERVENTION =
  'Brief motivational interviewing on sleep routine and medicine adherence; paced breathing ' +
  'practised in session. Client set one goal for the coming week.';

const HANDOFF_OBSERVED =
  'Alert, cooperative, good eye contact. Mood "stressed", affect congruent. Thought process ' +
  'linear. No perceptual disturbance.';

function handoffOne(s: Sheet, c: TemplateContext) {
  const p = c.patients[0]!;
  handoffHead(s, c, 1);
  s.text(LM, 280, 'WARM HAND-OFF  /  BEHAVIORAL HEALTH CONSULT NOTE', 34, 'bold');
  s.box(LM, 320, PANEL_W, 1000, 2);
  const panel: [string, string][] = [
    ['Client', p.name],
    ['DOB/Age', `${p.dob} (${yearsOld(p.dob, c.sentOn)} y)`],
    ['Soc Sec No', p.ssn],
    ['Primary Dx', p.code],
  ];
  let y = panel.reduce((top, [label, value]) => {
    s.text(LM + 20, top, label, 22, 'bold');
    s.text(LM + 20, top + 40, value, 29);
    return top + 110;
  }, 370);
  y = s.paragraph(LM + 20, y - 40, p.description, PANEL_W - 40, 24) + 30;
  for (const [label, value] of [
    ['Payer', 'Medicaid MCO'],
    ['Client ID', 'BH-20447'],
    ['Consultant', 'Jordan Ashby, LCSW'],
    ['PCP', `${p.provider}, MD`],
  ]) {
    s.text(LM + 20, y, label!, 22, 'bold');
    s.text(LM + 20, y + 36, value!, 26);
    y += 90;
  }
  said(s, NOTE_X, 370, 'Session date:', c.sentOn, 26);
  said(s, NOTE_X, 415, 'Visit:', 'same-day warm hand-off from PCP, 25 min', 26);
  y = section(s, NOTE_X, 490, NOTE_W, 'Presenting concern', HANDOFF_CONCERN);
  s.text(NOTE_X, y, 'Screening today', 26, 'bold');
  [
    ['PHQ-9', '9', 'mild'],
    ['GAD-7', '7', 'mild'],
    ['AUDIT-C', '2', 'negative'],
  ].forEach((row, i) =>
    row.forEach((cell, k) => s.text(NOTE_X + 20 + k * 220, y + 50 + i * 42, cell, 26)),
  );
  y += 210;
  y = section(s, NOTE_X, y, NOTE_W, 'Observations', HANDOFF_OBSERVED);
  y = section(
    s,
    NOTE_X,
    y,
    NOTE_W,
    'Strengths',
    'Supportive partner, steady work, wants to engage.',
  );
  section(s, NOTE_X, y, NOTE_W, 'Intervention', HANDOFF_INTERVENTION);
  fine(s, 1980, CONFIDENTIAL);
}

const HANDOFF_ASSESSMENT =
  'Adjustment-related stress with mild depressive and anxious symptoms, interfering with sleep ' +
  'and self-care. No history of psychiatric admission. Motivated for brief intervention.';

const HANDOFF_SAFETY =
  'Denies thoughts of self-harm or harm to others, now and in the past month. No firearms at ' +
  'home. Protective factors reviewed.';

function handoffTwo(s: Sheet, c: TemplateContext) {
  const p = c.patients[0]!;
  handoffHead(s, c, 2);
  said(s, LM, 270, 'Client:', p.name);
  said(s, LM + 760, 270, 'DOB/Age:', `${p.dob} / ${yearsOld(p.dob, c.sentOn)}`);
  s.rule(LM, 292, FULL, 1);
  let y = section(s, LM, 360, FULL, 'Assessment', HANDOFF_ASSESSMENT);
  y = section(
    s,
    LM,
    y,
    FULL,
    'Plan and referral',
    `Referral to ${c.to} for ${p.description.toLowerCase()} (Primary Dx ${p.code}). ${p.reason} ` +
      'Client consents to sharing this note with the receiving office. Two brief follow-up ' +
      'sessions with the consultant; sleep diary and a medicine calendar started today.',
  );
  y = section(s, LM, y, FULL, 'Safety', HANDOFF_SAFETY);
  s.text(LM, y + 10, 'Client given crisis line card:', 26, 'bold');
  ticks(s, LM + 420, y + 10, ['Yes', 'No'], [0]);
  y += 140;
  signature(s, LM, y, 'Jordan Ashby', 'Jordan Ashby, LCSW - Behavioral health consultant');
  signature(s, LM + 800, y, p.provider, `Co-signed: ${p.provider}, MD`);
  said(s, LM, y + 110, 'Signed:', `${c.sentOn} 16:20`, 26);
  fine(s, 1980, CONFIDENTIAL);
}

const HANDOFF_NOTE = fax('unseen7-05', 'progress note', true, [
  { patients: [0], draw: handoffOne },
  { patients: [0], draw: handoffTwo },
]);

// ------------------------------------------------------------ unseen7-06: allergy referrals, one per page

const SYMPTOMS = [
  'Rhinitis',
  'Asthma / wheeze',
  'Urticaria',
  'Food reaction',
  'Drug reaction',
  'Insect sting',
  'Eczema',
  'Anaphylaxis',
];
const TESTS = ['Skin prick', 'Intradermal', 'Patch', 'Spirometry', 'Oral challenge', 'Serum IgE'];

function allergyPage(index: number) {
  return (s: Sheet, c: TemplateContext) => {
    const p = c.patients[index]!;
    const [last, first] = lastFirst(p);
    s.box(LM, 110, FULL, 100, 4);
    s.text(LM + 24, 178, 'ALLERGY & IMMUNOLOGY REFERRAL FORM', 40, 'bold');
    flush(s, 176, `Referral ${index + 1} of ${c.patients.length}  `, 26);
    const right = LM + 780;
    s.text(LM, 280, 'PATIENT', 28, 'bold');
    s.text(right, 280, 'REFERRAL', 28, 'bold');
    s.rule(LM, 294, 720, 2);
    s.rule(right, 294, RM - right, 2);
    const rows: [string, string][] = [
      ['Last name', last],
      ['First name', first],
      ['Birthdate', p.dob],
      ['SS#', p.ssn],
      ['Phone', index ? '(847) 555-0168' : '(847) 555-0121'],
      ['Insurance', index ? 'BCBS PPO' : 'UnitedHealthcare'],
      ['Member ID', index ? 'XOD 771-42' : 'UHC 5520-8K'],
    ];
    rows.forEach(([label, value], i) => {
      s.text(LM, 350 + i * 62, label, 24, 'bold');
      s.text(LM + 190, 350 + i * 62, value, 29);
    });
    let y = 340;
    for (const [label, value] of [
      ['Referring practice', c.clinicName],
      ['Referring provider', `${p.provider}, MD`],
      ['ICD-10-CM', p.code],
      ['Diagnosis', p.description],
      ['Reason for referral', p.reason],
    ]) {
      s.text(right, y, label!, 22, 'bold');
      y = s.paragraph(right, y + 38, value!, RM - right, 28) + 8;
    }
    y = Math.max(y, 800) + 40;
    s.text(LM, y, 'SYMPTOMS', 26, 'bold');
    tickGrid(s, y + 50, SYMPTOMS, index ? [2, 3, 7] : [0, 1]);
    y += 190;
    s.text(LM, y, 'TESTING REQUESTED', 26, 'bold');
    tickGrid(s, y + 50, TESTS, index ? [0, 5] : [0, 3]);
    y += 190;
    s.text(LM, y, 'Antihistamines stopped 5 days before testing?', 26);
    ticks(s, LM + 620, y, ['Yes', 'No', 'Unknown'], [index ? 1 : 0]);
    s.text(LM, y + 60, 'Epinephrine auto-injector prescribed?', 26);
    ticks(s, LM + 620, y + 60, ['Yes', 'No'], [index ? 0 : 1]);
    signature(s, LM, y + 220, p.provider, 'Referring provider signature');
    said(s, LM + 780, y + 210, 'Date:', c.sentOn);
    s.text(LM, 1900, `Faxed by ${c.clinicName}  -  ${contact(c)}`, 24);
    fine(s, 1950, CONFIDENTIAL);
    centre(s, 2120, `Page ${index + 1} of ${c.totalPages}`, 22);
  };
}

const ALLERGY_PAIR = fax(
  'unseen7-06',
  'two-column form',
  (c, page) => `Sent via eFax ${c.sentOn} 11:27 AM ET  p${page}/${c.totalPages}`,
  [
    { patients: [0], draw: allergyPage(0) },
    { patients: [1], draw: allergyPage(1) },
  ],
);

// ------------------------------------------------------------ unseen7-07: handwritten audiology order

const HEARING_TESTS = [
  'Comprehensive audiogram',
  'Tympanometry',
  'OAE',
  'ABR',
  'Hearing aid evaluation',
  'VNG / balance',
];

const AUDIOLOGY_ORDER = onePage('unseen7-07', 'handwritten', false, (s, c, p) => {
  const x = LM + 30;
  const end = RM - 30;
  s.box(LM, 120, FULL, 1320, 3);
  s.text(x, 185, c.clinicName, 36, 'bold');
  s.text(x, 222, c.clinic.address, 24);
  s.text(x, 256, contact(c), 24);
  flush(s, 190, 'AUDIOLOGY ORDER   ', 32, 'bold');
  s.rule(LM, 282, FULL, 2);
  onLine(s, x, 400, 900, p.name, 'Name of patient');
  onLine(s, x + 960, 400, end - x - 960, p.dob, 'Birthdate');
  onLine(s, x, 520, 520, p.ssn, 'SS No.');
  onLine(s, x + 580, 520, 360, p.code, 'Dx code');
  onLine(s, x + 1000, 520, end - x - 1000, '815-555-0148', 'Phone');
  s.text(x + 10, 628, p.description, 32, 'hand');
  s.rule(x, 640, end - x, 2);
  s.text(x, 670, 'Diagnosis / complaint', 22);
  s.text(x, 760, 'Tests:', 26, 'bold');
  HEARING_TESTS.forEach((label, i) =>
    tick(s, x + 110 + (i % 3) * 440, 760 + Math.floor(i / 3) * 56, label, i < 2),
  );
  s.text(x, 900, 'Ear:', 26, 'bold');
  ticks(s, x + 110, 900, ['Right', 'Left', 'Both'], [2]);
  s.text(x, 990, 'Notes:', 26, 'bold');
  s.paragraph(
    x + 110,
    990,
    `gradual hearing loss, tinnitus R > L. ${p.reason}`,
    // Hand letters are spaced wider than the face measures them.
    (end - x - 110) * 0.88,
    34,
    'hand',
  );
  onLine(s, x, 1240, 760, p.provider, 'Ordering provider signature');
  onLine(s, x + 820, 1240, end - x - 820, c.sentOn, 'Date of order');
  s.text(x, 1330, 'Please call the patient to schedule; results to the ordering office.', 24);
  s.text(x, 1380, 'Pt should avoid loud noise for 16 hours before testing.', 24);
  s.text(LM + 40, 1580, 'pt prefers AM appts', 40, 'hand');
  fine(s, 1960, CONFIDENTIAL);
});

// ------------------------------------------------------------ unseen7-08: no referral: misdirected-fax notice

const MISDIRECTED_INTRO =
  'Our fax machine received a transmission that, according to its cover sheet, was meant for ' +
  'another office. We are letting you know so that the number can be corrected in your system ' +
  'and the documents resent to the right recipient.';

const MISDIRECTED_CLOSE =
  'No patient information from those pages is repeated in this notice. Please check the fax ' +
  'number on file for the intended office before sending again; we have kept a log entry of ' +
  'the event as our policy requires.';

function misdirectedNotice(s: Sheet, c: TemplateContext) {
  s.text(LM, 160, c.clinicName, 40, 'bold');
  s.text(LM, 200, c.clinic.address, 24);
  s.text(LM, 234, contact(c), 24);
  flush(s, 160, 'Privacy Office', 28, 'bold');
  s.box(LM, 280, FULL, 100, 4);
  centre(s, 346, 'NOTICE OF MISDIRECTED FAX', 44, 'bold');
  said(s, LM, 450, 'To:', `Fax operator / privacy contact, ${c.to}`);
  said(s, LM, 500, 'From:', 'Renee Castellanos, Privacy Officer');
  said(s, LM, 550, 'Date of notice:', c.sentOn);
  said(s, LM + 760, 550, 'Pages:', '1');
  let y = s.paragraph(LM, 640, MISDIRECTED_INTRO, FULL, 30) + 20;
  s.box(LM, y, FULL, 330, 2);
  const details: [string, string][] = [
    ['Date received:', c.sentOn],
    ['Time received:', '06:52 AM'],
    ['Pages received:', '4 (incl. cover)'],
    ['Sending number shown:', '(312) 555-0187'],
    ['Addressed to (per cover):', 'Dr. Miriam Osei, Cardiology'],
  ];
  details.forEach(([label, value], i) => said(s, LM + 24, y + 60 + i * 58, label, value));
  y += 400;
  s.text(LM, y, 'What we did with the pages:', 26, 'bold');
  ticks(s, LM + 400, y, ['Shredded', 'Returned by mail', 'Held for pickup'], [0]);
  y = s.paragraph(LM, y + 70, MISDIRECTED_CLOSE, FULL, 30) + 10;
  s.text(LM, y + 20, `Questions: ${printedPhone(c.clinic.phone)}, ext. 240`, 28);
  signature(s, LM, y + 160, 'Renee Castellanos', 'Renee Castellanos, Privacy Officer');
  fine(s, 1960, 'This notice contains no protected health information. No reply is needed.');
}

const MISDIRECTED = fax('unseen7-08', 'no referral', true, [
  { patients: [], draw: misdirectedNotice },
]);

// ------------------------------------------------------------ unseen7-09: EHR referral summary print-out

/** A section of the print-out: a ruled box with a title bar and label / value rows. */
function panel(s: Sheet, x: number, y: number, w: number, title: string, rows: [string, string][]) {
  s.box(x, y, w, 70 + rows.length * 50, 2);
  s.box(x, y, w, 50, 2);
  s.text(x + 14, y + 36, title, 24, 'bold');
  rows.forEach(([label, value], i) => {
    s.text(x + 14, y + 95 + i * 50, label, 23, 'bold');
    s.text(x + 200, y + 95 + i * 50, value, 26);
  });
}

const SUMMARY_QUESTION =
  'Please advise on further work-up and management; labs below suggest thyroid involvement.';

const REFERRAL_SUMMARY = onePage(
  'unseen7-09',
  'boxed form',
  (c, page) => `${c.sentOn} 15:03:27 (GMT-06:00)  RightFax  Page ${page} of ${c.totalPages}`,
  (s, c, p) => {
    s.text(LM, 170, 'Referral Summary', 48, 'bold');
    flush(s, 150, c.clinicName, 28, 'bold');
    flush(s, 186, contact(c), 22);
    s.rule(LM, 210, FULL, 2);
    const half = FULL / 2 - 10;
    const rx = LM + half + 20;
    panel(s, LM, 240, half, 'Patient', [
      ['Name', p.name],
      ['DOB', p.dob],
      ['Age', `${yearsOld(p.dob, c.sentOn)} years`],
      ['SSN', p.ssn],
      ['MRN', 'E4410027'],
    ]);
    panel(s, rx, 240, half, 'Referral', [
      ['Referral ID', 'REF-20817'],
      ['Status', 'Pending review'],
      ['Priority', 'Routine'],
      ['Specialty', 'Endocrinology'],
      ['Visits', '1 consult'],
    ]);
    s.box(LM, 580, half, 220, 2);
    s.box(LM, 580, half, 50, 2);
    s.text(LM + 14, 616, 'Diagnoses', 24, 'bold');
    s.text(LM + 14, 676, `Primary:  ${p.code}`, 26, 'bold');
    s.paragraph(LM + 14, 720, p.description, half - 28, 24);
    panel(s, rx, 580, half, 'Coverage', [
      ['Payer', 'BlueCross Community'],
      ['Member ID', 'XOH 88104-2'],
      ['Auth', 'Not required'],
    ]);
    panel(s, LM, 830, half, 'Referred By', [
      ['Provider', `${p.provider}, MD`],
      ['Phone', printedPhone(c.clinic.phone)],
      ['Fax', printedPhone(c.clinic.fax)],
    ]);
    panel(s, rx, 830, half, 'Referred To', [
      ['Department', 'Endocrinology'],
      ['Facility', c.to],
      ['Location', 'Main campus'],
    ]);
    s.box(LM, 1080, FULL, 300, 2);
    s.box(LM, 1080, FULL, 50, 2);
    s.text(LM + 14, 1116, 'Reason for Referral / Clinical Question', 24, 'bold');
    s.paragraph(LM + 14, 1176, `${p.reason} ${SUMMARY_QUESTION}`, FULL - 28, 27);
    s.box(LM, 1410, FULL, 260, 2);
    s.box(LM, 1410, FULL, 50, 2);
    s.text(LM + 14, 1446, 'Recent Results', 24, 'bold');
    const cols = [LM + 14, LM + 500, LM + 860, LM + 1100];
    ['Test', 'Result', 'Flag', 'Collected'].forEach((h, i) =>
      s.text(cols[i]!, 1500, h, 23, 'bold'),
    );
    [
      ['Hemoglobin A1c', '8.4 %', 'H', 'Oct 2026'],
      ['TSH', '0.21 mIU/L', 'L', 'Oct 2026'],
      ['Free T4', '1.9 ng/dL', 'H', 'Oct 2026'],
    ].forEach((row, r) => row.forEach((v, i) => s.text(cols[i]!, 1550 + r * 44, v, 25)));
    s.text(LM, 1730, `Printed by: KDELACRUZ    Printed: ${c.sentOn} 15:02`, 22);
    flush(s, 1730, 'Page 1 of 1', 22);
    fine(s, 1800, CONFIDENTIAL);
  },
);

// ------------------------------------------------------------ unseen7-10: school-based health center

const SCHOOL_REFERRAL = onePage('unseen7-10', 'two-column form', false, (s, c, p) => {
  const age = yearsOld(p.dob, c.sentOn);
  const minor = age < 18;
  centre(s, 150, c.clinicName, 38, 'bold');
  centre(s, 190, 'School-Based Health Center at Jefferson High School', 26);
  centre(s, 226, `${c.clinic.address}   ${contact(c)}`, 22);
  s.box(LM, 260, FULL, 80, 3);
  centre(s, 316, 'REFERRAL FOR OUTSIDE CARE', 36, 'bold');
  const half = FULL / 2;
  const rx = LM + half + 30;
  s.rule(LM + half, 380, 2, 500);
  s.text(LM, 410, 'STUDENT / CLIENT', 26, 'bold');
  s.text(rx, 410, 'PARENT OR GUARDIAN (if under 18)', 26, 'bold');
  const left: [string, string][] = [
    ['Name:', p.name],
    ['Birthdate:', p.dob],
    ['Age:', String(age)],
    ['SS#:', p.ssn],
    ['Grade:', minor ? String(age - 5) : 'n/a'],
  ];
  left.forEach(([label, value], i) => said(s, LM, 480 + i * 64, label, value));
  s.text(LM, 810, 'Enrolled as:', 26, 'bold');
  ticks(s, LM + 180, 810, ['Student', 'Staff'], [minor ? 0 : 1]);
  const right: [string, string][] = [
    ['Parent/guardian:', minor ? 'Denise Harper' : 'N/A - adult client'],
    ['Relationship:', minor ? 'Mother' : '-'],
    ['Phone:', '(773) 555-0132'],
    ['Language:', 'English'],
  ];
  right.forEach(([label, value], i) => said(s, rx, 480 + i * 64, label, value));
  s.text(rx, 746, 'Consent on file:', 26, 'bold');
  ticks(s, rx + 230, 746, ['Yes', 'No'], [0]);
  s.box(LM, 920, FULL, 330, 2);
  s.text(LM + 20, 970, 'REASON FOR REFERRAL', 26, 'bold');
  said(s, LM + 20, 1030, 'Dx:', p.code, 30);
  s.paragraph(LM + 300, 1030, p.description, FULL - 320, 28);
  s.paragraph(
    LM + 20,
    1130,
    `${p.reason} Seen at the school clinic twice this term.`,
    FULL - 40,
    28,
  );
  said(s, LM, 1320, 'Referred to:', c.to);
  s.text(LM, 1390, 'Type:', 26, 'bold');
  ticks(s, LM + 90, 1390, ['Primary care', 'Specialist', 'Dental', 'Vision', 'Behavioral'], [1]);
  s.text(LM, 1460, 'Transportation needed:', 26, 'bold');
  ticks(s, LM + 330, 1460, ['Yes', 'No'], [1]);
  s.text(LM + 700, 1460, 'Interpreter:', 26, 'bold');
  ticks(s, LM + 880, 1460, ['Yes', 'No'], [1]);
  signature(s, LM, 1640, 'Tanya Ruiz', 'Tanya Ruiz, APRN - School health center');
  said(s, LM + 760, 1630, 'Date:', c.sentOn);
  s.text(LM, 1730, `Supervising physician: ${p.provider}, MD`, 26);
  signature(s, LM, 1850, minor ? 'Denise Harper' : '', 'Parent/guardian signature (if under 18)');
  fine(s, 1960, CONFIDENTIAL);
});

export const SEVENTH_MEASURED_TEMPLATES: readonly FaxTemplate[] = [
  COMMUNITY_CARE,
  UROLOGY_LETTER,
  PODIATRY_FORM,
  ENDOSCOPY_BATCH,
  HANDOFF_NOTE,
  ALLERGY_PAIR,
  AUDIOLOGY_ORDER,
  MISDIRECTED,
  REFERRAL_SUMMARY,
  SCHOOL_REFERRAL,
];
