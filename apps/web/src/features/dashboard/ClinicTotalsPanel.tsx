import { useId, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { REPORT_MSG, type MonthYear } from '@app/shared';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorBanner } from '../../ui/ErrorBanner';
import { CLINIC_REFERRAL_TOTALS } from './graphql';
import { MONTH_OPTIONS, monthLabel, yearOptions } from './months';

export const CLINIC_TOTALS_TITLE = 'Total Referrals';

/**
 * A labelled dropdown of numbers in the order given (FilterSelect takes a record, whose numeric
 * keys would sort the years oldest first; the spec lists this year first).
 */
function NumberSelect(props: {
  label: string;
  value: number;
  options: readonly { value: number; label: string }[];
  onChange: (value: number) => void;
  width: number;
}) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(Number(e.target.value))}
      sx={{ width: props.width }}
    >
      {props.options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * 'Total Referrals' (spec 3 section 2.6): every clinic with the referrals it SENT and RECEIVED in
 * the month chosen (January to December of this year or the two before; US/Central months).
 * Changing either dropdown asks the server again for that month.
 */
export function ClinicTotalsPanel({ initial }: { initial: MonthYear }) {
  const headingId = useId();
  const [period, setPeriod] = useState(initial);
  const years = useMemo(
    () => yearOptions(initial.year).map((y) => ({ value: y, label: String(y) })),
    [initial.year],
  );
  const { data, previousData, loading, error } = useQuery(CLINIC_REFERRAL_TOTALS, {
    variables: period,
    fetchPolicy: 'cache-and-network',
  });
  // The last month's rows stay in view (under the progress bar) while the next month loads.
  const clinics = (data ?? previousData)?.clinic_referral_totals ?? [];

  let body;
  if (error) body = <ErrorBanner error={error} />;
  else if (!loading && clinics.length === 0) body = <EmptyState text={REPORT_MSG.noData} />;
  else {
    body = (
      <TableContainer sx={{ maxHeight: 480, '@media print': { maxHeight: 'none' } }}>
        <Table size="small" stickyHeader>
          <caption style={{ captionSide: 'top', textAlign: 'left', padding: '0 0 8px' }}>
            {`${CLINIC_TOTALS_TITLE}, ${monthLabel(period)}`}
          </caption>
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 600 }}>Clinic</TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                SENT
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                RECEIVED
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {clinics.map((c) => (
              <TableRow key={c.clinic_id}>
                <TableCell component="th" scope="row">
                  {c.name}
                </TableCell>
                <TableCell align="right">{c.sent.toLocaleString('en-US')}</TableCell>
                <TableCell align="right">{c.received.toLocaleString('en-US')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1.5,
          mb: 2,
        }}
      >
        <Typography id={headingId} variant="h6" component="h2">
          {CLINIC_TOTALS_TITLE}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, displayPrint: 'none' }}>
          <NumberSelect
            label="Month"
            value={period.month}
            options={MONTH_OPTIONS}
            onChange={(month) => setPeriod((p) => ({ ...p, month }))}
            width={160}
          />
          <NumberSelect
            label="Year"
            value={period.year}
            options={years}
            onChange={(year) => setPeriod((p) => ({ ...p, year }))}
            width={110}
          />
        </Box>
      </Box>
      {loading && <LinearProgress aria-label="Loading clinic totals" sx={{ mb: 1 }} />}
      {body}
    </Paper>
  );
}
