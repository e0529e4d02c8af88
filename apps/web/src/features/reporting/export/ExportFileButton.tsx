import { useState } from 'react';
import { useSnackbar } from 'notistack';
import Button from '@mui/material/Button';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { REPORT_MSG } from '@app/shared';
import { errorMessage } from '../../../app/http';
import { downloadExportFile, type ExportFileFilter } from './exportFile';

/** 'Export File': downloads every matching row as CSV; busy while the server writes it. */
export function ExportFileButton({ filter }: { filter: ExportFileFilter | null }) {
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    if (!filter) return;
    setBusy(true);
    try {
      await downloadExportFile(filter);
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="contained"
      startIcon={<FileDownloadOutlined />}
      loading={busy}
      loadingPosition="start"
      disabled={!filter}
      onClick={() => void download()}
      sx={{ ml: 'auto' }}
    >
      {REPORT_MSG.exportButton}
    </Button>
  );
}
