import { and, eq, isNull } from 'drizzle-orm';
import type { CustomFormAttribute } from '@app/shared';
import type { Database } from '../../db/client.js';
import { clinics } from '../../db/schema/index.js';
import { readForm } from './forms.repo.js';

/** The public (external) form of a clinic listed in the directory; hidden fields left out. */
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
      return (await readForm(db, c.id, 'external')).filter((a) => !a.hidden);
    },
  };
}
