import { FUZZY_CLINIC_THRESHOLD, faxNumberKey } from '@app/shared';
import Fuse from 'fuse.js';
import type { IntakeRepo } from './intake.repo.js';

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
  for (const candidate of candidates) {
    const query = candidate.replace(/\s+/g, ' ').trim();
    if (query.length < 3) continue;
    const [hit] = fuse.search(query, { limit: 1 });
    if (hit && hit.score !== undefined && (!best || hit.score < best.score - 1e-6)) {
      best = { id: hit.item.id, name: hit.item.name, score: hit.score };
    }
  }
  return best;
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
 * The referring clinic of a fax (pure): the clinic whose fax number sent it, else the best name
 * match of the candidates.
 */
export function pickReferringClinic(
  choices: ClinicChoice[],
  opts: { fromNumber: string | null; candidates: string[] },
): ReferringClinicMatch | null {
  const from = faxNumberKey(opts.fromNumber);
  const byNumber = from ? choices.find((c) => faxNumberKey(c.fax) === from) : undefined;
  if (byNumber) return { id: byNumber.id, name: byNumber.name, score: 0, by: 'fax-number' };
  const byName = matchClinicName(opts.candidates, choices);
  return byName ? { ...byName, by: 'name' } : null;
}
