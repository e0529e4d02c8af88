import { useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { REFERRAL_MSG, baseFileName } from '@app/shared';
import { OutlinedTextField } from '../../../ui/OutlinedTextField';
import { DialogFooter } from '../../../ui/DialogFooter';

export interface RenameFileDialogProps {
  /** The file being named; the dialog is open while there is one. */
  file: File | null;
  /** Distinguishes files of the same name, so each starts from its own default. */
  fileKey?: string | number;
  /** Gets the typed name (the caller re-appends the extension with miscFileName). */
  onSave: (typed: string) => void;
  onCancel: () => void;
}

function RenameForm({ file, onSave, onCancel }: RenameFileDialogProps & { file: File }) {
  // Starts from the original name without its extension (spec 2 section 5).
  const [name, setName] = useState(() => baseFileName(file.name));
  const [touched, setTouched] = useState(false);
  const blank = name.trim() === '';
  const save = () => {
    setTouched(true);
    if (!blank) onSave(name.trim());
  };
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <DialogTitle id="rename-file-title">{REFERRAL_MSG.renameFile}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{file.name}</DialogContentText>
        <OutlinedTextField
          label="Filename"
          name="filename"
          required
          autoFocus
          value={name}
          onChange={(e) => setName(e.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && blank}
          helperText={touched && blank ? REFERRAL_MSG.filenameRequired : undefined}
        />
      </DialogContent>
      <DialogFooter sx={{ px: 3, pb: 2 }} onCancel={onCancel} />
    </form>
  );
}

/** 'Rename File': the name a misc file is stored under (required Filename, Save). */
export function RenameFileDialog(props: RenameFileDialogProps) {
  return (
    <Dialog
      open={props.file !== null}
      onClose={props.onCancel}
      aria-labelledby="rename-file-title"
      maxWidth="xs"
      fullWidth
    >
      {props.file && (
        <RenameForm key={props.fileKey ?? props.file.name} {...props} file={props.file} />
      )}
    </Dialog>
  );
}
