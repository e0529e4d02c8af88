import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Download from '@mui/icons-material/Download';
import Print from '@mui/icons-material/Print';
import { ApiError } from '../../../app/http';
import {
  fetchFile,
  printInFrame,
  referralFileName,
  referralPdfPath,
  referralTifPath,
  saveBlob,
} from './referralFiles';

type Action = 'print' | 'pdf' | 'tif';

/** Ours (the spec words no download failure): shown when the server gives no message. */
export const FILE_FAILED = 'The referral file could not be loaded. Please try again.';

function failureText(error: unknown): string {
  return error instanceof ApiError && error.body.message ? error.body.message : FILE_FAILED;
}

/**
 * 'Print', 'Download PDF' and 'Download TIF' for one referral. Each button shows progress while the
 * server builds the file, and a refusal is shown here instead of being printed or saved as a file.
 */
export function ReferralPrintActions({ referralUuid }: { referralUuid: string }) {
  const [busy, setBusy] = useState<Action | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (action: Action) => {
    setBusy(action);
    setError(null);
    try {
      if (action === 'print') {
        await printInFrame(referralPdfPath(referralUuid));
      } else {
        const path =
          action === 'tif' ? referralTifPath(referralUuid) : referralPdfPath(referralUuid);
        saveBlob(await fetchFile(path), referralFileName(referralUuid, action));
      }
    } catch (e) {
      setError(failureText(e));
    } finally {
      setBusy(null);
    }
  };

  const button = (action: Action, label: string, icon: ReactNode) => (
    <Button
      variant="outlined"
      startIcon={icon}
      loading={busy === action}
      loadingPosition="start"
      disabled={busy !== null && busy !== action}
      onClick={() => void run(action)}
    >
      {label}
    </Button>
  );

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} aria-busy={busy !== null}>
        {button('print', 'Print', <Print />)}
        {button('pdf', 'Download PDF', <Download />)}
        {button('tif', 'Download TIF', <Download />)}
      </Box>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
