import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors } from '../validation.js';
import {
  ADMIN_ONLY_CLINIC_FIELDS,
  clinicMinimalSchema,
  clinicSchema,
  formatClinicAddress,
  normalizeTag,
  parseClinicExtraInfo,
  toClinicExtraInfo,
} from './clinic.js';

const errorsOf = (r: z.ZodSafeParseResult<unknown>) => (r.success ? {} : fieldErrors(r.error));

const valid = {
  name: 'Northside Family Medicine',
  is_order: false,
  address_line1: '1 Main St',
  address_city: 'Dallas',
  address_state: 'TX',
  address_zip: '75001',
};

describe('clinicSchema', () => {
  it('gives the spec message for every missing required field', () => {
    expect(errorsOf(clinicSchema.safeParse({}))).toEqual({
      name: ['Clinic name is required'],
      is_order: ['Referral Type is required'],
      address_line1: ['Address Line 1 is required'],
      address_city: ['City is required'],
      address_state: ['State is required'],
      address_zip: ['Zipcode is required'],
    });
  });

  it('treats blank text as missing', () => {
    const r = clinicSchema.safeParse({
      ...valid,
      name: '  ',
      address_line1: '',
      address_city: ' ',
      address_state: '',
      address_zip: ' ',
    });
    expect(errorsOf(r)).toEqual({
      name: ['Clinic name is required'],
      address_line1: ['Address Line 1 is required'],
      address_city: ['City is required'],
      address_state: ['State is required'],
      address_zip: ['Zipcode is required'],
    });
  });

  it.each(['7500', '750011', 'abcde'])('zip %s must have 5 digits', (zip) => {
    expect(errorsOf(clinicSchema.safeParse({ ...valid, address_zip: zip }))).toEqual({
      address_zip: ['Zip code must have 5 digits'],
    });
  });

  it('requires 10 digits in office phone and fax when given', () => {
    const r = clinicSchema.safeParse({ ...valid, office_phone: '212-555-010', fax: '12345' });
    expect(errorsOf(r)).toEqual({
      office_phone: ['Office phone number must have 10 digits'],
      fax: ['Fax must have 10 digits'],
    });
  });

  it('accepts empty phone and fax, and stores bare digits masked', () => {
    const empty = clinicSchema.parse({ ...valid, office_phone: '', fax: null });
    expect([empty.office_phone, empty.fax]).toEqual(['', '']);
    const digits = clinicSchema.parse({
      ...valid,
      office_phone: '2125550100',
      fax: '212-555-0199',
    });
    expect([digits.office_phone, digits.fax]).toEqual(['212-555-0100', '212-555-0199']);
  });

  it('requires is_order to be a boolean', () => {
    expect(errorsOf(clinicSchema.safeParse({ ...valid, is_order: 'yes' }))).toEqual({
      is_order: ['Referral Type is required'],
    });
  });

  it('defaults can_receive to true and is_public to false, optional fields to null/empty', () => {
    expect(clinicSchema.parse(valid)).toEqual({
      ...valid,
      code: null,
      can_receive: true,
      is_public: false,
      office_phone: '',
      fax: '',
      tags: [],
      referral_network_id: null,
      organization_id: null,
    });
  });

  it('lower-cases, trims and de-duplicates tags', () => {
    expect(clinicSchema.parse({ ...valid, tags: [' Cardio ', 'cardio', 'PEDS'] }).tags).toEqual([
      'cardio',
      'peds',
    ]);
  });

  it('rejects empty and over-long tags', () => {
    const r = clinicSchema.safeParse({ ...valid, tags: ['ok', ' ', 'x'.repeat(51)] });
    expect(errorsOf(r)).toEqual({
      'tags.1': ['A tag must have 1 to 50 characters'],
      'tags.2': ['A tag must have 1 to 50 characters'],
    });
    expect(clinicSchema.safeParse({ ...valid, tags: ['x'.repeat(50)] }).success).toBe(true);
  });

  it('upper-cases the code and checks its shape', () => {
    expect(clinicSchema.parse({ ...valid, code: ' north-1 ' }).code).toBe('NORTH-1');
    expect(clinicSchema.parse({ ...valid, code: '' }).code).toBeNull();
    for (const code of ['N', 'A'.repeat(21), 'NORTH SIDE', 'NÖRTH'])
      expect(errorsOf(clinicSchema.safeParse({ ...valid, code }))).toEqual({
        code: ['Clinic code may use letters, digits and dashes (2 to 20)'],
      });
  });

  it('turns referral group and organization ids into numbers, blanks into null', () => {
    const r = clinicSchema.parse({ ...valid, referral_network_id: '12', organization_id: 7 });
    expect([r.referral_network_id, r.organization_id]).toEqual([12, 7]);
    const blank = clinicSchema.parse({ ...valid, referral_network_id: '', organization_id: null });
    expect([blank.referral_network_id, blank.organization_id]).toEqual([null, null]);
    expect(errorsOf(clinicSchema.safeParse({ ...valid, organization_id: 'abc' }))).toEqual({
      organization_id: ['Invalid id'],
    });
  });
});

describe('clinicMinimalSchema', () => {
  it('requires the name', () => {
    expect(errorsOf(clinicMinimalSchema.safeParse({ name: '' }))).toEqual({
      name: ['Clinic name is required'],
    });
  });

  it('takes optional masked phone and fax in extra_info', () => {
    expect(clinicMinimalSchema.parse({ name: ' Lakeside ' })).toEqual({
      name: 'Lakeside',
      extra_info: { office_phone: '', fax: '' },
    });
    const r = clinicMinimalSchema.safeParse({
      name: 'Lakeside',
      extra_info: { office_phone: '123', fax: '1' },
    });
    expect(errorsOf(r)).toEqual({
      'extra_info.office_phone': ['Office phone number must have 10 digits'],
      'extra_info.fax': ['Fax must have 10 digits'],
    });
  });
});

describe('clinic helpers', () => {
  it('normalises a tag', () => {
    expect(normalizeTag('  Heart Care ')).toBe('heart care');
  });

  it('lists the admin-only fields', () => {
    expect(ADMIN_ONLY_CLINIC_FIELDS).toEqual(['code', 'referral_network_id', 'organization_id']);
  });

  it('writes and reads extra_info', () => {
    const text = toClinicExtraInfo({ office_phone: '212-555-0100', fax: null });
    expect(parseClinicExtraInfo(text)).toEqual({ office_phone: '212-555-0100', fax: '' });
    expect(parseClinicExtraInfo('not json')).toEqual({ office_phone: '', fax: '' });
    expect(parseClinicExtraInfo('{"fax":5}')).toEqual({ office_phone: '', fax: '' });
  });

  it('formats the address', () => {
    expect(formatClinicAddress(valid)).toBe('1 Main St, Dallas, TX 75001');
    expect(formatClinicAddress({ address_city: 'Dallas' })).toBe('Dallas');
  });
});
