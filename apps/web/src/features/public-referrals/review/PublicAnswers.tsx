import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { serverMessage } from '../../../ui/pickers/serverErrors';
import type { ReviewAccess } from './api';
import { credentialVars } from './credentials';
import { PUBLIC_REFERRAL_ANSWERS } from './graphql';
import { Field, FieldGrid, ReviewSection } from './ReviewSection';

/** The provider's questions and the submitter's answers; hidden when there were none. */
export function PublicAnswers({ access }: { access: ReviewAccess }) {
  const { data, loading, error } = useQuery(PUBLIC_REFERRAL_ANSWERS, {
    variables: credentialVars(access),
    // Not cached: the cache would keep the access code (a query variable) after Sign Out.
    fetchPolicy: 'no-cache',
  });
  const answers = data?.public_referral_answers ?? [];
  if (!loading && !error && answers.length === 0) return null;
  return (
    <ReviewSection title="Answers">
      {loading && <LinearProgress aria-label="Loading answers" />}
      {error && <Alert severity="error">{serverMessage(error)}</Alert>}
      <FieldGrid>
        {answers.map((a) => (
          <Field key={a.name} label={a.question} value={a.answer} full />
        ))}
      </FieldGrid>
    </ReviewSection>
  );
}
