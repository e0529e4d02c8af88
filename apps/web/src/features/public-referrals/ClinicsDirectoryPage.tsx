import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Search from '@mui/icons-material/Search';
import { REFERRAL_MSG } from '@app/shared';
import { EmptyState } from '../../ui/EmptyState';
import { useDebouncedValue } from '../../ui/data-grid/useDebouncedValue';
import { PUBLIC_CLINICS, type PublicClinicDto } from './graphql';
import { DIRECTORY_PATH, PublicLayout } from './PublicLayout';

export const DIRECTORY_TITLE = 'Clinics Directory';
export const VIEW_FORM_LABEL = 'View Referral Form';
/** How long typing must pause before the directory is searched. */
export const DIRECTORY_SEARCH_DEBOUNCE_MS = 300;

export const formPath = (code: string) => `${DIRECTORY_PATH}/${encodeURIComponent(code)}`;

function ClinicRow({ clinic }: { clinic: PublicClinicDto }) {
  return (
    <TableRow hover>
      <TableCell sx={{ fontWeight: 600 }}>
        {clinic.name}
        {/* Phones have no room for the address column: it goes under the name. */}
        <Typography
          variant="body2"
          sx={{ color: 'text.secondary', display: { xs: 'block', sm: 'none' }, fontWeight: 400 }}
        >
          {clinic.full_address}
        </Typography>
      </TableCell>
      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
        {clinic.full_address}
      </TableCell>
      <TableCell align="right">
        <Button
          component={RouterLink}
          to={formPath(clinic.code)}
          variant="outlined"
          size="small"
          aria-label={`${VIEW_FORM_LABEL}: ${clinic.name}`}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {VIEW_FORM_LABEL}
        </Button>
      </TableCell>
    </TableRow>
  );
}

/** 'Clinics Directory': the public clinics, searchable by keyword, each with its referral form. */
export function ClinicsDirectoryPage() {
  const [keyword, setKeyword] = useState('');
  const settled = useDebouncedValue(keyword.trim(), DIRECTORY_SEARCH_DEBOUNCE_MS);
  const { data, previousData, loading, error, refetch } = useQuery(PUBLIC_CLINICS, {
    variables: { keyword: settled || null },
    fetchPolicy: 'cache-and-network',
  });
  // While a new search runs the previous rows stay, so the table does not flash empty.
  const clinics = (data ?? previousData)?.public_clinics ?? [];

  return (
    <PublicLayout title={DIRECTORY_TITLE}>
      <Typography variant="h4" component="h1" color="primary.dark" sx={{ mb: 1 }}>
        {DIRECTORY_TITLE}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Find a clinic and open its referral form. No account is needed.
      </Typography>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box sx={{ p: 2 }}>
          <TextField
            fullWidth
            size="small"
            type="search"
            label="Search clinics"
            placeholder="Search..."
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
        <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label="Loading clinics" />}</Box>
        {error && (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                Retry
              </Button>
            }
          >
            {REFERRAL_MSG.loadFailed}
          </Alert>
        )}
        {!error && !loading && clinics.length === 0 ? (
          <EmptyState text={settled ? `No clinics match "${settled}".` : 'No clinics yet.'} />
        ) : (
          clinics.length > 0 && (
            <TableContainer>
              <Table aria-label={DIRECTORY_TITLE}>
                <TableHead>
                  <TableRow>
                    <TableCell>Name</TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                      Address
                    </TableCell>
                    <TableCell align="right">
                      <Box component="span" sx={visuallyHidden}>
                        Referral form
                      </Box>
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {clinics.map((c) => (
                    <ClinicRow key={c.id} clinic={c} />
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )
        )}
      </Paper>
    </PublicLayout>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
