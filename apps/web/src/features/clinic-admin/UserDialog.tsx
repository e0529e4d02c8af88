import { useEffect, useState } from 'react';
import { Controller, useForm, type Control, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  CLINIC_ADMIN_MSG,
  DEFAULT_NEW_USER_ROLE_ID,
  DEFAULT_NOTIFICATION_MASK,
  DEFAULT_PERMISSION_MASK,
  PICKABLE_ROLES,
  canGrantMask,
  clinicUserSchema,
  type GrantContext,
  userUpdateSchema,
  type ClinicUserInput,
  type ClinicUserOutput,
  type UserUpdateInput,
  type UserUpdateOutput,
} from '@app/shared';
import { FormTextField } from '../../ui/FormTextField';
import { FormMaskedField, MASKS } from '../../ui/MaskedTextField';
import { applyFieldErrors, serverMessage, validationErrors } from '../../ui/pickers/serverErrors';
import { ErrorDialog, mentions, type ErrorDialogContent } from './ErrorDialog';
import { SAVE_CLINIC_USER, SAVE_USER, type ClinicUserDto } from './graphql';
import { MaskCheckboxes } from './MaskCheckboxes';
import { ResponsiveDialog } from './ResponsiveDialog';
import { useSettingNames } from './settings';
import { DialogFooter } from '../../ui/DialogFooter';

/** The role picker: never admin or provider (spec 1 section 2). */
export function RoleSelect({
  control,
  name = 'role_id',
}: {
  control: Control<FieldValues>;
  name?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          required
          label="Role"
          name={name}
          value={(field.value as number | string | null | undefined) ?? ''}
          onChange={(e) => field.onChange(Number(e.target.value))}
          onBlur={field.onBlur}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
        >
          {PICKABLE_ROLES.map((r) => (
            <MenuItem key={r.id} value={r.id}>
              {r.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

export function newUserValues(): ClinicUserInput {
  return {
    role_id: DEFAULT_NEW_USER_ROLE_ID,
    email: '',
    firstname: '',
    lastname: '',
    phone: '',
    permission: DEFAULT_PERMISSION_MASK,
    notification: DEFAULT_NOTIFICATION_MASK,
  };
}

/** Role, e-mail, names, phone and the two masks of a new user (dialog and wizard). */
export function NewUserFields({
  control,
  prefix = '',
}: {
  control: Control<FieldValues>;
  prefix?: string;
}) {
  const settings = useSettingNames();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <RoleSelect control={control} name={`${prefix}role_id`} />
        <FormTextField
          control={control}
          name={`${prefix}email`}
          label="Email"
          type="email"
          required
        />
        <FormTextField control={control} name={`${prefix}firstname`} label="First Name" required />
        <FormTextField control={control} name={`${prefix}lastname`} label="Last Name" required />
        <FormMaskedField
          control={control}
          name={`${prefix}phone`}
          label="Phone"
          mask={MASKS.phone}
        />
      </Box>
      <Controller
        control={control}
        name={`${prefix}permission`}
        render={({ field }) => (
          <MaskCheckboxes
            legend="Permissions"
            settings={settings.permissions}
            value={Number(field.value ?? 0)}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        control={control}
        name={`${prefix}notification`}
        render={({ field }) => (
          <MaskCheckboxes
            legend="Notifications"
            settings={settings.notifications}
            value={Number(field.value ?? 0)}
            onChange={field.onChange}
          />
        )}
      />
    </Box>
  );
}

interface DialogProps {
  open: boolean;
  clinicId: string;
  onClose: () => void;
  onSaved: () => void;
}

/** 'Add User': creates the user in the clinic (save_clinic_user); an activation e-mail follows. */
export function AddUserDialog({ open, clinicId, onClose, onSaved }: DialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const [save] = useMutation(SAVE_CLINIC_USER);
  const [dialog, setDialog] = useState<ErrorDialogContent | null>(null);
  const form = useForm<ClinicUserInput, unknown, ClinicUserOutput>({
    resolver: zodResolver(clinicUserSchema),
    defaultValues: newUserValues(),
    mode: 'onTouched',
  });
  const { reset } = form;
  useEffect(() => {
    if (open) reset(newUserValues());
  }, [open, reset]);

  const submit = form.handleSubmit(async (v) => {
    try {
      await save({
        variables: {
          clinic_id: clinicId,
          user: {
            role_id: v.role_id,
            email: v.email,
            firstname: v.firstname,
            lastname: v.lastname,
            phone: v.phone,
            permission: v.permission,
            notification: v.notification,
          },
        },
      });
      enqueueSnackbar(CLINIC_ADMIN_MSG.userCreated, { variant: 'success' });
      onSaved();
      onClose();
    } catch (e) {
      const errors = validationErrors(e);
      const keys = Object.keys(errors).map((k) => k.replace(/^user\./, ''));
      if (keys.length && mentions(errors, 'user.')) {
        setDialog({ title: 'Error Message', json: errors });
      }
      const rest = applyFieldErrors(
        Object.fromEntries(Object.entries(errors).map(([k, m]) => [k.replace(/^user\./, ''), m])),
        form.setError as never,
        ['role_id', 'email', 'firstname', 'lastname', 'phone'],
      );
      if (Object.keys(errors).length === 0 || Object.keys(rest).length > 0)
        enqueueSnackbar(`Error Message: ${serverMessage(e)}`, { variant: 'error' });
    }
  });

  return (
    <ResponsiveDialog open={open} onClose={onClose} aria-labelledby="add-user-title">
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id="add-user-title">Add User</DialogTitle>
        <DialogContent>
          <Box sx={{ pt: 1 }}>
            <NewUserFields control={form.control as unknown as Control<FieldValues>} />
          </Box>
        </DialogContent>
        <DialogFooter onCancel={onClose} disabled={form.formState.isSubmitting} />
      </form>
      <ErrorDialog content={dialog} onClose={() => setDialog(null)} />
    </ResponsiveDialog>
  );
}

/** Spec 1 section 8: 'User update failure'. */
const USER_UPDATE_FAILED = 'Failed to update user';

/** Who grants permissions in Update User: an admin, or a manager holding `mask` in the clinic. */
export interface Grantor {
  admin: boolean;
  userId: string;
  mask: number;
}

/**
 * 'Update User': names, phone, role and the user's masks in this clinic (save_user). The
 * permission boxes the editor may not tick are disabled (the shared grant rule the server applies).
 */
export function UpdateUserDialog({
  open,
  clinicId,
  user,
  grantor,
  onClose,
  onSaved,
}: DialogProps & {
  user: ClinicUserDto | null;
  /** Who edits: an admin, or a manager with their own mask in this clinic. */
  grantor: Grantor;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const settings = useSettingNames();
  const [save] = useMutation(SAVE_USER);
  const [permission, setPermission] = useState(0);
  const [notification, setNotification] = useState(0);
  const [permissionError, setPermissionError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const grant: GrantContext = {
    admin: grantor.admin,
    self: user !== null && String(user.id) === grantor.userId,
    actorMask: grantor.mask,
    currentMask: user?.permission ?? 0,
  };
  const form = useForm<UserUpdateInput, unknown, UserUpdateOutput>({
    resolver: zodResolver(userUpdateSchema),
    mode: 'onTouched',
  });
  const { reset } = form;
  useEffect(() => {
    if (open && user) {
      reset({
        firstname: user.firstname,
        lastname: user.lastname,
        phone: user.phone ?? '',
        role_id: user.role.id,
      });
      setPermission(user.permission);
      setNotification(user.notification);
      setPermissionError(undefined);
      setFailure(null);
    }
  }, [open, user, reset]);

  const submit = form.handleSubmit(async (v) => {
    if (!user) return;
    try {
      await save({
        variables: {
          user_uuid: user.uuid,
          clinic_id: clinicId,
          user: {
            firstname: v.firstname,
            lastname: v.lastname,
            phone: v.phone,
            role_id: v.role_id,
            permission,
            notification,
          },
        },
      });
      enqueueSnackbar('User updated successfully!', { variant: 'success' });
      onSaved();
      onClose();
    } catch (e) {
      // The server's reasons go under their fields (as Add User does); one no field takes, or a
      // refusal without fields, shows in the dialog. The snackbar keeps the spec's wording.
      const { permission: permissionErrors, ...errors } = validationErrors(e);
      setPermissionError(permissionErrors?.[0]);
      const rest = applyFieldErrors(errors, form.setError as never, [
        'firstname',
        'lastname',
        'phone',
        'role_id',
      ]);
      const placed = !!permissionErrors || Object.keys(rest).length < Object.keys(errors).length;
      setFailure(placed ? null : (Object.values(rest)[0]?.[0] ?? serverMessage(e)));
      enqueueSnackbar(USER_UPDATE_FAILED, { variant: 'error' });
    }
  });

  return (
    <ResponsiveDialog open={open} onClose={onClose} aria-labelledby="update-user-title">
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id="update-user-title">Update User</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
            {failure && <Alert severity="error">{failure}</Alert>}
            <TextField label="Email" value={user?.email ?? ''} disabled fullWidth />
            <Box
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
            >
              <RoleSelect control={form.control as unknown as Control<FieldValues>} />
              <FormMaskedField
                control={form.control}
                name="phone"
                label="Phone"
                mask={MASKS.phone}
              />
              <FormTextField control={form.control} name="firstname" label="First Name" required />
              <FormTextField control={form.control} name="lastname" label="Last Name" required />
            </Box>
            <MaskCheckboxes
              legend="Permissions"
              settings={settings.permissions}
              value={permission}
              onChange={(mask) => {
                setPermission(mask);
                setPermissionError(undefined);
              }}
              canSet={(bit) => canGrantMask(grant, bit)}
              error={permissionError}
            />
            <MaskCheckboxes
              legend="Notifications"
              settings={settings.notifications}
              value={notification}
              onChange={setNotification}
            />
          </Box>
        </DialogContent>
        <DialogFooter onCancel={onClose} disabled={form.formState.isSubmitting} />
      </form>
    </ResponsiveDialog>
  );
}
