import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Alert from '@mui/material/Alert';
import {
  clinicMinimalSchema,
  toClinicExtraInfo,
  type ClinicMinimalInput,
  type ClinicMinimalOutput,
} from '@app/shared';
import { FormTextField } from '../FormTextField';
import { FormMaskedField, MASKS } from '../MaskedTextField';
import { SAVE_CLINIC_MINIMAL, type ClinicOption } from './graphql';
import { applyFieldErrors, serverMessage, stripPrefix, validationErrors } from './serverErrors';
import { DialogFooter } from '../DialogFooter';

const FIELDS = ['name', 'extra_info.office_phone', 'extra_info.fax'] as const;

interface ClinicQuickAddDialogProps {
  open: boolean;
  /** Prefills the name (the text typed in the picker). */
  initialName?: string;
  onClose: () => void;
  onCreated: (clinic: ClinicOption) => void;
}

/** The narrow quick-add clinic dialog (save_clinic_minimal). Closing resets form and error. */
export function ClinicQuickAddDialog({
  open,
  initialName = '',
  onClose,
  onCreated,
}: ClinicQuickAddDialogProps) {
  const [save] = useMutation(SAVE_CLINIC_MINIMAL);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ClinicMinimalInput, unknown, ClinicMinimalOutput>({
    resolver: zodResolver(clinicMinimalSchema),
    defaultValues: { name: initialName, extra_info: { office_phone: '', fax: '' } },
  });
  const { control, handleSubmit, reset, setError: setFieldError, formState } = form;

  // Each opening starts from the typed name.
  useEffect(() => {
    if (open) reset({ name: initialName, extra_info: { office_phone: '', fax: '' } });
  }, [open, initialName, reset]);

  const close = () => {
    reset({ name: '', extra_info: { office_phone: '', fax: '' } });
    setError(null);
    onClose();
  };

  const submit = handleSubmit(async (values) => {
    setError(null);
    try {
      const { data } = await save({
        variables: {
          clinic: { name: values.name, extra_info: toClinicExtraInfo(values.extra_info) },
        },
      });
      if (!data) throw new Error('No answer');
      reset({ name: '', extra_info: { office_phone: '', fax: '' } });
      onCreated(data.save_clinic_minimal);
    } catch (e) {
      const fieldErrors = stripPrefix(validationErrors(e), 'clinic.');
      applyFieldErrors(fieldErrors, setFieldError as never, FIELDS);
      setError(serverMessage(e));
    }
  });

  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle>Add Clinic</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            <FormTextField control={control} name="name" label="Clinic Name" required autoFocus />
            <FormMaskedField
              control={control}
              name="extra_info.office_phone"
              label="Office Phone"
              mask={MASKS.phone}
            />
            <FormMaskedField
              control={control}
              name="extra_info.fax"
              label="Fax"
              mask={MASKS.phone}
            />
          </Stack>
        </DialogContent>
        <DialogFooter onCancel={close} disabled={formState.isSubmitting} />
      </form>
    </Dialog>
  );
}
