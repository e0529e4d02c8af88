import { describe, expect, it } from 'vitest';
import { REFERRAL_MSG, REFERRAL_MSG_SERVER, createAttribute } from '@app/shared';
import type { ProviderDocumentDto, ReferralDocumentDto, WizardReferralDto } from './graphql';
import {
  STEP,
  answersInput,
  changedFields,
  documentSections,
  draftPayload,
  draftStart,
  filesOf,
  isStepReachable,
  missingRequiredDocuments,
  sentTitle,
  uploadProblems,
  valuesFromReferral,
  wizardSchema,
} from './wizardLogic';

const LAB: ProviderDocumentDto = {
  id: '1',
  required: true,
  document: { id: '5', name: 'Lab results' },
  question: null,
};
const IMAGING: ProviderDocumentDto = {
  id: '2',
  required: false,
  document: { id: '6', name: 'Imaging' },
  question: { id: '9', uuid: 'q-9', question: 'Any recent imaging?' },
};

const file = (over: Partial<ReferralDocumentDto>): ReferralDocumentDto => ({
  uuid: 'd-1',
  name: 'labs.pdf',
  referral_document_name: 'Lab results',
  document_id: '5',
  size: 1200,
  url: '/api/referrals/r/documents/d-1',
  ...over,
});

const ROWS = [createAttribute({ field: 'urgency', label: 'Urgency', kind: 'text' })];

const VALID = {
  referrer_provider_id: '3',
  ssn: '123-45-6789',
  mrn: '',
  firstname: 'Ada',
  lastname: 'Byron',
  birthdate: '01/02/1990',
  phone: '3125550100',
  address_line1: '',
  address_city: '',
  address_state: '',
  address_zip: '',
  insurance_provider: '',
  policy_number: '',
  diagnosis: 'Hypertension',
  comment: '',
  extra_info: { custom_urgency: 'Routine' },
};

describe('wizard form rules', () => {
  it('parses with the receiving form and needs the referring provider', () => {
    const schema = wizardSchema(ROWS);
    const parsed = schema.parse(VALID);
    expect(parsed).toMatchObject({
      referrer_provider_id: '3',
      birthdate: '1990-01-02',
      // Digits only, the same value the public form sends (issue 17 item 13).
      ssn: '123456789',
      phone: '3125550100',
      extra_info: { custom_urgency: 'Routine' },
    });
    const missing = schema.safeParse({ ...VALID, referrer_provider_id: '', firstname: '' });
    expect(missing.success).toBe(false);
    const messages = missing.error?.issues.map((i) => i.message);
    expect(messages).toContain('Referrer Provider is required');
    expect(messages).toContain(REFERRAL_MSG.firstNameRequired);
  });

  it('builds the draft payload with numeric ids and the picked patient', () => {
    const parsed = wizardSchema(ROWS).parse(VALID);
    const payload = draftPayload(parsed, { providerId: '12', patientUuid: 'pat-1' });
    expect(payload).toMatchObject({
      provider_id: 12,
      referrer_provider_id: 3,
      ssn: '123456789',
      birthdate: '1990-01-02',
      extra_info: { custom_urgency: 'Routine' },
      patient_uuid: 'pat-1',
    });
    expect(draftPayload(parsed, { providerId: '12', patientUuid: null })).not.toHaveProperty(
      'patient_uuid',
    );
  });

  it('sends only the fields that changed since the last save', () => {
    const saved = { firstname: 'Ada', mrn: '', extra_info: { custom_urgency: 'Routine' } };
    expect(
      changedFields(saved, {
        firstname: 'Ada',
        mrn: 'A-1',
        extra_info: { custom_urgency: 'Routine' },
      }),
    ).toEqual({ mrn: 'A-1' });
    expect(changedFields(saved, { ...saved, extra_info: { custom_urgency: 'Urgent' } })).toEqual({
      extra_info: { custom_urgency: 'Urgent' },
    });
    expect(changedFields(null, saved)).toEqual(saved);
  });
});

describe('documents', () => {
  it('titles sections: required in upper case with the suffix, optional, then misc', () => {
    const titles = documentSections([IMAGING, LAB], false).map((s) => s.title);
    expect(titles).toEqual(['LAB RESULTS - Required *', 'IMAGING - Optional', 'Misc - Optional']);
    expect(documentSections([LAB], true)[0]?.title).toBe('LAB RESULTS');
    expect(documentSections([IMAGING], false)[0]?.question).toBe('Any recent imaging?');
  });

  it('needs every required document unless the clinics share an organization', () => {
    expect(missingRequiredDocuments([LAB, IMAGING], [], false)).toEqual([LAB]);
    expect(missingRequiredDocuments([LAB, IMAGING], [], true)).toEqual([]);
    expect(missingRequiredDocuments([LAB], [file({})], false)).toEqual([]);
    // A misc file does not stand in for a required document.
    const misc = file({ document_id: null, referral_document_name: 'misc' });
    expect(missingRequiredDocuments([LAB], [misc], false)).toEqual([LAB]);
  });

  it('lists each section’s files; misc holds the files of no provider document', () => {
    const misc = file({ uuid: 'd-2', document_id: null, referral_document_name: 'misc' });
    const sections = documentSections([LAB], false);
    expect(filesOf(sections[0]!, [file({}), misc], [LAB]).map((f) => f.uuid)).toEqual(['d-1']);
    expect(filesOf(sections[1]!, [file({}), misc], [LAB]).map((f) => f.uuid)).toEqual(['d-2']);
  });

  it("shows the provider's own 'misc' document as the one 'Misc - Optional' section", () => {
    const MISC: ProviderDocumentDto = {
      id: '3',
      required: false,
      document: { id: '7', name: 'misc' },
      question: null,
    };
    const sections = documentSections([LAB, MISC], false);
    expect(sections.map((s) => s.title)).toEqual(['LAB RESULTS - Required *', 'Misc - Optional']);
    const misc = file({ uuid: 'd-2', document_id: '7', referral_document_name: 'misc' });
    expect(filesOf(sections[1]!, [file({}), misc], [LAB, MISC]).map((f) => f.uuid)).toEqual([
      'd-2',
    ]);
  });

  it('refuses too many, too large or wrongly typed files before uploading', () => {
    const f = (name: string, size = 10) => new File(['x'.repeat(Math.min(size, 10))], name);
    expect(uploadProblems([f('a.pdf'), f('b.TIFF'), f('c.jpg')])).toEqual([]);
    expect(uploadProblems(Array.from({ length: 11 }, (_, i) => f(`${String(i)}.pdf`)))).toEqual([
      REFERRAL_MSG_SERVER.tooManyFiles,
    ]);
    expect(uploadProblems([f('notes.docx')])[0]).toContain('notes.docx');
    const big = f('big.pdf');
    Object.defineProperty(big, 'size', { value: 50_000_001 });
    expect(uploadProblems([big])).toEqual([
      `${REFERRAL_MSG_SERVER.fileTooLarge} Too large: big.pdf.`,
    ]);
  });

  it('sends the answered questions of optional documents only', () => {
    expect(answersInput([LAB, IMAGING], { Imaging: 'Yes', 'Lab results': 'No' })).toEqual([
      { name: 'Imaging', question: 'Any recent imaging?', answer: 'Yes' },
    ]);
  });
});

describe('steps', () => {
  it('opens later steps only with a provider, and documents and sending with a draft', () => {
    const none = { hasProvider: false, hasReferral: false };
    const chosen = { hasProvider: true, hasReferral: false };
    const drafted = { hasProvider: true, hasReferral: true };
    expect(isStepReachable(STEP.provider, none)).toBe(true);
    expect(isStepReachable(STEP.patient, none)).toBe(false);
    expect(isStepReachable(STEP.patient, chosen)).toBe(true);
    expect(isStepReachable(STEP.documents, chosen)).toBe(false);
    expect(isStepReachable(STEP.send, drafted)).toBe(true);
  });

  it('titles the post-send dialog from the send answer', () => {
    expect(sentTitle('Order saved', false)).toBe('Order saved');
    expect(sentTitle('Referral Sent', true)).toBe('Referral Sent');
    expect(sentTitle(undefined, true)).toBe('Order saved');
    expect(sentTitle('odd', false)).toBe('Referral Sent');
  });
});

describe('reopening a draft', () => {
  const referral: WizardReferralDto = {
    id: '7',
    uuid: 'r-7',
    status: 'draft',
    mrn: 'A-1',
    diagnosis: 'Hypertension',
    comment: null,
    extra_info: JSON.stringify({ custom_urgency: 'Routine', custom_gone: 'x' }),
    same_organization: false,
    patient: {
      uuid: 'pat-1',
      firstname: 'Ada',
      lastname: 'Byron',
      full_name: 'Ada Byron',
      details: {
        phone: '3125550100',
        ssn: '123-45-6789',
        birthdate: '1990-01-02',
        address_line1: null,
        address_city: null,
        address_state: null,
        address_zip: null,
        insurance_provider: null,
        policy_number: null,
      },
    },
    provider: {
      id: '12',
      uuid: 'p-12',
      display_name: 'Dr. Jane Doe',
      specializations: [],
      is_favorite: false,
      clinic: { id: '20', name: 'Lakeside' },
      receiver: {
        id: '20',
        name: 'Lakeside',
        full_address: null,
        office_phone: null,
        fax: null,
        is_order: false,
        is_fax: false,
        has_provider_user: true,
        organization: null,
      },
      documents: [LAB],
    },
    referrer_provider: { id: '3', display_name: 'Dr. Who' },
    documents: [],
  };

  it('puts the saved values back in the form’s shape', () => {
    const values = valuesFromReferral(referral, ROWS);
    expect(values).toMatchObject({
      ssn: '123-45-6789',
      birthdate: '01/02/1990',
      phone: '312-555-0100',
      mrn: 'A-1',
      comment: '',
      referrer_provider_id: '3',
      extra_info: { custom_urgency: 'Routine' },
    });
    const masked = {
      ...referral.patient!,
      details: { ...referral.patient!.details, ssn: '***-**-6789' },
    };
    expect(valuesFromReferral({ ...referral, patient: masked }, ROWS).ssn).toBe('');
  });

  it('continues on the documents step while a required document is missing', () => {
    const start = draftStart(referral, ROWS, false);
    expect(start.step).toBe(STEP.documents);
    // What the server holds, so the next save sends only changes.
    expect(start.saved).toMatchObject({ provider_id: 12, mrn: 'A-1', birthdate: '1990-01-02' });
    expect(draftStart({ ...referral, documents: [file({})] }, ROWS, false).step).toBe(STEP.send);
    expect(draftStart({ ...referral, diagnosis: null }, ROWS, false).step).toBe(STEP.patient);
    expect(draftStart({ ...referral, provider: null }, ROWS, false).step).toBe(STEP.provider);
  });
});
