import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { DATETIME_DISPLAY_FORMAT, REFERRAL_MSG } from '@app/shared';
import { PageHeader } from '../../../ui/PageHeader';
import { useCurrentUser } from '../../auth/SessionProvider';
import { ReferralPrintActions } from '../print/ReferralPrintActions';
import { OPEN_REFERRAL, REVIEW_REFERRAL, type ReviewReferralDto } from './graphql';
import { ReferralActions } from './ReferralActions';
import {
  ClinicsSection,
  DetailsSection,
  DocumentsSection,
  PatientSection,
} from './ReferralSummary';

const CRUMBS = [{ label: 'Referrals', to: '/referrals/active' }];

/** The server answers NOT_FOUND for a referral the user's clinic does not see. */
function isNotFound(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((e) => e.extensions?.['code'] === 'NOT_FOUND')
  );
}

/** A receiver opening a sent referral moves it to under review: once per referral page. */
function useOpenAsReceiver(referral: ReviewReferralDto | undefined) {
  const [openReferral] = useMutation(OPEN_REFERRAL);
  const opened = useRef<string | null>(null);
  const uuid = referral?.uuid;
  const due = referral?.viewer === 'receiver' && referral.status === 'sent';
  useEffect(() => {
    if (!uuid || !due || opened.current === uuid) return;
    opened.current = uuid;
    // The answer updates the cached referral (same id), so the new status shows by itself.
    openReferral({ variables: { uuid } }).catch(() => undefined);
  }, [uuid, due, openReferral]);
}

export function ReferralReviewPage() {
  const { uuid = '' } = useParams();
  const user = useCurrentUser();
  const { data, error, loading, refetch } = useQuery(REVIEW_REFERRAL, { variables: { uuid } });
  const referral = data?.referral;
  useOpenAsReceiver(referral);

  if (loading && !referral) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading referral" />
      </Box>
    );
  }
  if (!referral) {
    return (
      <>
        <PageHeader title="Referral" crumbs={CRUMBS} />
        <Alert severity="error">
          {REFERRAL_MSG.loadFailed}
          {isNotFound(error) && (
            <Box component="p" sx={{ mb: 0 }}>
              This referral is not part of {user.clinic?.name}
            </Box>
          )}
        </Alert>
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={referral.patient ? `Referral: ${referral.patient.full_name}` : 'Referral'}
        crumbs={CRUMBS}
      />
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Card>
          <CardContent sx={{ display: 'grid', gap: 1 }}>
            <Typography variant="body1">
              Status: <strong data-testid="referral-status">{referral.status_label}</strong>
            </Typography>
            {referral.decline_reason ? (
              <Typography variant="body2">Decline Reason: {referral.decline_reason}</Typography>
            ) : referral.appointment_date ? (
              <Typography variant="body2">
                Appointment Date: {formatAppointment(referral.appointment_date)}
              </Typography>
            ) : null}
            <ReferralActions referral={referral} onChanged={() => refetch()} />
            <ReferralPrintActions referralUuid={referral.uuid} />
          </CardContent>
        </Card>
        <ClinicsSection referral={referral} />
        <PatientSection referral={referral} />
        <DetailsSection referral={referral} />
        <DocumentsSection referral={referral} />
      </Box>
    </>
  );
}

/** The spec's display format for dates with a time ('DD MMM YYYY - HH:mm:ss'), in local time. */
function formatAppointment(isoDate: string): string {
  return dayjs(isoDate).format(DATETIME_DISPLAY_FORMAT);
}
