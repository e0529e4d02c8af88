import { FUZZY_CLINIC_THRESHOLD, faxNumberKey, type DetectedReferral } from '@app/shared';
import Fuse from 'fuse.js';
import type { IntakeRepo } from './intake.repo.js';
import { editDistance } from './labels.js';

export interface ClinicMatch {
  id: number;
  name: string;
  /** Fuse.js score: 0 exact, up to FUZZY_CLINIC_THRESHOLD; 0 for a fax-number match. */
  score: number;
}

/**
 * The clinic a name read off the fax refers to (pure): the closest of `clinics` to any candidate
 * by Fuse.js, if within FUZZY_CLINIC_THRESHOLD. Earlier candidates win ties (they are the
 * better sources: labels before letterheads before cover sheets).
 */
export function matchClinicName(
  candidates: string[],
  list: { id: number; name: string }[],
): ClinicMatch | null {
  if (list.length === 0) return null;
  const fuse = new Fuse(list, {
    keys: ['name'],
    includeScore: true,
    ignoreLocation: true,
    threshold: FUZZY_CLINIC_THRESHOLD,
  });
  let best: ClinicMatch | null = null;
  const offer = (m: ClinicMatch) => {
    if (!best || m.score < best.score - 1e-6) best = m;
  };
  for (const candidate of candidates) {
    const query = candidate.replace(/\s+/g, ' ').trim();
    if (query.length < 3) continue;
    const within = nameWithin(query, list);
    if (within) offer(within);
    const [hit] = fuse.search(query, { limit: 1 });
    if (hit && hit.score !== undefined)
      offer({ id: hit.item.id, name: hit.item.name, score: hit.score });
  }
  return best;
}

/** Words that say what kind of business a name is, not which one ('Clinic, LLC'). */
const NAME_NOISE = new Set(['the', 'inc', 'llc', 'pc', 'pllc', 'ltd', 'co', 'of', 'and']);
const nameWords = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !NAME_NOISE.has(w));
const sameWord = (a: string, b: string) =>
  a === b || (Math.min(a.length, b.length) >= 5 && editDistance(a, b) <= (a.length >= 9 ? 2 : 1));

/**
 * A clinic's whole name inside a longer one, word by word with a misread letter allowed:
 * letterheads add words ('Valley Orthopedics Sports Medicine' is Valley Orthopedics). The
 * longest such name wins; its score grows with the words added, and stays under Fuse's.
 */
function nameWithin(query: string, list: { id: number; name: string }[]): ClinicMatch | null {
  const words = nameWords(query);
  let best: { clinic: { id: number; name: string }; size: number } | null = null;
  for (const clinic of list) {
    const own = nameWords(clinic.name);
    if (own.length < 2 && own.join('').length < 6) continue;
    const at = words.findIndex((_, i) =>
      own.every((w, k) => words[i + k] && sameWord(words[i + k]!, w)),
    );
    if (at >= 0 && (!best || own.length > best.size)) best = { clinic, size: own.length };
  }
  if (!best) return null;
  const extra = words.length - best.size;
  return { id: best.clinic.id, name: best.clinic.name, score: Math.min(0.05, 0.01 * extra) };
}

export interface ClinicChoice {
  id: number;
  name: string;
  fax: string | null;
}

/** Live clinics a fax can come from (every clinic but the receiving one). */
export async function referringClinicChoices(
  repo: IntakeRepo,
  excludeClinicId?: number | null,
): Promise<ClinicChoice[]> {
  const rows = await repo.liveClinics();
  return rows.filter((c) => c.id !== excludeClinicId);
}

export type ReferringClinicMatch = ClinicMatch & { by: 'fax-number' | 'name' };

/**
 * The referring clinic of a fax (pure): the clinic whose fax number sent it (the transmission's
 * sender, then the numbers printed on the pages: banner and letterhead), else the best name match
 * of the candidates.
 */
export function pickReferringClinic(
  choices: ClinicChoice[],
  opts: {
    fromNumber: string | null;
    candidates: string[];
    faxNumbers?: string[];
    /** The pages' lines: a clinic's whole name written anywhere, when nothing else named one. */
    lines?: string[];
  },
): ReferringClinicMatch | null {
  for (const number of [opts.fromNumber, ...(opts.faxNumbers ?? [])]) {
    const from = faxNumberKey(number);
    const byNumber = from ? choices.find((c) => faxNumberKey(c.fax) === from) : undefined;
    if (byNumber) return { id: byNumber.id, name: byNumber.name, score: 0, by: 'fax-number' };
  }
  const byName = matchClinicName(opts.candidates, choices);
  if (byName) return { ...byName, by: 'name' };
  // Only a whole name, never a fuzzy one: any line may hold words that resemble a clinic's.
  for (const line of opts.lines ?? []) {
    const within = nameWithin(line, choices);
    if (within) return { ...within, by: 'name' };
  }
  return null;
}

/**
 * One referral's referring clinic: a fax-number match names it for every referral of the fax;
 * otherwise the referral's own clinic line, falling back to the fax's best name match.
 */
export function referralClinic(
  r: Pick<DetectedReferral, 'referring_clinic'>,
  faxMatch: ReferringClinicMatch | null,
  choices: ClinicChoice[],
): ClinicMatch | null {
  const own =
    faxMatch?.by !== 'fax-number' && r.referring_clinic
      ? matchClinicName([r.referring_clinic.value], choices)
      : null;
  return own ?? faxMatch;
}
