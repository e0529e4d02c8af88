import { and, asc, eq, isNull } from 'drizzle-orm';
import { type CustomFormAttribute, type FieldKind, type FormType } from '@app/shared';
import type { Queryable } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import { clinicFormAttributes, clinics } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../auth/actor.js';
import { canSeeClinic } from '../auth/clinic-access.js';

export const CLINIC_NOT_FOUND = 'Clinic not found.';

type Row = typeof clinicFormAttributes.$inferSelect;

export function toAttribute(r: Row): CustomFormAttribute {
  return {
    field: r.field,
    label: r.label,
    size: r.size,
    required: r.required,
    hidden: r.hidden,
    kind: r.kind as FieldKind,
    choices: r.choices ?? [],
    helpText: r.helpText ?? '',
  };
}

/** One form of a clinic, in the admin's order. */
export async function readForm(
  q: Queryable,
  clinicId: number,
  formType: FormType,
): Promise<CustomFormAttribute[]> {
  const rows = await q
    .select()
    .from(clinicFormAttributes)
    .where(
      and(eq(clinicFormAttributes.clinicId, clinicId), eq(clinicFormAttributes.formType, formType)),
    )
    .orderBy(asc(clinicFormAttributes.position), asc(clinicFormAttributes.id));
  return rows.map(toAttribute);
}

/**
 * Replaces one form of a clinic with `rows` (already validated), positions in the given order.
 * Used by the save action and the demo data.
 */
export async function replaceForm(
  q: Queryable,
  clinicId: number,
  formType: FormType,
  rows: readonly CustomFormAttribute[],
): Promise<void> {
  await q
    .delete(clinicFormAttributes)
    .where(
      and(eq(clinicFormAttributes.clinicId, clinicId), eq(clinicFormAttributes.formType, formType)),
    );
  if (rows.length === 0) return;
  await q.insert(clinicFormAttributes).values(
    rows.map((r, position) => ({
      clinicId,
      formType,
      position,
      field: r.field,
      label: r.label,
      size: r.size,
      required: r.required,
      hidden: r.hidden,
      kind: r.kind,
      choices: r.choices,
      helpText: r.helpText === '' ? null : r.helpText,
    })),
  );
}

/**
 * Custom referral forms as the actor may see them (members, admins), and the SQL of
 * save-form.ts (managers, admins: forms.policy.ts).
 */
export function createFormsRepo(db: Queryable, actor: Actor) {
  return {
    ...formsRepoOn(db, actor),
    /** Runs `fn` with the repository on one transaction (db/transaction.ts). */
    transaction<T>(fn: (tx: FormsTx) => Promise<T>): Promise<T> {
      return transaction(db, (tx) => fn(formsRepoOn(tx, actor)));
    },
  };
}

/** The repository on an open transaction. */
type FormsTx = ReturnType<typeof formsRepoOn>;

function formsRepoOn(db: Queryable, actor: Actor) {
  async function liveClinic(clinicId: number) {
    if (!canSeeClinic(actor, clinicId)) throw AppError.notFound(CLINIC_NOT_FOUND);
    const [c] = await db
      .select({ id: clinics.id })
      .from(clinics)
      .where(and(eq(clinics.id, clinicId), isNull(clinics.deletedAt)));
    if (!c) throw AppError.notFound(CLINIC_NOT_FOUND);
  }

  return {
    async list(clinicId: number, formType: FormType): Promise<CustomFormAttribute[]> {
      await liveClinic(clinicId);
      return readForm(db, clinicId, formType);
    },

    /** A live clinic the actor can see, else not found (the save checks managing it too). */
    liveClinic,

    /** The field names the clinic's forms hold (their keys stay as they are on a save). */
    async storedFieldNames(clinicId: number): Promise<Set<string>> {
      const stored = await db
        .select({ field: clinicFormAttributes.field })
        .from(clinicFormAttributes)
        .where(eq(clinicFormAttributes.clinicId, clinicId));
      return new Set(stored.map((s) => s.field));
    },

    /** Replaces one form (replaceForm) and answers it as stored. */
    async replace(
      clinicId: number,
      formType: FormType,
      rows: readonly CustomFormAttribute[],
    ): Promise<CustomFormAttribute[]> {
      await replaceForm(db, clinicId, formType, rows);
      return readForm(db, clinicId, formType);
    },
  };
}
