import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card, { type CardProps } from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
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

/** A summary item holding text; '-' when there is none. Long text wraps, line breaks kept. */
export function SummaryField({
  label,
  value,
  full,
}: {
  label: string;
  value: ReactNode;
  full?: boolean;
}) {
  return (
    <SummaryItem label={label} full={full}>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {value || '-'}
      </Typography>
    </SummaryItem>
  );
}

/** Summary items in two columns from tablet width, one on a phone. */
export function SummaryGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}

/** One titled card of a summary page, a landmark named after its title, with an optional action. */
export function SummaryCard({
  title,
  action,
  variant,
  children,
}: {
  title: string;
  /** A button or icon beside the title (e.g. the section's edit dialog). */
  action?: ReactNode;
  variant?: CardProps['variant'];
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-label={title} variant={variant}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
          {action}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}
