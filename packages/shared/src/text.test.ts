import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { clinicSchema } from './admin/clinic.js';
import { buildFormSchema } from './admin/form-schema.js';
import { customFormAttributeSchema } from './admin/custom-form.js';
import { documentQuestionSchema, referralGroupSchema } from './admin/groups-documents.js';
import { providerSchema } from './admin/provider.js';
import { clinicUserSchema } from './admin/user.js';
import { faxReferralSchema } from './faxes/inbound.js';
import { buildReferralFormSchema } from './referrals/patient.js';
import { publicReferrerSchema } from './referrals/public-referral.js';
import { quickReferralSchema } from './referrals/quick-dialog.js';
import { declineRequestSchema, noteRequestSchema } from './referrals/referrals-api.js';
import { hasControlCharacters, multilineText, singleLineText, TEXT_MSG } from './text.js';
import { fieldErrors, loginSchema } from './validation.js';

const NUL = 'Ada\u0000Lovelace';
const ESC = 'Ada\u001b[2JLovelace';
const LINES = 'Ada\nLovelace';

const errorsAt = (schema: z.ZodType, input: unknown, field: string) => {
  const r = schema.safeParse(input);
  return r.success ? [] : (fieldErrors(r.error)[field] ?? []);
};

describe('the one text rule', () => {
  it('refuses control characters in a single-line text, tab and line breaks included', () => {
    for (const v of [NUL, ESC, LINES, 'a\tb', 'a\rb', 'a\u0085b', 'a\u007fb']) {
      expect([v, hasControlCharacters(v, 'single')]).toEqual([v, true]);
      expect(singleLineText().safeParse(v).error?.issues[0]?.message).toBe(
        TEXT_MSG.controlCharacters,
      );
    }
    expect(singleLineText().parse('Ada Lovelace, née Byron — 1815')).toBe(
      'Ada Lovelace, née Byron — 1815',
    );
    // Around the value, whitespace is left to the field's trim.
    expect(singleLineText().trim().parse('Ada Lovelace\t\r\n')).toBe('Ada Lovelace');
    expect(singleLineText().safeParse('Ada Lovelace\u0000').success).toBe(false);
  });

  it('lets a multi-line text hold tab and line breaks, nothing else', () => {
    expect(multilineText().parse('line one\r\n\tline two')).toBe('line one\r\n\tline two');
    for (const v of [NUL, ESC, 'a\u0008b'])
      expect(multilineText().safeParse(v).success).toBe(false);
  });
});

/** Every kind of text field of the shared schemas, with a valid input and the field to spoil. */
const SINGLE_LINE: [string, z.ZodType, Record<string, unknown>, string][] = [
  ['login e-mail', loginSchema, { email: 'a@b.co', password: 'long-enough-1' }, 'email'],
  ['login password', loginSchema, { email: 'a@b.co', password: 'long-enough-1' }, 'password'],
  ['clinic name', clinicSchema, { name: 'North' }, 'name'],
  ['referral group', referralGroupSchema, { name: 'Group' }, 'name'],
  ['provider', providerSchema, { firstname: 'Ada', lastname: 'L', title: 'md' }, 'firstname'],
  ['clinic user', clinicUserSchema, { firstname: 'Ada', role_id: 3 }, 'firstname'],
  ['custom form label', customFormAttributeSchema, { label: 'Label', kind: 'text' }, 'label'],
  ['public referrer', publicReferrerSchema, { physician: 'Dr A' }, 'physician'],
  ['quick referral', quickReferralSchema, { firstname: 'Ada', lastname: 'L' }, 'firstname'],
  [
    'fax referral',
    faxReferralSchema({ requireProvider: false }),
    { firstname: 'Ada', lastname: 'L' },
    'lastname',
  ],
  ['patient name', buildReferralFormSchema([]), { firstname: 'Ada' }, 'firstname'],
  [
    'custom text answer',
    buildFormSchema([
      { field: 'custom_a', label: 'A', kind: 'text', required: false } as never,
    ]) as z.ZodType,
    { custom_a: 'x' },
    'custom_a',
  ],
];

const MULTI_LINE: [string, z.ZodType, Record<string, unknown>, string][] = [
  ['note', noteRequestSchema, { note: 'x', group: 'internal' }, 'note'],
  ['decline reason', declineRequestSchema, { reason: 'x' }, 'reason'],
  ['diagnosis', buildReferralFormSchema([]), { diagnosis: 'x' }, 'diagnosis'],
  ['quick diagnosis', quickReferralSchema, { diagnosis: 'x' }, 'diagnosis'],
  ['qualifying question', documentQuestionSchema, { question: 'x' }, 'question'],
];

describe('every text field of the shared schemas follows it', () => {
  it.each(SINGLE_LINE)(
    '%s refuses control characters and line breaks',
    (_, schema, base, field) => {
      for (const bad of [NUL, ESC, LINES]) {
        expect(errorsAt(schema, { ...base, [field]: bad }, field)).toContain(
          TEXT_MSG.controlCharacters,
        );
      }
    },
  );

  it.each(MULTI_LINE)(
    '%s refuses control characters, keeps line breaks',
    (_, schema, base, field) => {
      for (const bad of [NUL, ESC]) {
        expect(errorsAt(schema, { ...base, [field]: bad }, field)).toContain(
          TEXT_MSG.controlCharacters,
        );
      }
      expect(errorsAt(schema, { ...base, [field]: LINES }, field)).not.toContain(
        TEXT_MSG.controlCharacters,
      );
    },
  );
});
