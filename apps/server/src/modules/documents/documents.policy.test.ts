import { describe, expect, it } from 'vitest';
import { refusalOf } from '../auth/test-actors.js';
import {
  assertDocumentsChangeable,
  assertPublicUploadOpen,
  DOCUMENTS_MSG,
} from './documents.policy.js';

type Facts = Parameters<typeof assertDocumentsChangeable>[0];
const referral = (status: string, isFax = false) => ({ status, isFax }) as Facts;

describe("when the referrer changes a referral's documents", () => {
  it('is while a draft, and for a fax referral while it is faxed', () => {
    expect(refusalOf(() => assertDocumentsChangeable(referral('draft')))).toBeNull();
    expect(refusalOf(() => assertDocumentsChangeable(referral('sent_fax', true)))).toBeNull();
    expect(
      refusalOf(() => assertDocumentsChangeable(referral('faxed_successfully', true))),
    ).toBeNull();
  });

  it('is refused once the documents are locked', () => {
    for (const r of [referral('completed'), referral('declined'), referral('sent_fax')]) {
      expect(refusalOf(() => assertDocumentsChangeable(r))).toEqual({
        code: 'CONFLICT',
        message: DOCUMENTS_MSG.locked,
      });
    }
  });
});

describe('when the public referrer uploads', () => {
  it('is while the referral is under review, sent, accepted or scheduled', () => {
    for (const status of ['under_review', 'sent', 'accepted', 'scheduled']) {
      expect(refusalOf(() => assertPublicUploadOpen(referral(status)))).toBeNull();
    }
    for (const status of ['draft', 'declined', 'completed']) {
      expect(refusalOf(() => assertPublicUploadOpen(referral(status)))).toEqual({
        code: 'CONFLICT',
        message: DOCUMENTS_MSG.locked,
      });
    }
  });
});
