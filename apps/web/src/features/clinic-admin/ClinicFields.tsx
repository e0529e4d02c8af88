import { useState } from 'react';
import { Controller, useController, type Control, type FieldValues } from 'react-hook-form';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { AddressAutocomplete } from '../../ui/AddressAutocomplete';
import { FormTextField } from '../../ui/FormTextField';
import { FormMaskedField, MASKS } from '../../ui/MaskedTextField';
import { AddOrganizationDialog } from './AddOrganizationDialog';
import { ChipsInput } from './ChipsInput';
import { ORGANIZATIONS, REFERRAL_NETWORKS } from './graphql';

export const REFERRAL_TYPES = [
  { value: 'referrals', label: 'Referrals', is_order: false },
  { value: 'orders', label: 'Orders', is_order: true },
] as const;

export const referralTypeLabel = (isOrder: boolean) => (isOrder ? 'Orders' : 'Referrals');

interface ReferralTypeSelectProps {
  value: boolean;
  onChange: (isOrder: boolean) => void;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  size?: 'small' | 'medium';
}

/** The Referral Type selector: Referrals or Orders (the clinic's is_order). */
export function ReferralTypeSelect({ value, onChange, ...props }: ReferralTypeSelectProps) {
  return (
    <TextField
      select
      fullWidth
      label="Referral Type"
      value={value ? 'orders' : 'referrals'}
      onChange={(e) => onChange(e.target.value === 'orders')}
      {...props}
    >
      {REFERRAL_TYPES.map((t) => (
        <MenuItem key={t.value} value={t.value}>
          {t.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

interface ClinicFieldsProps {
  control: Control<FieldValues>;
  /** Prefix of the clinic's fields in the form ('' or e.g. 'clinic.'). */
  isAdmin: boolean;
  /** Tags that cannot be removed. */
  immutableTags?: readonly string[];
  /** The enrollment wizard's 'Can clinic receive referrals?' switch. */
  showCanReceive?: boolean;
}

function Grid2({ children }: { children: React.ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}

function AdminSelect({
  control,
  name,
  label,
  options,
}: {
  control: Control<FieldValues>;
  name: string;
  label: string;
  options: { id: string; name: string }[];
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      select
      fullWidth
      label={label}
      name={name}
      value={(field.value as string | number | null | undefined) ?? ''}
      onChange={(e) => field.onChange(e.target.value === '' ? null : e.target.value)}
      onBlur={field.onBlur}
      error={!!fieldState.error}
      helperText={fieldState.error?.message}
    >
      <MenuItem value="">
        <em>None</em>
      </MenuItem>
      {options.map((o) => (
        <MenuItem key={o.id} value={String(o.id)}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The clinic's own fields (clinicSchema): details form, enrollment wizard, non-affiliate wizard.
 * Only admins see code, referral group and organization.
 */
export function ClinicFields({
  control,
  isAdmin,
  immutableTags = [],
  showCanReceive,
}: ClinicFieldsProps) {
  const orgs = useQuery(ORGANIZATIONS, { skip: !isAdmin });
  const networks = useQuery(REFERRAL_NETWORKS, { skip: !isAdmin });
  const city = useController({ control, name: 'address_city' });
  const state = useController({ control, name: 'address_state' });
  const zip = useController({ control, name: 'address_zip' });
  const organization = useController({ control, name: 'organization_id' });
  const [addingOrganization, setAddingOrganization] = useState(false);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Grid2>
        <FormTextField control={control} name="name" label="Clinic Name" required />
        {isAdmin && <FormTextField control={control} name="code" label="Clinic Code" />}
      </Grid2>
      {isAdmin && (
        <Grid2>
          <AdminSelect
            control={control}
            name="referral_network_id"
            label="Referral Group"
            options={networks.data?.referral_networks ?? []}
          />
          <Box>
            <AdminSelect
              control={control}
              name="organization_id"
              label="Organization"
              options={orgs.data?.organizations ?? []}
            />
            <Button size="small" onClick={() => setAddingOrganization(true)} sx={{ mt: 0.5 }}>
              Add Organization
            </Button>
            <AddOrganizationDialog
              open={addingOrganization}
              onClose={() => setAddingOrganization(false)}
              onCreated={(o) => organization.field.onChange(String(o.id))}
            />
          </Box>
        </Grid2>
      )}
      <Grid2>
        <Controller
          control={control}
          name="is_order"
          render={({ field, fieldState }) => (
            <ReferralTypeSelect
              value={field.value === true}
              onChange={field.onChange}
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
            />
          )}
        />
        {showCanReceive && (
          <Controller
            control={control}
            name="can_receive"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch
                    checked={field.value !== false}
                    onChange={(e) => field.onChange(e.target.checked)}
                  />
                }
                label="Can clinic receive referrals?"
              />
            )}
          />
        )}
      </Grid2>
      <Grid2>
        <FormMaskedField
          control={control}
          name="office_phone"
          label="Office Phone"
          mask={MASKS.phone}
        />
        <FormMaskedField control={control} name="fax" label="Fax" mask={MASKS.phone} />
      </Grid2>
      <Controller
        control={control}
        name="address_line1"
        render={({ field, fieldState }) => (
          <AddressAutocomplete
            label="Address Line 1"
            name="address_line1"
            required
            value={(field.value as string | null | undefined) ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
            onSelect={(a) => {
              field.onChange(a.line1);
              city.field.onChange(a.city);
              state.field.onChange(a.state);
              zip.field.onChange(a.zip);
            }}
          />
        )}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' },
        }}
      >
        <FormTextField control={control} name="address_city" label="City" required />
        <FormTextField control={control} name="address_state" label="State" required />
        <FormMaskedField
          control={control}
          name="address_zip"
          label="Zip"
          mask={MASKS.zip}
          required
        />
      </Box>
      <Controller
        control={control}
        name="tags"
        render={({ field, fieldState }) => (
          <ChipsInput
            label="Tags"
            name="tags"
            lowercase
            locked={immutableTags}
            value={(field.value as string[] | null | undefined) ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
          />
        )}
      />
    </Box>
  );
}
