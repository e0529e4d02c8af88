import { useEffect, useState, type KeyboardEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { REFERRAL_FAX_MSG, REFERRAL_MSG } from '@app/shared';
import { errorMessage } from '../../../app/http';
import { ConfirmDialog } from '../../../ui/data-grid/ConfirmDialog';
import { uploadReferralFiles } from '../wizard/api';
import { DropZone } from '../wizard/DropZone';
import type { ReferralDocumentDto } from '../wizard/graphql';
import { UploadedDocuments } from '../wizard/UploadedDocuments';
import {
  UploadProblemsAlert,
  UploadProgress,
  UploadResultAlert,
  useUploadResult,
} from '../wizard/UploadResultAlert';
import { mergeDocuments, uploadProblems } from '../wizard/wizardLogic';
import { lifecycleApi } from './api';
import { faxFailureTitle } from './faxFailure';

interface Props {
  open: boolean;
  referralUuid: string;
  /** A fax referral: 'Upload New Documents to Fax', sent with 'Send Fax'. */
  isFax: boolean;
  /** `changed`: documents were added or removed, the referral is read again. */
  onClose: (changed: boolean) => void;
  /** The new fax went out (the server's message). */
  onFaxSent: (message: string) => void;
}

/**
 * 'Upload Documents' after sending (spec 2 Dialogs): the wizard's drop zone and 'Uploaded
 * Documents' list for the referral's files (stored as misc files under their own names). For a fax
 * referral: 'Upload New Documents to Fax' with Send Fax (a new fax of the current documents) and
 * Cancel, which asks first once files were uploaded.
 */
export function UploadDocumentsDialog(props: Props) {
  const { open, isFax } = props;
  return (
    <Dialog
      open={open}
      onClose={undefined}
      fullWidth
      maxWidth="md"
      aria-labelledby="upload-documents-title"
    >
      <DialogTitle id="upload-documents-title">
        {isFax ? REFERRAL_FAX_MSG.uploadToFaxTitle : 'Upload Documents'}
      </DialogTitle>
      {/* Mounted per opening: the list is read afresh and nothing of a past visit lingers. */}
      {open && <UploadDocumentsBody {...props} />}
    </Dialog>
  );
}

function UploadDocumentsBody({ referralUuid, isFax, onClose, onFaxSent }: Props) {
  const [documents, setDocuments] = useState<ReferralDocumentDto[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [result, setResult] = useUploadResult();
  const [changed, setChanged] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [faxing, setFaxing] = useState(false);
  const [faxError, setFaxError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    lifecycleApi
      .documents(referralUuid)
      .then((answer) => live && setDocuments(answer.documents))
      .catch((error: unknown) => live && setLoadError(errorMessage(error)));
    return () => {
      live = false;
    };
  }, [referralUuid]);

  const onFiles = async (files: File[]) => {
    const found = uploadProblems(files);
    setProblems(found);
    if (found.length > 0) return;
    setProgress(0);
    try {
      const answer = await uploadReferralFiles({ referralUuid, files, onProgress: setProgress });
      setDocuments((current) => mergeDocuments(current ?? [], answer.documents ?? []));
      setChanged(true);
      setResult({ ok: true });
    } catch (error) {
      setResult({ ok: false, detail: errorMessage(error) });
    } finally {
      setProgress(null);
    }
  };

  const sendFax = async () => {
    setFaxing(true);
    setFaxError(null);
    try {
      onFaxSent((await lifecycleApi.resendFax(referralUuid)).message);
    } catch (error) {
      setFaxError(faxFailureTitle(error));
      setFaxing(false);
    }
  };

  const cancel = () => (isFax && changed ? setConfirmCancel(true) : onClose(changed));
  const busy = progress !== null || faxing;

  // Escape leaves the way Cancel (or Done) does: a fax referral with new files asks first.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || busy || confirmCancel) return;
    event.stopPropagation();
    if (isFax) cancel();
    else onClose(changed);
  };

  return (
    <>
      {/* display: contents keeps the dialog's own layout (a scrolling content, fixed actions). */}
      <Box sx={{ display: 'contents' }} onKeyDown={onKeyDown}>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <UploadResultAlert result={result} onClose={() => setResult(null)} />
          {faxError && (
            <Alert severity="error" onClose={() => setFaxError(null)}>
              <AlertTitle>{faxError}</AlertTitle>
            </Alert>
          )}
          <DropZone label="this referral" disabled={busy} onFiles={(f) => void onFiles(f)} />
          <UploadProgress progress={progress} label="Uploading files" />
          <UploadProblemsAlert problems={problems} onClose={() => setProblems([])} />
          {faxing && (
            <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <CircularProgress size={20} aria-hidden />
              <Typography>{REFERRAL_MSG.validatingFax}</Typography>
            </Box>
          )}
          {loadError ? (
            <Alert severity="error">{loadError}</Alert>
          ) : documents === null ? (
            <CircularProgress aria-label="Loading documents" sx={{ justifySelf: 'center' }} />
          ) : (
            <UploadedDocuments
              referralUuid={referralUuid}
              documents={documents}
              onDeleted={(uuid) => {
                setDocuments((current) => (current ?? []).filter((d) => d.uuid !== uuid));
                setChanged(true);
              }}
            />
          )}
        </DialogContent>
        <DialogActions>
          {isFax ? (
            <>
              <Button onClick={cancel} disabled={busy}>
                Cancel
              </Button>
              <Button
                variant="contained"
                loading={faxing}
                disabled={progress !== null || !changed}
                onClick={() => void sendFax()}
              >
                {REFERRAL_FAX_MSG.sendFax}
              </Button>
            </>
          ) : (
            <Button variant="contained" disabled={busy} onClick={() => onClose(changed)}>
              Done
            </Button>
          )}
        </DialogActions>
      </Box>
      <ConfirmDialog
        open={confirmCancel}
        title={REFERRAL_MSG.areYouSure}
        message={REFERRAL_FAX_MSG.cancelUploadConfirm}
        detail="The uploaded files stay on the referral; no fax is sent."
        choices={[{ label: 'Yes', color: 'primary', run: async () => onClose(changed) }]}
        onClose={() => setConfirmCancel(false)}
      />
    </>
  );
}
