import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors } from '../validation.js';
import { createAttribute, type NewFieldInput } from './custom-form.js';
import { buildFormSchema, defaultValuesFor, formatUsDate, parseUsDate } from './form-schema.js';

const errorsOf = (r: z.ZodSafeParseResult<unknown>) => (r.success ? {} : fieldErrors(r.error));
const one = (input: Omit<NewFieldInput, 'field'>) =>
  buildFormSchema([createAttribute({ field: 'f', ...input })]);

describe('parseUsDate / formatUsDate', () => {
  it('turns MM/DD/YYYY into YYYY-MM-DD and accepts the stored form again', () => {
    expect(parseUsDate('02/29/2024')).toBe('2024-02-29');
    expect(parseUsDate('2/3/2024')).toBe('2024-02-03');
    expect(parseUsDate('2024-02-29')).toBe('2024-02-29');
  });

  it.each(['02/29/2023', '13/01/2024', '00/10/2024', '2024-02-30', '1/1/24', 'soon'])(
    'rejects %s',
    (s) => {
      expect(parseUsDate(s)).toBeNull();
    },
  );

  it('formats a stored date for the input', () => {
    expect(formatUsDate('2024-02-03')).toBe('02/03/2024');
    expect(formatUsDate(null)).toBe('');
  });
});

describe('buildFormSchema', () => {
  it('skips hidden and label rows', () => {
    const schema = buildFormSchema([
      createAttribute({ field: 'Heading', label: 'Heading', kind: 'label' }),
      createAttribute({
        field: 'secret',
        label: 'Secret',
        kind: 'text',
        hidden: true,
        required: true,
      }),
      createAttribute({ field: 'firstname', label: 'First Name', kind: 'text' }),
    ]);
    expect(Object.keys(schema.shape)).toEqual(['firstname']);
    expect(schema.parse({ custom_secret: 'x', custom_heading: 'y', firstname: ' Ann ' })).toEqual({
      firstname: 'Ann',
    });
  });

  it('text: required message and 255 limit', () => {
    const schema = one({ label: 'Referring NPI:', kind: 'text', required: true });
    expect(errorsOf(schema.safeParse({}))).toEqual({ custom_f: ['Referring NPI is required'] });
    expect(errorsOf(schema.safeParse({ custom_f: '  ' }))).toEqual({
      custom_f: ['Referring NPI is required'],
    });
    expect(errorsOf(schema.safeParse({ custom_f: 'x'.repeat(256) }))).toEqual({
      custom_f: ['Referring NPI must be at most 255 characters'],
    });
    expect(schema.parse({ custom_f: 'x'.repeat(255) }).custom_f).toHaveLength(255);
  });

  it('text: optional empty gives an empty string', () => {
    expect(one({ label: 'Note', kind: 'text' }).parse({})).toEqual({ custom_f: '' });
  });

  it('textarea: 2000 limit', () => {
    const schema = one({ label: 'History', kind: 'textarea' });
    expect(schema.safeParse({ custom_f: 'x'.repeat(2000) }).success).toBe(true);
    expect(errorsOf(schema.safeParse({ custom_f: 'x'.repeat(2001) }))).toEqual({
      custom_f: ['History must be at most 2000 characters'],
    });
  });

  it('numeric: numbers or numeric strings, kept as text', () => {
    const schema = one({ label: 'Weight', kind: 'numeric', required: true });
    expect(schema.parse({ custom_f: ' 72.5 ' })).toEqual({ custom_f: '72.5' });
    expect(schema.parse({ custom_f: 80 })).toEqual({ custom_f: '80' });
    expect(errorsOf(schema.safeParse({ custom_f: '7a' }))).toEqual({
      custom_f: ['Weight must be a number'],
    });
    expect(errorsOf(schema.safeParse({ custom_f: '' }))).toEqual({
      custom_f: ['Weight is required'],
    });
  });

  it('date: MM/DD/YYYY in, YYYY-MM-DD out', () => {
    const schema = one({ label: 'Injury Date', kind: 'date', required: true });
    expect(schema.parse({ custom_f: '07/04/2024' })).toEqual({ custom_f: '2024-07-04' });
    expect(errorsOf(schema.safeParse({ custom_f: '02/30/2024' }))).toEqual({
      custom_f: ['Injury Date must be a valid date'],
    });
    expect(errorsOf(schema.safeParse({}))).toEqual({ custom_f: ['Injury Date is required'] });
    expect(one({ label: 'D', kind: 'date' }).parse({ custom_f: '' })).toEqual({ custom_f: '' });
  });

  it('phone: masked 12 characters', () => {
    const schema = one({ label: 'Cell', kind: 'phone' });
    expect(schema.parse({ custom_f: '212-555-0100' })).toEqual({ custom_f: '212-555-0100' });
    expect(schema.parse({ custom_f: '2125550100' })).toEqual({ custom_f: '212-555-0100' });
    expect(errorsOf(schema.safeParse({ custom_f: '212-555' }))).toEqual({
      custom_f: ['Cell must have 10 digits'],
    });
    expect(schema.parse({})).toEqual({ custom_f: '' });
  });

  it('single_choice: one of the choices', () => {
    const schema = one({
      label: 'Urgent',
      kind: 'single_choice',
      choices: ['Yes', 'No'],
      required: true,
    });
    expect(schema.parse({ custom_f: 'No' })).toEqual({ custom_f: 'No' });
    expect(errorsOf(schema.safeParse({ custom_f: 'Maybe' }))).toEqual({
      custom_f: ['Urgent must be one of the choices'],
    });
    expect(errorsOf(schema.safeParse({ custom_f: '' }))).toEqual({
      custom_f: ['Urgent is required'],
    });
  });

  it('multiple_choice: a subset; required means at least one', () => {
    const schema = one({
      label: 'Symptoms',
      kind: 'multiple_choice',
      choices: ['Pain', 'Fever'],
      required: true,
    });
    expect(schema.parse({ custom_f: ['Fever', 'Pain', 'Fever'] })).toEqual({
      custom_f: ['Fever', 'Pain'],
    });
    expect(errorsOf(schema.safeParse({ custom_f: [] }))).toEqual({
      custom_f: ['Symptoms is required'],
    });
    expect(errorsOf(schema.safeParse({ custom_f: ['Cough'] }))).toEqual({
      custom_f: ['Symptoms must be one of the choices'],
    });
    const optional = one({ label: 'S', kind: 'multiple_choice', choices: ['A'] });
    expect(optional.parse({})).toEqual({ custom_f: [] });
  });

  it('address: every part, zip 5 digits', () => {
    const schema = one({ label: 'Home', kind: 'address', required: true });
    const full = { line1: '1 Main St', city: 'Dallas', state: 'TX', zip: '75001' };
    expect(schema.parse({ custom_f: full })).toEqual({ custom_f: full });
    expect(errorsOf(schema.safeParse({}))).toEqual({
      'custom_f.line1': ['Address Line 1 is required'],
      'custom_f.city': ['City is required'],
      'custom_f.state': ['State is required'],
      'custom_f.zip': ['Zipcode is required'],
    });
    expect(errorsOf(schema.safeParse({ custom_f: { ...full, zip: '750' } }))).toEqual({
      'custom_f.zip': ['Zip code must have 5 digits'],
    });
  });

  it('address: optional empty is null, a started one must be complete', () => {
    const schema = one({ label: 'Home', kind: 'address' });
    expect(schema.parse({ custom_f: { line1: '', city: '', state: '', zip: '' } })).toEqual({
      custom_f: null,
    });
    expect(errorsOf(schema.safeParse({ custom_f: { line1: '1 Main', city: 'Dallas' } }))).toEqual({
      'custom_f.state': ['State is required'],
      'custom_f.zip': ['Zipcode is required'],
    });
  });
});

describe('defaultValuesFor', () => {
  it('gives empty values per kind, skipping hidden and label rows', () => {
    const attributes = [
      createAttribute({ field: 'h', label: 'H', kind: 'label' }),
      createAttribute({ field: 'x', label: 'X', kind: 'text', hidden: true }),
      createAttribute({ field: 'firstname', label: 'First', kind: 'text' }),
      createAttribute({ field: 'n', label: 'N', kind: 'numeric' }),
      createAttribute({ field: 'd', label: 'D', kind: 'date' }),
      createAttribute({ field: 'm', label: 'M', kind: 'multiple_choice', choices: ['a'] }),
      createAttribute({ field: 'a', label: 'A', kind: 'address' }),
    ];
    expect(defaultValuesFor(attributes)).toEqual({
      firstname: '',
      custom_n: '',
      custom_d: '',
      custom_m: [],
      custom_a: { line1: '', city: '', state: '', zip: '' },
    });
    // The defaults of an all-optional form pass its schema.
    expect(buildFormSchema(attributes).safeParse(defaultValuesFor(attributes)).success).toBe(true);
  });
});
