import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { MISC_DOCUMENT_NAME, MISC_SECTION_TITLE, REFERRAL_MSG } from '@app/shared';
import { ConfirmDialog } from '../../../ui/data-grid/ConfirmDialog';
import { DELETE_REFERRAL_DOCUMENT, type ReferralDocumentDto } from './graphql';
import { formatBytes } from './wizardLogic';

const sectionName = (d: ReferralDocumentDto) =>
  !d.referral_document_name || d.referral_document_name === MISC_DOCUMENT_NAME
    ? MISC_SECTION_TITLE
    : d.referral_document_name;

export interface UploadedDocumentsProps {
  referralUuid: string;
  documents: readonly ReferralDocumentDto[];
  onDeleted: (uuid: string) => void;
}

/** 'Uploaded Documents': every file of the draft, with download and delete ('Are you sure?'). */
export function UploadedDocuments({ referralUuid, documents, onDeleted }: UploadedDocumentsProps) {
  const [removing, setRemoving] = useState<ReferralDocumentDto | null>(null);
  const [remove] = useMutation(DELETE_REFERRAL_DOCUMENT);

  return (
    <Box component="section" aria-labelledby="uploaded-documents-title">
      <Typography id="uploaded-documents-title" variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {REFERRAL_MSG.uploadedDocuments}
      </Typography>
      {documents.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>No documents uploaded yet.</Typography>
      ) : (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby="uploaded-documents-title">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Section</TableCell>
                <TableCell align="right">Size</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {documents.map((d) => (
                <TableRow key={d.uuid}>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{d.name}</TableCell>
                  <TableCell>{sectionName(d)}</TableCell>
                  <TableCell align="right">{formatBytes(d.size)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton
                      component={Link}
                      href={d.url}
                      download={d.name}
                      size="small"
                      aria-label={`Download ${d.name}`}
                    >
                      <DownloadOutlined fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={`Delete ${d.name}`}
                      onClick={() => setRemoving(d)}
                    >
                      <DeleteOutlined fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={REFERRAL_MSG.areYouSure}
        message={removing ? `${removing.name} will be removed from this referral.` : ''}
        choices={[
          {
            label: 'Delete',
            run: async () => {
              if (!removing) return;
              await remove({
                variables: { referral_uuid: referralUuid, referral_document_uuid: removing.uuid },
              });
              onDeleted(removing.uuid);
            },
          },
        ]}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}
