import {
  Controller,
  useFieldArray,
  useWatch,
  type Control,
  type FieldValues,
} from 'react-hook-form';
import { useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { PROVIDER_TITLES } from '@app/shared';
import { FormTextField } from '../../ui/FormTextField';
import { ChipsInput } from './ChipsInput';
import { DOCUMENTS, SPECIALIZATIONS } from './graphql';

interface ProviderFieldsProps {
  control: Control<FieldValues>;
  /** Where the provider sits in the form: '' (dialog) or e.g. 'providers.2.' (wizard). */
  prefix?: string;
  /** The default provider: its name is fixed, so title and names are not shown. */
  isDefault?: boolean;
  /** Shows the 'Can Receive Referral' switch; default true. */
  showCanReceive?: boolean;
}

function FreeTextPicker({
  label,
  value,
  options,
  onChange,
  onBlur,
  error,
  helperText,
  name,
}: {
  label: string;
  value: string;
  options: string[];
  onChange: (v: string) => void;
  onBlur?: () => void;
  error?: boolean;
  helperText?: string;
  name?: string;
}) {
  return (
    <Autocomplete<string, false, false, true>
      freeSolo
      fullWidth
      options={options}
      value={value}
      inputValue={value}
      onInputChange={(_e, v) => onChange(v)}
      onChange={(_e, v) => onChange(v ?? '')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          name={name}
          required
          error={error}
          helperText={helperText}
          onBlur={onBlur}
        />
      )}
    />
  );
}

/**
 * A provider's fields (providerSchemaFor): title, names, can receive, specializations, required
 * documents and optional documents with their qualifying questions.
 */
export function ProviderFields({
  control,
  prefix = '',
  isDefault,
  showCanReceive = true,
}: ProviderFieldsProps) {
  const specializations = useQuery(SPECIALIZATIONS);
  const documents = useQuery(DOCUMENTS);
  const docs = documents.data?.documents ?? [];
  const docNames = docs.map((d) => d.name);
  const optional = useFieldArray({ control, name: `${prefix}optional_documents` });
  const optionalValues = (useWatch({ control, name: `${prefix}optional_documents` }) ?? []) as {
    document?: string;
    question?: string;
  }[];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {!isDefault && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '160px 1fr 1fr' },
          }}
        >
          <Controller
            control={control}
            name={`${prefix}title`}
            render={({ field, fieldState }) => (
              <TextField
                select
                required
                fullWidth
                label="Title"
                name={field.name}
                value={(field.value as string | null | undefined) ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={!!fieldState.error}
                helperText={fieldState.error?.message}
              >
                {PROVIDER_TITLES.map((t) => (
                  <MenuItem key={t.value} value={t.value}>
                    {t.label}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <FormTextField
            control={control}
            name={`${prefix}firstname`}
            label="First Name"
            required
          />
          <FormTextField control={control} name={`${prefix}lastname`} label="Last Name" required />
        </Box>
      )}
      {showCanReceive && (
        <ReceiveSwitch
          control={control}
          name={`${prefix}can_receive`}
          label="Can Receive Referral"
          unsetIsOn
        />
      )}
      <Controller
        control={control}
        name={`${prefix}specializations`}
        render={({ field, fieldState }) => (
          <ChipsInput
            label="Specializations"
            name={field.name}
            options={(specializations.data?.specializations ?? []).map((s) => s.name)}
            value={(field.value as string[] | null | undefined) ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name={`${prefix}required_documents`}
        render={({ field, fieldState }) => (
          <ChipsInput
            label="Required Documents"
            name={field.name}
            options={docNames}
            value={(field.value as string[] | null | undefined) ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <Box>
        <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
          Optional Documents
        </Typography>
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {optional.fields.map((row, i) => {
            const docName = optionalValues[i]?.document ?? '';
            const questions =
              docs.find((d) => d.name.toLowerCase() === docName.trim().toLowerCase())?.questions ??
              [];
            return (
              <Box
                key={row.id}
                sx={{
                  display: 'grid',
                  gap: 1.5,
                  gridTemplateColumns: { xs: '1fr auto', sm: '1fr 1.5fr auto' },
                  alignItems: 'start',
                }}
              >
                <Controller
                  control={control}
                  name={`${prefix}optional_documents.${String(i)}.document`}
                  render={({ field, fieldState }) => (
                    <FreeTextPicker
                      label="Optional Document"
                      name={field.name}
                      value={(field.value as string | undefined) ?? ''}
                      options={docNames}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      error={!!fieldState.error}
                      helperText={fieldState.error?.message}
                    />
                  )}
                />
                <Box sx={{ gridColumn: { xs: '1', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' } }}>
                  <Controller
                    control={control}
                    name={`${prefix}optional_documents.${String(i)}.question`}
                    render={({ field, fieldState }) => (
                      <FreeTextPicker
                        label="Question"
                        name={field.name}
                        value={(field.value as string | undefined) ?? ''}
                        options={questions.map((q) => q.question)}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        error={!!fieldState.error}
                        helperText={fieldState.error?.message}
                      />
                    )}
                  />
                </Box>
                <IconButton
                  aria-label={`Remove optional document ${String(i + 1)}`}
                  onClick={() => optional.remove(i)}
                  sx={{ mt: 1 }}
                >
                  <DeleteOutlined />
                </IconButton>
              </Box>
            );
          })}
        </Box>
        <Button
          size="small"
          startIcon={<AddOutlined />}
          onClick={() => optional.append({ document: '', question: '' })}
          sx={{ mt: 1 }}
        >
          Add Optional Document
        </Button>
      </Box>
    </Box>
  );
}

/** A provider's can_receive switch; `unsetIsOn`: a value not yet set shows as on. */
function ReceiveSwitch({
  control,
  name,
  label,
  unsetIsOn = false,
}: {
  control: Control<FieldValues>;
  name: string;
  label: string;
  unsetIsOn?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Switch
              checked={unsetIsOn ? field.value !== false : field.value === true}
              onChange={(e) => field.onChange(e.target.checked)}
            />
          }
          label={label}
        />
      )}
    />
  );
}

/** The default provider's receive switch (spec 1 section 4 "Provider form"). */
export const DEFAULT_PROVIDER_RECEIVES_LABEL = 'Clinic receives to the default provider?';

/**
 * The default provider's own fields, in the enrollment wizard and the clinic page's dialog alike:
 * 'Clinic receives to the default provider?' (off by default); turning it on reveals its details.
 */
export function DefaultProviderFields({
  control,
  prefix = '',
}: {
  control: Control<FieldValues>;
  prefix?: string;
}) {
  const canReceive = useWatch({ control, name: `${prefix}can_receive` }) as boolean | undefined;
  return (
    <>
      <ReceiveSwitch
        control={control}
        name={`${prefix}can_receive`}
        label={DEFAULT_PROVIDER_RECEIVES_LABEL}
      />
      {canReceive === true && (
        <ProviderFields control={control} prefix={prefix} isDefault showCanReceive={false} />
      )}
    </>
  );
}
