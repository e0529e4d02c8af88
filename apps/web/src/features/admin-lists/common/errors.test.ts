import { describe, expect, it } from 'vitest';
import { CombinedGraphQLErrors } from '@apollo/client';
import { saveErrorText, serverMessage, validationErrors } from './errors';

function graphQLFailure(message: string, extensions?: Record<string, unknown>) {
  return new CombinedGraphQLErrors({ errors: [{ message, extensions }] });
}

describe('admin save errors', () => {
  it("prefixes the server message with 'Error Message: '", () => {
    expect(saveErrorText(graphQLFailure('Document not found.'))).toBe(
      'Error Message: Document not found.',
    );
    expect(saveErrorText(new Error('Failed to fetch'))).toBe('Error Message: Failed to fetch');
  });

  it('shows validation details that mention a user as they are', () => {
    const failure = graphQLFailure('Invalid input', {
      code: 'VALIDATION',
      validation: { 'users.0.email': ['Invalid email'] },
    });
    expect(JSON.parse(saveErrorText(failure))).toEqual({ 'users.0.email': ['Invalid email'] });
  });

  it('reads field errors and the server wording', () => {
    const failure = graphQLFailure('Invalid input', {
      validation: { question: ['Question is required'] },
    });
    expect(validationErrors(failure)).toEqual({ question: ['Question is required'] });
    expect(saveErrorText(failure)).toBe('Error Message: Invalid input');
    expect(serverMessage(graphQLFailure('A group with this name already exists.'))).toBe(
      'A group with this name already exists.',
    );
    expect(validationErrors(new Error('x'))).toBeUndefined();
  });
});
