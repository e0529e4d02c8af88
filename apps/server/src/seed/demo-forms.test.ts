import { describe, expect, it } from 'vitest';
import { FIELD_KINDS, validateForm } from '@app/shared';
import { DEMO_FORMS } from './demo-forms.js';

describe('demo custom forms', () => {
  it.each(['internal', 'external'] as const)('the %s form is valid and covers every kind', (t) => {
    const form = DEMO_FORMS[t];
    expect(validateForm(form, { formType: t })).toEqual([]);
    expect(new Set(form.map((a) => a.kind))).toEqual(new Set(FIELD_KINDS));
    for (const a of form) expect(a.field).toMatch(/^custom_[a-z0-9_]+$/);
  });
});
