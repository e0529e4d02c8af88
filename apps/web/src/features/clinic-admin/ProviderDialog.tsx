import { useEffect, useState } from 'react';
import { useForm, useWatch, type Control, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import {
  isDefaultProvider,
  providerSchemaFor,
  type ProviderInput,
  type ProviderOutput,
} from '@app/shared';
import { applyFieldErrors, serverMessage, validationErrors } from '../../ui/pickers/serverErrors';
import { ErrorDialog, mentions, type ErrorDialogContent } from './ErrorDialog';
import {
  SAVE_CLINIC_PROVIDER,
  SAVE_PROVIDER,
  type ClinicUserInputDto,
  type ProviderDto,
} from './graphql';
import { DefaultProviderFields, ProviderFields } from './ProviderFields';
import { ProviderUserButton } from './ProviderUserButton';
import { toProviderInput } from './providerValues';
import { ResponsiveDialog } from './ResponsiveDialog';
import { DialogFooter } from '../../ui/DialogFooter';

const providerSchema = providerSchemaFor();

interface ProviderDialogProps {
  open: boolean;
  clinicId: string;
  /** Starting values; with a uuid the dialog updates that provider. */
  initial: ProviderInput | null;
  /** The existing provider (for its user), when updating. */
  provider?: ProviderDto | null;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * 'Add Provider' / 'Add Default Provider' / 'Update Provider' (save_clinic_provider /
 * save_provider). The default provider gets its own fields, as in the enrollment wizard.
 */
export function ProviderDialog({
  open,
  clinicId,
  initial,
  provider,
  onClose,
  onSaved,
}: ProviderDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const [create] = useMutation(SAVE_CLINIC_PROVIDER);
  const [update] = useMutation(SAVE_PROVIDER);
  const [user, setUser] = useState<ClinicUserInputDto | null>(null);
  const [dialog, setDialog] = useState<ErrorDialogContent | null>(null);
  const form = useForm<ProviderInput, unknown, ProviderOutput>({
    resolver: zodResolver(providerSchema),
    mode: 'onTouched',
  });
  const { reset, control } = form;
  useEffect(() => {
    if (open && initial) {
      reset(initial);
      setUser(null);
    }
  }, [open, initial, reset]);
  const [firstname, lastname] = useWatch({ control, name: ['firstname', 'lastname'] });
  const editing = !!initial?.uuid;
  const isDefault = initial ? isDefaultProvider(initial) : false;

  const submit = form.handleSubmit(async (v) => {
    const input = toProviderInput(v, user);
    try {
      if (editing) {
        await update({ variables: { provider: input } });
        enqueueSnackbar('Successfully updated the provider', { variant: 'success' });
      } else {
        await create({ variables: { clinic_id: clinicId, provider: input } });
        enqueueSnackbar('Successfully created a provider', { variant: 'success' });
      }
      onSaved();
      onClose();
    } catch (e) {
      if (!CombinedGraphQLErrors.is(e)) {
        enqueueSnackbar('Something went wrong while saving. Please try again.', {
          variant: 'error',
        });
        return;
      }
      const errors = validationErrors(e);
      const own = Object.fromEntries(
        Object.entries(errors).map(([k, m]) => [k.replace(/^provider\./, ''), m]),
      );
      applyFieldErrors(own, form.setError as never);
      if (mentions(errors, 'provider')) setDialog({ title: 'Error Message', json: errors });
      else enqueueSnackbar(`Error Message: ${serverMessage(e)}`, { variant: 'error' });
    }
  });

  return (
    <ResponsiveDialog open={open} onClose={onClose} aria-labelledby="provider-dialog-title">
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id="provider-dialog-title">
          {editing ? 'Update Provider' : isDefault ? 'Add Default Provider' : 'Add Provider'}
        </DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
            {isDefault ? (
              <DefaultProviderFields control={control as unknown as Control<FieldValues>} />
            ) : (
              <ProviderFields control={control as unknown as Control<FieldValues>} />
            )}
            {!isDefault && !provider?.has_user_provider && (
              <ProviderUserButton
                firstname={firstname ?? ''}
                lastname={lastname ?? ''}
                user={user}
                onChange={setUser}
              />
            )}
          </Box>
        </DialogContent>
        <DialogFooter onCancel={onClose} disabled={form.formState.isSubmitting} />
      </form>
      <ErrorDialog content={dialog} onClose={() => setDialog(null)} />
    </ResponsiveDialog>
  );
}
