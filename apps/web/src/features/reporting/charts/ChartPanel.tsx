import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import { Placeholder } from '../../../ui/Placeholder';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { REPORT_MSG } from '@app/shared';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorBanner } from '../../../ui/ErrorBanner';
import { saveBlob } from '../../referrals/print/referralFiles';
import { csvFileName, tableToCsv, type ChartTable } from './chartFormat';

/** What an empty chart says (spec 3 section 8). */
export const NO_CHART_DATA = REPORT_MSG.noData;

export interface ChartPanelProps {
  /** The chart's heading; also names the figure, the table and the CSV file. */
  title: string;
  /** A line under the heading (the date range). */
  subtitle?: string;
  /** @default 'h2' */
  headingLevel?: 'h2' | 'h3';
  /** The chart's numbers: the table view, the CSV download and what print shows. */
  table: ChartTable;
  /** The CSV file's name; defaults to the title's words joined by '_'. */
  fileName?: string;
  loading?: boolean;
  error?: unknown;
  /** The chart itself (loaded with the chart library by the caller). */
  children: ReactNode;
}

/**
 * A chart people can read (issue 9 item 5): the heading, the chart, a 'Show table' switch that
 * shows the same numbers as a table screen readers can walk, and 'Download CSV' of them. Printing
 * hides the controls and prints the table under the chart. Without rows it says 'No data found'.
 *
 * Holds no chart code itself, so a page can show it while the chart library still loads.
 */
export function ChartPanel(props: ChartPanelProps) {
  const { title, subtitle, headingLevel = 'h2', table, loading, error, children } = props;
  const headingId = useId();
  const [showTable, setShowTable] = useState(false);
  const empty = table.rows.length === 0;

  const download = () => {
    const blob = new Blob([tableToCsv(table)], { type: 'text/csv;charset=utf-8' });
    saveBlob(blob, props.fileName ?? csvFileName(title));
  };

  let body: ReactNode;
  if (error != null) body = <ErrorBanner error={error} />;
  else if (loading && empty) body = <Placeholder variant="rounded" height={320} />;
  else if (empty) body = <EmptyState text={NO_CHART_DATA} />;
  else {
    body = (
      <>
        <Box role="figure" aria-labelledby={headingId}>
          {children}
        </Box>
        {/* Rendered even when hidden on screen: print shows it. */}
        <Box sx={{ display: showTable ? 'block' : 'none', displayPrint: 'block', mt: 2 }}>
          <ChartDataTable title={title} table={table} />
        </Box>
      </>
    );
  }

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, breakInside: 'avoid' }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          gap: 1,
          mb: 2,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} variant="h6" component={headingLevel}>
            {title}
          </Typography>
          {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, displayPrint: 'none' }}>
          <FormControlLabel
            control={
              <Switch
                checked={showTable}
                onChange={(e) => setShowTable(e.target.checked)}
                disabled={empty}
              />
            }
            label="Show table"
          />
          <Button
            variant="outlined"
            size="small"
            startIcon={<FileDownloadOutlined />}
            onClick={download}
            disabled={empty}
          >
            Download CSV
          </Button>
        </Box>
      </Box>
      {body}
    </Paper>
  );
}

/** The chart's numbers as a plain table; numeric columns align right. */
function ChartDataTable({ title, table }: { title: string; table: ChartTable }) {
  return (
    <TableContainer>
      <Table size="small">
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '0 0 8px' }}>
          {title}
        </caption>
        <TableHead>
          <TableRow>
            {table.columns.map((column, i) => (
              <TableCell key={column} align={i === 0 ? 'left' : 'right'} sx={{ fontWeight: 600 }}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {table.rows.map((row, r) => (
            <TableRow key={r}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <TableCell key={i} component="th" scope="row">
                    {cell}
                  </TableCell>
                ) : (
                  <TableCell key={i} align="right">
                    {typeof cell === 'number' ? cell.toLocaleString('en-US') : cell}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
