import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import { fieldErrors } from '../validation.js';
import { PUBLIC_REVIEW_MSG } from './messages.js';
import {
  isPublicUploadStatus,
  PUBLIC_REVIEW_PAGE_MSG,
  publicReviewLoginSchema,
} from './public-review.js';

const errorsOf = (input: Record<string, unknown>) => {
  const result = publicReviewLoginSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('public review sign-in', () => {
  it("words a missing e-mail 'Email is required' and a wrong one 'Invalid email'", () => {
    expect(errorsOf({ email: ' ', access_code: 'ABCD-EFGH-JKMN' })).toEqual({
      email: [MSG.emailRequired],
    });
    expect(errorsOf({ email: 'not-an-email', access_code: 'ABCD-EFGH-JKMN' })).toEqual({
      email: [MSG.invalidEmail],
    });
  });

  it('accepts the code with or without dashes, spaces or capitals', () => {
    for (const typed of ['ABCD-EFGH-JKMN', 'abcdefghjkmn', ' abcd efgh-JKMN ']) {
      expect(
        publicReviewLoginSchema.parse({ email: ' Ref@Example.com ', access_code: typed }),
      ).toEqual({ email: 'ref@example.com', access_code: 'ABCDEFGHJKMN' });
    }
  });

  it('asks for the code, then for all 12 characters', () => {
    expect(errorsOf({ email: 'a@b.co', access_code: '' })).toEqual({
      access_code: [PUBLIC_REVIEW_MSG.accessCodeRequired],
    });
    expect(errorsOf({ email: 'a@b.co', access_code: 'ABCD-EFGH' })).toEqual({
      access_code: [PUBLIC_REVIEW_PAGE_MSG.accessCodeLength],
    });
  });
});

describe('public uploads', () => {
  it('are open only while under review, sent, accepted or scheduled', () => {
    const open = ['under_review', 'sent', 'accepted', 'scheduled'];
    const closed = ['draft', 'declined', 'ref_completed', 'rec_completed', 'sent_fax'];
    expect(open.every(isPublicUploadStatus)).toBe(true);
    expect(closed.some(isPublicUploadStatus)).toBe(false);
  });
});
