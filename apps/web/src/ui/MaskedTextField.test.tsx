import { describe, expect, it } from 'vitest';
import { MASKS, applyMask } from './MaskedTextField';

describe('applyMask', () => {
  it('formats phone digits 3-3-4 and drops extra digits and letters', () => {
    expect(applyMask('3125550100', MASKS.phone)).toBe('312-555-0100');
    expect(applyMask('312555010099', MASKS.phone)).toBe('312-555-0100');
    expect(applyMask('(312) abc 555', MASKS.phone)).toBe('312-555');
    expect(applyMask('3125', MASKS.phone)).toBe('312-5');
    expect(applyMask('312', MASKS.phone)).toBe('312');
  });

  it('formats dates as MM/DD/YYYY', () => {
    expect(applyMask('03142024', MASKS.date)).toBe('03/14/2024');
    expect(applyMask('0314', MASKS.date)).toBe('03/14');
  });

  it('keeps an empty value empty', () => {
    expect(applyMask('', MASKS.zip)).toBe('');
    expect(applyMask(null, MASKS.zip)).toBe('');
  });
});
