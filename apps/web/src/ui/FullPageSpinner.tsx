import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown while the session or a lazily loaded screen is on its way. */
export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh', width: '100%' }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
