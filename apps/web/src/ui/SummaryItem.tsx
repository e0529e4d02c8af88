import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface SummaryItemProps {
  label: string;
  children: ReactNode;
  /** Takes a whole row of the summary's grid. */
  full?: boolean;
}

/** One labelled item of a read-only summary grid: a small caption over its content. */
export function SummaryItem({ label, children, full }: SummaryItemProps) {
  return (
    <Box sx={{ gridColumn: full ? '1 / -1' : undefined, minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      {children}
    </Box>
  );
}
