import { REFERRAL_MSG } from '@app/shared';
import { ApiError } from '../../../app/http';

/**
 * The title of a failed fax send (spec 2 section 8): the server's message, else 'Error generating
 * the file to fax.' (no answer, or one without a message).
 */
export function faxFailureTitle(error: unknown): string {
  return (
    (error instanceof ApiError && error.status > 0 && error.body.message) ||
    REFERRAL_MSG.errorFaxFile
  );
}
