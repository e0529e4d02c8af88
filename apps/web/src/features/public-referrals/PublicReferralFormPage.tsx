import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { PUBLIC_FAX_MSG, PUBLIC_REFERRAL_MSG, toCustomFormAttribute } from '@app/shared';
import { CLINIC_BY_CODE, PUBLIC_FORM_ATTRIBUTES, type PublicClinicDetailDto } from './graphql';
import { PUBLIC_FORM_MSG } from './publicFormLogic';
import { DIRECTORY_PATH, PublicLayout } from './PublicLayout';
import { PublicReferralForm } from './PublicReferralForm';

const isNotFound = (error: unknown) =>
  CombinedGraphQLErrors.is(error) &&
  error.errors.some((e) => e.extensions?.['code'] === 'NOT_FOUND');

function ClinicHeading({ clinic }: { clinic: PublicClinicDetailDto }) {
  const contact = [
    clinic.full_address,
    clinic.office_phone && `Phone ${clinic.office_phone}`,
    clinic.fax && `Fax ${clinic.fax}`,
  ].filter(Boolean);
  return (
    <Box component="header" sx={{ mb: 3 }}>
      <Typography variant="overline" sx={{ color: 'text.secondary' }}>
        Referral form
      </Typography>
      <Typography variant="h4" component="h1" color="primary.dark">
        {clinic.name}
      </Typography>
      {contact.length > 0 && (
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{contact.join(' · ')}</Typography>
      )}
      {clinic.is_fax && (
        <Typography sx={{ mt: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
          <PrintOutlined fontSize="small" color="primary" aria-hidden />
          {PUBLIC_FAX_MSG.receivesByFax}
        </Typography>
      )}
    </Box>
  );
}

/** What the referrer sees once the referral went through. */
function Confirmation({ clinic }: { clinic: PublicClinicDetailDto }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }} role="status">
      <MarkEmailReadOutlined color="success" sx={{ fontSize: 56 }} aria-hidden />
      <Typography variant="h5" component="h2" sx={{ mt: 1 }}>
        {PUBLIC_REFERRAL_MSG.submitted}
      </Typography>
      <Typography sx={{ mt: 1, color: 'text.secondary' }}>
        {PUBLIC_FORM_MSG.confirmation}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
        {clinic.is_fax
          ? PUBLIC_FAX_MSG.sentByFax(clinic.name)
          : `Your referral was sent to ${clinic.name}.`}
      </Typography>
      <Button component={RouterLink} to={DIRECTORY_PATH} sx={{ mt: 3 }}>
        Back to the Clinics Directory
      </Button>
    </Paper>
  );
}

/** directory/{clinic_code}: the clinic's public referral form, or why it cannot be shown. */
export function PublicReferralFormPage({ clinicCode }: { clinicCode: string }) {
  const clinicQuery = useQuery(CLINIC_BY_CODE, { variables: { code: clinicCode } });
  const formQuery = useQuery(PUBLIC_FORM_ATTRIBUTES, { variables: { clinic_code: clinicCode } });
  const [submitted, setSubmitted] = useState(false);
  const clinic = clinicQuery.data?.clinic_by_code;
  const rows = formQuery.data?.public_clinic_custom_form_attributes;
  const attributes = useMemo(() => (rows ? rows.map(toCustomFormAttribute) : null), [rows]);
  const error = clinicQuery.error ?? formQuery.error;

  let body;
  if (error) {
    body = (
      <Alert
        severity="error"
        action={
          isNotFound(error) ? undefined : (
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                void clinicQuery.refetch();
                void formQuery.refetch();
              }}
            >
              Retry
            </Button>
          )
        }
      >
        <AlertTitle>{PUBLIC_REFERRAL_MSG.cannotLoadForm(clinicCode)}</AlertTitle>
        {PUBLIC_REFERRAL_MSG.contactAdministrator}
      </Alert>
    );
  } else if (!clinic || !attributes) {
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading the referral form" />
      </Box>
    );
  } else {
    body = (
      <>
        <ClinicHeading clinic={clinic} />
        {submitted ? (
          <Confirmation clinic={clinic} />
        ) : (
          <PublicReferralForm
            clinic={clinic}
            attributes={attributes}
            onSubmitted={() => {
              setSubmitted(true);
              window.scrollTo?.({ top: 0 });
            }}
          />
        )}
      </>
    );
  }
  return (
    <PublicLayout title={clinic ? `Refer to ${clinic.name}` : 'Referral Form'}>{body}</PublicLayout>
  );
}
