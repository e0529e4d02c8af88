import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { EXPORT_STATUS_FILTERS, EXPORT_STATUS_FILTER_VALUES } from '@app/shared';
import { DateField } from '../DateField';
import type { ExportFilterState } from './useExportFilters';

/** Sent start and end dates and the Active / Declined / Completed checkboxes. */
export function ExportFilters({ state }: { state: ExportFilterState }) {
  return (
    <Box
      role="group"
      aria-label="Export filters"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}
    >
      <DateField label="Sent Start Date" value={state.startDate} onChange={state.setStartDate} />
      <DateField
        label="Sent End Date"
        value={state.endDate}
        onChange={state.setEndDate}
        error={state.rangeError}
      />
      <FormGroup row role="group" aria-label="Status">
        {EXPORT_STATUS_FILTER_VALUES.map((status) => (
          <FormControlLabel
            key={status}
            label={EXPORT_STATUS_FILTERS[status].label}
            control={
              <Checkbox
                checked={state.statuses.includes(status)}
                onChange={(e) => state.toggleStatus(status, e.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
    </Box>
  );
}
