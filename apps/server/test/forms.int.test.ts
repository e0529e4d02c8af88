import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_KINDS } from '@app/shared';
import type { Agent } from './agent.js';
import { DB_KINDS, startTestApp, type TestApp } from './harness.js';
import { PERSONAS, clinicId, signedInAgent } from './personas.js';

type Res = Awaited<ReturnType<Agent['graphql']>>;
const code = (r: Res) => r.errors?.[0]?.extensions?.['code'];
const validation = (r: Res) =>
  r.errors?.[0]?.extensions?.['validation'] as Record<string, string[]> | undefined;

const ATTRS = 'field label size required hidden kind choices helpText';
const READ = `query($c: ID!, $t: String!) { clinic_custom_form_attributes(clinic_id: $c, form_type: $t) { ${ATTRS} } }`;
const SAVE = `mutation($c: ID!, $t: String!, $a: [FormAttributeInput!]!) {
  save_clinic_custom_form_attributes(clinic_id: $c, form_type: $t, custom_form_attributes: $a) { ${ATTRS} } }`;
const PUBLIC = `query($code: String!, $t: String) { public_clinic_custom_form_attributes(clinic_code: $code, form_type: $t) {
  field label size required kind choices helpText } }`;

interface Attr {
  field: string;
  label: string;
  size: string;
  required: boolean;
  hidden: boolean;
  kind: string;
  choices: string[];
  helpText: string | null;
}

const row = (over: Partial<Attr> = {}) => ({
  field: 'Referring NPI',
  label: 'Referring NPI',
  size: '6',
  required: false,
  hidden: false,
  kind: 'text',
  choices: [],
  ...over,
});

describe.each(DB_KINDS)('custom referral forms on %s', (kind) => {
  let t: TestApp;
  let psr: Agent;
  let northside: number;
  beforeAll(async () => {
    t = await startTestApp(kind);
    psr = await signedInAgent(t, PERSONAS.northsidePsr);
    northside = await clinicId(t, 'NORTHSIDE');
  });
  afterAll(async () => t?.close());

  it('reads the demo forms in order, every kind on each', async () => {
    const nurse = await signedInAgent(t, PERSONAS.northsideNurse);
    for (const type of ['internal', 'external']) {
      const res = await nurse.graphql<{ clinic_custom_form_attributes: Attr[] }>(READ, {
        c: northside,
        t: type,
      });
      const form = res.data!.clinic_custom_form_attributes;
      expect(new Set(form.map((a) => a.kind))).toEqual(new Set(FIELD_KINDS));
      expect(form[0]).toMatchObject({ kind: 'label', size: '12', required: false, hidden: false });
    }
  });

  it('replaces a form: field names prefixed, label rows normalised, order kept', async () => {
    const res = await psr.graphql<{ save_clinic_custom_form_attributes: Attr[] }>(SAVE, {
      c: northside,
      t: 'internal',
      a: [
        row({
          kind: 'label',
          field: 'Heading',
          label: 'Referral details',
          size: '3',
          required: true,
          hidden: true,
        }),
        row({ size: '' }),
        row({
          field: 'diagnosis',
          label: 'Diagnosis',
          kind: 'textarea',
          size: '12',
          required: true,
        }),
        row({
          field: 'Preferred Time',
          label: 'Preferred time',
          kind: 'single_choice',
          choices: [' Morning ', 'Afternoon', 'Morning', ''],
          helpText: ' Pick one ',
        }),
        row({ field: 'custom_weight', label: 'Weight', kind: 'numeric', size: '4' }),
      ],
    });
    expect(res.errors).toBeUndefined();
    const saved = res.data!.save_clinic_custom_form_attributes;
    expect(saved).toEqual([
      {
        field: 'custom_heading',
        label: 'Referral details',
        size: '12',
        required: false,
        hidden: false,
        kind: 'label',
        choices: [],
        helpText: null,
      },
      {
        field: 'custom_referring_npi',
        label: 'Referring NPI',
        size: '6',
        required: false,
        hidden: false,
        kind: 'text',
        choices: [],
        helpText: null,
      },
      {
        field: 'diagnosis',
        label: 'Diagnosis',
        size: '12',
        required: true,
        hidden: false,
        kind: 'textarea',
        choices: [],
        helpText: null,
      },
      {
        field: 'custom_preferred_time',
        label: 'Preferred time',
        size: '6',
        required: false,
        hidden: false,
        kind: 'single_choice',
        choices: ['Morning', 'Afternoon'],
        helpText: 'Pick one',
      },
      {
        field: 'custom_weight',
        label: 'Weight',
        size: '4',
        required: false,
        hidden: false,
        kind: 'numeric',
        choices: [],
        helpText: null,
      },
    ]);
    const reread = await psr.graphql<{ clinic_custom_form_attributes: Attr[] }>(READ, {
      c: northside,
      t: 'internal',
    });
    expect(reread.data!.clinic_custom_form_attributes).toEqual(saved);
    // The other form is untouched, and a stored name keeps its key on the next save.
    const external = await psr.graphql<{ clinic_custom_form_attributes: Attr[] }>(READ, {
      c: northside,
      t: 'external',
    });
    expect(external.data!.clinic_custom_form_attributes.length).toBeGreaterThan(5);
    const reorder = await psr.graphql<{ save_clinic_custom_form_attributes: Attr[] }>(SAVE, {
      c: northside,
      t: 'internal',
      a: [saved[4]!, saved[1]!].map(({ helpText, ...a }) => ({ ...a, helpText: helpText ?? '' })),
    });
    expect(reorder.data!.save_clinic_custom_form_attributes.map((a) => a.field)).toEqual([
      'custom_weight',
      'custom_referring_npi',
    ]);
    const emptied = await psr.graphql<{ save_clinic_custom_form_attributes: Attr[] }>(SAVE, {
      c: northside,
      t: 'internal',
      a: [],
    });
    expect(emptied.data!.save_clinic_custom_form_attributes).toEqual([]);
  });

  it.each([
    ['internal', [row({ field: '' })], 'Empty field name!'],
    ['internal', [row({ field: '!!!' })], 'Empty field name!'],
    ['internal', [row({ label: ' ' })], 'Empty label!'],
    [
      'internal',
      [row({ kind: 'multiple_choice', choices: [] })],
      'The choices is required for Checkbox and Radio Button.',
    ],
    [
      'external',
      [row({ kind: 'single_choice', choices: [' '] })],
      'The choices is required for Checkbox and Radio Button.',
    ],
    ['internal', [row({ size: '13' })], 'The size must be from 1 to 12.'],
    ['internal', [row({ size: '0' })], 'The size must be from 1 to 12.'],
    ['internal', [row(), row()], 'The field name and label already exist in Internal Form.'],
    ['external', [row(), row({ label: 'NPI' })], 'The field name already exist in External Form.'],
    [
      'internal',
      [row(), row({ field: 'Other NPI', label: 'referring npi' })],
      'The label already exist in Internal Form.',
    ],
    [
      'external',
      [row(), row({ field: 'referring_npi', label: 'Referring NPI ' })],
      'The field name and label already exist in External Form.',
    ],
  ])('refuses a %s form with "%s"', async (type, rows, message) => {
    const res = await psr.graphql(SAVE, { c: northside, t: type, a: rows });
    expect(code(res)).toBe('VALIDATION');
    const errors = validation(res)!;
    const index = rows.length - 1;
    expect(errors[`custom_form_attributes.${index}`]).toContain(message);
  });

  it('refuses an unknown kind and form type', async () => {
    const badKind = await psr.graphql(SAVE, {
      c: northside,
      t: 'internal',
      a: [row({ kind: 'signature' })],
    });
    expect(validation(badKind)).toEqual({
      'custom_form_attributes.0.kind': ['Unknown field kind'],
    });
    const badType = await psr.graphql(SAVE, { c: northside, t: 'draft', a: [row()] });
    expect(code(badType)).toBe('VALIDATION');
    const readBadType = await psr.graphql(READ, { c: northside, t: 'draft' });
    expect(code(readBadType)).toBe('VALIDATION');
  });

  it('lets only managers of the clinic and admins save; other clinics are not found', async () => {
    const nurse = await signedInAgent(t, PERSONAS.northsideNurse);
    expect(code(await nurse.graphql(SAVE, { c: northside, t: 'external', a: [row()] }))).toBe(
      'FORBIDDEN',
    );
    const lakePsr = await signedInAgent(t, PERSONAS.lakesidePsr);
    expect(code(await lakePsr.graphql(SAVE, { c: northside, t: 'external', a: [row()] }))).toBe(
      'NOT_FOUND',
    );
    expect(code(await lakePsr.graphql(READ, { c: northside, t: 'external' }))).toBe('NOT_FOUND');
    expect(code(await lakePsr.graphql(READ, { c: 'abc', t: 'external' }))).toBe('NOT_FOUND');
    const admin = await signedInAgent(t, PERSONAS.admin);
    const riverside = await clinicId(t, 'RIVERSIDE');
    const byAdmin = await admin.graphql<{ save_clinic_custom_form_attributes: Attr[] }>(SAVE, {
      c: riverside,
      t: 'external',
      a: [row()],
    });
    expect(byAdmin.data!.save_clinic_custom_form_attributes.map((a) => a.field)).toEqual([
      'custom_referring_npi',
    ]);
  });

  describe('public form', () => {
    it("serves a public clinic's external form without hidden fields, to anyone", async () => {
      const anon = t.agent();
      const res = await anon.graphql<{ public_clinic_custom_form_attributes: Attr[] }>(
        PUBLIC,
        { code: 'lakeside' },
        '/graphql/public',
      );
      expect(res.errors).toBeUndefined();
      const form = res.data!.public_clinic_custom_form_attributes;
      expect(form.length).toBeGreaterThan(5);
      expect(form.map((a) => a.field)).not.toContain('custom_internal_triage_note');
      expect(form[0]).toMatchObject({ kind: 'label' });
      expect(Object.keys(form[0]!)).not.toContain('hidden');
    });

    it('flags hidden standard fields, so the public form and the server read the same rules', async () => {
      const admin = await signedInAgent(t, PERSONAS.admin);
      const riverside = await clinicId(t, 'RIVERSIDE');
      const saved = await admin.graphql(SAVE, {
        c: riverside,
        t: 'external',
        a: [
          row({ field: 'custom_private_flag', label: 'Private flag', hidden: true }),
          row({ field: 'ssn', label: 'SSN', kind: 'text', hidden: true }),
        ],
      });
      expect(saved.errors).toBeUndefined();
      const res = await t.agent().graphql<{
        public_clinic_custom_form_attributes: { field: string; hidden: boolean }[];
      }>(`{ public_clinic_custom_form_attributes(clinic_code: "RIVERSIDE") { field hidden } }`, {}, '/graphql/public');
      expect(res.data!.public_clinic_custom_form_attributes).toEqual([
        { field: 'ssn', hidden: true },
      ]);
    });

    it('gives nothing for the internal form and not found for a non-public clinic', async () => {
      const anon = t.agent();
      const internal = await anon.graphql<{ public_clinic_custom_form_attributes: Attr[] }>(
        PUBLIC,
        { code: 'LAKESIDE', t: 'internal' },
        '/graphql/public',
      );
      expect(internal.data!.public_clinic_custom_form_attributes).toEqual([]);
      const hidden = await anon.graphql(PUBLIC, { code: 'NORTHPEDS' }, '/graphql/public');
      expect(code(hidden)).toBe('NOT_FOUND');
      const missing = await anon.graphql(PUBLIC, { code: 'NOPE' }, '/graphql/public');
      expect(code(missing)).toBe('NOT_FOUND');
    });
  });
});
