import { Link as RouterLink, useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { PageHeader } from '../../../ui/PageHeader';
import { NOTES_REFERRAL } from './graphql';
import { ReferralLoadError, ReferralLoading } from '../ReferralLoadState';
import { ReferralLog } from './ReferralLog';
import { logFactsOf, NOTES_LABELS } from './tabs';

const referralsCrumb = { label: 'Referrals', to: '/referrals/active' };

/** /referrals/{uuid}/notes: the referral's notes, with a way back to its review. */
export function ReferralNotesPage() {
  const { uuid = '' } = useParams();
  // Not cached: this slim referral must not replace the detail view's cached patient.
  const { data, error, loading } = useQuery(NOTES_REFERRAL, {
    variables: { uuid },
    fetchPolicy: 'no-cache',
  });
  const referral = data?.referral;

  if (loading && !referral) return <ReferralLoading />;
  if (!referral) {
    return (
      <>
        <PageHeader title={NOTES_LABELS.dialogTitle} crumbs={[referralsCrumb]} />
        <ReferralLoadError error={error} />
      </>
    );
  }

  const reviewPath = `/referrals/${encodeURIComponent(referral.uuid)}/review`;
  const patientName = referral.patient?.full_name;
  return (
    <>
      <PageHeader
        title={
          patientName ? `${NOTES_LABELS.dialogTitle}: ${patientName}` : NOTES_LABELS.dialogTitle
        }
        crumbs={[
          referralsCrumb,
          { label: patientName ? `Referral: ${patientName}` : 'Referral', to: reviewPath },
        ]}
        actions={
          <Button component={RouterLink} to={reviewPath} startIcon={<ArrowBack />}>
            Back to Referral
          </Button>
        }
      />
      <ReferralLog referralUuid={referral.uuid} {...logFactsOf(referral)} />
    </>
  );
}
