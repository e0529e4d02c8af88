import { describe, expect, it } from 'vitest';
import { MSG } from '@app/shared';
import { MESSAGES } from './messages';

describe('MESSAGES', () => {
  it('says exactly what the shared catalogue says', () => {
    expect(MESSAGES.somethingWentWrong).toBe(MSG.somethingWentWrong);
    expect(MESSAGES.invalidTwoFactor).toBe(MSG.invalidTwoFactor);
  });
});
