import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors } from '../validation.js';
import {
  clinicUserSchema,
  importUserByEmailSchema,
  importUserSchema,
  isPickableRoleId,
  providerUserSchema,
  userUpdateSchema,
} from './user.js';

const errorsOf = (r: z.ZodSafeParseResult<unknown>) => (r.success ? {} : fieldErrors(r.error));

const valid = { role_id: 2, email: 'Nurse@Clinic.Test', firstname: 'Ann', lastname: 'Lee' };

describe('clinicUserSchema', () => {
  it('gives the spec message for every missing field', () => {
    expect(errorsOf(clinicUserSchema.safeParse({}))).toEqual({
      role_id: ['Please select role'],
      email: ['Email is required'],
      firstname: ['First name is required'],
      lastname: ['Last name is required'],
    });
    expect(
      errorsOf(
        clinicUserSchema.safeParse({ role_id: '', email: ' ', firstname: '', lastname: ' ' }),
      ),
    ).toEqual({
      role_id: ['Please select role'],
      email: ['Email is required'],
      firstname: ['First name is required'],
      lastname: ['Last name is required'],
    });
  });

  it('rejects an invalid e-mail and a short phone', () => {
    expect(
      errorsOf(clinicUserSchema.safeParse({ ...valid, email: 'nope', phone: '212-555' })),
    ).toEqual({ email: ['Invalid email'], phone: ['Phone number must have 10 digits'] });
  });

  it.each([1, 6, '1', 7])('refuses role %s, which the picker never offers', (role_id) => {
    expect(errorsOf(clinicUserSchema.safeParse({ ...valid, role_id }))).toEqual({
      role_id: ['Please select a valid role'],
    });
  });

  it.each([2, 3, 4, 5, '3'])('accepts pickable role %s', (role_id) => {
    expect(clinicUserSchema.parse({ ...valid, role_id }).role_id).toBe(Number(role_id));
  });

  it('applies the new-user defaults and normalises values', () => {
    expect(
      clinicUserSchema.parse({ ...valid, phone: '2125550100', provider_ids: ['4', 5] }),
    ).toEqual({
      id: null,
      role_id: 2,
      email: 'nurse@clinic.test',
      firstname: 'Ann',
      lastname: 'Lee',
      phone: '212-555-0100',
      permission: 4,
      notification: 1,
      provider_ids: [4, 5],
    });
  });

  it('keeps the permission and notification masks in range', () => {
    expect(clinicUserSchema.parse({ ...valid, permission: 7, notification: 15 })).toMatchObject({
      permission: 7,
      notification: 15,
    });
    for (const permission of [8, -1, 1.5])
      expect(errorsOf(clinicUserSchema.safeParse({ ...valid, permission }))).toEqual({
        permission: ['Invalid settings'],
      });
    expect(errorsOf(clinicUserSchema.safeParse({ ...valid, notification: 16 }))).toEqual({
      notification: ['Invalid settings'],
    });
  });

  it('knows the pickable roles', () => {
    expect([1, 2, 3, 4, 5, 6].filter(isPickableRoleId)).toEqual([2, 3, 4, 5]);
  });
});

describe('providerUserSchema', () => {
  it('fixes the role to provider and defaults it', () => {
    const { role_id: _ignored, ...rest } = valid;
    expect(providerUserSchema.parse(rest).role_id).toBe(6);
    expect(errorsOf(providerUserSchema.safeParse({ ...valid, role_id: 2 }))).toEqual({
      role_id: ['A provider user always has the provider role'],
    });
  });

  it('uses the same name and e-mail messages', () => {
    expect(errorsOf(providerUserSchema.safeParse({ email: 'x' }))).toEqual({
      email: ['Invalid email'],
      firstname: ['First name is required'],
      lastname: ['Last name is required'],
    });
  });
});

describe('userUpdateSchema', () => {
  it('requires first and last name and checks the phone', () => {
    expect(
      errorsOf(userUpdateSchema.safeParse({ firstname: '', lastname: null, phone: '1' })),
    ).toEqual({
      firstname: ['First name is required'],
      lastname: ['Last name is required'],
      phone: ['Phone number must have 10 digits'],
    });
  });

  it('lets the role be left out but not set to admin', () => {
    expect(userUpdateSchema.parse({ firstname: 'A', lastname: 'B' })).toEqual({
      firstname: 'A',
      lastname: 'B',
      phone: '',
    });
    expect(
      errorsOf(userUpdateSchema.safeParse({ firstname: 'A', lastname: 'B', role_id: 1 })),
    ).toEqual({ role_id: ['Please select a valid role'] });
  });
});

describe('importUserSchema', () => {
  it('asks for a user', () => {
    expect(errorsOf(importUserSchema.safeParse({}))).toEqual({ user_id: ['Please select a user'] });
    expect(errorsOf(importUserSchema.safeParse({ user_id: '' }))).toEqual({
      user_id: ['Please select a user'],
    });
  });

  it('gives an imported user permission 4 and notification 1', () => {
    expect(importUserSchema.parse({ user_id: '9' })).toEqual({
      user_id: 9,
      permission: 4,
      notification: 1,
    });
  });
});

describe('importUserByEmailSchema', () => {
  it('takes the registered e-mail the manager typed, as it is stored (lower-case)', () => {
    expect(importUserByEmailSchema.parse({ email: ' PSR@Lakeside.demo.test ' })).toEqual({
      email: 'psr@lakeside.demo.test',
      permission: 4,
      notification: 1,
    });
  });

  it('asks for an e-mail with the sign-in wording, and takes no user id', () => {
    expect(errorsOf(importUserByEmailSchema.safeParse({}))).toEqual({
      email: ['Email is required'],
    });
    expect(errorsOf(importUserByEmailSchema.safeParse({ email: 'nurse' }))).toEqual({
      email: ['Invalid email'],
    });
    expect(importUserByEmailSchema.parse({ email: 'a@b.test', user_id: 9 })).not.toHaveProperty(
      'user_id',
    );
  });
});
