import { z } from 'zod';
import { singleLineText } from '../text.js';

/**
 * Clinic custom referral forms (spec 1 sections 2, 3 and 5; spec 2 section 3). A clinic has two:
 * the public form filled by outside referrers and the intra-organizational one used by staff.
 */
export const FORM_TYPES = ['external', 'internal'] as const;
export type FormType = (typeof FORM_TYPES)[number];
export const FORM_TYPE_LABELS: Record<FormType, string> = {
  external: 'Public Form',
  internal: 'Intra Organizational Form',
};

export const FIELD_KINDS = [
  'label',
  'text',
  'textarea',
  'numeric',
  'single_choice',
  'multiple_choice',
  'date',
  'phone',
  'address',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];
/** Radio Button and Checkbox are the spec's names; the others are ours. */
export const FIELD_KIND_LABELS: Record<FieldKind, string> = {
  label: 'Label',
  text: 'Text',
  textarea: 'Text Area',
  numeric: 'Number',
  single_choice: 'Radio Button',
  multiple_choice: 'Checkbox',
  date: 'Date',
  phone: 'Phone',
  address: 'Address',
};
export const FIELD_KIND_OPTIONS = FIELD_KINDS.map((value) => ({
  value,
  label: FIELD_KIND_LABELS[value],
}));

export function isFieldKind(kind: string): kind is FieldKind {
  return (FIELD_KINDS as readonly string[]).includes(kind);
}

/** Kinds whose value is picked from `choices`. */
export function isChoiceKind(kind: string): kind is 'single_choice' | 'multiple_choice' {
  return kind === 'single_choice' || kind === 'multiple_choice';
}

/** One row of a custom form. `size` is the column span on a 12-column grid, stored as text. */
export interface CustomFormAttribute {
  field: string;
  label: string;
  size: string;
  required: boolean;
  hidden: boolean;
  kind: FieldKind;
  choices: string[];
  helpText: string;
}

/**
 * A row as the GraphQL schemas type it (`kind` a plain string, `helpText` nullable) read as a
 * CustomFormAttribute: blanks filled, an unknown kind read as text, nothing else kept.
 */
export function toCustomFormAttribute(
  a: Partial<Omit<CustomFormAttribute, 'kind' | 'helpText' | 'choices'>> & {
    kind: string;
    helpText?: string | null;
    choices?: readonly string[];
  },
): CustomFormAttribute {
  return {
    field: a.field ?? '',
    label: a.label ?? '',
    size: a.size ?? '',
    required: a.required ?? false,
    hidden: a.hidden ?? false,
    kind: isFieldKind(a.kind) ? a.kind : 'text',
    choices: [...(a.choices ?? [])],
    helpText: a.helpText ?? '',
  };
}

export const FIELD_SIZE_MIN = 1;
export const FIELD_SIZE_MAX = 12;
export const DEFAULT_FIELD_SIZE = '12';
/** A row saved with an empty size gets half the width (spec 1 section 5). */
export const EMPTY_SIZE_ON_SAVE = '6';
export const FIELD_SIZES = Array.from({ length: FIELD_SIZE_MAX }, (_, i) => String(i + 1));

export function isValidSize(size: string | null | undefined): boolean {
  return FIELD_SIZES.includes((size ?? '').trim());
}

export const CUSTOM_FIELD_PREFIX = 'custom_';

/**
 * Names a form may place without the custom_ prefix: the patient and referral columns the referral
 * wizard and public form save directly (spec 2 section 3: the patient form field set, the patient
 * address parts and the save-referral payload). `address` is the address-kind patient address
 * ({ line1, city, state, zip }); everything else a clinic adds is custom_ and lands in the
 * referral's extra_info. A name here that a form does not place is simply unused.
 */
export const STANDARD_FIELD_NAMES = [
  'firstname',
  'lastname',
  'birthdate',
  'ssn',
  'mrn',
  'phone',
  'address',
  'full_address',
  'address_line1',
  'address_city',
  'address_state',
  'address_zip',
  'insurance_provider',
  'policy_number',
  'diagnosis',
  'comment',
] as const;
export type StandardFieldName = (typeof STANDARD_FIELD_NAMES)[number];

export function isStandardFieldName(name: string): name is StandardFieldName {
  return (STANDARD_FIELD_NAMES as readonly string[]).includes(name);
}

export function isCustomFieldName(name: string): boolean {
  return name.startsWith(CUSTOM_FIELD_PREFIX);
}

/** 'Referring Doctor's NPI #' -> 'referring_doctors_npi'. */
export function slugifyFieldName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '_')
    .replace(/[^a-z0-9_]/g, '')
    .replace(/_+/g, '_')
    .replace(/^_|_$/g, '');
}

/**
 * The stored name for a field typed by a person: slugified, and prefixed with custom_ unless it is
 * a standard name or already prefixed. Idempotent; a name with nothing usable gives ''.
 */
export function toFieldName(name: string): string {
  const slug = slugifyFieldName(name);
  if (slug === '' || isStandardFieldName(slug) || isCustomFieldName(slug)) return slug;
  return `${CUSTOM_FIELD_PREFIX}${slug}`;
}

/** The spec's wording (spec 1 section 5); the size message is ours. */
export const CUSTOM_FORM_MSG = {
  nameAndLabelRequired: 'The field name and label are required.',
  choicesRequired: 'The choices is required for Checkbox and Radio Button.',
  emptySize: 'Empty size!',
  emptyFieldName: 'Empty field name!',
  emptyLabel: 'Empty label!',
  invalidSize: 'The size must be from 1 to 12.',
  invalidKind: 'Unknown field kind',
} as const;

/** Which form(s) a new field goes to; 'both' adds it to the internal and the external form. */
export type FormTarget = FormType | 'both';

const TARGET_NAMES: Record<FormTarget, string> = {
  internal: 'Internal Form',
  external: 'External Form',
  both: 'Internal or External Form',
};

// The spec's wording keeps "already exist" (sic) in all three messages.
export const fieldNameExistsMessage = (target: FormTarget) =>
  `The field name already exist in ${TARGET_NAMES[target]}.`;
export const labelExistsMessage = (target: FormTarget) =>
  `The label already exist in ${TARGET_NAMES[target]}.`;
export const fieldNameAndLabelExistMessage = (target: FormTarget) =>
  `The field name and label already exist in ${TARGET_NAMES[target]}.`;

const cleanChoices = (choices: readonly string[] | null | undefined): string[] => [
  ...new Set((choices ?? []).map((c) => c.trim()).filter((c) => c !== '')),
];

/**
 * The row as it is saved: label rows span the full width and are neither required nor hidden; an
 * empty size becomes 6; choices are kept (trimmed, unique) only for choice kinds. The field name is
 * not rewritten here, so names stored before keep their key; new names go through toFieldName.
 */
export function normalizeAttribute(a: CustomFormAttribute): CustomFormAttribute {
  const base: CustomFormAttribute = {
    ...a,
    field: a.field.trim(),
    label: a.label.trim(),
    size: a.size.trim() === '' ? EMPTY_SIZE_ON_SAVE : a.size.trim(),
    choices: isChoiceKind(a.kind) ? cleanChoices(a.choices) : [],
    helpText: a.helpText.trim(),
  };
  if (a.kind === 'label')
    return { ...base, size: DEFAULT_FIELD_SIZE, required: false, hidden: false };
  return base;
}

export interface NewFieldInput {
  field: string;
  label: string;
  kind: FieldKind;
  choices?: readonly string[];
  size?: string;
  required?: boolean;
  hidden?: boolean;
  helpText?: string;
}

/** A new row from the 'New Custom Field' area: its name made a field name, size 12 by default. */
export function createAttribute(input: NewFieldInput): CustomFormAttribute {
  return normalizeAttribute({
    field: toFieldName(input.field),
    label: input.label,
    size: input.size ?? DEFAULT_FIELD_SIZE,
    required: input.required ?? false,
    hidden: input.hidden ?? false,
    kind: input.kind,
    choices: [...(input.choices ?? [])],
    helpText: input.helpText ?? '',
  });
}

type NamedRow = Pick<CustomFormAttribute, 'field' | 'label'>;
const nameKey = (s: string) => s.trim().toLowerCase();

/** The duplicate message for `field`/`label` against `rows`, or null (pair, then name, then label). */
function duplicateMessage(
  field: string,
  label: string,
  rows: readonly NamedRow[],
  target: FormTarget,
): string | null {
  const f = nameKey(field);
  const l = nameKey(label);
  if (rows.some((r) => nameKey(r.field) === f && nameKey(r.label) === l))
    return fieldNameAndLabelExistMessage(target);
  if (rows.some((r) => nameKey(r.field) === f)) return fieldNameExistsMessage(target);
  if (rows.some((r) => nameKey(r.label) === l)) return labelExistsMessage(target);
  return null;
}

export interface NewFieldContext {
  internal: readonly NamedRow[];
  external: readonly NamedRow[];
  target: FormTarget;
}

/**
 * Checks a field about to be added; returns the spec's message or null. The name is compared as it
 * will be stored (toFieldName), names and labels case-insensitively. With target 'both' the field
 * must be new to both forms and the messages say 'Internal or External Form.'.
 */
export function validateNewField(
  candidate: Pick<NewFieldInput, 'field' | 'label' | 'kind' | 'choices' | 'size'>,
  { internal, external, target }: NewFieldContext,
): string | null {
  const field = toFieldName(candidate.field ?? '');
  const label = (candidate.label ?? '').trim();
  if (field === '' || label === '') return CUSTOM_FORM_MSG.nameAndLabelRequired;
  if (isChoiceKind(candidate.kind) && cleanChoices(candidate.choices).length === 0)
    return CUSTOM_FORM_MSG.choicesRequired;
  const size = (candidate.size ?? '').trim();
  if (size !== '' && !isValidSize(size)) return CUSTOM_FORM_MSG.invalidSize;
  const rows =
    target === 'internal'
      ? internal
      : target === 'external'
        ? external
        : [...internal, ...external];
  return duplicateMessage(field, label, rows, target);
}

/**
 * The flags shown on a row while editing. Label rows have a fixed size, so their size is never
 * flagged. An empty size is a hint only: saving fills it with 6.
 */
export function rowProblems(
  row: Partial<Pick<CustomFormAttribute, 'field' | 'label' | 'size' | 'kind'>>,
): string[] {
  const problems: string[] = [];
  if (row.kind !== 'label' && (row.size ?? '').trim() === '')
    problems.push(CUSTOM_FORM_MSG.emptySize);
  if ((row.field ?? '').trim() === '') problems.push(CUSTOM_FORM_MSG.emptyFieldName);
  if ((row.label ?? '').trim() === '') problems.push(CUSTOM_FORM_MSG.emptyLabel);
  return problems;
}

export interface FormProblem {
  /** Index of the row in the list given. */
  index: number;
  message: string;
}

/**
 * Everything that stops a form from being saved, checked on the rows as they will be saved (so an
 * empty size is not a problem). A row repeating an earlier row's name and/or label is reported on
 * the later row, in the wording of the form it is in ('both' when no form type is given).
 */
export function validateForm(
  rows: readonly CustomFormAttribute[],
  { formType }: { formType?: FormType } = {},
): FormProblem[] {
  const target: FormTarget = formType ?? 'both';
  const problems: FormProblem[] = [];
  const seen: CustomFormAttribute[] = [];
  rows.forEach((raw, index) => {
    const row = normalizeAttribute(raw);
    const add = (message: string) => problems.push({ index, message });
    rowProblems(row).forEach(add);
    if (!isFieldKind(row.kind)) add(CUSTOM_FORM_MSG.invalidKind);
    if (!isValidSize(row.size)) add(CUSTOM_FORM_MSG.invalidSize);
    if (isChoiceKind(row.kind) && row.choices.length === 0) add(CUSTOM_FORM_MSG.choicesRequired);
    if (row.field !== '' && row.label !== '') {
      const dup = duplicateMessage(row.field, row.label, seen, target);
      if (dup) add(dup);
    }
    seen.push(row);
  });
  return problems;
}

/** One row as the API receives it; normalised on the way in (size may come as a number). */
export const customFormAttributeSchema = z
  .object({
    field: singleLineText()
      .nullish()
      .transform((v) => v ?? ''),
    label: singleLineText()
      .nullish()
      .transform((v) => v ?? ''),
    size: z
      .union([singleLineText(), z.number()])
      .nullish()
      .transform((v) => (v === null || v === undefined ? '' : String(v))),
    required: z.boolean().default(false),
    hidden: z.boolean().default(false),
    kind: z.enum(FIELD_KINDS, { error: CUSTOM_FORM_MSG.invalidKind }),
    choices: z
      .array(singleLineText())
      .nullish()
      .transform((v) => v ?? []),
    helpText: singleLineText()
      .nullish()
      .transform((v) => v ?? ''),
  })
  .transform(normalizeAttribute);

/**
 * save_clinic_custom_form_attributes: one form's rows, rejected with validateForm's messages at
 * ['custom_form_attributes', index].
 */
export const customFormSaveSchema = z
  .object({
    form_type: z.enum(FORM_TYPES),
    custom_form_attributes: z.array(customFormAttributeSchema),
  })
  .superRefine((v, ctx) => {
    for (const p of validateForm(v.custom_form_attributes, { formType: v.form_type }))
      ctx.addIssue({
        code: 'custom',
        message: p.message,
        path: ['custom_form_attributes', p.index],
      });
  });
export type CustomFormSaveInput = z.input<typeof customFormSaveSchema>;
export type CustomFormSaveOutput = z.output<typeof customFormSaveSchema>;
