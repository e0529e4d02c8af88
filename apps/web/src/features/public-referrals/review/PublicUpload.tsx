import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { PUBLIC_REFERRAL_MSG } from '@app/shared';
import { errorMessage } from '../../../app/http';
import { DropZone } from '../../referrals/wizard/DropZone';
import { UploadProblemsAlert, useUploadResult } from '../../referrals/wizard/UploadResultAlert';
import { uploadProblems } from '../../referrals/wizard/wizardLogic';
import { publicReviewApi, type ReviewAccess } from './api';
import { ReviewSection } from './ReviewSection';

const TITLE = 'Upload Documents';

/**
 * More documents from the submitter, with the wizard's drop zone and limits (checked here before
 * sending, and again by the server). 'Successfully uploaded files.' / 'Failed to submit referral
 * documents.' (spec 2 section 8); `onUploaded` refreshes the documents list.
 */
export function PublicUpload({
  access,
  onUploaded,
}: {
  access: ReviewAccess;
  onUploaded: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [result, setResult] = useUploadResult();

  const upload = async (files: File[]) => {
    setResult(null);
    const found = uploadProblems(files);
    setProblems(found);
    if (found.length > 0) return;
    setBusy(true);
    try {
      await publicReviewApi.upload(access, files);
      setResult({ ok: true });
      await onUploaded();
    } catch (error) {
      setResult({ ok: false, detail: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ReviewSection title={TITLE}>
      <Stack spacing={1.5}>
        <DropZone label={TITLE} disabled={busy} onFiles={(files) => void upload(files)} />
        {busy && <LinearProgress aria-label="Uploading files" />}
        <UploadProblemsAlert problems={problems} onClose={() => setProblems([])} />
        {result?.ok === true && (
          <Alert severity="success" onClose={() => setResult(null)}>
            {PUBLIC_REFERRAL_MSG.uploaded}
          </Alert>
        )}
        {result?.ok === false && (
          <Alert severity="error" onClose={() => setResult(null)}>
            <AlertTitle>{PUBLIC_REFERRAL_MSG.uploadFailed}</AlertTitle>
            {result.detail}
          </Alert>
        )}
      </Stack>
    </ReviewSection>
  );
}
