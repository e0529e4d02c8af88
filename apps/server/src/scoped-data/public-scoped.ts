import { createPublicClinicsRepo } from '../modules/clinics/public-clinics.repo.js';
import { createPublicFormsRepo } from '../modules/forms/public-forms.repo.js';
import { createPublicFormRepo } from '../modules/public-referrals/public-referrals.repo.js';
import type { Database } from '../db/client.js';

/** The data handle of anonymous callers: only what a clinic has chosen to publish. */
export function publicData(db: Database) {
  return {
    clinics: createPublicClinicsRepo(db),
    forms: createPublicFormsRepo(db),
    publicForm: createPublicFormRepo(db),
  };
}

export type PublicData = ReturnType<typeof publicData>;
