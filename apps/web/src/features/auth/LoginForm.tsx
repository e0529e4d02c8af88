import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useForm, useController } from 'react-hook-form';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { loginSchema, LoginInput } from '@app/shared';
import { ApiError } from '../../app/http';
import { ErrorBanner } from '../../ui/ErrorBanner';
import { FormTextField } from '../../ui/FormTextField';
import { PasswordField } from '../../ui/PasswordField';
import { authApi } from './authApi';
import { applyServerFieldErrors } from './formErrors';
import { loginResolver, preloadValidation } from './lazyResolvers';
import { isTwoFactorPending, useSession } from './SessionProvider';
import { useCompleteSignIn } from './useAuthNavigation';

type LoginValues = z.output<typeof loginSchema>;

const LOGIN_FIELDS = ['email', 'password'] as const;

export function LoginForm() {
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const { notice, setNotice } = useSession();
  const [failure, setFailure] = useState<unknown>(null);
  const { control, handleSubmit, setError, formState } = useForm<LoginInput, unknown, LoginValues>({
    resolver: loginResolver,
    defaultValues: { email: '', password: '', remember_me: false },
  });
  const rememberMe = useController({ name: 'remember_me', control });

  /** Login succeeded: fetch the user; a session still waiting for its code goes to 2FA. */
  async function continueWithCurrentUser() {
    try {
      await completeSignIn(await authApi.currentUser());
    } catch (error) {
      if (isTwoFactorPending(error)) navigate('/auth/2fa/verify', { replace: true });
      else setFailure(error);
    }
  }

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setNotice(null);
    try {
      await authApi.login(values);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        navigate(`/account/activate?email=${encodeURIComponent(values.email)}`, {
          state: { message: error.message },
        });
        return;
      }
      if (error instanceof ApiError && error.status === 422) {
        applyServerFieldErrors(setError, error.body.errors, LOGIN_FIELDS);
      }
      setFailure(error);
      return;
    }
    await continueWithCurrentUser();
  });

  const busy = formState.isSubmitting;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      onInput={() => void preloadValidation()}
      aria-label="Login"
    >
      <Stack spacing={2.5}>
        {notice && <Alert severity={notice.severity}>{notice.text}</Alert>}
        <ErrorBanner error={failure} />
        <FormTextField
          control={control}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          autoFocus
          required
        />
        <PasswordField
          control={control}
          name="password"
          label="Password"
          autoComplete="current-password"
          required
        />
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            gap: 1,
          }}
        >
          <FormControlLabel
            label="Remember me"
            control={
              <Checkbox
                name={rememberMe.field.name}
                checked={!!rememberMe.field.value}
                onChange={(e) => rememberMe.field.onChange(e.target.checked)}
                onBlur={rememberMe.field.onBlur}
              />
            }
          />
          <Link component={RouterLink} to="/forgot-password" underline="hover" variant="body2">
            Forgot Password
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" fullWidth loading={busy}>
          Login
        </Button>
      </Stack>
    </Box>
  );
}
