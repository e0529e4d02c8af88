import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  customFormSaveSchema,
  toFieldName,
  type CustomFormAttribute,
  type FieldKind,
  type FormType,
} from '@app/shared';
import type { Database, Queryable } from '../../db/client.js';
import { clinicFormAttributes, clinics } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { parseInput } from '../../lib/validate.js';
import type { Actor } from '../auth/actor.js';
import { canManageClinic, canSeeClinic } from '../auth/clinic-access.js';

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
 * The saved form: names a person typed become field names (custom_ prefix unless standard), except
 * names the clinic's forms already hold, which keep their key; then the shared custom-form rules.
 */
export function prepareForm(
  formType: unknown,
  attributes: readonly Record<string, unknown>[],
  storedNames: ReadonlySet<string>,
): { formType: FormType; rows: CustomFormAttribute[] } {
  const named = attributes.map((a) => {
    const field = typeof a['field'] === 'string' ? a['field'].trim() : a['field'];
    if (typeof field !== 'string' || storedNames.has(field)) return { ...a, field };
    return { ...a, field: toFieldName(field) };
  });
  const input = parseInput(customFormSaveSchema, {
    form_type: formType,
    custom_form_attributes: named,
  });
  return { formType: input.form_type, rows: input.custom_form_attributes };
}

/** Custom referral forms as the actor may see (members, admins) and change (managers, admins). */
export function createFormsRepo(db: Database, actor: Actor) {
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

    /** Replaces one form; returns it as stored. */
    async save(
      clinicId: number,
      formType: unknown,
      attributes: readonly Record<string, unknown>[],
    ): Promise<CustomFormAttribute[]> {
      await liveClinic(clinicId);
      if (!canManageClinic(actor, clinicId)) throw AppError.forbidden();
      const stored = await db
        .select({ field: clinicFormAttributes.field })
        .from(clinicFormAttributes)
        .where(eq(clinicFormAttributes.clinicId, clinicId));
      const form = prepareForm(formType, attributes, new Set(stored.map((s) => s.field)));
      return db.transaction(async (tx) => {
        await replaceForm(tx, clinicId, form.formType, form.rows);
        return readForm(tx, clinicId, form.formType);
      });
    },
  };
}
