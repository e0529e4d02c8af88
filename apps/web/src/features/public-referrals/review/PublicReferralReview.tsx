import { useCallback, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { isPublicUploadStatus, PUBLIC_REVIEW_MSG } from '@app/shared';
import { AuthLayout } from '../../auth/AuthLayout';
import { PublicLayout } from '../PublicLayout';
import type { ReviewAccess } from './api';
import { credentialVars } from './credentials';
import { VERIFY_ACCESS_CODE, type PublicReferralViewDto } from './graphql';
import { PublicAnswers } from './PublicAnswers';
import { PublicDocuments } from './PublicDocuments';
import { PublicNotes } from './PublicNotes';
import { PublicUpload } from './PublicUpload';
import { ReferralOverview, StatusHeader } from './ReferralOverview';
import { ReviewSignIn, SIGN_IN_HINT } from './ReviewSignIn';

interface Session {
  access: ReviewAccess;
  view: PublicReferralViewDto;
}

/**
 * Uploads need the server's yes (can_upload) and one of the spec's four statuses; the server
 * enforces the same rule on the upload itself.
 */
const mayUpload = (view: PublicReferralViewDto) =>
  view.can_upload && isPublicUploadStatus(view.status);

/**
 * The submitter's review page (spec 2 "Public review page"). The e-mail and access code live only
 * in this component's state: never stored, so a reload or a closed tab asks for them again.
 */
export function PublicReferralReview({ referralUuid }: { referralUuid: string }) {
  const [session, setSession] = useState<Session | null>(null);
  const [verify] = useMutation(VERIFY_ACCESS_CODE);
  const { enqueueSnackbar } = useSnackbar();

  /** After an upload: the view again, for its documents list. A failure keeps the old view. */
  const refresh = useCallback(async () => {
    if (!session) return;
    try {
      const { data } = await verify({ variables: credentialVars(session.access) });
      if (data) setSession({ access: session.access, view: data.verify_referral_access_code });
    } catch {
      // The upload itself succeeded; the list catches up on the next sign-in.
    }
  }, [session, verify]);

  if (!session) {
    return (
      <AuthLayout
        title="Review Your Referral"
        subtitle="Enter the e-mail address you submitted the referral with and the access code from your e-mail."
      >
        <ReviewSignIn
          referralUuid={referralUuid}
          onVerified={(access, view) => {
            setSession({ access, view });
            // Spec 2 section 8: the sign-in retrieved the referral (not said again after uploads).
            enqueueSnackbar(PUBLIC_REVIEW_MSG.retrieved, { variant: 'success' });
          }}
        />
      </AuthLayout>
    );
  }

  const { access, view } = session;
  return (
    <PublicLayout title="Referral Review">
      <Stack spacing={2}>
        <StatusHeader view={view} onSignOut={() => setSession(null)} />
        <ReferralOverview view={view} />
        <PublicDocuments access={access} documents={view.documents} />
        {mayUpload(view) && <PublicUpload access={access} onUploaded={refresh} />}
        <PublicAnswers access={access} />
        <PublicNotes access={access} />
        <Typography variant="caption" color="text.secondary" align="center" component="p">
          {SIGN_IN_HINT}
        </Typography>
      </Stack>
    </PublicLayout>
  );
}
