import { useController, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import { REFERRAL_MSG, SSN_MASK, type PATIENT_FIELDS, type PatientFieldName } from '@app/shared';
import { MASKS, MaskedTextField } from '../../../ui/MaskedTextField';
import { OutlinedTextField } from '../../../ui/OutlinedTextField';
import type { WizardFormValues } from './wizardLogic';

type PatientField = (typeof PATIENT_FIELDS)[number];

const MASK_OF: Partial<Record<PatientField['kind'], string>> = {
  ssn: SSN_MASK,
  phone: MASKS.phone,
  birthdate: MASKS.date,
  zip: MASKS.zip,
};

function PatientFieldInput({
  field: spec,
  required,
  control,
}: {
  field: PatientField;
  required: boolean;
  control: Control<WizardFormValues>;
}) {
  const { field, fieldState } = useController({ name: spec.field, control });
  const help = spec.kind === 'ssn' ? REFERRAL_MSG.ssnHelp : undefined;
  const common = {
    label: spec.label,
    name: spec.field,
    required,
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: !!fieldState.error,
    helperText: fieldState.error?.message ?? help,
  };
  const value = typeof field.value === 'string' ? field.value : '';
  const mask = MASK_OF[spec.kind];
  if (mask) {
    return (
      <MaskedTextField
        {...common}
        mask={mask}
        placeholder={spec.kind === 'birthdate' ? 'MM/DD/YYYY' : mask}
        value={value}
        onChange={field.onChange}
      />
    );
  }
  const long = spec.kind === 'textarea';
  return (
    <OutlinedTextField
      {...common}
      value={value}
      multiline={long}
      minRows={long ? 3 : undefined}
      onChange={(e) => field.onChange(e.target.value)}
    />
  );
}

/**
 * The spec's patient field set on the 12-column grid (sizes from PATIENT_FIELDS; full width on
 * phones), masked where the spec masks: SSN 000-00-0000, phone, birthdate MM/DD/YYYY, zip.
 */
export function PatientFields({
  fields,
  required,
  control,
}: {
  fields: readonly PatientField[];
  required: ReadonlySet<PatientFieldName>;
  control: Control<WizardFormValues>;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
        columnGap: 2,
        rowGap: 2.5,
      }}
    >
      {fields.map((f) => (
        <Box
          key={f.field}
          data-field={f.field}
          sx={{ gridColumn: { xs: 'span 12', sm: `span ${String(f.size)}` }, minWidth: 0 }}
        >
          <PatientFieldInput field={f} required={required.has(f.field)} control={control} />
        </Box>
      ))}
    </Box>
  );
}
