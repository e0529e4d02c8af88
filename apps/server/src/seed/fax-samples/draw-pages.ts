import type { SKRSContext2D } from '@napi-rs/canvas';
import { FAX_FONT, registerFaxFonts } from './fonts.js';
import type { Prng } from './prng.js';
import { printedPhone } from './sample-data.js';
import type { FaxSampleSpec, SampleClinic, SampleReferral } from './spec.js';

/** US Letter drawn at 200 dpi, the resolution office scanners feed fax machines with. */
export const PAGE_WIDTH = 1700;
export const PAGE_HEIGHT = 2200;
const MARGIN = 150;
const BODY = 32;

/** One drawn page: 8-bit grey, one byte per pixel, row by row. */
export interface GreyPage {
  width: number;
  height: number;
  data: Uint8Array;
}

export type FaxPage =
  | { type: 'cover'; totalPages: number }
  | { type: 'referral'; referral: SampleReferral; pageNo: number; of: number }
  | { type: 'notes'; referral: SampleReferral; pageNo: number; of: number };

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** YYYY-MM-DD in the ways forms print dates. */
export function printedDate(iso: string, style: 'mm/dd/yyyy' | 'm/d/yyyy' | 'long'): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  if (style === 'long') return `${MONTHS[m - 1]} ${d}, ${y}`;
  if (style === 'm/d/yyyy') return `${m}/${d}/${y}`;
  return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
}

/** A cursor that writes lines down the page. */
class Pen {
  y = MARGIN;
  constructor(private readonly g: SKRSContext2D) {}

  line(text: string, size = BODY, opts: { bold?: boolean; x?: number; gap?: number } = {}) {
    this.g.font = `${size}px ${opts.bold ? FAX_FONT.bold : FAX_FONT.regular}`;
    this.y += size;
    this.g.fillText(text, opts.x ?? MARGIN, this.y);
    this.y += opts.gap ?? Math.round(size * 0.7);
  }

  /** Label and value on one line; `column` puts the value in a second column like a form. */
  field(label: string, value: string, column: boolean) {
    this.g.font = `${BODY}px ${FAX_FONT.bold}`;
    this.y += BODY;
    this.g.fillText(label, MARGIN, this.y);
    const labelWidth = this.g.measureText(label).width;
    this.g.font = `${BODY}px ${FAX_FONT.regular}`;
    this.g.fillText(value, column ? MARGIN + 470 : MARGIN + labelWidth + 14, this.y);
    this.y += Math.round(BODY * 0.9);
  }

  /** Wraps a paragraph to the text width. */
  paragraph(text: string, size = BODY) {
    this.g.font = `${size}px ${FAX_FONT.regular}`;
    let line = '';
    for (const word of text.split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (this.g.measureText(next).width > PAGE_WIDTH - 2 * MARGIN && line) {
        this.line(line, size, { gap: Math.round(size * 0.45) });
        line = word;
      } else line = next;
    }
    if (line) this.line(line, size, { gap: Math.round(size * 0.45) });
    this.y += Math.round(size * 0.6);
  }

  rule(weight = 3) {
    this.y += 10;
    this.g.fillRect(MARGIN, this.y, PAGE_WIDTH - 2 * MARGIN, weight);
    this.y += 30;
  }

  skip(px: number) {
    this.y += px;
  }

  footer(text: string) {
    this.g.font = `26px ${FAX_FONT.regular}`;
    const w = this.g.measureText(text).width;
    this.g.fillText(text, (PAGE_WIDTH - w) / 2, PAGE_HEIGHT - 110);
  }

  /** A tick box with its label, as on printed forms. */
  box(x: number, checked: boolean, label: string) {
    this.g.lineWidth = 3;
    this.g.strokeRect(x, this.y - 26, 26, 26);
    if (checked) this.g.fillRect(x + 6, this.y - 20, 14, 14);
    this.g.font = `${BODY}px ${FAX_FONT.regular}`;
    this.g.fillText(label, x + 40, this.y);
  }
}

function letterhead(pen: Pen, c: SampleClinic) {
  pen.line(c.name, 58, { bold: true, gap: 22 });
  pen.line(c.address, 28, { gap: 12 });
  pen.line(`Phone: ${printedPhone(c.phone)}  Fax: ${printedPhone(c.fax)}`, 28, { gap: 4 });
  pen.rule();
}

function drawCover(pen: Pen, spec: FaxSampleSpec, totalPages: number, rng: Prng) {
  if (spec.letterhead) letterhead(pen, spec.from);
  if (rng.chance(0.5)) pen.line('FAX', 120, { bold: true, gap: 50 });
  else pen.line('Fax Cover Sheet', 72, { bold: true, gap: 50 });
  const column = rng.chance(0.5);
  pen.field('To:', spec.to, column);
  pen.field('From:', spec.from.name, column);
  pen.field('Fax:', printedPhone(spec.from.fax), column);
  pen.field('Phone:', printedPhone(spec.from.phone), column);
  pen.field('Date:', printedDate(spec.sentOn, 'mm/dd/yyyy'), column);
  pen.field('Pages:', `${totalPages} (including cover)`, column);
  pen.field('Re:', 'Patient referral', column);
  pen.skip(40);
  pen.line('Urgent', BODY, { gap: 0 });
  pen.box(MARGIN + 160, rng.chance(0.3), 'For review');
  pen.box(MARGIN + 520, true, 'Please reply');
  pen.skip(90);
  pen.rule(2);
  pen.line('CONFIDENTIALITY NOTICE', 28, { bold: true, gap: 14 });
  pen.paragraph(
    'This facsimile contains confidential health information that is protected by federal and ' +
      'state law. It is intended only for the use of the recipient named above. If you have ' +
      'received this fax in error, please notify the sender by telephone immediately and destroy ' +
      'all copies. Any review, disclosure or distribution by others is strictly prohibited.',
    26,
  );
}

/** Label wordings of contract section B, picked per field so every variant gets drawn. */
function referralLines(r: SampleReferral, clinic: string): [string, string][] {
  const p = r.patient;
  const v = r.labelVariant;
  const name: [string, string][] = [
    ['Patient Name:', `${p.firstname} ${p.lastname}`],
    ['Patient:', `${p.lastname}, ${p.firstname}`],
    ['Name:', `${p.firstname} ${p.lastname}`],
  ];
  const dob: [string, string][] = [
    ['Date of Birth:', printedDate(p.birthdate, 'mm/dd/yyyy')],
    ['DOB:', printedDate(p.birthdate, 'm/d/yyyy')],
    ['Birth Date:', printedDate(p.birthdate, 'long')],
  ];
  const ssn: [string, string][] = [
    ['SSN:', p.ssn],
    ['Social Security #:', p.ssn.replace(/-/g, ' ')],
  ];
  const dx: [string, string][] = [
    ['Diagnosis:', `${p.diagnosis.code} ${p.diagnosis.description}`],
    ['Dx (ICD-10):', `${p.diagnosis.code} ${p.diagnosis.description}`],
  ];
  const referring: [string, string][] = [
    ['Referring Clinic:', clinic],
    ['Referring Provider:', `Dr. ${p.provider}, ${clinic}`],
  ];
  return [
    name[v % 3]!,
    dob[(v + 1) % 3]!,
    ssn[v % 2]!,
    dx[(v + 1) % 2]!,
    ['Reason for referral:', p.reason],
    referring[Math.floor(v / 2) % 2]!,
  ];
}

function drawReferral(
  pen: Pen,
  spec: FaxSampleSpec,
  page: Extract<FaxPage, { type: 'referral' }>,
  rng: Prng,
) {
  const v = page.referral.labelVariant;
  if (spec.letterhead) letterhead(pen, spec.from);
  pen.line(Math.floor(v / 3) % 2 ? 'Patient Referral' : 'REFERRAL FORM', 46, {
    bold: true,
    gap: 36,
  });
  const column = v % 2 === 1;
  pen.field('Date:', printedDate(spec.sentOn, 'mm/dd/yyyy'), column);
  pen.field('Referred to:', spec.to, column);
  pen.skip(30);
  pen.line('PATIENT INFORMATION', 30, { bold: true, gap: 10 });
  pen.rule(2);
  const [name, dob, ssn, dx, reason, referring] = referralLines(page.referral, spec.from.name);
  for (const [label, value] of [name!, dob!, ssn!]) pen.field(label, value, column);
  pen.field(
    'Insurance:',
    rng.pick(['Blue Cross PPO', 'Medicare Part B', 'Aetna HMO', 'Self-pay']),
    column,
  );
  pen.skip(30);
  pen.line('REFERRAL DETAILS', 30, { bold: true, gap: 10 });
  pen.rule(2);
  for (const [label, value] of [dx!, reason!, referring!]) pen.field(label, value, column);
  pen.skip(36);
  pen.line('Priority:', BODY, { bold: true, gap: 0 });
  const urgent = rng.chance(0.25);
  pen.box(MARGIN + 180, !urgent, 'Routine');
  pen.box(MARGIN + 420, urgent, 'Urgent');
  pen.skip(110);
  pen.line('Signature: ______________________________', BODY, { gap: 20 });
  pen.line(`Dr. ${page.referral.patient.provider}`, 28, { x: MARGIN + 170 });
  if (page.of > 1) pen.footer(`Page ${page.pageNo} of ${page.of}`);
}

const HISTORY = [
  'Seen in clinic for ongoing symptoms related to the diagnosis above.',
  'Symptoms have progressed over the last three months despite conservative management.',
  'Reports intermittent discomfort that limits daily activities and sleep.',
  'No known drug allergies. Non-smoker. Alcohol occasionally.',
  'Family history is notable for cardiovascular disease in a first-degree relative.',
];
const MEDS = [
  'Current medications: lisinopril 10 mg daily, atorvastatin 20 mg nightly.',
  'Current medications: metformin 500 mg twice daily, aspirin 81 mg daily.',
  'Current medications: levothyroxine 75 mcg daily, omeprazole 20 mg daily.',
  'Current medications: albuterol inhaler as needed, ibuprofen 400 mg as needed.',
];
const EXAM = [
  'Vitals today: BP 142/88, HR 78, Temp 98.4 F, SpO2 97% on room air.',
  'Vitals today: BP 128/80, HR 92 irregular, Temp 98.1 F, SpO2 96% on room air.',
  'Exam: alert and oriented, lungs clear, heart regular, mild tenderness noted.',
  'Labs from last visit: A1c 7.9%, LDL 142 mg/dL, creatinine 1.1 mg/dL.',
];
const PLAN = [
  'Plan: referral for specialist evaluation. Records and recent labs attached.',
  'Plan: continue current medications pending consultation. Return in four weeks.',
  'Please call our office with any questions or to coordinate scheduling.',
];

/** `n` different sentences in random order. */
function sentences(rng: Prng, items: readonly string[], n: number): string {
  const pool = [...items];
  return Array.from({ length: n }, () => pool.splice(rng.int(0, pool.length - 1), 1)[0]).join(' ');
}

function drawNotes(
  pen: Pen,
  spec: FaxSampleSpec,
  page: Extract<FaxPage, { type: 'notes' }>,
  rng: Prng,
) {
  pen.line(spec.from.name, 30, { bold: true, gap: 4 });
  pen.rule(2);
  pen.line('Clinical Notes', 44, { bold: true, gap: 30 });
  pen.line(`Visit date: ${printedDate(spec.sentOn, 'mm/dd/yyyy')}`, BODY, { gap: 30 });
  pen.line('History', BODY, { bold: true, gap: 12 });
  pen.paragraph(sentences(rng, HISTORY, 3));
  pen.line('Medications', BODY, { bold: true, gap: 12 });
  pen.paragraph(rng.pick(MEDS));
  pen.line('Examination', BODY, { bold: true, gap: 12 });
  pen.paragraph(sentences(rng, EXAM, 2));
  pen.line('Assessment and Plan', BODY, { bold: true, gap: 12 });
  pen.paragraph(
    `Working diagnosis ${page.referral.patient.diagnosis.description.toLowerCase()}. ${sentences(rng, PLAN, 2)}`,
  );
  pen.footer(`Page ${page.pageNo} of ${page.of}`);
}

/** Draws one page of the fax as the sender's scanner saw it (before the fax line). */
export async function drawPage(page: FaxPage, spec: FaxSampleSpec, rng: Prng): Promise<GreyPage> {
  await registerFaxFonts();
  const g = await blankPage();
  const pen = new Pen(g);
  if (page.type === 'cover') drawCover(pen, spec, page.totalPages, rng);
  else if (page.type === 'referral') drawReferral(pen, spec, page, rng);
  else drawNotes(pen, spec, page, rng);
  return greyPageOf(g);
}

/** A white Letter page to draw on in black. */
export async function blankPage(): Promise<SKRSContext2D> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const g = createCanvas(PAGE_WIDTH, PAGE_HEIGHT).getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, PAGE_WIDTH, PAGE_HEIGHT);
  g.fillStyle = '#000000';
  g.strokeStyle = '#000000';
  return g;
}

/** The drawn canvas as 8-bit grey (its red channel: everything is drawn black on white). */
export function greyPageOf(g: SKRSContext2D): GreyPage {
  const rgba = g.getImageData(0, 0, PAGE_WIDTH, PAGE_HEIGHT).data;
  const data = new Uint8Array(PAGE_WIDTH * PAGE_HEIGHT);
  for (let i = 0; i < data.length; i++) data[i] = rgba[i * 4]!;
  return { width: PAGE_WIDTH, height: PAGE_HEIGHT, data };
}
