import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import InboxOutlined from '@mui/icons-material/InboxOutlined';

/** A quiet placeholder for an empty list. */
export function EmptyState({ text, icon }: { text: string; icon?: ReactNode }) {
  return (
    <Box
      sx={{
        py: 6,
        px: 2,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
        color: 'text.secondary',
        textAlign: 'center',
      }}
    >
      {icon ?? <InboxOutlined sx={{ fontSize: 40, opacity: 0.6 }} />}
      <Typography>{text}</Typography>
    </Box>
  );
}
