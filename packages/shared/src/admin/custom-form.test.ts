import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors } from '../validation.js';
import {
  createAttribute,
  type CustomFormAttribute,
  customFormAttributeSchema,
  customFormSaveSchema,
  DEFAULT_FIELD_SIZE,
  EMPTY_SIZE_ON_SAVE,
  FIELD_KIND_LABELS,
  FIELD_KINDS,
  FIELD_SIZES,
  FORM_TYPE_LABELS,
  FORM_TYPES,
  type FormTarget,
  normalizeAttribute,
  rowProblems,
  STANDARD_FIELD_NAMES,
  toFieldName,
  validateForm,
  validateNewField,
} from './custom-form.js';

const errorsOf = (r: z.ZodSafeParseResult<unknown>) => (r.success ? {} : fieldErrors(r.error));

const row = (over: Partial<CustomFormAttribute> = {}): CustomFormAttribute => ({
  field: 'custom_npi',
  label: 'NPI',
  size: '6',
  required: false,
  hidden: false,
  kind: 'text',
  choices: [],
  helpText: '',
  ...over,
});

describe('custom form constants', () => {
  it('names the two forms and the kinds', () => {
    expect(FORM_TYPES).toEqual(['external', 'internal']);
    expect(FORM_TYPE_LABELS).toEqual({
      external: 'Public Form',
      internal: 'Intra Organizational Form',
    });
    expect(FIELD_KINDS).toHaveLength(9);
    expect(FIELD_KIND_LABELS.single_choice).toBe('Radio Button');
    expect(FIELD_KIND_LABELS.multiple_choice).toBe('Checkbox');
    expect(FIELD_KINDS.every((k) => FIELD_KIND_LABELS[k].length > 0)).toBe(true);
    expect([DEFAULT_FIELD_SIZE, EMPTY_SIZE_ON_SAVE]).toEqual(['12', '6']);
    expect(FIELD_SIZES).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
  });
});

describe('toFieldName', () => {
  it('prefixes custom_ to names that are not standard', () => {
    expect(toFieldName('Referring NPI')).toBe('custom_referring_npi');
    expect(toFieldName("  Doctor's  Note #2 ")).toBe('custom_doctors_note_2');
    expect(toFieldName('Café-Name')).toBe('custom_cafename');
  });

  it('leaves standard and already prefixed names alone', () => {
    expect(toFieldName('Firstname')).toBe('firstname');
    expect(toFieldName('insurance provider')).toBe('insurance_provider');
    expect(toFieldName('custom_npi')).toBe('custom_npi');
    expect(STANDARD_FIELD_NAMES.every((n) => toFieldName(n) === n)).toBe(true);
  });

  it('is idempotent and gives empty for unusable input', () => {
    expect(toFieldName(toFieldName('Referring NPI'))).toBe('custom_referring_npi');
    expect(toFieldName(' !!! ')).toBe('');
  });
});

describe('normalizeAttribute', () => {
  it('fixes label rows to size 12, not required, not hidden', () => {
    expect(
      normalizeAttribute(row({ kind: 'label', size: '4', required: true, hidden: true })),
    ).toMatchObject({ size: '12', required: false, hidden: false });
    expect(normalizeAttribute(row({ kind: 'label', size: '' })).size).toBe('12');
  });

  it('gives an empty size 6 and trims', () => {
    expect(normalizeAttribute(row({ size: ' ', field: ' custom_a ', label: ' A ' }))).toMatchObject(
      {
        size: '6',
        field: 'custom_a',
        label: 'A',
      },
    );
  });

  it('keeps clean choices only for choice kinds', () => {
    expect(
      normalizeAttribute(row({ kind: 'single_choice', choices: [' Yes', 'Yes', '', 'No'] }))
        .choices,
    ).toEqual(['Yes', 'No']);
    expect(normalizeAttribute(row({ kind: 'text', choices: ['Yes'] })).choices).toEqual([]);
  });

  it('creates a new row with the default size', () => {
    expect(createAttribute({ field: 'Referring NPI', label: 'NPI', kind: 'text' })).toEqual({
      field: 'custom_referring_npi',
      label: 'NPI',
      size: '12',
      required: false,
      hidden: false,
      kind: 'text',
      choices: [],
      helpText: '',
    });
  });
});

describe('validateNewField', () => {
  const internal = [row({ field: 'custom_npi', label: 'NPI' })];
  const external = [row({ field: 'custom_fax_back', label: 'Fax back' })];
  const ctx = (target: FormTarget) => ({ internal, external, target });

  it('requires name and label', () => {
    const msg = 'The field name and label are required.';
    expect(validateNewField({ field: '', label: 'A', kind: 'text' }, ctx('internal'))).toBe(msg);
    expect(validateNewField({ field: 'a', label: ' ', kind: 'text' }, ctx('internal'))).toBe(msg);
    expect(validateNewField({ field: '???', label: 'A', kind: 'text' }, ctx('internal'))).toBe(msg);
  });

  it('requires choices for radio buttons and checkboxes', () => {
    const msg = 'The choices is required for Checkbox and Radio Button.';
    for (const kind of ['single_choice', 'multiple_choice'] as const) {
      expect(validateNewField({ field: 'a', label: 'A', kind }, ctx('external'))).toBe(msg);
      expect(
        validateNewField({ field: 'a', label: 'A', kind, choices: [' '] }, ctx('external')),
      ).toBe(msg);
      expect(
        validateNewField({ field: 'a', label: 'A', kind, choices: ['x'] }, ctx('external')),
      ).toBeNull();
    }
  });

  it('checks the size when one is given', () => {
    expect(
      validateNewField({ field: 'a', label: 'A', kind: 'text', size: '13' }, ctx('internal')),
    ).toBe('The size must be from 1 to 12.');
    expect(
      validateNewField({ field: 'a', label: 'A', kind: 'text', size: '' }, ctx('internal')),
    ).toBeNull();
  });

  it.each([
    ['internal', 'npi', 'NPI', 'The field name and label already exist in Internal Form.'],
    ['internal', 'NPI', 'Other', 'The field name already exist in Internal Form.'],
    ['internal', 'other', 'npi', 'The label already exist in Internal Form.'],
    [
      'external',
      'fax back',
      'Fax Back',
      'The field name and label already exist in External Form.',
    ],
    ['external', 'custom_fax_back', 'X', 'The field name already exist in External Form.'],
    ['external', 'x', 'Fax back', 'The label already exist in External Form.'],
    ['both', 'npi', 'NPI', 'The field name and label already exist in Internal or External Form.'],
    ['both', 'fax back', 'X', 'The field name already exist in Internal or External Form.'],
    ['both', 'x', 'NPI', 'The label already exist in Internal or External Form.'],
  ] as const)('target %s, %s / %s: %s', (target, field, label, message) => {
    expect(validateNewField({ field, label, kind: 'text' }, ctx(target))).toBe(message);
  });

  it('only looks at the target form', () => {
    expect(
      validateNewField({ field: 'npi', label: 'NPI', kind: 'text' }, ctx('external')),
    ).toBeNull();
    expect(
      validateNewField({ field: 'fax back', label: 'Fax back', kind: 'text' }, ctx('internal')),
    ).toBeNull();
  });
});

describe('rowProblems', () => {
  it('flags empty size, name and label', () => {
    expect(rowProblems({ size: '', field: ' ', label: '' })).toEqual([
      'Empty size!',
      'Empty field name!',
      'Empty label!',
    ]);
    expect(rowProblems(row())).toEqual([]);
  });

  it('never flags the size of a label row', () => {
    expect(rowProblems({ kind: 'label', size: '', field: 'custom_h', label: 'H' })).toEqual([]);
  });
});

describe('validateForm', () => {
  it('accepts a clean form, empty sizes included', () => {
    expect(validateForm([row(), row({ field: 'custom_b', label: 'B', size: '' })])).toEqual([]);
  });

  it('reports row problems, sizes, choices and duplicates by index', () => {
    const rows = [
      row(),
      row({ field: '', label: '' }),
      row({ field: 'custom_x', label: 'X', size: '0' }),
      row({ field: 'custom_y', label: 'Y', kind: 'multiple_choice', choices: [] }),
      row({ field: 'custom_npi', label: 'NPI' }),
      row({ field: 'custom_npi', label: 'Other' }),
      row({ field: 'custom_z', label: 'npi' }),
    ];
    expect(validateForm(rows, { formType: 'internal' })).toEqual([
      { index: 1, message: 'Empty field name!' },
      { index: 1, message: 'Empty label!' },
      { index: 2, message: 'The size must be from 1 to 12.' },
      { index: 3, message: 'The choices is required for Checkbox and Radio Button.' },
      { index: 4, message: 'The field name and label already exist in Internal Form.' },
      { index: 5, message: 'The field name already exist in Internal Form.' },
      { index: 6, message: 'The label already exist in Internal Form.' },
    ]);
  });

  it('words duplicates for both forms when no form type is given', () => {
    expect(validateForm([row(), row({ label: 'Other' })])).toEqual([
      { index: 1, message: 'The field name already exist in Internal or External Form.' },
    ]);
  });
});

describe('custom form save schemas', () => {
  it('normalises a row and accepts a numeric size', () => {
    expect(
      customFormAttributeSchema.parse({ field: 'custom_h', label: 'H', kind: 'label', size: 3 }),
    ).toEqual({
      field: 'custom_h',
      label: 'H',
      size: '12',
      required: false,
      hidden: false,
      kind: 'label',
      choices: [],
      helpText: '',
    });
    expect(
      customFormAttributeSchema.parse({ field: 'a', label: 'A', kind: 'text', size: 4 }).size,
    ).toBe('4');
  });

  it('rejects an unknown kind', () => {
    expect(
      errorsOf(customFormAttributeSchema.safeParse({ field: 'a', label: 'A', kind: 'x' })),
    ).toEqual({ kind: ['Unknown field kind'] });
  });

  it('reports form problems at the row', () => {
    const r = customFormSaveSchema.safeParse({
      form_type: 'external',
      custom_form_attributes: [
        { field: 'custom_a', label: 'A', kind: 'text' },
        { field: 'custom_a', label: 'B', kind: 'text' },
      ],
    });
    expect(errorsOf(r)).toEqual({
      'custom_form_attributes.1': ['The field name already exist in External Form.'],
    });
  });
});
