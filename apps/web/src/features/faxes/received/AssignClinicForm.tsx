import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useMutation } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { INBOUND_FAX_MSG } from '@app/shared';
import { ClinicPicker, type ClinicOption } from '../../../ui/pickers';
import { serverMessage } from '../../../ui/pickers/serverErrors';
import { SAVE_FAX_CLINIC_ASSOCIATION, type InboundFaxClinicDto } from './graphql';

const clinicOption = z.object({ id: z.string(), name: z.string() });
const assignSchema = z.object({
  clinic: clinicOption
    .nullable()
    .refine((c): c is ClinicOption => c !== null, INBOUND_FAX_MSG.clinicRequired),
});
type AssignValues = { clinic: ClinicOption | null };

interface AssignClinicFormProps {
  faxId: string;
  current: InboundFaxClinicDto | null;
  onSaved: () => void;
  /** Offered only when the fax already has a clinic to go back to. */
  onCancel?: () => void;
}

/** Assigns the fax to a clinic (save_fax_clinic_association). */
export function AssignClinicForm({ faxId, current, onSaved, onCancel }: AssignClinicFormProps) {
  const { enqueueSnackbar } = useSnackbar();
  const [associate] = useMutation(SAVE_FAX_CLINIC_ASSOCIATION);
  const { control, handleSubmit, formState } = useForm<AssignValues>({
    resolver: zodResolver(assignSchema),
    defaultValues: { clinic: current ? { id: String(current.id), name: current.name } : null },
  });

  const submit = handleSubmit(async ({ clinic }) => {
    if (!clinic) return;
    try {
      await associate({ variables: { fax_id: faxId, clinic_id: Number(clinic.id) } });
      enqueueSnackbar(INBOUND_FAX_MSG.associated, { variant: 'success' });
      onSaved();
    } catch (error) {
      enqueueSnackbar(serverMessage(error), { variant: 'error' });
    }
  });

  return (
    <Box
      component="form"
      noValidate
      aria-label="Assign clinic"
      onSubmit={(e) => void submit(e)}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}
    >
      <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
        <Controller
          control={control}
          name="clinic"
          render={({ field, fieldState }) => (
            <ClinicPicker
              label="Clinic"
              name={field.name}
              required
              allowAdd={false}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error != null}
              helperText={fieldState.error?.message}
            />
          )}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, pt: 1 }}>
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
        <Button type="submit" variant="contained" loading={formState.isSubmitting}>
          Save
        </Button>
      </Box>
    </Box>
  );
}
