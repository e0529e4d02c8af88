import { and, eq, isNull, sql } from 'drizzle-orm';
import type { InboundFaxSource } from '@app/shared';
import { queryRows } from '../../db/client.js';
import { clinics, inboundFaxes } from '../../db/schema/index.js';
import { RepoWithJobs } from '../../jobs/repo-with-jobs.js';

export type InboundFaxRow = typeof inboundFaxes.$inferSelect;
export type NewInboundFax = typeof inboundFaxes.$inferInsert;

/**
 * Received faxes as the ways in store them (drop folder, InterFAX, webhook, admin upload): for
 * the system, no actor. `transaction` hands the callback the same repository on the transaction.
 */
export class InboundIntakeRepo extends RepoWithJobs {
  transaction<T>(fn: (tx: InboundIntakeRepo) => Promise<T>): Promise<T> {
    return this.q.transaction((tx) => fn(new InboundIntakeRepo(tx)));
  }

  /** The fax stored from this way in with this id, if any. */
  async find(source: InboundFaxSource, externalId: string): Promise<InboundFaxRow | undefined> {
    const [row] = await this.q
      .select()
      .from(inboundFaxes)
      .where(and(eq(inboundFaxes.source, source), eq(inboundFaxes.externalId, externalId)))
      .limit(1);
    return row;
  }

  /** Undefined when this way in stored a fax with this id already. */
  async insertIfNew(values: NewInboundFax): Promise<InboundFaxRow | undefined> {
    const [inserted] = await this.q
      .insert(inboundFaxes)
      .values(values)
      .onConflictDoNothing({ target: [inboundFaxes.source, inboundFaxes.externalId] })
      .returning();
    return inserted;
  }

  /**
   * The live clinics with members whose fax number ends in `key` (its last ten digits); two at
   * most, enough to tell one from several.
   */
  async clinicsWithFaxNumber(key: string): Promise<number[]> {
    const rows = await this.q
      .select({ id: clinics.id })
      .from(clinics)
      .where(
        and(
          isNull(clinics.deletedAt),
          sql`right(regexp_replace(coalesce(${clinics.fax}, ''), '[^0-9]', '', 'g'), 10) = ${key}`,
          sql`EXISTS (SELECT 1 FROM clinic_users cu JOIN users u ON u.id = cu.user_id
          WHERE cu.clinic_id = ${clinics.id} AND u.deleted_at IS NULL)`,
        ),
      )
      .limit(2);
    return rows.map((r) => r.id);
  }

  /** The live clinic with this code (as stored: upper case). */
  async clinicByCode(code: string): Promise<number | null> {
    const [row] = await this.q
      .select({ id: clinics.id })
      .from(clinics)
      .where(and(eq(clinics.code, code), isNull(clinics.deletedAt)));
    return row?.id ?? null;
  }

  /**
   * Received faxes that still wait for intake (new, or left processing) with no pending job of
   * `queue`, oldest first.
   */
  async waitingForIntake(queue: string): Promise<number[]> {
    const waiting = await queryRows<{ id: number }>(
      this.q,
      sql`SELECT f.id FROM inbound_faxes f
      WHERE f.status IN ('new', 'processing')
        AND NOT EXISTS (
          SELECT 1 FROM jobs j
          WHERE j.queue = ${queue} AND j.failed_at IS NULL
            AND j.payload->>'faxId' = f.id::text)
      ORDER BY f.id`,
    );
    return waiting.map(({ id }) => Number(id));
  }
}
