import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createAttribute } from '../admin/custom-form.js';
import { fieldErrors } from '../validation.js';
import {
  baseFileName,
  canGoNext,
  defaultSmsText,
  isAcceptedExtension,
  isFaxClinic,
  isSameOrganization,
  miscFileName,
  requiredSectionTitle,
  statusLabel,
  submitLabel,
} from './index.js';
import { buildReferralFormSchema, isFullSsn, requiredPatientFields } from './patient.js';
import { quickReferralSchema } from './quick-dialog.js';
import { smsSchema } from './sms.js';

const errorsOf = (r: z.ZodSafeParseResult<unknown>) => (r.success ? {} : fieldErrors(r.error));
const TODAY = '2026-11-21';
const valid = {
  firstname: 'Ada',
  lastname: 'Byron',
  birthdate: '02/01/1990',
  ssn: '123-45-6789',
  diagnosis: 'I10 Hypertension',
};

describe('statusLabel', () => {
  it.each([
    ['sent', 'referrer', {}, 'Sent'],
    ['sent', 'receiver', {}, 'Received'],
    ['draft', 'referrer', {}, 'Draft'],
    ['rec_completed', 'referrer', {}, 'Scheduled'],
    ['rec_completed', 'referrer', { reason: 'No room' }, 'Declined'],
    ['rec_completed', 'receiver', {}, 'Completed'],
    ['ref_completed', 'referrer', {}, 'Completed'],
    ['ref_completed', 'receiver', { appointmentDate: '2026-01-01 09:00:00' }, 'Scheduled'],
    ['ref_completed', 'receiver', { acceptedAt: '2026-01-01' }, 'Accepted'],
    ['ref_completed', 'receiver', {}, 'Received'],
    ['ref_completed', 'receiver', { reason: 'x' }, 'Declined'],
    ['sent_fax', 'referrer', {}, 'Faxed'],
    ['faxed_successfully', 'referrer', {}, 'Faxed Successfully'],
    ['pending_approval', 'receiver', {}, 'Pending Approval'],
  ] as const)('%s as %s %o reads %s', (status, viewer, facts, label) => {
    expect(statusLabel({ status, ...facts }, viewer)).toBe(label);
  });

  it('reads a manually created referral as such', () => {
    expect(statusLabel({ status: 'sent', source: 'manual' }, 'referrer')).toBe('Manually Created');
  });
});

describe('buildReferralFormSchema', () => {
  it.each([
    ['masked, as the wizard types them', '123-45-6789', '312-555-0100'],
    ['bare digits, as the public form sends them', '123456789', '3125550100'],
  ])('stores SSN and phone as digits only when given %s', (_, ssn, phone) => {
    const r = buildReferralFormSchema([], TODAY).safeParse({ ...valid, ssn, phone });
    expect(r.data).toMatchObject({ ssn: '123456789', phone: '3125550100' });
  });

  it('accepts a complete patient and normalises dates and masks', () => {
    const r = buildReferralFormSchema([], TODAY).safeParse({ ...valid, phone: '3125550100' });
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({ birthdate: '1990-02-01', phone: '3125550100', mrn: '' });
  });

  it('gives the spec messages', () => {
    const r = buildReferralFormSchema([], TODAY).safeParse({
      ssn: '123-45',
      birthdate: '02/30/1990',
      phone: '312-555',
      address_zip: '123',
    });
    expect(errorsOf(r)).toMatchObject({
      firstname: ['First Name is required'],
      lastname: ['Last Name is required'],
      ssn: ['SSN must have 9 digits'],
      birthdate: ['Birthdate is invalid.'],
      phone: ['Phone number must have 10 digits'],
      address_zip: ['Zip code must have 5 digits'],
      diagnosis: ['Diagnosis is required'],
    });
    const future = buildReferralFormSchema([], TODAY).safeParse({
      ...valid,
      birthdate: '11/22/2026',
    });
    expect(errorsOf(future)).toEqual({ birthdate: ['Birthdate must be today or a past date.'] });
    const none = buildReferralFormSchema([], TODAY).safeParse({});
    expect(errorsOf(none)).toMatchObject({
      ssn: ['SSN is required'],
      birthdate: ['Birthdate is required.'],
    });
  });

  it('lets the clinic form make standard fields required or optional', () => {
    const form = [
      createAttribute({ field: 'phone', label: 'Phone', kind: 'phone', required: true }),
      createAttribute({ field: 'comment', label: 'Comment', kind: 'textarea', required: true }),
      createAttribute({ field: 'ssn', label: 'SSN', kind: 'text', required: false }),
    ];
    expect([...requiredPatientFields(form)].sort()).toEqual(
      ['birthdate', 'comment', 'diagnosis', 'firstname', 'lastname', 'phone'].sort(),
    );
    const r = buildReferralFormSchema(form, TODAY).safeParse({ ...valid, ssn: '' });
    expect(errorsOf(r)).toEqual({
      phone: ['Phone number is required'],
      comment: ['Comment is required'],
    });
  });

  it('validates the custom_ fields into extra_info', () => {
    const form = [
      createAttribute({
        field: 'Urgency',
        label: 'Urgency',
        kind: 'single_choice',
        choices: ['Routine', 'Urgent'],
        required: true,
      }),
      createAttribute({
        field: 'Needs',
        label: 'Needs',
        kind: 'multiple_choice',
        choices: ['Interpreter'],
        required: true,
      }),
    ];
    const bad = buildReferralFormSchema(form, TODAY).safeParse(valid);
    expect(errorsOf(bad)).toEqual({
      'extra_info.custom_urgency': ['Urgency is required'],
      'extra_info.custom_needs': ['Needs is required'],
    });
    const ok = buildReferralFormSchema(form, TODAY).safeParse({
      ...valid,
      extra_info: { custom_urgency: 'Urgent', custom_needs: ['Interpreter'], stray: 'x' },
    });
    expect(ok.data?.extra_info).toEqual({
      custom_urgency: 'Urgent',
      custom_needs: ['Interpreter'],
    });
  });

  it('knows a full SSN when it sees one', () => {
    expect(isFullSsn('123-45-6789')).toBe(true);
    expect(isFullSsn('123-45-678')).toBe(false);
  });
});

describe('quick dialog, SMS', () => {
  it('quick dialog messages and date conversion', () => {
    expect(errorsOf(quickReferralSchema.safeParse({ sentdate: '' }))).toMatchObject({
      firstname: ['First Name is required'],
      lastname: ['Last Name is required'],
      sentdate: ['Sent Date is required'],
    });
    const ok = quickReferralSchema.safeParse({
      firstname: 'A',
      lastname: 'B',
      sentdate: '11/21/2026',
      birthdate: '1/2/1990',
    });
    expect(ok.data).toMatchObject({
      sentdate: '2026-11-21',
      birthdate: '1990-01-02',
      is_order: false,
    });
  });

  it('SMS phone digits, and no free text', () => {
    const uuid = '7d4b3c52-9f3a-4c43-9a55-2d5f0b7e2c11';
    expect(errorsOf(smsSchema.safeParse({ phone: '', referral_uuid: uuid }))).toEqual({
      phone: ['Phone number is required'],
    });
    expect(errorsOf(smsSchema.safeParse({ phone: '312-555', referral_uuid: uuid }))).toEqual({
      phone: ['Phone number must have 10 digits'],
    });
    expect(
      smsSchema.parse({ phone: '312-555-0100', message: 'Click http://x', referral_uuid: uuid }),
    ).toEqual({ phone: '3125550100', referral_uuid: uuid, send_sms: true });
  });

  it('default SMS text with and without the receiver phone', () => {
    expect(defaultSmsText({ sendingClinic: 'A', receivingClinic: 'B' })).toBe(
      'From A: This is confirmation that we sent your referral to B.',
    );
    expect(
      defaultSmsText({
        sendingClinic: 'A',
        receivingClinic: 'B',
        receiverOfficePhone: '312-555-0100',
      }),
    ).toBe(
      'From A: This is confirmation that we sent your referral to B. If you do not hear from them within 3 days, please call them at 312-555-0100 to discuss scheduling your appointment.',
    );
  });
});

describe('wizard and documents rules', () => {
  it('Next is disabled on the last step, on an invalid patient, missing documents, or no referral', () => {
    const base = {
      step: 0,
      hasReferral: true,
      patientValid: true,
      requiredDocumentsMissing: false,
    };
    expect(canGoNext(base)).toBe(true);
    expect(canGoNext({ ...base, hasReferral: false })).toBe(false);
    expect(canGoNext({ ...base, step: 1, patientValid: false })).toBe(false);
    expect(canGoNext({ ...base, step: 2, requiredDocumentsMissing: true })).toBe(false);
    expect(canGoNext({ ...base, step: 3 })).toBe(false);
  });

  it('submit labels and fax clinics', () => {
    expect(submitLabel({ isOrder: true, isFax: false })).toBe('Submit for Approval');
    expect(submitLabel({ isOrder: false, isFax: true })).toBe('Send Referral Fax');
    expect(submitLabel({ isOrder: false, isFax: false })).toBe('Send Referral');
    expect(isFaxClinic({ fax: '312-555-0199', usersCount: 0 })).toBe(true);
    expect(isFaxClinic({ fax: '312-555-0199', usersCount: 2 })).toBe(false);
    expect(isFaxClinic({ fax: null, usersCount: 0 })).toBe(false);
  });

  it('section titles, organizations and file names', () => {
    expect(requiredSectionTitle('Lab results', false)).toBe('LAB RESULTS - Required *');
    expect(requiredSectionTitle('Lab results', true)).toBe('LAB RESULTS');
    expect(isSameOrganization('Northside Health', 'northside health ')).toBe(true);
    expect(isSameOrganization(null, null)).toBe(false);
    expect(miscFileName('My scan', 'IMG_1.PNG')).toBe('My scan.PNG');
    expect(miscFileName('My scan.png', 'IMG_1.png')).toBe('My scan.png');
    expect(baseFileName('report.final.pdf')).toBe('report.final');
    expect(isAcceptedExtension('a.JPG')).toBe(true);
    expect(isAcceptedExtension('a.exe')).toBe(false);
  });
});
