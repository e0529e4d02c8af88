import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Download from '@mui/icons-material/Download';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import { errorMessage } from '../../../app/http';
import { EmptyState } from '../../../ui/EmptyState';
import { saveBlob } from '../../referrals/print/referralFiles';
import { formatDateTime } from '../../referrals/lists/format';
import { publicReviewApi, type ReviewAccess } from './api';
import type { PublicDocumentDto } from './graphql';
import { ReviewSection } from './ReviewSection';

/**
 * The referral's documents. A download is a fetch carrying the credentials in headers, handed to
 * the browser as a blob; a refusal shows the server's message.
 */
export function PublicDocuments({
  access,
  documents,
}: {
  access: ReviewAccess;
  documents: readonly PublicDocumentDto[];
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const download = async (doc: PublicDocumentDto) => {
    setBusy(doc.uuid);
    setFailure(null);
    try {
      saveBlob(await publicReviewApi.download(access, doc.uuid), doc.name);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <ReviewSection title="Documents">
      {failure && (
        <Alert severity="error" onClose={() => setFailure(null)} sx={{ mb: 1 }}>
          {failure}
        </Alert>
      )}
      {documents.length === 0 ? (
        <EmptyState text="No documents yet." />
      ) : (
        <List disablePadding>
          {documents.map((doc) => (
            <ListItem
              key={doc.uuid}
              disableGutters
              divider
              sx={{ flexWrap: 'wrap', gap: 1 }}
              secondaryAction={
                <Button
                  size="small"
                  startIcon={<Download />}
                  loading={busy === doc.uuid}
                  onClick={() => void download(doc)}
                  aria-label={`Download ${doc.name}`}
                >
                  Download
                </Button>
              }
            >
              <ListItemIcon sx={{ minWidth: 36, display: { xs: 'none', sm: 'flex' } }}>
                <InsertDriveFileOutlined />
              </ListItemIcon>
              <ListItemText
                primary={doc.name}
                secondary={[doc.referral_document_name, formatDateTime(doc.created_at)]
                  .filter(Boolean)
                  .join(' · ')}
                sx={{ pr: 14, overflowWrap: 'anywhere' }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </ReviewSection>
  );
}
