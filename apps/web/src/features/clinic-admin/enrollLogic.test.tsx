import { describe, expect, it } from 'vitest';
import { DEFAULT_PROVIDER_NAME, newProviderValues } from '@app/shared';
import {
  errorSummary,
  errorsOfStep,
  formPath,
  newWizardValues,
  stepOfPath,
  toWizardPayload,
  validateWizard,
  type WizardValues,
} from './enrollLogic';

function filled(): WizardValues {
  const v = newWizardValues({ nonAffiliate: false });
  return {
    ...v,
    name: 'Harbor Pediatrics',
    address_line1: '1 Main St',
    address_city: 'Chicago',
    address_state: 'IL',
    address_zip: '60610',
    users: [{ ...v.users[0]!, email: 'a@b.test', firstname: 'A', lastname: 'B' }],
  };
}

describe('the enrollment wizard rules', () => {
  it('starts with the default provider, not receiving, and a PSR user', () => {
    const v = newWizardValues({ nonAffiliate: false });
    expect(v.providers).toHaveLength(1);
    expect(v.providers[0]).toMatchObject({ firstname: DEFAULT_PROVIDER_NAME, can_receive: false });
    expect(v.users[0]).toMatchObject({ role_id: 2, permission: 4, notification: 1 });
    expect(newWizardValues({ nonAffiliate: true }).users).toEqual([]);
  });

  it('gates each step on its own fields', () => {
    const v = newWizardValues({ nonAffiliate: false });
    const errors = validateWizard(v, { nonAffiliate: false });
    expect(errorsOfStep(errors, 0)).toMatchObject({ name: 'Clinic name is required' });
    expect(errorsOfStep(errors, 1)).toEqual({});
    expect(errorsOfStep(errors, 2)).toMatchObject({ 'users.0.email': 'Email is required' });
    expect(validateWizard(filled(), { nonAffiliate: false })).toEqual({});
  });

  it('asks an added provider for title, names and specializations', () => {
    const v = { ...filled(), providers: [...filled().providers, newProviderValues()] };
    expect(errorsOfStep(validateWizard(v, { nonAffiliate: false }), 1)).toEqual({
      'providers.1.firstname': 'First name is required',
      'providers.1.title': 'Title is required',
      'providers.1.lastname': 'Last name is required',
      'providers.1.specializations': 'Add at least 1 specialization',
    });
  });

  it('maps server paths to steps and lists them for the dialog', () => {
    expect(stepOfPath('clinic.name')).toBe(0);
    expect(stepOfPath('clinic.providers.0.lastname')).toBe(1);
    expect(stepOfPath('clinic.users.1.email')).toBe(2);
    expect(formPath('clinic.users.1.email')).toBe('users.1.email');
    expect(
      errorSummary({
        'clinic.providers.0.lastname': 'Last name is required',
        'users.1.email': 'The email has already been taken.',
        name: 'Clinic name is required',
      }),
    ).toEqual([
      'Provider 1: Last name is required',
      'User 2: The email has already been taken.',
      'Clinic: Clinic name is required',
    ]);
  });

  it('sends the misc document, the extra_info JSON and the provider user', () => {
    const v = filled();
    v.office_phone = '312-555-0100';
    v.providers.push({
      ...newProviderValues(),
      title: 'dr',
      firstname: 'Hannah',
      lastname: 'Lee',
      specializations: ['Pediatrics'],
      user: { role_id: 6, email: 'h@l.test', firstname: 'Hannah', lastname: 'Lee' },
    });
    const payload = toWizardPayload(v, { nonAffiliate: false, isAdmin: true });
    expect(JSON.parse(payload.extra_info!)).toEqual({ office_phone: '312-555-0100', fax: '' });
    expect(payload.full_address).toBe('1 Main St, Chicago, IL, 60610');
    expect(payload.providers?.[1]?.optional_documents).toEqual([
      { document: 'misc', question: '' },
    ]);
    expect(payload.providers?.[1]?.user?.email).toBe('h@l.test');
    expect(payload.users?.[0]).toMatchObject({ email: 'a@b.test', role_id: 2 });
  });
});
