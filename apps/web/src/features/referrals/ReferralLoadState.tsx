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
 * A referral that could not be loaded (spec 2 "Referral detail view"): one the user's clinic does
 * not see says just that ('This referral does not exist or is not shared with {clinic}.');
 * anything else is the load-failure text.
 */
export function ReferralLoadError({ error }: { error: unknown }) {
  const user = useCurrentUser();
  const notShared = isReferralNotFound(error);
  return (
    <Alert severity={notShared ? 'warning' : 'error'}>
      {notShared ? REFERRAL_DETAIL_MSG.notPartOf(user.clinic?.name ?? '') : REFERRAL_MSG.loadFailed}
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
