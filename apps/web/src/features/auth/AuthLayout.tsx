import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Logo } from '../../ui/Logo';
import { useDocumentTitle } from '../../ui/useDocumentTitle';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The centred card every signed-out screen uses. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  useDocumentTitle(title);
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: { xs: 3, sm: 6 },
        background: 'linear-gradient(160deg, #e6f4f1 0%, #f4f6f8 45%, #eef2f7 100%)',
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 440, boxShadow: '0 8px 30px rgba(15, 23, 42, 0.06)' }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
          <Box sx={{ display: 'flex', justifyContent: 'center', mb: 3 }}>
            <Logo />
          </Box>
          <Typography variant="h4" component="h1" align="center" color="primary.dark">
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" align="center" sx={{ mt: 1 }}>
              {subtitle}
            </Typography>
          )}
          <Box sx={{ mt: 3 }}>{children}</Box>
        </CardContent>
      </Card>
    </Box>
  );
}
