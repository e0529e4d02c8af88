import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { Logo } from '../../ui/Logo';
import { useDocumentTitle } from '../../ui/useDocumentTitle';

/** Where the public pages start: the clinics directory. */
export const DIRECTORY_PATH = '/directory';

/**
 * The frame of a public page: the product header (no staff drawer, no account menu) over a
 * single centred column, the same soft background as the sign-in pages.
 */
export function PublicLayout({
  title,
  children,
  maxWidth = 'md',
}: {
  /** The browser tab's title. */
  title: string;
  children: ReactNode;
  maxWidth?: 'sm' | 'md' | 'lg';
}) {
  useDocumentTitle(title);
  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        background: 'linear-gradient(160deg, #e6f4f1 0%, #f4f6f8 45%, #eef2f7 100%)',
      }}
    >
      <AppBar
        position="static"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar>
          <Link
            component={RouterLink}
            to={DIRECTORY_PATH}
            underline="none"
            aria-label="Clinics Directory"
          >
            <Logo />
          </Link>
        </Toolbar>
      </AppBar>
      <Container
        component="main"
        maxWidth={maxWidth}
        sx={{ flex: 1, py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 } }}
      >
        {children}
      </Container>
    </Box>
  );
}
