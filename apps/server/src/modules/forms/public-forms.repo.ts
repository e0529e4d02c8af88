import { and, eq, isNull } from 'drizzle-orm';
import { isPatientFieldName, type CustomFormAttribute } from '@app/shared';
import type { Database } from '../../db/client.js';
import { clinics } from '../../db/schema/index.js';
import { readForm } from './forms.repo.js';

/**
 * The public (external) form of a clinic listed in the directory. Hidden custom rows are left out;
 * hidden standard rows stay, flagged, because a standard field the form does not list is shown
 * (and may be required): the public form and the server must read the same rules.
 */
export function createPublicFormsRepo(db: Database) {
  return {
    async externalForm(clinicCode: string): Promise<CustomFormAttribute[] | null> {
      const code = clinicCode.trim().toUpperCase().slice(0, 50);
      if (!code) return null;
      const [c] = await db
        .select({ id: clinics.id })
        .from(clinics)
        .where(and(eq(clinics.code, code), eq(clinics.isPublic, true), isNull(clinics.deletedAt)));
      if (!c) return null;
      return (await readForm(db, c.id, 'external')).filter(
        (a) => !a.hidden || isPatientFieldName(a.field.trim()),
      );
    },
  };
}
