import { ReferralNotesPage } from '../features/referrals/notes/ReferralNotesPage';

/** /referrals/{uuid}/notes: the notes view (Referral Log) of one referral. */
export default function ReferralNotesRoute() {
  return <ReferralNotesPage />;
}
