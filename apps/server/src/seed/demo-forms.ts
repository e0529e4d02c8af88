import {
  createAttribute,
  type CustomFormAttribute,
  type FormType,
  type NewFieldInput,
} from '@app/shared';
import type { Queryable } from '../db/client.js';
import { replaceForm } from '../modules/forms/forms.repo.js';

/**
 * Demo custom referral forms: each demo clinic gets an internal (intra-organizational) and an
 * external (public) form covering every field kind. Rows go through createAttribute, the same
 * normalisation as the settings screen (custom_ prefix, label rows full width).
 */
const EXTERNAL: NewFieldInput[] = [
  { field: 'referrer_heading', label: 'About the referrer', kind: 'label' },
  {
    field: 'Referring practice',
    label: 'Referring practice',
    kind: 'text',
    size: '6',
    required: true,
  },
  { field: 'Referrer phone', label: 'Referrer phone', kind: 'phone', size: '6', required: true },
  {
    field: 'Preferred contact',
    label: 'Preferred contact method',
    kind: 'single_choice',
    choices: ['Phone', 'Fax', 'E-mail'],
    size: '6',
  },
  { field: 'Symptom onset', label: 'Date symptoms started', kind: 'date', size: '6' },
  {
    field: 'Reason for referral',
    label: 'Reason for referral',
    kind: 'textarea',
    required: true,
    helpText: 'What should the specialist look at?',
  },
  { field: 'Patient address', label: 'Patient home address', kind: 'address' },
  {
    field: 'Accommodations',
    label: 'Accommodations needed',
    kind: 'multiple_choice',
    choices: ['Interpreter', 'Wheelchair access', 'Hearing assistance'],
  },
  { field: 'Weight lb', label: 'Patient weight (lb)', kind: 'numeric', size: '4' },
  { field: 'Internal triage note', label: 'Triage note (staff only)', kind: 'text', hidden: true },
];

const INTERNAL: NewFieldInput[] = [
  { field: 'care_team_heading', label: 'Care team', kind: 'label' },
  {
    field: 'Urgency',
    label: 'Urgency',
    kind: 'single_choice',
    choices: ['Routine', 'Urgent', 'Emergent'],
    size: '4',
    required: true,
  },
  { field: 'Requested by', label: 'Requested by', kind: 'date', size: '4' },
  { field: 'Callback number', label: 'Callback number', kind: 'phone', size: '4' },
  { field: 'Clinical summary', label: 'Clinical summary', kind: 'textarea' },
  {
    field: 'Prior studies',
    label: 'Prior studies attached',
    kind: 'multiple_choice',
    choices: ['Labs', 'Imaging', 'ECG'],
  },
  { field: 'Visit count', label: 'Visits in the last year', kind: 'numeric', size: '6' },
  { field: 'Send results to', label: 'Send results to', kind: 'address', size: '6' },
  { field: 'Ordering provider', label: 'Ordering provider', kind: 'text', size: '6' },
];

export const DEMO_FORMS: Record<FormType, CustomFormAttribute[]> = {
  external: EXTERNAL.map(createAttribute),
  internal: INTERNAL.map(createAttribute),
};

/** Gives every demo clinic both forms. */
export async function seedDemoForms(tx: Queryable, clinicIds: ReadonlyMap<string, number>) {
  for (const clinicId of clinicIds.values()) {
    await replaceForm(tx, clinicId, 'internal', DEMO_FORMS.internal);
    await replaceForm(tx, clinicId, 'external', DEMO_FORMS.external);
  }
}
