import { describe, expect, it } from 'vitest';
import { correctIcd10, splitDiagnosis } from './icd10.js';

describe('correctIcd10', () => {
  it.each([
    ['I10', 'I10'],
    ['110', 'I10'],
    ['l10', 'I10'],
    ['I1O', 'I10'],
    ['E11.9', 'E11.9'],
    ['Ell.9', 'E11.9'],
    ['E1l,9', 'E11.9'],
    ['E119', 'E11.9'],
    ['ZOO.OO', 'Z00.00'],
    ['J45.909', 'J45.909'],
    ['S72.001A', 'S72.001A'],
    ['M1A.0', 'M1A.0'],
    ['£03.9', 'E03.9'],
    ['0O9.90', 'O09.90'],
    ['I25.10,', 'I25.10'],
  ])('%s -> %s', (read, code) => {
    expect(correctIcd10(read)).toBe(code);
  });

  it.each(['Type', 'the', 'ab', 'E', 'hypertension'])('%s is no code', (word) => {
    expect(correctIcd10(word)).toBeNull();
  });
});

describe('splitDiagnosis', () => {
  it('keeps the description as written after the corrected code', () => {
    expect(splitDiagnosis('110 Essential (primary) hypertension')).toMatchObject({
      code: 'I10',
      description: 'Essential (primary) hypertension',
    });
  });

  it('joins a code whose dot was read as a space', () => {
    expect(splitDiagnosis('M17 11 Unilateral primary osteoarthritis')).toMatchObject({
      code: 'M17.11',
      description: 'Unilateral primary osteoarthritis',
    });
    expect(splitDiagnosis('I10 Essential')).toMatchObject({
      code: 'I10',
      description: 'Essential',
    });
  });

  it('leaves a diagnosis without a code whole', () => {
    expect(splitDiagnosis('Type 2 diabetes')).toMatchObject({
      code: null,
      description: 'Type 2 diabetes',
    });
  });
});
