import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import AddCircleOutline from '@mui/icons-material/AddCircleOutlined';
import Box from '@mui/material/Box';
import type { ClinicSearchSide } from '../../gql/staff/graphql';
import { CLINIC_OPTIONS, CLINIC_SEARCH, type ClinicOption } from './graphql';
import { ClinicQuickAddDialog } from './ClinicQuickAddDialog';
import { useDebounced } from './useDebounced';

export const CANT_FIND_CLINIC = "Can't find clinic? Click here to add";
export const addClinicLabel = (text: string) => `Add "${text}"`;

type Entry = ClinicOption | { add: true; name: string; label: string };
const isAdd = (e: Entry): e is { add: true; name: string; label: string } => 'add' in e;

export interface ClinicPickerProps {
  value: ClinicOption | null;
  onChange: (clinic: ClinicOption | null) => void;
  label?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  /** Only clinics with a fax number (clinics(for_fax: true)). */
  forFax?: boolean;
  /**
   * A referral's other party: every live clinic but the current one (clinic_search), those that
   * receive for 'receiving', any for 'referring'. Without it, the user's own clinics (clinics).
   */
  side?: ClinicSearchSide;
  /** Offers the add entries and the quick-add dialog; default true. */
  allowAdd?: boolean;
  onBlur?: () => void;
}

const plain = createFilterOptions<Entry>();

/**
 * Searchable clinic dropdown over clinics(keyword), or clinic_search(keyword, side) with `side`.
 * With allowAdd it offers 'Can't find clinic?
 * Click here to add' and 'Add "{typed text}"', both opening the quick-add dialog; the clinic it
 * creates becomes the value.
 */
export function ClinicPicker({
  value,
  onChange,
  label = 'Clinic',
  name,
  required,
  disabled,
  error,
  helperText,
  forFax,
  side,
  allowAdd = true,
  onBlur,
}: ClinicPickerProps) {
  const [input, setInput] = useState('');
  const keyword = useDebounced(input, 300);
  const [dialogName, setDialogName] = useState<string | null>(null);
  const own = useQuery(CLINIC_OPTIONS, {
    variables: { keyword: keyword || undefined, for_fax: forFax, limit: 25 },
    fetchPolicy: 'cache-and-network',
    skip: disabled || side !== undefined,
  });
  const other = useQuery(CLINIC_SEARCH, {
    variables: { keyword: keyword || undefined, side: side ?? 'referring', limit: 25 },
    fetchPolicy: 'cache-and-network',
    skip: disabled || side === undefined,
  });
  // The last answer stays listed while the next search runs, so the list never empties under the
  // pointer between keystrokes (a click there would pick nothing).
  const options: Entry[] =
    side === undefined
      ? ((own.data ?? own.previousData)?.clinics ?? [])
      : ((other.data ?? other.previousData)?.clinic_search ?? []);
  const loading = side === undefined ? own.loading : other.loading;

  return (
    <>
      <Autocomplete<Entry, false, false, false>
        fullWidth
        disabled={disabled}
        value={value}
        options={options}
        loading={loading}
        onBlur={onBlur}
        inputValue={input}
        onInputChange={(_e, text) => setInput(text)}
        isOptionEqualToValue={(a, b) => !isAdd(a) && !isAdd(b) && a.id === b.id}
        getOptionLabel={(o) => (isAdd(o) ? o.label : o.name)}
        filterOptions={(list, state) => {
          const found = plain(list, state);
          if (!allowAdd) return found;
          const typed = state.inputValue.trim();
          const extra: Entry[] = [{ add: true, name: '', label: CANT_FIND_CLINIC }];
          const exact = found.some(
            (o) => !isAdd(o) && o.name.toLowerCase() === typed.toLowerCase(),
          );
          if (typed && !exact) extra.push({ add: true, name: typed, label: addClinicLabel(typed) });
          return [...found, ...extra];
        }}
        onChange={(_e, chosen) => {
          if (chosen && isAdd(chosen)) {
            setDialogName(chosen.name);
            return;
          }
          onChange(chosen);
        }}
        renderOption={(props, option) => {
          const { key, ...rest } = props as typeof props & { key: string };
          return (
            <Box
              component="li"
              key={isAdd(option) ? `add-${option.label}` : key}
              {...rest}
              sx={isAdd(option) ? { color: 'primary.main', gap: 1 } : undefined}
            >
              {isAdd(option) && <AddCircleOutline fontSize="small" />}
              {isAdd(option) ? option.label : option.name}
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
      {allowAdd && (
        <ClinicQuickAddDialog
          open={dialogName !== null}
          initialName={dialogName ?? ''}
          onClose={() => setDialogName(null)}
          onCreated={(clinic) => {
            setDialogName(null);
            setInput(clinic.name);
            onChange(clinic);
          }}
        />
      )}
    </>
  );
}
