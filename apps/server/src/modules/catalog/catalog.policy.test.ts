import { describe, expect, it } from 'vitest';
import { refusalOf, testAdmin, testMember } from '../auth/test-actors.js';
import { assertMayEditCatalog } from './catalog.policy.js';

describe('who changes the reference data', () => {
  it('is admins only', () => {
    expect(refusalOf(() => assertMayEditCatalog(testAdmin))).toBeNull();
    expect(refusalOf(() => assertMayEditCatalog(testMember(5)))).toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});
