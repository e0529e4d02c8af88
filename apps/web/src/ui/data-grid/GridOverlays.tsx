import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import SearchOff from '@mui/icons-material/SearchOff';
import InboxOutlined from '@mui/icons-material/InboxOutlined';

export interface GridEmptyOverlayProps {
  /** What an empty list says, including what to do. */
  empty: string;
  /** What an empty search says; null when no search is active. */
  noMatch: string | null;
}

/** Shown when there are no rows: says what to do, and differs for an empty search. */
export function GridEmptyOverlay({ empty, noMatch }: GridEmptyOverlayProps) {
  const searching = noMatch !== null;
  const Icon = searching ? SearchOff : InboxOutlined;
  return (
    <Box
      role="status"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        px: 2,
        color: 'text.secondary',
        textAlign: 'center',
      }}
    >
      <Icon sx={{ fontSize: 40, opacity: 0.6 }} aria-hidden />
      <Typography>{searching ? noMatch : empty}</Typography>
    </Box>
  );
}
