import { describe, expect, it } from 'vitest';
import { createAttribute, FIELD_KINDS, type FieldKind } from './custom-form.js';
import {
  customFieldDisplays,
  fieldDisplayLabel,
  formatFieldValue,
  parseExtraInfo,
} from './field-display.js';
import { buildFormSchema } from './form-schema.js';

/** Every kind: what the form takes, what it stores, and how the stored value reads. */
const TABLE: Record<FieldKind, { typed: unknown; text: string }> = {
  label: { typed: undefined, text: '' },
  text: { typed: ' Mornings ', text: 'Mornings' },
  textarea: { typed: 'Line one\nline two', text: 'Line one\nline two' },
  numeric: { typed: '42.5', text: '42.5' },
  single_choice: { typed: 'Spanish', text: 'Spanish' },
  multiple_choice: { typed: ['Wheelchair', 'Interpreter'], text: 'Wheelchair, Interpreter' },
  date: { typed: '03/09/2026', text: '03/09/2026' },
  phone: { typed: '3125550177', text: '312-555-0177' },
  address: {
    typed: { line1: '12 Oak St', city: 'Springfield', state: 'IL', zip: '62704' },
    text: '12 Oak St, Springfield, IL 62704',
  },
};

const rowOf = (kind: FieldKind) =>
  createAttribute({
    field: `My ${kind}`,
    label: `My ${kind}:`,
    kind,
    choices: ['Spanish', 'Wheelchair', 'Interpreter'],
  });

describe('the custom field formatter', () => {
  it('covers every field kind', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...FIELD_KINDS].sort());
  });

  it.each(FIELD_KINDS.map((k) => [k] as const))(
    'reads a stored %s answer the way the form showed it',
    (kind) => {
      const row = rowOf(kind);
      const stored = buildFormSchema([row]).parse({ [row.field]: TABLE[kind].typed });
      expect(formatFieldValue(kind, stored[row.field])).toBe(TABLE[kind].text);
      const shown = customFieldDisplays([row], stored);
      expect(shown).toEqual(
        kind === 'label' ? [] : [{ field: row.field, label: `My ${kind}`, text: TABLE[kind].text }],
      );
    },
  );

  it.each([
    ['an empty text', 'text', ''],
    ['an empty checkbox', 'multiple_choice', []],
    ['an empty address', 'address', null],
    ['an unanswered date', 'date', ''],
  ] as const)('leaves out %s', (_, kind, value) => {
    const row = rowOf(kind);
    expect(customFieldDisplays([row], { [row.field]: value })).toEqual([]);
  });

  it("uses the clinic's labels in the form's order, then fields the form no longer has", () => {
    const form = [rowOf('date'), rowOf('text')];
    const shown = customFieldDisplays(form, {
      custom_old_address: { line1: '1 Elm', city: 'Lake', state: 'IL', zip: '60601' },
      custom_my_text: 'x',
      custom_my_date: '2026-01-31',
      firstname: 'Ada',
    });
    expect(shown).toEqual([
      { field: 'custom_my_date', label: 'My date', text: '01/31/2026' },
      { field: 'custom_my_text', label: 'My text', text: 'x' },
      { field: 'custom_old_address', label: 'Old Address', text: '1 Elm, Lake, IL 60601' },
    ]);
  });

  it('never prints an object as [object Object]', () => {
    const shown = customFieldDisplays([rowOf('text')], {
      custom_my_text: { line1: '9 Pine', city: 'Oak', state: 'TX', zip: '75001' },
    });
    expect(shown[0]?.text).toBe('9 Pine, Oak, TX 75001');
  });

  it('falls back to a label made of the field name', () => {
    expect(fieldDisplayLabel({ field: 'custom_preferred_time', label: ' ' })).toBe(
      'Preferred Time',
    );
  });

  it('reads extra_info JSON text, and anything else as empty', () => {
    expect(parseExtraInfo('{"custom_a":"b"}')).toEqual({ custom_a: 'b' });
    expect(parseExtraInfo('[1]')).toEqual({});
    expect(parseExtraInfo('not json')).toEqual({});
    expect(parseExtraInfo(null)).toEqual({});
  });
});
