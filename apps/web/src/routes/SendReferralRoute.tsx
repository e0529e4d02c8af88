import { ReferralWizardPage } from '../features/referrals/wizard/ReferralWizardPage';

/** /referrals/send and /referrals/{uuid}: the referral wizard (one chunk, loaded on demand). */
export default function SendReferralRoute() {
  return <ReferralWizardPage />;
}
