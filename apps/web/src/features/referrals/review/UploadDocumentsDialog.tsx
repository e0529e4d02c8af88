import { useEffect, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@apollo/client/react';
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
import { DocumentSectionList } from '../wizard/DocumentsStep';
import type { ReferralDocumentDto } from '../wizard/graphql';
import { UploadedDocuments } from '../wizard/UploadedDocuments';
import { lifecycleApi } from './api';
import { faxFailureTitle } from './faxFailure';
import { UPLOAD_DOCUMENT_SECTIONS } from './graphql';

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
 * 'Upload Documents' after sending (spec 2 Dialogs): the wizard's document sections (each provider
 * document, and 'Misc - Optional' with 'Rename File'; the qualifying questions belong to the draft
 * and are not asked again) and its 'Uploaded Documents' list. For a fax referral: 'Upload New
 * Documents to Fax' with Send Fax (a new fax of the current documents) and Cancel, which asks
 * first once files were uploaded.
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
  const [uploading, setUploading] = useState(false);
  const [changed, setChanged] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [faxing, setFaxing] = useState(false);
  const [faxError, setFaxError] = useState<string | null>(null);
  const sections = useQuery(UPLOAD_DOCUMENT_SECTIONS, {
    variables: { uuid: referralUuid },
    fetchPolicy: 'network-only',
  });

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

  const onDocumentsChange = (update: (current: ReferralDocumentDto[]) => ReferralDocumentDto[]) => {
    setDocuments((current) => update(current ?? []));
    setChanged(true);
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
  const busy = uploading || faxing;

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
          {faxError && (
            <Alert severity="error" onClose={() => setFaxError(null)}>
              <AlertTitle>{faxError}</AlertTitle>
            </Alert>
          )}
          {faxing && (
            <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <CircularProgress size={20} aria-hidden />
              <Typography>{REFERRAL_MSG.validatingFax}</Typography>
            </Box>
          )}
          {loadError || sections.error ? (
            <Alert severity="error">{loadError ?? errorMessage(sections.error)}</Alert>
          ) : documents === null || !sections.data ? (
            <CircularProgress aria-label="Loading documents" sx={{ justifySelf: 'center' }} />
          ) : (
            <>
              <DocumentSectionList
                referralUuid={referralUuid}
                providerDocuments={sections.data.referral.provider?.documents ?? []}
                sameOrganization={sections.data.referral.same_organization}
                documents={documents}
                onDocumentsChange={onDocumentsChange}
                onUploading={setUploading}
              />
              <UploadedDocuments
                referralUuid={referralUuid}
                documents={documents}
                onDeleted={(uuid) =>
                  onDocumentsChange((current) => current.filter((d) => d.uuid !== uuid))
                }
              />
            </>
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
                disabled={uploading || !changed}
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
