import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { clinics, inboundFaxes } from '../../../db/schema/index.js';

export type IntakeFax = typeof inboundFaxes.$inferSelect;
export type RecognitionColumns = Pick<
  IntakeFax,
  'ocrData' | 'detectedReferrals' | 'detectedClinicId' | 'error'
>;

/** A received fax as the intake job reads and finishes it: by id, for the system (no actor). */
export class IntakeRepo {
  constructor(private readonly q: Queryable) {}

  /**
   * Moves a fax waiting for intake to 'processing' ('processing' too: a job that died mid-way
   * runs again); undefined when it is not waiting.
   */
  async start(faxId: number, now: Date): Promise<IntakeFax | undefined> {
    const [fax] = await this.q
      .update(inboundFaxes)
      .set({ status: 'processing', updatedAt: now })
      .where(and(eq(inboundFaxes.id, faxId), inArray(inboundFaxes.status, ['new', 'processing'])))
      .returning();
    return fax;
  }

  /** Stores the results; the fax is processed, or stays reviewed when it was reviewed meanwhile. */
  async finish(
    faxId: number,
    results: RecognitionColumns,
    now: Date,
  ): Promise<IntakeFax | undefined> {
    const [done] = await this.q
      .update(inboundFaxes)
      .set({
        ...results,
        status: sql`CASE WHEN ${inboundFaxes.status} = 'reviewed' THEN 'reviewed' ELSE 'processed' END`,
        updatedAt: now,
      })
      .where(eq(inboundFaxes.id, faxId))
      .returning();
    return done;
  }

  /** The live clinics, with their fax numbers. */
  liveClinics(): Promise<{ id: number; name: string; fax: string | null }[]> {
    return this.q
      .select({ id: clinics.id, name: clinics.name, fax: clinics.fax })
      .from(clinics)
      .where(isNull(clinics.deletedAt));
  }
}
