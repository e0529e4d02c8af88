import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Alert from '@mui/material/Alert';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { ORDER_MSG } from '@app/shared';
import { DialogFooter } from '../../ui/DialogFooter';
import { SIGNATURE_CANVAS_HEIGHT, useSignaturePad } from './useSignaturePad';

const CANVAS_LABEL_ID = 'signature-canvas-label';
const CANVAS_HELP_ID = 'signature-canvas-help';

interface SignatureDialogProps {
  open: boolean;
  saving: boolean;
  /** Why the last save failed (the server's words), shown above the buttons. */
  error?: string | null;
  onCancel: () => void;
  /** Called with the drawing as a PNG data URL; never for an empty canvas. */
  onSave: (png: string) => void;
}

/** 'Create Digital Signature': draw with a mouse, finger or pen; Clear, Cancel, Save (spec 3 section 2.5). */
export function SignatureDialog({ open, saving, error, onCancel, onSave }: SignatureDialogProps) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onCancel}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      {/* Mounted only while open, so every opening starts with a blank canvas. */}
      {open && <SignaturePad saving={saving} error={error} onCancel={onCancel} onSave={onSave} />}
    </Dialog>
  );
}

function SignaturePad({ saving, error, onCancel, onSave }: Omit<SignatureDialogProps, 'open'>) {
  const pad = useSignaturePad();

  const save = () => {
    const png = pad.toPng();
    // Spec 3 section 5: Save does nothing while the canvas is empty.
    if (png) onSave(png);
  };

  return (
    <>
      <DialogTitle>{ORDER_MSG.createSignatureTitle}</DialogTitle>
      <DialogContent>
        <Typography id={CANVAS_LABEL_ID} variant="body2" sx={{ mb: 1, fontWeight: 500 }}>
          Signature drawing area
        </Typography>
        <Box
          component="canvas"
          {...pad.canvasProps}
          role="img"
          aria-labelledby={CANVAS_LABEL_ID}
          aria-describedby={CANVAS_HELP_ID}
          sx={{
            display: 'block',
            width: '100%',
            height: SIGNATURE_CANVAS_HEIGHT,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: '#fff',
            cursor: 'crosshair',
            // The finger draws instead of scrolling the page.
            touchAction: 'none',
          }}
        />
        <FormHelperText id={CANVAS_HELP_ID}>
          Sign with a mouse, finger or pen. Keyboard users can close this dialog and use Upload
          Signature instead.
        </FormHelperText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 1, pb: 1 }}>
        <Button onClick={pad.clear} disabled={saving || pad.isEmpty} sx={{ ml: 1 }}>
          Clear
        </Button>
        <DialogFooter
          onCancel={onCancel}
          cancelDisabled={saving}
          onConfirm={save}
          loading={saving}
          sx={{ flex: 1, p: 0 }}
        />
      </Box>
    </>
  );
}
