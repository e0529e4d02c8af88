import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { REFERRAL_MSG } from '@app/shared';

/** How long 'Successfully Uploaded Files' stays (spec 2 section 9). */
export const UPLOAD_ALERT_MS = 3000;

/** The last upload's outcome: null once dismissed (or, for a success, after 3 seconds). */
export type UploadResult = { ok: true } | { ok: false; detail: string } | null;

/** The outcome of the latest upload; a success hides itself after UPLOAD_ALERT_MS. */
export function useUploadResult() {
  const [result, setResult] = useState<UploadResult>(null);
  useEffect(() => {
    if (!result?.ok) return;
    const timer = setTimeout(() => setResult(null), UPLOAD_ALERT_MS);
    return () => clearTimeout(timer);
  }, [result]);
  return [result, setResult] as const;
}

/** 'Successfully Uploaded Files' (green) or 'Failed to upload files' with the reason (red). */
export function UploadResultAlert({
  result,
  onClose,
}: {
  result: UploadResult;
  onClose: () => void;
}) {
  if (result?.ok === true) {
    return (
      <Alert severity="success" onClose={onClose}>
        {REFERRAL_MSG.uploadOk}
      </Alert>
    );
  }
  if (result?.ok === false) {
    return (
      <Alert severity="error" variant="filled" onClose={onClose}>
        <AlertTitle>{REFERRAL_MSG.uploadFailed}</AlertTitle>
        {result.detail}
      </Alert>
    );
  }
  return null;
}

/** An upload under way: how much of it has left the browser. */
export function UploadProgress({ progress, label }: { progress: number | null; label: string }) {
  if (progress === null) return null;
  return (
    <Box>
      <LinearProgress variant="determinate" value={progress} aria-label={label} />
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {`Uploading… ${String(progress)}%`}
      </Typography>
    </Box>
  );
}

/** What is wrong with the chosen files (count, size, type), before anything is sent. */
export function UploadProblemsAlert({
  problems,
  onClose,
}: {
  problems: readonly string[];
  onClose: () => void;
}) {
  if (problems.length === 0) return null;
  return (
    <Alert severity="error" onClose={onClose}>
      {problems.map((p) => (
        <div key={p}>{p}</div>
      ))}
    </Alert>
  );
}
