import {
  customFormSaveSchema,
  toFieldName,
  type CustomFormAttribute,
  type FormType,
} from '@app/shared';
import { parseInput } from '../../lib/validate.js';

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
