import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from './SessionProvider';
import { useRedirectAfter } from './useRedirectAfter';

interface AuthSuccessProps {
  message: string;
  footer?: string;
}

/**
 * The server's success text, then on to /login by itself after a short pause. The same text is
 * handed to the login page so it is still readable there.
 */
export function AuthSuccess({ message, footer }: AuthSuccessProps) {
  const { setNotice } = useSession();
  useEffect(() => {
    setNotice({ severity: 'success', text: footer ? `${message} ${footer}` : message });
  }, [footer, message, setNotice]);
  useRedirectAfter('/login', true);

  return (
    <Stack spacing={2.5}>
      <Alert severity="success" role="status">
        {message}
      </Alert>
      {footer && <Typography color="text.secondary">{footer}</Typography>}
      <BackToLogin variant="contained" />
    </Stack>
  );
}

export function BackToLogin({ variant = 'text' }: { variant?: 'text' | 'contained' }) {
  return (
    <Button component={RouterLink} to="/login" variant={variant} fullWidth>
      Back to Login
    </Button>
  );
}
