import type { Control } from 'react-hook-form';
import { useController } from 'react-hook-form';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { FormTextField } from '../../ui/FormTextField';
import { FormMaskedField, MASKS } from '../../ui/MaskedTextField';
import type { PublicProviderDto } from './graphql';
import type { PublicFormValues, PublicParsedValues } from './publicFormLogic';

type PublicControl = Control<PublicFormValues, unknown, PublicParsedValues>;

const half = { gridColumn: { xs: 'span 12', sm: 'span 6' } } as const;
const grid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
  columnGap: 2,
  rowGap: 2.5,
} as const;

/**
 * Who refers: contact e-mail, physician, clinic name, contact person, office phone and fax
 * (masked 3-3-4). Leaving the e-mail field asks whether this browser referred as that e-mail
 * before (`onEmailBlur`), to fill in the rest.
 */
export function ReferrerContactFields({
  control,
  onEmailBlur,
}: {
  control: PublicControl;
  onEmailBlur: () => void;
}) {
  return (
    <Box sx={grid}>
      <Box sx={{ gridColumn: 'span 12' }} onBlur={onEmailBlur}>
        <FormTextField
          control={control}
          name="contact_email"
          label="Contact E-mail"
          type="email"
          autoComplete="email"
          required
        />
      </Box>
      <Box sx={half}>
        <FormTextField control={control} name="physician" label="Physician" required />
      </Box>
      <Box sx={half}>
        <FormTextField
          control={control}
          name="clinic_name"
          label="Clinic Name"
          autoComplete="organization"
          required
        />
      </Box>
      <Box sx={{ gridColumn: 'span 12' }}>
        <FormTextField
          control={control}
          name="contact"
          label="Contact"
          autoComplete="name"
          required
        />
      </Box>
      <Box sx={half}>
        <FormMaskedField
          control={control}
          name="office_phone"
          label="Office Phone"
          mask={MASKS.phone}
          autoComplete="tel-national"
          required
        />
      </Box>
      <Box sx={half}>
        <FormMaskedField control={control} name="fax" label="Fax" mask={MASKS.phone} />
      </Box>
    </Box>
  );
}

export const PROVIDER_LABEL = 'Provider';

/** The receiving provider: one of the clinic's providers that take public referrals. */
export function ProviderSelect({
  control,
  providers,
}: {
  control: PublicControl;
  providers: readonly PublicProviderDto[];
}) {
  const { field, fieldState } = useController({ name: 'provider_uuid', control });
  const labelId = 'public-provider-label';
  return (
    <FormControl fullWidth required error={!!fieldState.error}>
      <InputLabel id={labelId}>{PROVIDER_LABEL}</InputLabel>
      <Select
        labelId={labelId}
        label={PROVIDER_LABEL}
        name={field.name}
        value={providers.some((p) => p.uuid === field.value) ? field.value : ''}
        inputRef={field.ref}
        onBlur={field.onBlur}
        onChange={(e) => field.onChange(e.target.value)}
      >
        {providers.map((p) => (
          <MenuItem key={p.uuid} value={p.uuid}>
            {p.display_name}
            {p.specializations.length > 0 ? ` — ${p.specializations.join(', ')}` : ''}
          </MenuItem>
        ))}
      </Select>
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
