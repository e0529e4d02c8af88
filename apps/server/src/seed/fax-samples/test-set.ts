import { createPrng } from './prng.js';
import { DEMO_FAX_CLINICS, OUTSIDE_CLINICS, samplePatient } from './sample-data.js';
import type { FaxDegradation, FaxSampleKind, FaxSampleSpec, SampleClinic } from './spec.js';

/** Referring clinics in turn: the four demo clinics with a fax number and the outside ones. */
const SENDERS: SampleClinic[] = [
  DEMO_FAX_CLINICS.lakeside,
  DEMO_FAX_CLINICS.northside,
  OUTSIDE_CLINICS[0]!,
  DEMO_FAX_CLINICS.riverside,
  DEMO_FAX_CLINICS.valley,
  OUTSIDE_CLINICS[1]!,
  OUTSIDE_CLINICS[2]!,
];

/** [kind, degradation, patients, notes pages per patient, cover sheet] per fax. */
const PLAN: [FaxSampleKind, FaxDegradation, number, number, boolean][] = [
  ['clean', { resolution: 'clean' }, 1, 1, true],
  ['clean', { resolution: 'clean' }, 1, 0, false],
  ['clean', { resolution: 'clean' }, 1, 2, false],
  ['fine', { resolution: 'fine' }, 1, 1, true],
  ['fine', { resolution: 'fine' }, 1, 0, false],
  ['fine', { resolution: 'fine' }, 1, 1, false],
  ['standard', { resolution: 'standard' }, 1, 1, true],
  ['standard', { resolution: 'standard' }, 1, 0, false],
  ['standard', { resolution: 'standard' }, 1, 1, false],
  ['skewed', { resolution: 'fine', skewDegrees: 1.5 }, 1, 1, true],
  ['skewed', { resolution: 'fine', skewDegrees: 2.5 }, 1, 0, false],
  ['skewed', { resolution: 'standard', skewDegrees: 3 }, 1, 0, true],
  ['speckled', { resolution: 'fine', speckles: 2500 }, 1, 1, false],
  ['speckled', { resolution: 'standard', speckles: 1500 }, 1, 0, true],
  ['noisy', { resolution: 'fine', noisy: true }, 1, 1, false],
  ['noisy', { resolution: 'fine', noisy: true, skewDegrees: 1 }, 1, 0, true],
  ['two-patients', { resolution: 'fine' }, 2, 1, true],
  ['two-patients', { resolution: 'standard', skewDegrees: 1 }, 2, 0, true],
];

function buildTestSet(): FaxSampleSpec[] {
  const rng = createPrng(20260814);
  const counts = new Map<FaxSampleKind, number>();
  let labelVariant = 0;
  return PLAN.map(([kind, degradation, patients, notesPages, coverSheet], i) => {
    const n = (counts.get(kind) ?? 0) + 1;
    counts.set(kind, n);
    const from = SENDERS[i % SENDERS.length]!;
    const to =
      from === DEMO_FAX_CLINICS.northside
        ? DEMO_FAX_CLINICS.lakeside.name
        : DEMO_FAX_CLINICS.northside.name;
    return {
      id: `${kind}-${String(n).padStart(2, '0')}`,
      kind,
      seed: 1000 + i,
      degradation,
      from,
      to,
      sentOn: `2026-${String(1 + (i % 11)).padStart(2, '0')}-${String(3 + i).padStart(2, '0')}`,
      coverSheet,
      // Every fourth form comes without letterhead: the name is only on the cover or the form.
      letterhead: i % 4 !== 3,
      referrals: Array.from({ length: patients }, () => ({
        patient: samplePatient(rng),
        notesPages,
        labelVariant: labelVariant++,
      })),
    };
  });
}

/**
 * The project's fax test set (contract section C): 18 faxes, 41 pages over every degradation
 * kind, realistic generated patients, demo and outside referring clinics. The expected fields
 * come from generateFaxSample (or expectedReferrals) of each spec.
 */
export const FAX_TEST_SET: readonly FaxSampleSpec[] = buildTestSet();
