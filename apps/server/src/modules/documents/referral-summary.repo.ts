import { eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import {
  clinics,
  organizations,
  patients,
  providers,
  referrals,
  users,
} from '../../db/schema/index.js';
import { readForm } from '../forms/forms.repo.js';
import { currentAppointmentDate } from '../referrals/referral-access.js';
import { referralAnswersOf } from './answers.repo.js';
import { listReferralDocuments } from './document-rows.repo.js';

/**
 * The rows a referral's summary is made of, by id: no access rule of its own (callers have
 * reached the referral already, or are jobs acting for the system). One query at a time: `db`
 * may be a transaction, whose one connection runs one at a time.
 */
export function createReferralSummaryRepo(db: Queryable) {
  return {
    async referral(id: number) {
      const [r] = await db.select().from(referrals).where(eq(referrals.id, id)).limit(1);
      return r;
    },

    /** The clinics with the name of their organization. */
    async clinics(ids: number[]) {
      if (!ids.length) return [];
      return db
        .select({ clinic: clinics, organization: organizations.name })
        .from(clinics)
        .leftJoin(organizations, eq(organizations.id, clinics.organizationId))
        .where(inArray(clinics.id, ids));
    },

    async providers(ids: number[]) {
      if (!ids.length) return [];
      return db.select().from(providers).where(inArray(providers.id, ids));
    },

    async patient(id: number) {
      const [p] = await db.select().from(patients).where(eq(patients.id, id)).limit(1);
      return p;
    },

    async userName(id: number) {
      const [u] = await db
        .select({ firstname: users.firstname, lastname: users.lastname })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return u;
    },

    appointmentDate: (referralId: number) => currentAppointmentDate(db, referralId),
    documents: (referralId: number) => listReferralDocuments(db, [referralId]),
    /** The qualifying-question answers, in the order they were first saved. */
    answers: (referralId: number) => referralAnswersOf(db, referralId),
    form: (clinicId: number, kind: 'internal' | 'external') => readForm(db, clinicId, kind),
  };
}

export type ReferralSummaryRepo = ReturnType<typeof createReferralSummaryRepo>;
