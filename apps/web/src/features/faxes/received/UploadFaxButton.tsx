import { useRef, useState } from 'react';
import { useSnackbar } from 'notistack';
import Button from '@mui/material/Button';
import UploadFile from '@mui/icons-material/UploadFile';
import { csrfFetch } from '../../../app/http';
import { RECEIVED_UI } from './messages';

/** POST /api/inbound-faxes (admin): the stored fax's id, and whether it had been received before. */
export const INBOUND_FAX_UPLOAD_PATH = '/api/inbound-faxes';

interface UploadAnswer {
  fax?: { id: string; status: string };
  duplicate?: boolean;
  message?: string;
}

async function uploadFax(file: File): Promise<UploadAnswer> {
  const body = new FormData();
  body.append('file', file);
  const response = await csrfFetch(INBOUND_FAX_UPLOAD_PATH, { method: 'POST', body });
  const answer = (await response.json().catch(() => ({}))) as UploadAnswer;
  if (!response.ok || !answer.fax) throw new Error(answer.message || RECEIVED_UI.uploadFailed);
  return answer;
}

/** Admins add a received fax by hand (a PDF or TIFF); it goes through intake like any other. */
export function UploadFaxButton({ onUploaded }: { onUploaded: (faxId: string) => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (file: File) => {
    setBusy(true);
    try {
      const answer = await uploadFax(file);
      enqueueSnackbar(answer.duplicate ? RECEIVED_UI.uploadDuplicate : RECEIVED_UI.uploaded, {
        variant: answer.duplicate ? 'info' : 'success',
      });
      onUploaded(answer.fax!.id);
    } catch (error) {
      const text =
        error instanceof Error && error.message ? error.message : RECEIVED_UI.uploadFailed;
      enqueueSnackbar(text, { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="contained"
        startIcon={<UploadFile />}
        loading={busy}
        onClick={() => input.current?.click()}
      >
        {RECEIVED_UI.upload}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        data-testid="upload-fax-input"
        accept="application/pdf,image/tiff,.pdf,.tif,.tiff"
        onChange={(e) => {
          const file = e.target.files?.[0];
          // Lets the same file be chosen again after a failure.
          e.target.value = '';
          if (file) void upload(file);
        }}
      />
    </>
  );
}
