import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { hasBit } from '@app/shared';
import type { SettingName } from './graphql';

interface MaskCheckboxesProps {
  legend: string;
  settings: readonly SettingName[];
  /** Bit i is settings[i] (spec 1 section 3). */
  value: number;
  onChange: (mask: number) => void;
  disabled?: boolean;
  /** Whether a box may be ticked; a box it refuses is disabled (the grant rule). */
  canSet?: (bit: number) => boolean;
  /** The server's field error, shown under the boxes. */
  error?: string;
}

/** One checkbox per setting over a bit mask. */
export function MaskCheckboxes({
  legend,
  settings,
  value,
  onChange,
  disabled,
  canSet,
  error,
}: MaskCheckboxesProps) {
  return (
    <FormControl component="fieldset" disabled={disabled} error={!!error}>
      <FormLabel component="legend">{legend}</FormLabel>
      <FormGroup row>
        {settings.map((s, i) => {
          const bit = 1 << i;
          return (
            <FormControlLabel
              key={s.key}
              label={s.label}
              disabled={disabled || (canSet ? !canSet(bit) : false)}
              control={
                <Checkbox
                  checked={hasBit(value, bit)}
                  onChange={(e) => onChange(e.target.checked ? value | bit : value & ~bit)}
                />
              }
            />
          );
        })}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
