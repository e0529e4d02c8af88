import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import {
  DEFAULT_NOTIFICATION_MASK,
  ROLES,
  providerUserSchema,
  type ProviderUserInput,
  type ProviderUserOutput,
} from '@app/shared';
import { FormTextField } from '../../ui/FormTextField';
import { FormMaskedField, MASKS } from '../../ui/MaskedTextField';
import type { ClinicUserInputDto } from './graphql';
import { ResponsiveDialog } from './ResponsiveDialog';
import { DialogFooter } from '../../ui/DialogFooter';

interface ProviderUserDialogProps {
  open: boolean;
  firstname: string;
  lastname: string;
  onClose: () => void;
  /** The user to create with the provider (role fixed to provider). */
  onAdd: (user: ClinicUserInputDto) => void;
}

/** 'Create a User for this Provider': an e-mail (and phone) for the provider's own account. */
export function ProviderUserDialog({
  open,
  firstname,
  lastname,
  onClose,
  onAdd,
}: ProviderUserDialogProps) {
  const form = useForm<ProviderUserInput, unknown, ProviderUserOutput>({
    resolver: zodResolver(providerUserSchema),
    mode: 'onTouched',
  });
  const { reset } = form;
  useEffect(() => {
    if (open)
      reset({
        role_id: ROLES.provider.id,
        email: '',
        firstname,
        lastname,
        phone: '',
        permission: 0,
        notification: DEFAULT_NOTIFICATION_MASK,
      });
  }, [open, firstname, lastname, reset]);

  const submit = form.handleSubmit((v) => {
    onAdd({
      role_id: ROLES.provider.id,
      email: v.email,
      firstname: v.firstname,
      lastname: v.lastname,
      phone: v.phone,
      permission: v.permission,
      notification: v.notification,
    });
    onClose();
  });

  return (
    <ResponsiveDialog open={open} onClose={onClose} aria-labelledby="provider-user-title">
      <form
        noValidate
        onSubmit={(e) => {
          // The dialog may sit inside another form (the wizard): keep the submit here.
          e.stopPropagation();
          void submit(e);
        }}
      >
        <DialogTitle id="provider-user-title">Create a User for this Provider</DialogTitle>
        <DialogContent>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              pt: 1,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            }}
          >
            <FormTextField control={form.control} name="firstname" label="First Name" required />
            <FormTextField control={form.control} name="lastname" label="Last Name" required />
            <FormTextField
              control={form.control}
              name="email"
              label="Email"
              type="email"
              required
            />
            <FormMaskedField control={form.control} name="phone" label="Phone" mask={MASKS.phone} />
          </Box>
        </DialogContent>
        <DialogFooter onCancel={onClose} confirmLabel="Add User" />
      </form>
    </ResponsiveDialog>
  );
}
