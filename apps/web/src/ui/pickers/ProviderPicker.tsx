import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import AddCircleOutline from '@mui/icons-material/AddCircleOutlined';
import Box from '@mui/material/Box';
import { PROVIDER_OPTIONS, type ProviderOption } from './graphql';
import { useDebounced } from './useDebounced';

export const ADD_PROVIDER_LABEL = 'add provider';

/** 'provider - clinic' (spec 1 section 2). */
export function providerOptionLabel(p: ProviderOption): string {
  return `${p.display_name} - ${p.clinic.name}`;
}

type Entry = ProviderOption | { add: true };
const isAdd = (e: Entry): e is { add: true } => 'add' in e;
const plain = createFilterOptions<Entry>({
  stringify: (o) => (isAdd(o) ? '' : providerOptionLabel(o)),
});

export interface ProviderPickerProps {
  value: ProviderOption | null;
  onChange: (provider: ProviderOption | null) => void;
  /** Shown as an 'add provider' entry when given; gets the text typed so far. */
  onAddProvider?: (typed: string) => void;
  label?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  onBlur?: () => void;
  /** Lists only the providers of this clinic. */
  clinicId?: string | null;
}

/** Searchable provider dropdown over providers(keyword), entries labelled 'provider - clinic'. */
export function ProviderPicker({
  value,
  onChange,
  onAddProvider,
  label = 'Provider',
  name,
  required,
  disabled,
  error,
  helperText,
  onBlur,
  clinicId,
}: ProviderPickerProps) {
  const [input, setInput] = useState('');
  const keyword = useDebounced(input, 300);
  const { data, previousData, loading } = useQuery(PROVIDER_OPTIONS, {
    variables: { keyword: keyword || undefined },
    fetchPolicy: 'cache-and-network',
    skip: disabled,
  });
  // As in ClinicPicker: the last answer stays listed while the next search runs.
  const options: Entry[] = ((data ?? previousData)?.providers ?? []).filter(
    (p) => !clinicId || p.clinic.id === clinicId,
  );

  return (
    <Autocomplete<Entry, false, false, false>
      fullWidth
      disabled={disabled}
      value={value}
      options={options}
      loading={loading}
      onBlur={onBlur}
      inputValue={input}
      onInputChange={(_e, text) => setInput(text)}
      isOptionEqualToValue={(a, b) => !isAdd(a) && !isAdd(b) && a.uuid === b.uuid}
      getOptionLabel={(o) => (isAdd(o) ? ADD_PROVIDER_LABEL : providerOptionLabel(o))}
      filterOptions={(list, state) => {
        const found = plain(list, state);
        return onAddProvider ? [...found, { add: true }] : found;
      }}
      onChange={(_e, chosen) => {
        if (chosen && isAdd(chosen)) {
          onAddProvider?.(input.trim());
          return;
        }
        onChange(chosen);
      }}
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <Box
            component="li"
            key={isAdd(option) ? 'add-provider' : key}
            {...rest}
            sx={isAdd(option) ? { color: 'primary.main', gap: 1 } : undefined}
          >
            {isAdd(option) && <AddCircleOutline fontSize="small" />}
            {isAdd(option) ? ADD_PROVIDER_LABEL : providerOptionLabel(option)}
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          name={name}
          required={required}
          error={error}
          helperText={helperText}
        />
      )}
    />
  );
}
