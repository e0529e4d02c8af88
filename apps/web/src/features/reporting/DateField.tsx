import TextField from '@mui/material/TextField';

interface DateFieldProps {
  label: string;
  /** 'YYYY-MM-DD', or '' while incomplete. */
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field, announced, and marks the field invalid. */
  error?: string | null;
}

/** The browser's own date input (as the list toolbar's birthdate), sized for a filter bar. */
export function DateField({ label, value, onChange, error }: DateFieldProps) {
  return (
    <TextField
      size="small"
      type="date"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error || undefined}
      slotProps={{
        inputLabel: { shrink: true },
        formHelperText: { role: error ? 'alert' : undefined },
      }}
      sx={{ width: 190 }}
    />
  );
}
