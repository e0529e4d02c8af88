import { describe, expect, it } from 'vitest';
import { PUBLIC_REFERRAL_MSG } from './messages.js';
import { publicReferrerSchema } from './public-referral.js';

const valid = {
  contact_email: ' Pat@Example.COM ',
  physician: 'Jane Doe',
  clinic_name: 'Family Care',
  contact: 'Pat Smith',
  provider_uuid: '0b6c1a4e-8f44-4a53-9d7b-2a1c3e5f6a7b',
  office_phone: '2125550100',
  fax: '',
};

const errorsOf = (input: Record<string, unknown>) => {
  const r = publicReferrerSchema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path[0], i.message]));
};

describe('publicReferrerSchema', () => {
  it('accepts a complete contact: e-mail lower-cased, phones masked', () => {
    expect(publicReferrerSchema.parse(valid)).toEqual({
      ...valid,
      contact_email: 'pat@example.com',
      office_phone: '212-555-0100',
      fax: '',
    });
    expect(publicReferrerSchema.parse({ ...valid, fax: '212-555-0199' }).fax).toBe('212-555-0199');
  });

  it("gives the spec's message for every field", () => {
    expect(errorsOf({})).toEqual({
      contact_email: PUBLIC_REFERRAL_MSG.emailRequired,
      physician: 'Physician is required',
      clinic_name: 'Clinic Name is required',
      contact: 'Contact is required',
      provider_uuid: 'Provider is required',
      office_phone: 'Office phone number is required',
    });
    expect(
      errorsOf({ ...valid, contact_email: 'not-an-email', office_phone: '212-555', fax: '12' }),
    ).toEqual({
      contact_email: 'Invalid email',
      office_phone: 'Office phone number must have 10 digits',
      fax: 'Fax must have 10 digits',
    });
  });
});
