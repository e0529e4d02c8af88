import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME } from '@app/shared';

/** The product mark: a rounded teal square with a cross, and the product name. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="svg"
        viewBox="0 0 32 32"
        aria-hidden
        sx={{ width: 32, height: 32, flexShrink: 0 }}
      >
        <rect width="32" height="32" rx="8" fill="#0f766e" />
        <path d="M14 8h4v6h6v4h-6v6h-4v-6H8v-4h6z" fill="#ffffff" />
      </Box>
      <Typography
        component="span"
        sx={{
          fontWeight: 700,
          fontSize: '1.125rem',
          color: 'text.primary',
          letterSpacing: '-0.01em',
          display: compact ? { xs: 'none', sm: 'inline' } : 'inline',
        }}
      >
        {PRODUCT_NAME}
      </Typography>
    </Box>
  );
}
