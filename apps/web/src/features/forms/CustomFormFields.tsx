import { useController, type Control, type FieldValues } from 'react-hook-form';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { AddressValue, CustomFormAttribute } from '@app/shared';
import { AddressAutocomplete } from '../../ui/AddressAutocomplete';
import { MASKS, MaskedTextField } from '../../ui/MaskedTextField';
import { OutlinedTextField } from '../../ui/OutlinedTextField';

/** The column span of a row on the 12-column grid (1 to 12; anything else takes the full row). */
export function columnSpan(size: string | null | undefined): number {
  const n = Number((size ?? '').trim());
  return Number.isInteger(n) && n >= 1 && n <= 12 ? n : 12;
}

/** The rows a person sees: hidden ones are left out. */
export function visibleRows(attributes: readonly CustomFormAttribute[]): CustomFormAttribute[] {
  return attributes.filter((a) => !a.hidden && (a.kind === 'label' || a.field.trim() !== ''));
}

interface FieldProps {
  attribute: CustomFormAttribute;
  // The values are keyed by the rows' field names, unknown to TypeScript.
  control: Control<FieldValues>;
  disabled?: boolean;
}

const errorText = (error: unknown): string | undefined => {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as { message?: unknown } & Record<string, unknown>;
  if (typeof e.message === 'string') return e.message;
  return undefined;
};

function AddressField({ attribute, control, disabled }: FieldProps) {
  const name = attribute.field.trim();
  const { field, fieldState } = useController({ name, control });
  const value = (field.value as AddressValue | null | undefined) ?? {
    line1: '',
    city: '',
    state: '',
    zip: '',
  };
  const partError = (k: keyof AddressValue) =>
    errorText((fieldState.error as Record<string, unknown> | undefined)?.[k]);
  const set = (patch: Partial<AddressValue>) => field.onChange({ ...value, ...patch });
  const whole = errorText(fieldState.error);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {attribute.label}
        {attribute.required ? ' *' : ''}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' },
        }}
      >
        <Box sx={{ gridColumn: '1 / -1' }}>
          <AddressAutocomplete
            label="Street"
            name={`${name}.line1`}
            value={value.line1}
            disabled={disabled}
            required={attribute.required}
            onChange={(line1) => set({ line1 })}
            onSelect={(a) => set({ line1: a.line1, city: a.city, state: a.state, zip: a.zip })}
            onBlur={field.onBlur}
            error={!!partError('line1') || (!!whole && !partError('line1'))}
            helperText={partError('line1') ?? whole}
          />
        </Box>
        <OutlinedTextField
          label="City"
          name={`${name}.city`}
          value={value.city}
          disabled={disabled}
          onChange={(e) => set({ city: e.target.value })}
          error={!!partError('city')}
          helperText={partError('city')}
        />
        <OutlinedTextField
          label="State"
          name={`${name}.state`}
          value={value.state}
          disabled={disabled}
          onChange={(e) => set({ state: e.target.value })}
          error={!!partError('state')}
          helperText={partError('state')}
        />
        <MaskedTextField
          label="Zip"
          mask={MASKS.zip}
          name={`${name}.zip`}
          value={value.zip}
          disabled={disabled}
          onChange={(zip) => set({ zip })}
          error={!!partError('zip')}
          helperText={partError('zip')}
        />
      </Box>
      {attribute.helpText && <FormHelperText>{attribute.helpText}</FormHelperText>}
    </Box>
  );
}

function ChoiceField({ attribute, control, disabled }: FieldProps) {
  const name = attribute.field.trim();
  const { field, fieldState } = useController({ name, control });
  const message = errorText(fieldState.error) ?? (attribute.helpText || undefined);
  const labelId = `${name}-label`;
  const multiple = attribute.kind === 'multiple_choice';
  const picked: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  return (
    <FormControl
      component="fieldset"
      error={!!fieldState.error}
      required={attribute.required}
      disabled={disabled}
      fullWidth
    >
      <FormLabel component="legend" id={labelId}>
        {attribute.label}
      </FormLabel>
      {multiple ? (
        <FormGroup row aria-labelledby={labelId}>
          {attribute.choices.map((choice) => (
            <FormControlLabel
              key={choice}
              label={choice}
              control={
                <Checkbox
                  name={name}
                  checked={picked.includes(choice)}
                  onBlur={field.onBlur}
                  onChange={(e) =>
                    field.onChange(
                      e.target.checked
                        ? attribute.choices.filter((c) => c === choice || picked.includes(c))
                        : picked.filter((c) => c !== choice),
                    )
                  }
                />
              }
            />
          ))}
        </FormGroup>
      ) : (
        <RadioGroup
          row
          aria-labelledby={labelId}
          name={name}
          value={(field.value as string | null | undefined) ?? ''}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
        >
          {attribute.choices.map((choice) => (
            <FormControlLabel key={choice} value={choice} label={choice} control={<Radio />} />
          ))}
        </RadioGroup>
      )}
      {message && <FormHelperText>{message}</FormHelperText>}
    </FormControl>
  );
}

function TextLikeField({ attribute, control, disabled }: FieldProps) {
  const name = attribute.field.trim();
  const { field, fieldState } = useController({ name, control });
  const common = {
    label: attribute.label,
    name,
    disabled,
    required: attribute.required,
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: !!fieldState.error,
    helperText: errorText(fieldState.error) ?? (attribute.helpText || undefined),
  };
  const value = typeof field.value === 'string' ? field.value : '';
  if (attribute.kind === 'phone' || attribute.kind === 'date') {
    return (
      <MaskedTextField
        {...common}
        mask={attribute.kind === 'phone' ? MASKS.phone : MASKS.date}
        placeholder={attribute.kind === 'date' ? 'MM/DD/YYYY' : MASKS.phone}
        value={value}
        onChange={field.onChange}
      />
    );
  }
  return (
    <OutlinedTextField
      {...common}
      value={value}
      multiline={attribute.kind === 'textarea'}
      minRows={attribute.kind === 'textarea' ? 3 : undefined}
      inputProps={attribute.kind === 'numeric' ? { inputMode: 'decimal' } : undefined}
      onChange={(e) => field.onChange(e.target.value)}
    />
  );
}

/** One row of a custom form as a control (a heading for label rows). */
export function CustomFormField(props: FieldProps) {
  const { attribute } = props;
  switch (attribute.kind) {
    case 'label':
      return (
        <Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {attribute.label}
          </Typography>
          {attribute.helpText && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {attribute.helpText}
            </Typography>
          )}
        </Box>
      );
    case 'single_choice':
    case 'multiple_choice':
      return <ChoiceField {...props} />;
    case 'address':
      return <AddressField {...props} />;
    default:
      return <TextLikeField {...props} />;
  }
}

export interface CustomFormFieldsProps {
  attributes: readonly CustomFormAttribute[];
  /** The control of a form built with useCustomForm (or any form holding these field names). */
  control: Control<FieldValues>;
  disabled?: boolean;
}

/**
 * The rows of a custom form laid out on a 12-column grid by their size (full width on phones).
 * For embedding in a larger form; FormRenderer wraps it in a form of its own.
 */
export function CustomFormFields({ attributes, control, disabled }: CustomFormFieldsProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
        columnGap: 2,
        rowGap: 2.5,
      }}
    >
      {visibleRows(attributes).map((a, i) => (
        <Box
          key={`${a.field}-${String(i)}`}
          data-field={a.field}
          sx={{
            gridColumn: { xs: 'span 12', sm: `span ${String(columnSpan(a.size))}` },
            minWidth: 0,
          }}
        >
          <CustomFormField attribute={a} control={control} disabled={disabled} />
        </Box>
      ))}
    </Box>
  );
}
