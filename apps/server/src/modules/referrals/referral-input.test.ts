import { describe, expect, it } from 'vitest';
import { createAttribute, REFERRAL_MSG } from '@app/shared';
import { AppError } from '../../lib/app-error.js';
import { createFieldCrypto } from '../../lib/field-crypto.js';
import {
  mergeValues,
  patientColumns,
  patientOnlyAttributes,
  storedValues,
  validateForm,
} from './referral-input.js';

const crypto = createFieldCrypto('unit-test-key-unit-test-key-unit-test-key');
const NOW = new Date('2024-06-15T15:00:00Z');
const urgency = createAttribute({
  field: 'Urgency',
  label: 'Urgency',
  kind: 'single_choice',
  choices: ['Routine', 'Urgent'],
  required: true,
});
const valid = {
  firstname: 'Ada',
  lastname: 'Byron',
  birthdate: '02/01/1990',
  ssn: '123-45-6789',
  diagnosis: 'I10',
  extra_info: { custom_urgency: 'Routine' },
};

const fieldErrorsOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppError) return e.fieldErrors;
    throw e;
  }
  throw new Error('no error');
};

describe('draft values', () => {
  it('keeps stored values a partial save does not send, custom fields one by one', () => {
    const stored = { firstname: 'Ada', mrn: 'A-1', extra_info: { custom_a: 'x', custom_b: 'y' } };
    expect(
      mergeValues(stored, { mrn: 'B-2', extra_info: { custom_b: 'z' }, status: 'sent' }),
    ).toEqual({ firstname: 'Ada', mrn: 'B-2', extra_info: { custom_a: 'x', custom_b: 'z' } });
    // extra_info sent as the JSON text the spec stores.
    expect(mergeValues(stored, { extra_info: '{"custom_a":"q"}' })['extra_info']).toEqual({
      custom_a: 'q',
      custom_b: 'y',
    });
    // Only the listed fields are taken.
    expect(
      mergeValues(
        stored,
        { firstname: 'Bo', mrn: 'C', extra_info: {} },
        {
          fields: ['mrn'],
          extraInfo: false,
        },
      ),
    ).toEqual({ ...stored, mrn: 'C' });
  });

  it('reads a stored draft back as the form values, the SSN decrypted and masked', () => {
    const values = storedValues(
      crypto,
      { mrn: null, diagnosis: 'I10', comment: null, extraInfo: { custom_urgency: 'Routine' } },
      {
        id: 1,
        uuid: 'u',
        clinicId: 1,
        firstname: 'Ada',
        lastname: 'Byron',
        birthdate: '1990-02-01',
        phone: null,
        ssnEncrypted: crypto.encrypt('123456789'),
        ssnHash: null,
        ssnLast4: '6789',
        addressLine1: null,
        addressCity: null,
        addressState: null,
        addressZip: null,
        fullAddress: null,
        insuranceProvider: null,
        policyNumber: null,
        createdAt: NOW,
        updatedAt: NOW,
      },
    );
    expect(values).toMatchObject({ ssn: '123-45-6789', birthdate: '1990-02-01', mrn: '' });
    // Validated values carry the digits only (the shared schema strips the dashes).
    expect(validateForm([urgency], values, NOW).ssn).toBe('123456789');
  });

  it('validates with the receiving form and stores what was validated', () => {
    const v = validateForm(
      [urgency],
      { ...valid, address_line1: ' 1 Main St ', address_zip: '60610' },
      NOW,
    );
    expect(v.birthdate).toBe('1990-02-01');
    expect(patientColumns(v)).toMatchObject({
      firstname: 'Ada',
      phone: null,
      addressLine1: '1 Main St',
      fullAddress: '1 Main St, 60610',
    });
    expect(fieldErrorsOf(() => validateForm([urgency], { ...valid, extra_info: {} }, NOW))).toEqual(
      {
        'extra_info.custom_urgency': ['Urgency is required'],
      },
    );
    expect(
      fieldErrorsOf(() => validateForm([urgency], { ...valid, birthdate: '06/16/2024' }, NOW)),
    ).toEqual({ birthdate: [REFERRAL_MSG.birthdatePast] });
  });

  it('judges a patient edit on the patient fields only', () => {
    const attrs = patientOnlyAttributes([urgency]);
    const v = validateForm(attrs, { ...valid, diagnosis: '', extra_info: {} }, NOW);
    expect(v.firstname).toBe('Ada');
    expect(v.extra_info).toEqual({});
  });
});
