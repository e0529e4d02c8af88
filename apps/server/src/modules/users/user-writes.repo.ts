import { and, asc, eq, ne } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { clinicUsers, users } from '../../db/schema/index.js';
import { audit, type AuditEntry } from '../audit/audit.js';
import { AuthRepo } from '../auth/auth.repo.js';

export type NewUserRow = typeof users.$inferInsert;
export type NewMembershipRow = typeof clinicUsers.$inferInsert;

/**
 * The SQL of user administration's writes: users, their clinic memberships and masks. The action
 * files (save-user.ts, add-user-to-clinic.ts...) decide who may do what (users.policy.ts) and
 * reach it through user-admin.repo.ts, whose `transaction` puts it on one transaction.
 */
export class UserWritesRepo {
  constructor(private readonly q: Queryable) {}

  audit(entry: AuditEntry): Promise<void> {
    return audit(this.q, entry);
  }

  /** The sign-in SQL (activation tokens, mail jobs) on this same connection. */
  get auth(): AuthRepo {
    return new AuthRepo(this.q);
  }

  async userIdByEmail(email: string): Promise<number | undefined> {
    const [row] = await this.q.select({ id: users.id }).from(users).where(eq(users.email, email));
    return row?.id;
  }

  async insertUser(values: NewUserRow): Promise<{ id: number; uuid: string }> {
    const [row] = await this.q
      .insert(users)
      .values(values)
      .returning({ id: users.id, uuid: users.uuid });
    return row!;
  }

  async updateUser(userId: number, set: Partial<NewUserRow>): Promise<void> {
    await this.q.update(users).set(set).where(eq(users.id, userId));
  }

  async membership(clinicId: number, userId: number) {
    const [m] = await this.q
      .select()
      .from(clinicUsers)
      .where(and(eq(clinicUsers.clinicId, clinicId), eq(clinicUsers.userId, userId)));
    return m;
  }

  async insertMembership(values: NewMembershipRow): Promise<void> {
    await this.q.insert(clinicUsers).values(values);
  }

  async updateMembership(
    clinicId: number,
    userId: number,
    set: Partial<Pick<NewMembershipRow, 'permission' | 'notification' | 'isPrimary'>>,
  ): Promise<void> {
    await this.q
      .update(clinicUsers)
      .set(set)
      .where(and(eq(clinicUsers.clinicId, clinicId), eq(clinicUsers.userId, userId)));
  }

  /** Clears the primary flag of the user's memberships but the one in `clinicId`. */
  async unsetOtherPrimaries(userId: number, clinicId: number): Promise<void> {
    await this.q
      .update(clinicUsers)
      .set({ isPrimary: false })
      .where(and(eq(clinicUsers.userId, userId), ne(clinicUsers.clinicId, clinicId)));
  }

  async deleteMembership(clinicId: number, userId: number): Promise<void> {
    await this.q
      .delete(clinicUsers)
      .where(and(eq(clinicUsers.clinicId, clinicId), eq(clinicUsers.userId, userId)));
  }

  /** The user's oldest remaining membership. */
  async firstMembership(userId: number) {
    const [next] = await this.q
      .select({ clinicId: clinicUsers.clinicId, isPrimary: clinicUsers.isPrimary })
      .from(clinicUsers)
      .where(eq(clinicUsers.userId, userId))
      .orderBy(asc(clinicUsers.createdAt), asc(clinicUsers.clinicId))
      .limit(1);
    return next;
  }
}
