import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors } from '../validation.js';
import {
  DEFAULT_PROVIDER_NAME,
  defaultProviderValues,
  isDefaultProvider,
  newProviderValues,
  PROVIDER_TITLES,
  providerDisplayName,
  providerSchema,
  providerSchemaFor,
  sortDefaultFirst,
  withMiscDocument,
  withReceivingDefault,
} from './provider.js';

const errorsOf = (r: z.ZodSafeParseResult<unknown>) => (r.success ? {} : fieldErrors(r.error));

const doctor = {
  title: 'dr',
  firstname: 'Mei',
  lastname: 'Chen',
  can_receive: true,
  is_default: false,
  specializations: ['Cardiology'],
};

describe('providerSchema', () => {
  it('has the spec constants', () => {
    expect(DEFAULT_PROVIDER_NAME).toBe('Any/First Available');
    expect(PROVIDER_TITLES).toEqual([
      { value: 'dr', label: 'Doctor' },
      { value: 'np', label: 'Nurse Practitioner' },
    ]);
  });

  it('gives every message of an empty form at once', () => {
    expect(errorsOf(providerSchema.safeParse({}))).toEqual({
      firstname: ['First name is required'],
      title: ['Title is required'],
      lastname: ['Last name is required'],
      specializations: ['Add at least 1 specialization'],
    });
  });

  it('waives title and last name for the default provider name', () => {
    const r = providerSchema.parse({
      firstname: ' Any/First Available ',
      is_default: true,
      can_receive: true,
    });
    expect(r).toMatchObject({ firstname: DEFAULT_PROVIDER_NAME, title: null, lastname: '' });
  });

  it('still needs title and last name for a default-flagged provider with another name', () => {
    expect(errorsOf(providerSchema.safeParse({ firstname: 'Pat', is_default: true }))).toEqual({
      title: ['Title is required'],
      lastname: ['Last name is required'],
    });
  });

  it('needs a specialization only when the provider can receive and is not the default', () => {
    const none = { ...doctor, specializations: [] };
    expect(errorsOf(providerSchema.safeParse(none))).toEqual({
      specializations: ['Add at least 1 specialization'],
    });
    expect(providerSchema.safeParse({ ...none, can_receive: false }).success).toBe(true);
    expect(providerSchema.safeParse({ ...none, is_default: true }).success).toBe(true);
    // Blank names do not count.
    expect(errorsOf(providerSchema.safeParse({ ...doctor, specializations: [' '] }))).toEqual({
      specializations: ['Add at least 1 specialization'],
    });
  });

  it('always needs specializations for non-affiliate providers, but never for the default one', () => {
    const schema = providerSchemaFor({ nonAffiliate: true });
    expect(
      errorsOf(schema.safeParse({ ...doctor, specializations: [], can_receive: false })),
    ).toEqual({ specializations: ['Add at least 1 specialization'] });
    expect(schema.safeParse({ ...doctor, specializations: [], is_default: true }).success).toBe(
      true,
    );
    expect(schema.safeParse(doctor).success).toBe(true);
  });

  it('puts optional document messages on the row and field', () => {
    const r = providerSchema.safeParse({
      ...doctor,
      optional_documents: [
        { document: 'Labs', question: 'Recent labs?' },
        { document: '', question: null },
        { question: 'Why?' },
      ],
    });
    expect(errorsOf(r)).toEqual({
      'optional_documents.1.document': ['Optional Document is required'],
      'optional_documents.1.question': ['Question is required'],
      'optional_documents.2.document': ['Optional Document is required'],
    });
  });

  it('does not ask a question of the misc document', () => {
    const r = providerSchema.safeParse({
      ...doctor,
      optional_documents: [{ document: 'misc', question: '' }],
    });
    expect(r.success).toBe(true);
  });

  it('rejects an unknown title, accepts titles case-insensitively', () => {
    expect(errorsOf(providerSchema.safeParse({ ...doctor, title: 'md' }))).toEqual({
      title: ['Title must be Doctor or Nurse Practitioner'],
    });
    expect(providerSchema.parse({ ...doctor, title: 'NP' }).title).toBe('np');
  });

  it('cleans the name lists and defaults the flags', () => {
    const r = providerSchema.parse({
      title: 'dr',
      firstname: 'Mei',
      lastname: 'Chen',
      specializations: [' Cardiology', 'cardiology', ''],
      required_documents: ['Referral letter', 'Referral letter'],
    });
    expect(r).toMatchObject({
      can_receive: true,
      is_default: false,
      specializations: ['Cardiology'],
      required_documents: ['Referral letter'],
      optional_documents: [],
    });
  });

  it('accepts its starting values once filled in', () => {
    expect(providerSchema.safeParse(defaultProviderValues()).success).toBe(true);
    expect(errorsOf(providerSchema.safeParse(newProviderValues()))).toEqual({
      firstname: ['First name is required'],
      title: ['Title is required'],
      lastname: ['Last name is required'],
      specializations: ['Add at least 1 specialization'],
    });
  });
});

describe('withMiscDocument', () => {
  it('appends misc with an empty question when missing', () => {
    const docs = [{ document: 'Labs', question: 'Recent labs?' }];
    expect(withMiscDocument(docs)).toEqual([
      { document: 'Labs', question: 'Recent labs?' },
      { document: 'misc', question: '' },
    ]);
    expect(docs).toHaveLength(1);
    expect(withMiscDocument([])).toEqual([{ document: 'misc', question: '' }]);
  });

  it('does not add a second misc', () => {
    const docs = [{ document: 'Misc ', question: 'Anything else?' }];
    expect(withMiscDocument(docs)).toEqual(docs);
  });
});

describe('provider helpers', () => {
  it('recognises the default provider by flag or name', () => {
    expect(isDefaultProvider({ is_default: true, firstname: 'X' })).toBe(true);
    expect(isDefaultProvider({ firstname: DEFAULT_PROVIDER_NAME })).toBe(true);
    expect(isDefaultProvider({ firstname: 'Mei', is_default: false })).toBe(false);
  });

  it('builds display names', () => {
    expect(providerDisplayName(doctor)).toBe('Dr. Mei Chen');
    expect(providerDisplayName({ ...doctor, title: 'np' })).toBe('Mei Chen, NP');
    expect(providerDisplayName({ ...doctor, title: null })).toBe('Mei Chen');
    expect(providerDisplayName({ firstname: 'Zed', lastname: 'Q', is_default: true })).toBe(
      DEFAULT_PROVIDER_NAME,
    );
  });

  it('sorts default providers first and keeps the rest in order', () => {
    const list = [
      { firstname: 'B' },
      { firstname: 'A' },
      { firstname: DEFAULT_PROVIDER_NAME, is_default: true },
      { firstname: 'C' },
    ];
    expect(sortDefaultFirst(list).map((p) => p.firstname)).toEqual([
      DEFAULT_PROVIDER_NAME,
      'B',
      'A',
      'C',
    ]);
    expect(list[0]?.firstname).toBe('B');
  });
});

describe('withReceivingDefault', () => {
  const kai = { ...newProviderValues(), title: 'dr', firstname: 'Kai', lastname: 'Moss' };
  const receives = (list: { can_receive?: boolean | null }[]) => list.map((p) => p.can_receive);

  it('makes the default provider receive when no other provider does', () => {
    expect(receives(withReceivingDefault([defaultProviderValues()]))).toEqual([true]);
    expect(
      receives(withReceivingDefault([defaultProviderValues(), { ...kai, can_receive: false }])),
    ).toEqual([true, false]);
  });

  it('leaves it as switched when another provider receives', () => {
    expect(receives(withReceivingDefault([defaultProviderValues(), kai]))).toEqual([false, true]);
    const on = { ...defaultProviderValues(), can_receive: true };
    expect(receives(withReceivingDefault([on, kai]))).toEqual([true, true]);
  });
});
