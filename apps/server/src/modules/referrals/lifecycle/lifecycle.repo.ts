import { desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { transaction, type AfterCommit } from '../../../db/transaction.js';
import { appointments, users } from '../../../db/schema/index.js';
import type { EventBus } from '../../../lib/events.js';
import type { Actor } from '../../auth/actor.js';
import { writeReferralStatus, type StatusChange } from '../write-status.js';
import { clinicStaffWith } from '../../notifications/clinic-staff.repo.js';

export type { AfterCommit };
export type AppointmentRow = typeof appointments.$inferSelect;

/**
 * The SQL of the lifecycle actions, bound to the actor. The referral itself is always reached
 * first through the visibility rule (`data.referrals.visible`); these helpers only touch rows of
 * that referral (by id) and the membership of its two clinics.
 */
export class LifecycleRepo {
  constructor(
    private readonly q: Queryable,
    private readonly actor: Actor,
  ) {}

  /** Runs `fn` in one transaction; live events queued with `afterCommit` go out after commit. */
  async transaction<T>(fn: (tx: LifecycleRepo, afterCommit: AfterCommit) => Promise<T>) {
    return transaction(this.q, (tx, after) => fn(new LifecycleRepo(tx, this.actor), after));
  }

  writeStatus(events: EventBus, change: StatusChange, afterCommit: AfterCommit) {
    return writeReferralStatus(this.q, events, change, afterCommit);
  }

  /**
   * Live users of a clinic holding any of `anyBits` and none of `noneBits`, except the actor:
   * the people told about a change.
   */
  staff(clinicId: number, anyBits: number, noneBits = 0): Promise<number[]> {
    return clinicStaffWith(this.q, clinicId, {
      anyBits,
      noneBits,
      exceptUserId: this.actor.userId,
    });
  }

  /** The actor's name, for the texts others read. */
  async actorName(): Promise<string> {
    const [u] = await this.q
      .select({ firstname: users.firstname, lastname: users.lastname })
      .from(users)
      .where(eq(users.id, this.actor.userId))
      .limit(1);
    return u ? `${u.firstname} ${u.lastname}`.trim() : '';
  }

  async addAppointment(values: {
    referralId: number;
    appointmentDate: Date;
    isReschedule: boolean;
    now: Date;
  }): Promise<AppointmentRow> {
    const [row] = await this.q
      .insert(appointments)
      .values({
        referralId: values.referralId,
        appointmentDate: values.appointmentDate,
        isReschedule: values.isReschedule,
        scheduledById: this.actor.userId,
        createdAt: values.now,
      })
      .returning();
    return row!;
  }

  /** The referral's current appointment: the latest one set. */
  async latestAppointment(referralId: number): Promise<AppointmentRow | undefined> {
    const [row] = await this.q
      .select()
      .from(appointments)
      .where(eq(appointments.referralId, referralId))
      .orderBy(desc(appointments.createdAt), desc(appointments.id))
      .limit(1);
    return row;
  }

  async recordCompletion(
    appointmentId: number,
    values: Pick<AppointmentRow, 'appointmentMaintained' | 'details'> & {
      appointmentDate?: Date;
    },
  ): Promise<void> {
    await this.q.update(appointments).set(values).where(eq(appointments.id, appointmentId));
  }
}

export const createLifecycleRepo = (q: Queryable, actor: Actor) => new LifecycleRepo(q, actor);
