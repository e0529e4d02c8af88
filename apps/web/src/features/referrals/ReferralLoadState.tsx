import { CombinedGraphQLErrors } from '@apollo/client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { REFERRAL_DETAIL_MSG, REFERRAL_MSG } from '@app/shared';
import { useCurrentUser } from '../auth/SessionProvider';

/** The server answers NOT_FOUND for a referral the user's clinic does not see. */
export function isReferralNotFound(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((e) => e.extensions?.['code'] === 'NOT_FOUND')
  );
}

/**
 * A referral that could not be loaded (spec 2 "Referral detail view"): the load-failure text,
 * plus 'This referral is not part of {clinic}' when it belongs to another clinic.
 */
export function ReferralLoadError({ error }: { error: unknown }) {
  const user = useCurrentUser();
  return (
    <Alert severity="error">
      {REFERRAL_MSG.loadFailed}
      {isReferralNotFound(error) && (
        <Box component="p" sx={{ mb: 0 }}>
          {REFERRAL_DETAIL_MSG.notPartOf(user.clinic?.name ?? '')}
        </Box>
      )}
    </Alert>
  );
}

/** The referral pages' loading state. */
export function ReferralLoading() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress aria-label="Loading referral" />
    </Box>
  );
}
