import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors } from '../validation.js';
import { documentQuestionSchema, documentSchema, referralGroupSchema } from './groups-documents.js';

const errorsOf = (r: z.ZodSafeParseResult<unknown>) => (r.success ? {} : fieldErrors(r.error));

describe('referral group and document schemas', () => {
  it.each([
    [referralGroupSchema, 'name', 'Group name is required'],
    [documentSchema, 'name', 'Document name is required'],
    [documentQuestionSchema, 'question', 'Question is required'],
  ] as const)('%#: %s needs %s', (schema, key, message) => {
    expect(errorsOf(schema.safeParse({}))).toEqual({ [key]: [message] });
    expect(errorsOf(schema.safeParse({ [key]: '   ' }))).toEqual({ [key]: [message] });
  });

  it('trims and keeps ids', () => {
    expect(referralGroupSchema.parse({ id: '3', name: ' Metro ' })).toEqual({
      id: 3,
      name: 'Metro',
    });
    expect(documentSchema.parse({ name: 'Labs' })).toEqual({ id: null, name: 'Labs' });
    expect(documentQuestionSchema.parse({ document_id: 2, question: 'Recent?' })).toEqual({
      document_id: 2,
      question: 'Recent?',
    });
  });
});
