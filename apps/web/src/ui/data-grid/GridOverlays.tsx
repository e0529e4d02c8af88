import { createContext, useContext } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import SearchOff from '@mui/icons-material/SearchOff';
import InboxOutlined from '@mui/icons-material/InboxOutlined';

/** The empty-state wording of the grid being drawn (slots must be stable components). */
export const EmptyTextContext = createContext<{ empty: string; noMatch: string | null }>({
  empty: 'Nothing here yet.',
  noMatch: null,
});

/** Shown when there are no rows: says what to do, and differs for an empty search. */
export function GridEmptyOverlay() {
  const { empty, noMatch } = useContext(EmptyTextContext);
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
