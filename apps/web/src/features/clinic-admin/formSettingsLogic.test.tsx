import { describe, expect, it } from 'vitest';
import { createAttribute, type CustomFormAttribute } from '@app/shared';
import {
  addNewField,
  editRow,
  emptyNewField,
  moveRow,
  problemsByRow,
  removeRow,
  rowsForSave,
  type Forms,
} from './formSettingsLogic';

const text = (field: string, label: string): CustomFormAttribute =>
  createAttribute({ field, label, kind: 'text' });

const forms = (): Forms => ({
  internal: [text('nickname', 'Nickname')],
  external: [text('referrer', 'Referrer')],
});

describe('the New Custom Field area', () => {
  it('needs a name and a label', () => {
    expect(addNewField(forms(), { ...emptyNewField(), label: 'X' }).error).toBe(
      'The field name and label are required.',
    );
  });

  it('needs choices for Radio Button and Checkbox', () => {
    const input = { ...emptyNewField(), field: 'a', label: 'A', kind: 'single_choice' as const };
    expect(addNewField(forms(), input).error).toBe(
      'The choices is required for Checkbox and Radio Button.',
    );
    expect(addNewField(forms(), { ...input, kind: 'multiple_choice' }).error).toBe(
      'The choices is required for Checkbox and Radio Button.',
    );
  });

  it('refuses repeats with the target form in the message', () => {
    const base = { ...emptyNewField(), kind: 'text' as const };
    expect(addNewField(forms(), { ...base, field: 'nickname', label: 'Other' }).error).toBe(
      'The field name already exist in Internal Form.',
    );
    expect(
      addNewField(forms(), { ...base, field: 'other', label: 'Referrer', target: 'external' })
        .error,
    ).toBe('The label already exist in External Form.');
    expect(
      addNewField(forms(), { ...base, field: 'referrer', label: 'Referrer', target: 'both' }).error,
    ).toBe('The field name and label already exist in Internal or External Form.');
  });

  it('adds a custom_ field of size 12 to the chosen forms', () => {
    const { forms: next, error } = addNewField(forms(), {
      ...emptyNewField(),
      field: 'Weight (kg)',
      label: 'Weight',
      kind: 'numeric',
      target: 'both',
    });
    expect(error).toBeNull();
    expect(next.internal.at(-1)).toMatchObject({ field: 'custom_weight_kg', size: '12' });
    expect(next.external.at(-1)?.field).toBe('custom_weight_kg');
  });
});

describe('row editing', () => {
  it('keeps label rows at size 12, not required, not hidden', () => {
    const row = { ...text('a', 'A'), size: '4', required: true, hidden: true };
    expect(editRow(row, { kind: 'label' })).toMatchObject({
      size: '12',
      required: false,
      hidden: false,
    });
    expect(editRow(editRow(row, { kind: 'label' }), { size: '3' }).size).toBe('12');
  });

  it('drops choices when the kind no longer has them', () => {
    const radio = createAttribute({
      field: 'r',
      label: 'R',
      kind: 'single_choice',
      choices: ['x'],
    });
    expect(editRow(radio, { kind: 'text' }).choices).toEqual([]);
    expect(editRow(radio, { label: 'R2' }).choices).toEqual(['x']);
  });

  it('flags empty names and labels, and saves an empty size as 6', () => {
    const rows = [
      { ...text('a', 'A'), size: '' },
      { ...text('', ''), size: '4' },
    ];
    const problems = problemsByRow(rows, 'internal');
    expect(problems.get(0)).toBeUndefined();
    expect(problems.get(1)).toEqual(['Empty field name!', 'Empty label!']);
    expect(rowsForSave(rows)[0]!.size).toBe('6');
  });

  it('reports a repeated row in its own form', () => {
    const rows = [text('a', 'A'), text('a', 'B')];
    expect(problemsByRow(rows, 'external').get(1)).toEqual([
      'The field name already exist in External Form.',
    ]);
  });

  it('moves and removes rows', () => {
    const rows = [text('a', 'A'), text('b', 'B'), text('c', 'C')];
    expect(moveRow(rows, 0, 1).map((r) => r.label)).toEqual(['B', 'A', 'C']);
    expect(moveRow(rows, 0, -1)).toBe(rows);
    expect(removeRow(rows, 1).map((r) => r.label)).toEqual(['A', 'C']);
  });
});
