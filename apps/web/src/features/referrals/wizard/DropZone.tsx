import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import { UPLOAD_ACCEPT, UPLOAD_MAX_FILES } from '@app/shared';

export interface DropZoneProps {
  /** The section it uploads to, for its accessible name ('Upload files to LAB RESULTS ...'). */
  label: string;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}

/**
 * A drop zone: click, Enter or Space opens the file chooser; files can also be dragged onto it.
 * Accepts the spec's types (UPLOAD_ACCEPT); the caller checks count and size.
 */
export function DropZone({ label, disabled, onFiles }: DropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const open = () => {
    if (!disabled) input.current?.click();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      open();
    }
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (disabled) return;
    const files = Array.from(e.dataTransfer.files);
    if (files.length > 0) onFiles(files);
  };

  return (
    <>
      <Box
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-disabled={disabled || undefined}
        aria-label={`Upload files to ${label}`}
        onClick={open}
        onKeyDown={onKeyDown}
        onDragOver={(e) => {
          e.preventDefault();
          if (!disabled) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: over ? 'primary.main' : 'divider',
          bgcolor: over ? 'action.hover' : 'transparent',
          borderRadius: 1,
          p: 3,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 0.5,
          textAlign: 'center',
          cursor: disabled ? 'default' : 'pointer',
          opacity: disabled ? 0.6 : 1,
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <CloudUploadOutlined color="action" aria-hidden />
        <Typography>Drop files here, or click to choose</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {`PDF, PNG, JPEG, ZIP, TIF or TIFF; up to ${String(UPLOAD_MAX_FILES)} files of 50 MB each`}
        </Typography>
      </Box>
      {/* Outside the zone: its click must not bubble back into the zone and reopen the chooser. */}
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={UPLOAD_ACCEPT}
        data-testid={`file-input-${label}`}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          // Choosing the same file again must fire another change.
          e.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </>
  );
}
