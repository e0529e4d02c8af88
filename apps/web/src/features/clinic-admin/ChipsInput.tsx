import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';

export interface ChipsInputProps {
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  /** Suggestions; free text is accepted too (Enter adds it). */
  options?: string[];
  /** Items that cannot be removed (immutable tags). */
  locked?: readonly string[];
  /** Shows and stores items in lower case (tags). */
  lowercase?: boolean;
  name?: string;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
}

/** A list of words as chips: type and press Enter to add; locked chips have no delete button. */
export function ChipsInput({
  label,
  value,
  onChange,
  onBlur,
  options = [],
  locked = [],
  lowercase,
  name,
  error,
  helperText,
  required,
  disabled,
  placeholder = 'Type and press Enter',
}: ChipsInputProps) {
  const norm = (s: string) => (lowercase ? s.trim().toLowerCase() : s.trim());
  const isLocked = (s: string) => locked.some((l) => norm(l) === norm(s));
  return (
    <Autocomplete<string, true, true, true>
      multiple
      freeSolo
      disableClearable
      disabled={disabled}
      options={options}
      value={value}
      filterSelectedOptions
      onBlur={onBlur}
      onChange={(_e, next) => {
        const cleaned: string[] = [];
        for (const item of next.map(norm)) {
          if (item && !cleaned.some((c) => c.toLowerCase() === item.toLowerCase()))
            cleaned.push(item);
        }
        // Locked items stay whatever was removed.
        for (const l of value.filter(isLocked)) if (!cleaned.includes(l)) cleaned.unshift(l);
        onChange(cleaned);
      }}
      renderValue={(items, getItemProps) =>
        items.map((item, index) => {
          const { key, onDelete, ...rest } = getItemProps({ index });
          return (
            <Chip
              key={key}
              label={lowercase ? item.toLowerCase() : item}
              size="small"
              {...rest}
              onDelete={isLocked(item) ? undefined : onDelete}
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          name={name}
          error={error}
          helperText={helperText}
          required={required}
          placeholder={value.length === 0 ? placeholder : undefined}
        />
      )}
    />
  );
}
