import { useEffect, useRef, useState } from 'react';
import { graphql } from '../gql/staff';
import { useApolloClient } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';

/** Spec 1 section 9: suggestions are asked for 500 ms after typing stops. */
export const ADDRESS_DEBOUNCE_MS = 500;

export interface AddressSuggestion {
  address_line1: string;
  place: string;
  region: string;
  postcode: string;
  full_address: string;
}

export const ADDRESS_SUGGESTIONS = graphql(`
  query AddressSuggestions($query: String!) {
    address_suggestions(query: $query) {
      address_line1
      place
      region
      postcode
      full_address
    }
  }
`);

/** What choosing a suggestion fills in. */
export interface AddressParts {
  line1: string;
  city: string;
  state: string;
  zip: string;
  /** 'street, city, region, postcode' (spec 1 section 5). */
  full_address: string;
}

export function toAddressParts(s: AddressSuggestion): AddressParts {
  return {
    line1: s.address_line1,
    city: s.place,
    state: s.region,
    zip: s.postcode,
    full_address: [s.address_line1, s.place, s.region, s.postcode].filter(Boolean).join(', '),
  };
}

export interface AddressAutocompleteProps {
  label: string;
  /** The street line as typed. */
  value: string;
  onChange: (text: string) => void;
  /** A suggestion was chosen (mouse, or arrow keys and Enter). */
  onSelect: (address: AddressParts) => void;
  onBlur?: () => void;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  inputRef?: React.Ref<HTMLInputElement>;
  /** Shorter queries are not sent. */
  minLength?: number;
}

/**
 * A street field offering address suggestions from `address_suggestions`, asked 500 ms after
 * typing stops. A failed lookup is only logged: the field keeps working as a plain text field.
 */
export function AddressAutocomplete({
  label,
  value,
  onChange,
  onSelect,
  onBlur,
  name,
  required,
  disabled,
  error,
  helperText,
  inputRef,
  minLength = 3,
}: AddressAutocompleteProps) {
  const client = useApolloClient();
  const [options, setOptions] = useState<AddressSuggestion[]>([]);
  const [loading, setLoading] = useState(false);
  const [open, setOpen] = useState(false);
  // Typing after a choice must not re-open suggestions for the text the choice just wrote.
  const skipNext = useRef(false);
  const [query, setQuery] = useState('');

  useEffect(() => {
    const text = query.trim();
    if (text.length < minLength) {
      setOptions([]);
      return;
    }
    let cancelled = false;
    const timer = setTimeout(() => {
      setLoading(true);
      client
        .query({
          query: ADDRESS_SUGGESTIONS,
          variables: { query: text },
          fetchPolicy: 'network-only',
        })
        .then(({ data }) => {
          if (!cancelled) setOptions(data?.address_suggestions ?? []);
        })
        .catch((err: unknown) => {
          console.warn('Address suggestions failed', err);
          if (!cancelled) setOptions([]);
        })
        .finally(() => {
          if (!cancelled) setLoading(false);
        });
    }, ADDRESS_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [client, query, minLength]);

  return (
    <Autocomplete<AddressSuggestion, false, false, true>
      freeSolo
      fullWidth
      disabled={disabled}
      open={open && options.length > 0}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      loading={loading}
      filterOptions={(x) => x}
      autoHighlight={false}
      getOptionLabel={(o) => (typeof o === 'string' ? o : o.address_line1)}
      isOptionEqualToValue={(a, b) => JSON.stringify(a) === JSON.stringify(b)}
      inputValue={value}
      value={null}
      onInputChange={(_e, text, reason) => {
        if (reason === 'reset') return;
        onChange(text);
        if (skipNext.current) {
          skipNext.current = false;
          return;
        }
        if (reason === 'input') setQuery(text);
        if (reason === 'clear') setQuery('');
      }}
      onChange={(_e, chosen) => {
        if (!chosen || typeof chosen === 'string') return;
        const parts = toAddressParts(chosen);
        skipNext.current = true;
        setQuery('');
        setOptions([]);
        onChange(parts.line1);
        onSelect(parts);
      }}
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <Box component="li" key={key} {...rest} sx={{ display: 'flex', gap: 1 }}>
            <PlaceOutlined fontSize="small" sx={{ color: 'text.secondary' }} />
            <Box sx={{ minWidth: 0 }}>
              <Typography>{option.address_line1}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {[option.place, option.region, option.postcode].filter(Boolean).join(', ')}
              </Typography>
            </Box>
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
          onBlur={onBlur}
          inputRef={inputRef}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, autoComplete: 'off' },
          }}
        />
      )}
    />
  );
}
