import type { CustomFormAttribute } from '@app/shared';
import type { ActionContext } from '../../action-context.js';
import { prepareForm } from './form-input.js';
import { assertMayChangeForms } from './forms.policy.js';

/** save_clinic_custom_form_attributes: replaces one form of a clinic; answers it as stored. */
export async function saveForm(
  ctx: Pick<ActionContext, 'actor' | 'data'>,
  clinicId: number,
  formType: unknown,
  attributes: readonly Record<string, unknown>[],
): Promise<CustomFormAttribute[]> {
  const forms = ctx.data.forms;
  await forms.liveClinic(clinicId);
  assertMayChangeForms(ctx.actor, clinicId);
  const form = prepareForm(formType, attributes, await forms.storedFieldNames(clinicId));
  return forms.transaction((tx) => tx.replace(clinicId, form.formType, form.rows));
}
