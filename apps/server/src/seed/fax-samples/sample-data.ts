import { DEMO_CLINICS } from '../demo-data.js';
import type { Prng } from './prng.js';
import type { SampleClinic, SampleDiagnosis, SamplePatient } from './spec.js';

/** Generated people and clinics for the sample faxes (no real PHI exists anywhere). */

const FIRST_NAMES = [
  'Maria',
  'James',
  'Aisha',
  'Robert',
  'Linda',
  'Michael',
  'Guadalupe',
  'David',
  'Patricia',
  'Kevin',
  'Mei',
  'Thomas',
  'Fatima',
  'Daniel',
  'Olga',
  'Marcus',
  'Priya',
  'William',
  'Rosa',
  'Anthony',
  'Keisha',
  'Joseph',
  'Hannah',
  'Luis',
  'Barbara',
  'Tyrone',
  'Ingrid',
  'Samuel',
] as const;

const LAST_NAMES = [
  'Gonzalez',
  'Johnson',
  'Okonkwo',
  'Kowalski',
  'Nguyen',
  'Brennan',
  'Hernandez',
  'Washington',
  'Schneider',
  'Patel',
  'Murphy',
  'Lindqvist',
  'Robinson',
  'Castillo',
  'Sullivan',
  'Abernathy',
  'Morales',
  'Fitzgerald',
  'Dubois',
  'Jackson',
  'Ramirez',
  'Novak',
  'Harrington',
  'Coleman',
] as const;

const PROVIDERS = [
  'Susan Patel',
  'Robert Klein',
  'Angela Moore',
  'Victor Huang',
  'Elena Petrova',
  'Marcus Reed',
  'Julia Santos',
  'Henry Adams',
] as const;

/** Codes with the shapes OCR confuses: I/1, O/0, dotted and undotted, long descriptions. */
export const SAMPLE_DIAGNOSES: readonly SampleDiagnosis[] = [
  { code: 'I10', description: 'Essential (primary) hypertension' },
  { code: 'E11.9', description: 'Type 2 diabetes mellitus without complications' },
  { code: 'I48.91', description: 'Unspecified atrial fibrillation' },
  { code: 'M17.11', description: 'Unilateral primary osteoarthritis, right knee' },
  { code: 'R07.9', description: 'Chest pain, unspecified' },
  { code: 'E78.5', description: 'Hyperlipidemia, unspecified' },
  { code: 'K21.9', description: 'Gastro-esophageal reflux disease without esophagitis' },
  { code: 'J45.909', description: 'Unspecified asthma, uncomplicated' },
  { code: 'I25.10', description: 'Atherosclerotic heart disease of native coronary artery' },
  { code: 'M54.50', description: 'Low back pain, unspecified' },
  { code: 'E03.9', description: 'Hypothyroidism, unspecified' },
  { code: 'I11.9', description: 'Hypertensive heart disease without heart failure' },
  { code: 'O24.410', description: 'Gestational diabetes mellitus in pregnancy, diet controlled' },
  { code: 'R94.31', description: 'Abnormal electrocardiogram' },
  { code: 'G47.33', description: 'Obstructive sleep apnea (adult) (pediatric)' },
  { code: 'S83.511A', description: 'Sprain of anterior cruciate ligament of right knee' },
];

const REASONS = [
  'Evaluation and management recommendations.',
  'Consultation and further testing as indicated.',
  'Specialist assessment; symptoms not controlled on current therapy.',
  'Second opinion requested by the patient.',
  'Follow-up after emergency department visit.',
] as const;

function clinicLine(c: (typeof DEMO_CLINICS)[number]): SampleClinic {
  const [line1, city, state, zip] = c.address;
  return {
    name: c.name,
    address: `${line1}, ${city}, ${state} ${zip}`,
    phone: c.phone,
    fax: c.fax!,
  };
}

/** The demo clinics that have a fax number (they exist in the demo data). */
export const DEMO_FAX_CLINICS: Record<
  'northside' | 'lakeside' | 'riverside' | 'valley',
  SampleClinic
> = {
  northside: clinicLine(DEMO_CLINICS.find((c) => c.code === 'NORTHSIDE')!),
  lakeside: clinicLine(DEMO_CLINICS.find((c) => c.code === 'LAKESIDE')!),
  riverside: clinicLine(DEMO_CLINICS.find((c) => c.code === 'RIVERSIDE')!),
  valley: clinicLine(DEMO_CLINICS.find((c) => c.code === 'VALLEYFAX')!),
};

/** Referring clinics that are not in the demo data (intake should find no clinic id for them). */
export const OUTSIDE_CLINICS: readonly SampleClinic[] = [
  {
    name: 'Oak Park Internal Medicine',
    address: '715 Lake St, Oak Park, IL 60301',
    phone: '708-555-0520',
    fax: '708-555-0522',
  },
  {
    name: 'Evanston Womens Health',
    address: '1000 Central St, Evanston, IL 60201',
    phone: '847-555-0610',
    fax: '847-555-0611',
  },
  {
    name: 'Prairie Sleep Center',
    address: '2150 W Jefferson Ave, Joliet, IL 60435',
    phone: '815-555-0730',
    fax: '815-555-0733',
  },
];

/** '312-555-0101' -> '(312) 555-0101', the way letterheads print numbers. */
export function printedPhone(masked: string): string {
  const d = masked.replace(/\D/g, '').slice(-10);
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A valid-looking SSN: area 001-899 except 666, group 01-99, serial 0001-9999. */
function sampleSsn(rng: Prng): string {
  let area = rng.int(1, 899);
  if (area === 666) area = 667;
  return `${pad(area, 3)}-${pad(rng.int(1, 99))}-${pad(rng.int(1, 9999), 4)}`;
}

export function samplePatient(rng: Prng): SamplePatient {
  const month = rng.int(1, 12);
  return {
    firstname: rng.pick(FIRST_NAMES),
    lastname: rng.pick(LAST_NAMES),
    birthdate: `${rng.int(1938, 2012)}-${pad(month)}-${pad(rng.int(1, 28))}`,
    ssn: sampleSsn(rng),
    diagnosis: rng.pick(SAMPLE_DIAGNOSES),
    reason: rng.pick(REASONS),
    provider: rng.pick(PROVIDERS),
  };
}
