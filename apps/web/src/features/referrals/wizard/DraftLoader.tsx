import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import { REFERRAL_MSG, REFERRAL_MSG_SERVER } from '@app/shared';
import { PageHeader } from '../../../ui/PageHeader';
import {
  RECEIVING_FORM,
  WIZARD_REFERRAL,
  toReceivingForm,
  type WizardReferralDto,
} from './graphql';
import { ReferralWizard, type WizardStart } from './ReferralWizard';
import { answersByName, draftStart } from './wizardLogic';

// Ours: the spec does not word what a sent referral's wizard address shows.
export const NOT_A_DRAFT =
  'This referral has already been sent, so it can no longer be changed in the referral wizard.';

function isNotFound(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((e) => e.extensions?.['code'] === 'NOT_FOUND')
  );
}

/** A clear message with the way back, for an address the wizard cannot open. */
function CannotOpen({ text, uuid }: { text: string; uuid?: string }) {
  return (
    <>
      <PageHeader
        title="Send Referral"
        crumbs={[{ label: 'Referrals', to: '/referrals/active' }]}
      />
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
          <Alert severity="warning" sx={{ width: '100%' }}>
            {text}
          </Alert>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {uuid && (
              <Button component={RouterLink} to={`/referrals/${uuid}/review`} variant="contained">
                View Referral
              </Button>
            )}
            <Button component={RouterLink} to="/referrals/active">
              Back to Active Referrals
            </Button>
          </Box>
        </CardContent>
      </Card>
    </>
  );
}

function startOf(
  referral: WizardReferralDto,
  answers: readonly { name: string; answer: string }[],
  receivingForm: WizardStart['receivingForm'],
): WizardStart {
  const sameOrganization = receivingForm?.same_organization ?? referral.same_organization;
  const { values, saved, step } = draftStart(
    referral,
    receivingForm?.attributes ?? null,
    sameOrganization,
  );
  return {
    uuid: referral.uuid,
    provider: referral.provider,
    receivingForm,
    values,
    saved,
    documents: referral.documents,
    answers: answersByName(answers),
    patientUuid: null,
    step,
  };
}

/**
 * /referrals/{uuid}: reloads a draft (provider, patient, extra_info, documents, answers) and opens
 * the wizard on the step to continue with. A sent or unknown referral gets a message instead.
 */
export function DraftLoader({ uuid }: { uuid: string }) {
  const referralQuery = useQuery(WIZARD_REFERRAL, {
    variables: { uuid },
    fetchPolicy: 'network-only',
  });
  const referral = referralQuery.data?.referral;
  const providerId = referral?.provider?.id;
  const formQuery = useQuery(RECEIVING_FORM, {
    variables: { provider_id: providerId ?? '' },
    skip: !providerId,
  });
  // The wizard reads its start once; later cache updates must not rebuild it.
  const [start, setStart] = useState<WizardStart | null>(null);

  if (referralQuery.error) {
    if (isNotFound(referralQuery.error)) return <CannotOpen text={REFERRAL_MSG_SERVER.notFound} />;
    return <CannotOpen text={REFERRAL_MSG.loadFailed} />;
  }
  const formSettled = !providerId || !formQuery.loading;
  if (!referral || !formSettled) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading the referral" />
      </Box>
    );
  }
  if (referral.status !== 'draft') return <CannotOpen text={NOT_A_DRAFT} uuid={referral.uuid} />;
  if (!start) {
    setStart(
      startOf(
        referral,
        referralQuery.data?.referral_answers ?? [],
        formQuery.data ? toReceivingForm(formQuery.data.receiving_form) : null,
      ),
    );
    return null;
  }
  return <ReferralWizard start={start} />;
}
