import type { Dispatch } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ANALYTICS_PRESETS, type AnalyticsPreset } from '@app/shared';
import { FilterSelect } from '../../referrals/lists/ListToolbar';
import { DateField } from '../DateField';
import type { AnalyticsFilterAction, AnalyticsFilterValue } from './useAnalyticsFilter';

const PRESET_LABELS = Object.fromEntries(
  ANALYTICS_PRESETS.map((p) => [p.value, p.label]),
) as Record<AnalyticsPreset, string>;

interface AnalyticsFilterProps {
  value: AnalyticsFilterValue;
  dispatch: Dispatch<AnalyticsFilterAction>;
  now?: () => Date;
}

/** Preset, Start Date, End Date and Apply (spec 3 section 2.4). */
export function AnalyticsFilter({ value, dispatch, now = () => new Date() }: AnalyticsFilterProps) {
  const { draft, error } = value;
  return (
    <Box
      component="form"
      role="search"
      aria-label="Date range"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        dispatch({ kind: 'apply' });
      }}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        gap: 1.5,
        mb: 3,
        displayPrint: 'none',
      }}
    >
      <FilterSelect
        label="Preset"
        value={value.preset}
        options={PRESET_LABELS}
        onChange={(preset) => dispatch({ kind: 'preset', preset, now: now() })}
        width={180}
      />
      <DateField
        label="Start Date"
        value={draft.start}
        onChange={(v) => dispatch({ kind: 'date', field: 'start', value: v })}
      />
      <DateField
        label="End Date"
        value={draft.end}
        onChange={(v) => dispatch({ kind: 'date', field: 'end', value: v })}
        error={error}
      />
      <Button type="submit" variant="contained" disabled={!draft.start || !draft.end}>
        Apply
      </Button>
    </Box>
  );
}
