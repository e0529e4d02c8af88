import {
  DEFAULT_FIELD_SIZE,
  createAttribute,
  isChoiceKind,
  normalizeAttribute,
  validateForm,
  validateNewField,
  type CustomFormAttribute,
  type FieldKind,
  type FormTarget,
  type FormType,
} from '@app/shared';

/** Both forms of a clinic as edited on the referral form settings screen. */
export type Forms = Record<FormType, CustomFormAttribute[]>;

export interface NewField {
  field: string;
  label: string;
  kind: FieldKind;
  size: string;
  required: boolean;
  hidden: boolean;
  choices: string[];
  helpText: string;
  target: FormTarget;
}

export function emptyNewField(): NewField {
  return {
    field: '',
    label: '',
    kind: 'text',
    size: DEFAULT_FIELD_SIZE,
    required: false,
    hidden: false,
    choices: [],
    helpText: '',
    target: 'internal',
  };
}

/**
 * A row after an edit: label rows keep size 12 and are neither required nor hidden; choices are
 * dropped when the kind no longer uses them.
 */
export function editRow(
  row: CustomFormAttribute,
  patch: Partial<CustomFormAttribute>,
): CustomFormAttribute {
  const next = { ...row, ...patch };
  if (next.kind === 'label')
    return { ...next, size: DEFAULT_FIELD_SIZE, required: false, hidden: false };
  if (!isChoiceKind(next.kind)) return { ...next, choices: [] };
  return next;
}

/** Adds the 'New Custom Field' to its form(s), or says why not (the spec's messages). */
export function addNewField(
  forms: Forms,
  input: NewField,
): { forms: Forms; error: null } | { forms: Forms; error: string } {
  const error = validateNewField(input, {
    internal: forms.internal,
    external: forms.external,
    target: input.target,
  });
  if (error) return { forms, error };
  const row = createAttribute(input);
  return {
    error: null,
    forms: {
      internal: input.target === 'external' ? forms.internal : [...forms.internal, { ...row }],
      external: input.target === 'internal' ? forms.external : [...forms.external, { ...row }],
    },
  };
}

export function removeRow(rows: CustomFormAttribute[], index: number): CustomFormAttribute[] {
  return rows.filter((_, i) => i !== index);
}

export function moveRow(
  rows: CustomFormAttribute[],
  index: number,
  by: -1 | 1,
): CustomFormAttribute[] {
  const to = index + by;
  if (to < 0 || to >= rows.length) return rows;
  const next = [...rows];
  const [row] = next.splice(index, 1);
  next.splice(to, 0, row!);
  return next;
}

/** Problems per form, keyed by row index ('' when the form can be saved). */
export function problemsByRow(
  rows: CustomFormAttribute[],
  formType: FormType,
): Map<number, string[]> {
  const map = new Map<number, string[]>();
  for (const p of validateForm(rows, { formType })) {
    map.set(p.index, [...(map.get(p.index) ?? []), p.message]);
  }
  return map;
}

/** The rows as they are saved (empty size 6, label rows fixed, choices cleaned). */
export function rowsForSave(rows: CustomFormAttribute[]): CustomFormAttribute[] {
  return rows.map(normalizeAttribute);
}
