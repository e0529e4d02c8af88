import { useState } from 'react';
import { useForm, type Control, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { CLINIC_ADMIN_MSG, clinicSchema, type ClinicInput, type ClinicOutput } from '@app/shared';
import {
  applyFieldErrors,
  serverMessage,
  stripPrefix,
  validationErrors,
} from '../../ui/pickers/serverErrors';
import { ClinicFields } from './ClinicFields';
import { clinicFormValues, toClinicInput } from './clinicValues';
import { ErrorDialog, mentions, type ErrorDialogContent } from './ErrorDialog';
import { SAVE_CLINIC, type ClinicDto } from './graphql';

interface ClinicEditFormProps {
  clinic: ClinicDto;
  isAdmin: boolean;
  onBack: () => void;
  onSaved?: (clinic: ClinicDto) => void;
}

/** The clinic form: Back and 'Update Clinic' (save_clinic with empty providers and users). */
export function ClinicEditForm({ clinic, isAdmin, onBack, onSaved }: ClinicEditFormProps) {
  const { enqueueSnackbar } = useSnackbar();
  const [save] = useMutation(SAVE_CLINIC);
  const [dialog, setDialog] = useState<ErrorDialogContent | null>(null);
  const form = useForm<ClinicInput, unknown, ClinicOutput>({
    resolver: zodResolver(clinicSchema),
    defaultValues: clinicFormValues(clinic),
    mode: 'onTouched',
  });
  const immutableTags = clinic.tags.filter((t) => t.immutable).map((t) => t.tag.toLowerCase());

  const submit = form.handleSubmit(async (values) => {
    try {
      const { data } = await save({
        variables: {
          clinic: {
            ...toClinicInput(values, { id: clinic.id, isAdmin }),
            providers: [],
            users: [],
          },
        },
      });
      enqueueSnackbar(CLINIC_ADMIN_MSG.updated, { variant: 'success' });
      if (data) onSaved?.(data.save_clinic);
    } catch (e) {
      const errors = stripPrefix(validationErrors(e), 'clinic.');
      if (mentions(errors, 'user')) {
        setDialog({ title: 'Error Message', json: errors });
        return;
      }
      applyFieldErrors(errors, form.setError as never);
      enqueueSnackbar(`Error Message: ${serverMessage(e)}`, { variant: 'error' });
    }
  });

  return (
    <Card component="form" noValidate onSubmit={(e) => void submit(e)}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <ClinicFields
          control={form.control as unknown as Control<FieldValues>}
          isAdmin={isAdmin}
          immutableTags={immutableTags}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
          <Button onClick={onBack}>Back</Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            Update Clinic
          </Button>
        </Box>
      </CardContent>
      <ErrorDialog content={dialog} onClose={() => setDialog(null)} />
    </Card>
  );
}
