import { PUBLIC_REFERRAL_MSG } from '@app/shared';
import type { FieldCrypto } from '../../lib/field-crypto.js';
import { AppError } from '../../lib/app-error.js';
import type { ReceiverClinicView } from '../referrals/receiver-clinic.repo.js';
import type { ReferralRow } from '../referrals/referral-access.js';
import type { PublicFlowRepo } from './public-flow.repo.js';
import { isValidUploadToken } from './upload-token.js';

/**
 * The public draft an upload token opens, with its receiving clinic. A wrong, expired or other
 * referral's token, an unknown uuid and a draft already submitted all get the same refusal.
 */
export async function openPublicDraft(
  deps: { crypto: Pick<FieldCrypto, 'lookupHash'> },
  data: PublicFlowRepo,
  input: { uuid: string; uploadToken: string | undefined; now: Date },
): Promise<{ referral: ReferralRow; clinic: ReceiverClinicView }> {
  const refused = () => AppError.unauthenticated(PUBLIC_REFERRAL_MSG.uploadTokenInvalid);
  if (!isValidUploadToken(deps.crypto, input.uuid, input.uploadToken, input.now)) throw refused();
  const referral = await data.draft(input.uuid);
  if (!referral?.clinicReceiverId) throw refused();
  const clinic = await data.receiverClinic(referral.clinicReceiverId);
  if (!clinic) throw refused();
  return { referral, clinic };
}
