import type { Sheet, SheetFont } from './draw-templates.js';
import { printedPhone } from './sample-data.js';
import {
  p0,
  paged,
  single,
  type FaxTemplate,
  type TemplateContext,
  type TemplatePage,
  type TemplatePatient,
} from './template-parts.js';

/**
 * Training templates of issue 24 that were the fourth held-out set: written apart from the
 * detector, measured once (docs/decisions.md, 'the measurements, in order'), then moved to
 * training.
 *
 * This set stands in for the referral inbox of a clinic the project has never seen: a specialist's
 * consult letter, an urgent-care transfer, a home-health order, an EHR work queue, a progress note,
 * a pre-op clearance request, a prescription pad, a directory notice, behavioural-health intake
 * letters and an imaging order.
 */

/** A page is 1700 px wide (and 2200 px high: draw-templates.ts). */
const PAGE_W = 1700;

const centred = (s: Sheet, y: number, text: string, size = 30, font: SheetFont = 'regular') =>
  s.text(
    (PAGE_W - s.width(text, size, font === 'hand' ? 'regular' : font)) / 2,
    y,
    text,
    size,
    font,
  );

const rightAt = (s: Sheet, right: number, y: number, text: string, size = 26, bold = false) =>
  s.text(
    right - s.width(text, size, bold ? 'bold' : 'regular'),
    y,
    text,
    size,
    bold ? 'bold' : 'regular',
  );

/**
 * A stable number of `n` digits (n <= 8) from some text: MRNs, account and member numbers. It is
 * built from names and dates, never from the SSN, and is always shorter than an SSN.
 */
function serial(text: string, n: number): string {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return String(h % 10 ** n).padStart(n, '0');
}

/** A check box with its label; returns the x after it. */
function tick(s: Sheet, x: number, y: number, label: string, on = false, size = 26): number {
  s.box(x, y - size * 0.8, size * 0.85, size * 0.85, 2);
  if (on) s.text(x + size * 0.12, y - size * 0.05, 'X', size * 0.8, 'bold');
  return x + size * 1.3 + s.text(x + size * 1.3, y, label, size) + 36;
}

/** A row of check boxes, the `on` one ticked. */
function ticks(s: Sheet, x: number, y: number, labels: readonly string[], on = -1, size = 26) {
  labels.reduce((cx, label, i) => tick(s, cx, y, label, i === on, size), x);
}

/** A hand signature over a line, its caption under the line, and perhaps a dated line beside it. */
function signature(
  s: Sheet,
  x: number,
  y: number,
  signer: string,
  caption: string,
  date?: [number, string],
) {
  s.text(x + 20, y - 15, signer, 40, 'hand');
  s.rule(x, y, 620, 2);
  s.text(x, y + 35, caption, 22);
  if (!date) return;
  s.rule(date[0], y, 350, 2);
  s.text(date[0] + 10, y - 15, date[1], 28);
  s.text(date[0], y + 35, 'Date', 22);
}

const phoneLine = (c: TemplateContext) =>
  `Tel ${printedPhone(c.clinic.phone)}   Fax ${printedPhone(c.clinic.fax)}`;

const lastName = (p: TemplatePatient) => p.reName.split(',')[0]!;

// ------------------------------------------------------------------ 01: consult request letter

const consultLetter = single('unseen4-01', 'training', 'letter', true, (s, c, p) => {
  s.text(120, 170, c.clinicName, 46, 'bold');
  s.text(120, 215, `${c.clinic.address}  \u2022  ${phoneLine(c)}`, 23);
  s.rule(120, 235, 1460, 5);
  rightAt(s, 1580, 290, 'Office of Referral Coordination', 24);
  s.text(120, 360, c.sentOn, 28);
  s.text(120, 430, 'Intake and Scheduling', 28);
  s.text(120, 470, c.to, 28);
  s.text(120, 560, `RE: Consultation request \u2014 ${p.reName}`, 30, 'bold');
  s.text(120, 640, 'Dear Colleague,', 30);
  let y = s.paragraph(
    120,
    710,
    `Thank you for agreeing to see ${p.name}, born ${p.dob}, who has been a patient of our ` +
      `practice for several years. For your registration, the Social Security number we hold ` +
      `is ${p.ssn}. I am asking for your opinion regarding ${p.description.toLowerCase()} ` +
      `(ICD-10-CM ${p.code}). ${p.reason}`,
    1460,
    30,
  );
  y = s.paragraph(
    120,
    y + 30,
    'Recent office notes, medication list and laboratory results are enclosed. Please send ' +
      `your consultation report to our office by fax at ${printedPhone(c.clinic.fax)}, and call ` +
      `${printedPhone(c.clinic.phone)} with any questions about scheduling.`,
    1460,
    30,
  );
  s.text(120, y + 60, 'Sincerely,', 30);
  s.text(140, y + 170, p.provider, 44, 'hand');
  s.rule(120, y + 190, 560, 2);
  s.text(120, y + 230, `${p.provider}, MD`, 28);
  s.text(120, y + 270, 'Attending Physician, Internal Medicine', 26);
  s.text(120, y + 360, 'Enclosures:', 26, 'bold');
  ticks(s, 290, y + 360, ['Office notes', 'Labs', 'Medication list', 'Imaging'], 0, 26);
  s.paragraph(
    120,
    1960,
    'CONFIDENTIAL: This facsimile contains protected health information intended only for the ' +
      'addressee. If you received it in error, notify the sender at the number above and destroy ' +
      'all copies. Re-disclosure is prohibited by law.',
    1460,
    21,
  );
});

// ---------------------------------------------------------- 02: urgent-care transfer (2 pages)

/** The cover's form rows: label at the left, value after it, a hairline under each row. */
function coverRow(s: Sheet, y: number, label: string, value: string) {
  s.text(140, y, label, 30, 'bold');
  s.text(440, y, value, 30);
  s.rule(140, y + 18, 1420, 1);
}

const transferCover: TemplatePage = {
  patients: [0],
  draw: (s, c) => {
    const p = p0(c);
    s.text(140, 230, 'FAX', 120, 'bold');
    rightAt(s, 1560, 160, c.clinicName, 38, true);
    rightAt(s, 1560, 205, 'Walk-In & Urgent Care', 28);
    rightAt(s, 1560, 245, c.clinic.address, 24);
    s.rule(140, 290, 1420, 6);
    coverRow(s, 380, 'To:', c.to);
    coverRow(s, 450, 'Attn:', 'Referral / Intake Department');
    coverRow(s, 520, 'From:', `${c.clinicName} \u2014 Provider on duty`);
    coverRow(s, 590, 'Phone:', printedPhone(c.clinic.phone));
    coverRow(s, 660, 'Fax:', printedPhone(c.clinic.fax));
    coverRow(s, 730, 'Date:', c.sentOn);
    coverRow(s, 800, 'Pages:', `${c.totalPages} (including cover)`);
    coverRow(s, 870, 'Re:', `Transfer of care \u2014 ${p.reName}`);
    ticks(s, 140, 980, ['Urgent', 'For review', 'Please comment', 'Please reply'], 0, 30);
    s.text(140, 1080, 'Comments:', 30, 'bold');
    s.paragraph(
      140,
      1130,
      'Patient seen in our urgent care today and referred to your office for follow-up. Transfer ' +
        'summary attached. Please call our charge nurse to confirm the appointment.',
      1420,
      30,
    );
    s.box(140, 1780, 1420, 250, 3);
    s.paragraph(
      170,
      1830,
      'The documents accompanying this transmission contain confidential health information that ' +
        'is legally privileged. If you are not the intended recipient, you are hereby notified that ' +
        'any disclosure, copying or distribution is strictly prohibited. Please call us to arrange ' +
        'return or destruction of the documents.',
      1360,
      23,
    );
  },
};

const transferSummary: TemplatePage = {
  patients: [0],
  draw: (s, c) => {
    const p = p0(c);
    s.text(120, 160, c.clinicName, 30, 'bold');
    rightAt(s, 1580, 160, `Visit #UC-${serial(p.name + c.sentOn, 6)}`, 26);
    centred(s, 260, 'URGENT CARE TRANSFER SUMMARY', 40, 'bold');
    s.rule(120, 290, 1460, 3);
    const left: [string, string][] = [
      ['Pt Name:', p.name],
      ['Birthdate:', p.dob],
      ['SS#:', p.ssn],
    ];
    const right: [string, string][] = [
      ['Arrived:', `${c.sentOn} 08:52`],
      ['Acuity:', 'ESI 4'],
      ['Payer:', `BCBS IL  XOF${serial(p.dob, 7)}`],
    ];
    left.forEach(([l, v], i) => {
      s.text(120, 360 + i * 55, l, 28, 'bold');
      s.text(330, 360 + i * 55, v, 28);
    });
    right.forEach(([l, v], i) => {
      s.text(900, 360 + i * 55, l, 28, 'bold');
      s.text(1060, 360 + i * 55, v, 28);
    });
    s.rule(120, 540, 1460, 3);
    s.text(120, 610, 'Chief complaint', 30, 'bold');
    s.paragraph(120, 660, `Walk-in visit; ${p.reason.toLowerCase()}`, 1460, 28);
    s.text(120, 780, 'Vitals', 30, 'bold');
    s.text(120, 830, 'BP 142/88   HR 84   RR 16   T 98.4 F   SpO2 97% RA   Pain 3/10', 28);
    s.text(120, 930, 'Impression', 30, 'bold');
    s.text(120, 980, `${p.code}   ${p.description}`, 28);
    s.text(120, 1080, 'Disposition', 30, 'bold');
    s.paragraph(
      120,
      1130,
      `Stable for discharge. Referred to ${c.to} for specialist follow-up within 1-2 weeks. ` +
        'Patient given return precautions and verbalized understanding.',
      1460,
      28,
    );
    s.text(120, 1330, 'Medications given in clinic: none', 28);
    s.text(120, 1380, 'Allergies: NKDA', 28);
    s.text(140, 1560, p.provider, 40, 'hand');
    s.rule(120, 1580, 620, 2);
    s.text(120, 1620, `${p.provider}, PA-C / MD   Date ${c.sentOn}`, 26);
    centred(s, 2100, `Page 2 of ${c.totalPages}`, 24);
  },
};

const urgentTransfer = paged(
  'unseen4-02',
  'cover sheet',
  1,
  (c, page) =>
    `${c.sentOn}  14:07   ${printedPhone(c.clinic.fax)}   URGENT CARE   PAGE ${page}/${c.totalPages}`,
  [transferCover, transferSummary],
);

// ------------------------------------------------------ 03: home health / therapy order (boxed)

/** A label with its value written over an underline that runs to `end`. */
function underlined(s: Sheet, x: number, y: number, end: number, label: string, value: string) {
  const w = s.text(x, y, label, 26, 'bold');
  s.rule(x + w + 12, y + 8, end - x - w - 12, 2);
  s.text(x + w + 22, y, value, 28);
}

const homeHealthOrder = single('unseen4-03', 'training', 'boxed form', false, (s, c, p) => {
  centred(s, 140, c.clinicName, 36, 'bold');
  centred(s, 185, `${c.clinic.address}   ${phoneLine(c)}`, 22);
  centred(s, 270, 'HOME HEALTH / THERAPY REFERRAL ORDER', 40, 'bold');
  rightAt(s, 1580, 320, `Order date: ${c.sentOn}`, 24);

  s.box(100, 340, 1500, 330, 3);
  s.text(120, 380, 'PATIENT', 26, 'bold');
  underlined(s, 130, 440, 1000, 'Name', p.name);
  underlined(s, 1030, 440, 1570, 'DOB', p.dob);
  underlined(s, 130, 510, 760, 'Soc. Sec. No.', p.ssn);
  underlined(s, 790, 510, 1570, 'Medicare ID', `${serial(p.name, 1)}EG4-TE5-MK${serial(p.dob, 2)}`);
  underlined(s, 130, 580, 1570, 'Home phone', `(773) 555-0${serial(p.reName, 3)}`);
  underlined(s, 130, 645, 1570, 'Caregiver', 'Spouse at home');

  s.box(100, 700, 1500, 300, 3);
  s.text(120, 740, 'SERVICES ORDERED', 26, 'bold');
  ticks(s, 130, 800, ['Skilled nursing', 'Physical therapy', 'Occupational therapy'], 1, 28);
  ticks(s, 130, 860, ['Speech therapy', 'Home health aide', 'Medical social worker'], -1, 28);
  underlined(s, 130, 940, 1570, 'Frequency / duration', '2x/week x 4 weeks, then reassess');

  s.box(100, 1030, 1500, 250, 3);
  s.text(120, 1070, 'DIAGNOSIS', 26, 'bold');
  underlined(s, 130, 1130, 620, 'Primary ICD-10', p.code);
  underlined(s, 650, 1130, 1570, 'Description', p.description);
  underlined(s, 130, 1200, 1570, 'Goals', 'Improve mobility and safety; independent home program');
  s.text(130, 1255, 'Patient is homebound:', 26, 'bold');
  ticks(s, 470, 1255, ['Yes', 'No'], 0, 26);

  s.box(100, 1310, 1500, 330, 3);
  s.text(120, 1350, 'PHYSICIAN CERTIFICATION', 26, 'bold');
  s.paragraph(
    130,
    1400,
    'I certify that this patient is under my care, that a face-to-face encounter was performed ' +
      'and that the services above are medically necessary.',
    1440,
    24,
  );
  signature(s, 130, 1570, p.provider, 'Physician signature', [900, c.sentOn]);
  s.text(
    130,
    1720,
    `Ordering physician: ${p.provider}, MD    Office fax ${printedPhone(c.clinic.fax)}`,
    26,
  );
  s.paragraph(
    130,
    1980,
    'Please fax the start-of-care date and the plan of care (CMS-485) to the office above for ' +
      'signature. Confidential patient information.',
    1440,
    22,
  );
});

// ------------------------------------------------- 04: an EHR's pending-referral work queue (table)

/** Column left edges of the work queue and their headings. */
const QUEUE_COLUMNS: readonly [number, string][] = [
  [80, 'Ref #'],
  [200, 'Patient'],
  [540, 'DOB'],
  [770, 'SSN'],
  [945, 'Dx'],
  [1080, 'Refer To'],
  [1360, 'Status'],
];

const QUEUE_SPECIALTIES = ['Cardiology', 'Orthopedics', 'Endocrinology'] as const;
const QUEUE_STATUSES = ['Auth pending', 'Sent', 'Need records'] as const;

function queueRow(s: Sheet, y: number, c: TemplateContext, i: number) {
  const p = c.patients[i]!;
  const cells = [
    `R${serial(p.name + i, 6)}`,
    p.name,
    p.dob,
    p.ssn,
    p.code,
    QUEUE_SPECIALTIES[i % QUEUE_SPECIALTIES.length]!,
    QUEUE_STATUSES[i % QUEUE_STATUSES.length]!,
  ];
  cells.forEach((cell, k) => s.text(QUEUE_COLUMNS[k]![0], y, cell, 23));
  s.text(945, y + 36, p.description, 19);
  s.text(200, y + 36, `Ordering: ${p.provider}`, 19);
  s.rule(70, y + 58, 1560, 1);
}

const referralQueue = paged('unseen4-04', 'table', 3, true, [
  {
    patients: [0, 1, 2],
    draw: (s, c) => {
      s.text(80, 130, c.clinicName, 30, 'bold');
      rightAt(s, 1630, 130, `Printed ${c.sentOn} 07:31`, 22);
      s.text(80, 175, 'Referral Work Queue: Outgoing \u2014 Pending', 28);
      s.text(
        80,
        215,
        `Dept: Primary Care   Filter: Status <> Closed   Fax ${printedPhone(c.clinic.fax)}`,
        20,
      );
      s.rule(70, 250, 1560, 4);
      QUEUE_COLUMNS.forEach(([x, h]) => s.text(x, 290, h, 23, 'bold'));
      s.rule(70, 305, 1560, 2);
      c.patients.forEach((_, i) => queueRow(s, 350 + i * 110, c, i));
      const end = 350 + c.patients.length * 110;
      s.text(80, end + 20, `${c.patients.length} rows   Sorted by: Referral date (desc)`, 20);
      s.text(
        80,
        end + 100,
        `To: ${c.to} \u2014 please schedule and fax back the appointment date.`,
        26,
      );
      s.text(80, end + 145, `Questions: referral desk ${printedPhone(c.clinic.phone)}`, 26);
      s.text(80, 2110, 'Contains PHI. Authorized use only.', 19);
      rightAt(s, 1630, 2110, 'Page 1 of 1', 19);
    },
  },
]);

// ------------------------------------------------------------ 05: a two-page progress note

const noteHeading = (s: Sheet, y: number, text: string) => {
  s.text(110, y, text, 28, 'bold');
  s.rule(110, y + 10, s.width(text, 28, 'bold'), 2);
};

const noteFirst: TemplatePage = {
  patients: [0],
  draw: (s, c) => {
    const p = p0(c);
    s.text(110, 150, c.clinicName, 26);
    rightAt(s, 1590, 150, 'PROGRESS NOTE', 34, true);
    s.box(100, 180, 1500, 150, 2);
    s.text(125, 230, `${p.name}   |   DOB ${p.dob}   |   MRN ${serial(p.name, 7)}`, 28, 'bold');
    s.text(
      125,
      290,
      `SSN ${p.ssn}   |   DOS ${c.sentOn}   |   Acct ${serial(p.dob + 'a', 6)}-01`,
      26,
    );
    noteHeading(s, 400, 'Chief Complaint');
    s.paragraph(110, 450, `Follow-up. ${p.reason}`, 1480, 28);
    noteHeading(s, 560, 'History of Present Illness');
    s.paragraph(
      110,
      610,
      'Patient returns for follow-up. Reports symptoms are unchanged since the last visit despite ' +
        'adherence to the current regimen. Denies fever, chills, syncope or weight loss. No recent ' +
        'hospitalizations. Sleep and appetite fair. Lives with family; independent in daily ' +
        'activities.',
      1480,
      28,
    );
    noteHeading(s, 880, 'Review of Systems');
    s.paragraph(
      110,
      930,
      'Constitutional, respiratory, GI and neuro negative except as noted in HPI.',
      1480,
      28,
    );
    noteHeading(s, 1040, 'Vital Signs');
    s.text(110, 1090, 'BP 136/82  Pulse 76  Temp 97.9  Wt 182 lb  BMI 27.4', 28);
    noteHeading(s, 1200, 'Physical Exam');
    s.paragraph(
      110,
      1250,
      'General: alert, no acute distress. HEENT: normocephalic. Heart: regular rate. Lungs: clear ' +
        'bilaterally. Extremities: no edema. Skin: warm and dry.',
      1480,
      28,
    );
    s.text(110, 2100, `${lastName(p)}  \u2014  continued on next page`, 22);
    rightAt(s, 1590, 2100, `Page 1 of ${c.totalPages}`, 22);
  },
};

const noteSecond: TemplatePage = {
  patients: [0],
  draw: (s, c) => {
    const p = p0(c);
    s.text(110, 150, `Patient: ${p.name}`, 26);
    s.text(700, 150, `Date of birth: ${p.dob}`, 26);
    rightAt(s, 1590, 150, c.sentOn, 26);
    s.rule(100, 175, 1500, 2);
    noteHeading(s, 260, 'Assessment');
    s.text(110, 320, `1. ${p.description}`, 28);
    s.text(140, 365, `ICD-10: ${p.code}`, 28);
    noteHeading(s, 470, 'Plan');
    s.paragraph(
      110,
      520,
      `Referral placed to ${c.to} for specialist evaluation. Continue current medications. ` +
        'Labs ordered today; results will be forwarded. Return to clinic in 6 weeks or sooner ' +
        'if symptoms worsen.',
      1480,
      28,
    );
    noteHeading(s, 760, 'Orders');
    ticks(s, 110, 820, ['Referral', 'Labs', 'Imaging', 'DME'], 0, 28);
    s.text(110, 1000, `Electronically signed by ${p.provider}, MD on ${c.sentOn} 16:12`, 26);
    s.text(110, 1045, `${c.clinicName}   ${c.clinic.address}`, 22);
    s.text(110, 1085, phoneLine(c), 22);
    s.text(
      110,
      2100,
      'This note may contain confidential information. Unauthorized re-disclosure is prohibited.',
      20,
    );
    rightAt(s, 1590, 2100, `Page 2 of ${c.totalPages}`, 22);
  },
};

const progressNote = paged(
  'unseen4-05',
  'progress note',
  1,
  (c, page) =>
    `${c.sentOn.slice(0, 5)} 16:20 FAX ${printedPhone(c.clinic.fax).replace(/\D/g, '').slice(-4)}` +
    `   ${c.clinicName.toUpperCase()}   #0${page}`,
  [noteFirst, noteSecond],
);

// ------------------------------------------------- 06: pre-op cardiac clearance (two columns)

/** A value written over a line with its label printed small under the line. */
function overLabel(s: Sheet, x: number, y: number, w: number, value: string, label: string) {
  s.text(x + 6, y, value, 28);
  s.rule(x, y + 10, w, 2);
  s.text(x, y + 38, label, 20);
}

const clearanceRequest = single('unseen4-06', 'training', 'two-column form', true, (s, c, p) => {
  s.text(110, 160, c.clinicName, 34, 'bold');
  s.text(110, 200, c.clinic.address, 22);
  rightAt(s, 1590, 160, phoneLine(c), 22);
  centred(s, 300, 'PRE-OPERATIVE CARDIAC CLEARANCE REQUEST', 38, 'bold');
  centred(s, 350, `To: ${c.to} \u2014 Cardiology     Date sent: ${c.sentOn}`, 26);
  s.box(100, 390, 730, 720, 3);
  s.box(870, 390, 730, 720, 3);
  s.text(125, 440, 'Patient', 30, 'bold');
  s.text(895, 440, 'Planned procedure', 30, 'bold');
  const left: [string, string][] = [
    [p.name, 'Patient name'],
    [p.dob, 'Date of birth'],
    [p.ssn, 'Social security number'],
    [`${serial(p.reName, 8)}-B`, 'Insurance member ID'],
    [`(630) 555-0${serial(p.name + 'h', 3)}`, 'Patient phone'],
  ];
  const right: [string, string][] = [
    ['Total knee arthroplasty', 'Procedure'],
    [`Tentative: 4-6 weeks`, 'Surgery date'],
    ['General', 'Anesthesia'],
    [`${p.provider}, MD`, 'Surgeon'],
    ['Outpatient surgery center', 'Facility'],
  ];
  left.forEach(([v, l], i) => overLabel(s, 125, 530 + i * 115, 680, v, l));
  right.forEach(([v, l], i) => overLabel(s, 895, 530 + i * 115, 680, v, l));
  s.text(110, 1190, 'Pertinent cardiac history', 30, 'bold');
  s.text(110, 1245, `${p.code} \u2014 ${p.description}`, 28);
  s.paragraph(110, 1300, `Notes: ${p.reason}`, 1480, 28);
  s.text(110, 1420, 'Please address:', 28, 'bold');
  ticks(s, 130, 1480, ['Risk stratification', 'EKG', 'Echo', 'Stress test'], 0, 28);
  s.text(110, 1560, 'Anticoagulant / antiplatelet hold instructions:', 28);
  ticks(s, 800, 1560, ['Not applicable', 'See attached'], -1, 28);
  s.paragraph(
    110,
    1680,
    `Please fax your clearance letter and recommendations to ${printedPhone(c.clinic.fax)} ` +
      'at least 7 days before the surgery date. Thank you for your assistance.',
    1480,
    28,
  );
  signature(s, 110, 1900, p.provider, 'Requesting surgeon signature');
  s.text(110, 2080, 'Confidential medical information \u2014 handle according to HIPAA.', 20);
});

// --------------------------------------------------------- 07: a prescription-pad referral

const rxPadReferral = single('unseen4-07', 'training', 'handwritten', false, (s, c, p) => {
  s.box(260, 160, 1180, 1560, 4);
  centred(s, 240, c.clinicName, 34, 'bold');
  centred(s, 285, c.clinic.address, 22);
  centred(s, 320, phoneLine(c), 22);
  s.rule(300, 345, 1100, 2);
  s.text(320, 430, 'Name', 24);
  s.rule(400, 438, 980, 2);
  s.text(420, 425, p.name, 40, 'hand');
  s.text(320, 510, 'DOB', 24);
  s.rule(390, 518, 400, 2);
  s.text(410, 505, p.dob, 34, 'hand');
  s.text(820, 510, 'Date', 24);
  s.rule(890, 518, 490, 2);
  s.text(910, 505, c.sentOn, 38, 'hand');
  s.text(320, 660, 'Rx', 90, 'bold');
  s.text(500, 650, 'Please evaluate & treat', 42, 'hand');
  s.text(500, 740, `Ref. to ${c.to}`, 38, 'hand');
  s.text(500, 840, `Dx ${p.code}`, 42, 'hand');
  s.text(500, 920, p.description, 30, 'hand');
  s.text(500, 1020, `SS# ${p.ssn}`, 40, 'hand');
  s.text(500, 1110, 'records to follow', 34, 'hand');
  s.text(320, 1300, 'Refills', 24);
  ticks(s, 440, 1300, ['0', '1', '2', 'PRN'], 0, 24);
  s.text(820, 1460, p.provider, 42, 'hand');
  s.rule(780, 1480, 600, 2);
  s.text(780, 1515, 'Signature', 22);
  s.text(320, 1515, `DEA ${lastName(p).slice(0, 1)}X${serial(p.provider, 7)}`, 22);
  centred(s, 1680, 'Substitution permitted   /   Dispense as written', 22);
});

// ------------------------------------------------------- 08: no referral: directory update

const directoryUpdate = paged('unseen4-08', 'no referral', 0, true, [
  {
    patients: [],
    draw: (s, c) => {
      centred(s, 170, c.clinicName, 44, 'bold');
      centred(s, 220, c.clinic.address, 24);
      centred(s, 330, 'PROVIDER DIRECTORY UPDATE \u2014 PLEASE VERIFY', 36, 'bold');
      s.text(120, 430, `To: Medical Records / Front Desk, ${c.to}`, 28);
      s.text(120, 480, `Date: ${c.sentOn}`, 28);
      s.paragraph(
        120,
        580,
        'Our practice is updating its communication records. To keep protected health ' +
          'information from being sent to an incorrect number, please confirm the numbers we ' +
          'have on file for your office and correct anything that has changed.',
        1460,
        30,
      );
      underlined(s, 120, 820, 1580, 'Practice name', '');
      underlined(s, 120, 900, 1580, 'Main phone', '');
      underlined(s, 120, 980, 1580, 'Secure fax', '');
      underlined(s, 120, 1060, 1580, 'Contact person', '');
      s.text(120, 1180, 'Preferred way to receive records:', 28, 'bold');
      ticks(s, 140, 1240, ['Fax', 'Direct secure e-mail', 'Portal', 'Mail'], -1, 28);
      s.text(120, 1340, 'Our numbers:', 28, 'bold');
      s.text(140, 1395, phoneLine(c), 28);
      s.paragraph(
        120,
        1500,
        'Please return this page by fax within 10 business days. This notice contains no ' +
          'patient information. Thank you for helping us protect our patients.',
        1460,
        28,
      );
      signature(s, 120, 1720, '', 'Signature / title', [900, '']);
      centred(s, 2100, 'Page 1 of 1', 22);
    },
  },
]);

// ------------------------------------- 09: behavioural-health intake letters, one per page

/** Borderless key-value pairs, two to a row: label left, value right of it. */
function pairGrid(s: Sheet, y: number, pairs: readonly [string, string][]) {
  pairs.forEach(([label, value], i) => {
    const x = i % 2 === 0 ? 140 : 880;
    const row = y + Math.floor(i / 2) * 52;
    s.text(x, row, label, 26, 'bold');
    s.text(x + 230, row, value, 28);
  });
}

function intakeLetter(i: number): TemplatePage {
  return {
    patients: [i],
    draw: (s, c) => {
      const p = c.patients[i]!;
      rightAt(s, 1580, 150, c.clinicName, 34, true);
      rightAt(s, 1580, 190, 'Behavioral Health Services', 26);
      rightAt(s, 1580, 225, c.clinic.address, 22);
      rightAt(s, 1580, 258, phoneLine(c), 22);
      s.text(120, 360, c.sentOn, 28);
      s.text(120, 420, `Intake Coordinator, ${c.to}`, 28);
      s.text(120, 500, 'Behavioral Health Referral', 36, 'bold');
      pairGrid(s, 580, [
        ['Client', p.name],
        ['Birth date', p.dob],
        ['SSN', p.ssn],
        ['Chart no.', `BH-${serial(p.name + i, 5)}`],
        ['Guardian', 'Self'],
        ['Language', 'English'],
      ]);
      s.rule(120, 750, 1460, 2);
      let y = s.paragraph(
        120,
        820,
        `We are referring the above client for an outpatient behavioral health assessment. ` +
          `${p.reason} Screening in our office showed symptoms interfering with work and sleep; ` +
          'the client is agreeable to treatment and has no current safety concerns.',
        1460,
        30,
      );
      y = s.paragraph(120, y + 20, `Working diagnosis: ${p.code} (${p.description}).`, 1460, 30);
      s.text(120, y + 50, 'Level of urgency:', 28, 'bold');
      ticks(s, 380, y + 50, ['Routine', 'Urgent (72 h)', 'Emergent'], i % 2, 28);
      s.text(120, y + 120, 'Release of information signed:', 28, 'bold');
      ticks(s, 560, y + 120, ['Yes', 'No'], 0, 28);
      s.text(120, y + 230, 'Referring clinician:', 28);
      s.text(400, y + 230, `${p.provider}, LCSW`, 28);
      s.text(400, y + 300, p.provider, 40, 'hand');
      s.rule(400, y + 320, 520, 2);
      s.paragraph(
        120,
        1960,
        'This information has been disclosed to you from records protected by federal ' +
          'confidentiality rules (42 CFR part 2). Further disclosure is prohibited without the ' +
          'written consent of the person to whom it pertains.',
        1460,
        21,
      );
      rightAt(s, 1580, 2110, `Page ${i + 1} of ${c.totalPages}`, 22);
    },
  };
}

const intakeLetters = paged('unseen4-09', 'letter', 2, false, [intakeLetter(0), intakeLetter(1)]);

// ---------------------------------------------------------- 10: an outpatient imaging order

/** One row of a ruled grid: label cell, value cell, label cell, value cell. */
function gridRow(s: Sheet, y: number, cells: readonly [string, string, string, string]) {
  const edges = [100, 340, 850, 1090, 1600];
  s.box(100, y, 1500, 70, 2);
  edges.slice(1, -1).forEach((x) => s.rule(x, y, 2, 70));
  cells.forEach((cell, k) =>
    s.text(edges[k]! + 14, y + 46, cell, k % 2 === 0 ? 22 : 27, k % 2 === 0 ? 'bold' : 'regular'),
  );
}

const imagingOrder = single('unseen4-10', 'training', 'boxed form', false, (s, c, p) => {
  s.text(100, 150, 'OUTPATIENT IMAGING ORDER', 42, 'bold');
  rightAt(s, 1600, 130, c.clinicName, 28, true);
  rightAt(s, 1600, 168, phoneLine(c), 22);
  s.text(100, 210, `Send to: ${c.to} \u2014 Radiology Scheduling`, 26);
  s.text(100, 300, 'PATIENT INFORMATION', 28, 'bold');
  gridRow(s, 320, ['Last, First', p.reName, 'Order date', c.sentOn]);
  gridRow(s, 390, ['DOB', p.dob, 'SSN', p.ssn]);
  gridRow(s, 460, ['Primary ins.', 'Aetna PPO', 'Member #', `W${serial(p.name, 8)}`]);
  gridRow(s, 530, ['Phone', `(312) 555-0${serial(p.dob, 3)}`, 'Weight', '170 lb']);
  s.text(100, 680, 'EXAM REQUESTED', 28, 'bold');
  ticks(s, 120, 740, ['MRI', 'CT', 'Ultrasound', 'X-ray', 'Nuclear med', 'DEXA'], 0, 28);
  ticks(s, 120, 800, ['Without contrast', 'With contrast', 'With and without'], 0, 28);
  s.text(120, 870, 'Body part / side:', 26, 'bold');
  s.text(370, 870, 'See clinical indication', 28);
  s.text(100, 980, 'CLINICAL INFORMATION', 28, 'bold');
  gridRow(s, 1000, ['ICD-10', p.code, 'Priority', 'Routine']);
  s.text(120, 1130, `Indication: ${p.description}`, 28);
  s.paragraph(120, 1180, `History: ${p.reason}`, 1460, 28);
  s.text(100, 1320, 'SAFETY SCREENING', 28, 'bold');
  ticks(s, 120, 1380, ['Pacemaker', 'Metal implant', 'Pregnant', 'Claustrophobic'], -1, 28);
  ticks(s, 120, 1440, ['Renal insufficiency', 'Contrast allergy', 'None known'], 2, 28);
  s.text(100, 1560, 'ORDERING PROVIDER', 28, 'bold');
  gridRow(s, 1580, ['Name', `${p.provider}, MD`, 'Fax results', printedPhone(c.clinic.fax)]);
  signature(s, 120, 1790, p.provider, 'Signature', [850, c.sentOn]);
  s.text(
    100,
    2100,
    'Prior authorization is the responsibility of the ordering office. Confidential.',
    20,
  );
});

export const FOURTH_MEASURED_TEMPLATES: readonly FaxTemplate[] = [
  consultLetter,
  urgentTransfer,
  homeHealthOrder,
  referralQueue,
  progressNote,
  clearanceRequest,
  rxPadReferral,
  directoryUpdate,
  intakeLetters,
  imagingOrder,
];
