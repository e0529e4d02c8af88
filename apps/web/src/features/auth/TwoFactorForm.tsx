import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TWO_FACTOR_CODE_LENGTH, type TwoFactorInput } from '@app/shared';
import { ApiError, errorMessage } from '../../app/http';
import { MSG } from '@app/shared';
import { ErrorBanner } from '../../ui/ErrorBanner';
import { FormTextField } from '../../ui/FormTextField';
import { FullPageSpinner } from '../../ui/FullPageSpinner';
import { authApi } from './authApi';
import { preloadValidation, twoFactorResolver } from './lazyResolvers';
import { isTwoFactorPending, useSession } from './SessionProvider';
import { useCompleteSignIn, useSignOutAndLeave } from './useAuthNavigation';

type Banner = { severity: 'success' | 'error'; text: string };

const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, TWO_FACTOR_CODE_LENGTH);

/** The spec's wording for a failed verify: message, else the first field error, else the default. */
function verifyFailureText(error: unknown): string {
  if (error instanceof ApiError) {
    return error.body.message || error.firstFieldError || MSG.invalidTwoFactor;
  }
  return MSG.invalidTwoFactor;
}

/**
 * Checks on load whether the session still waits for its code: a verified session goes on to
 * its landing page, no session goes back to /login, a pending one stays here. When this page
 * already knows the session is pending (the login answer said so, or the route guard was told),
 * it does not ask again: the server answers a pending session with a 403, a red line in the
 * browser's console, and a reload still checks.
 */
function useTwoFactorSessionCheck(): { checking: boolean; checkError: unknown } {
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const { status } = useSession();
  const [knownPending] = useState(status === 'two-factor');
  const [checking, setChecking] = useState(!knownPending);
  const [checkError, setCheckError] = useState<unknown>(null);

  useEffect(() => {
    if (knownPending) return;
    let cancelled = false;
    async function check() {
      try {
        await authApi.checkSession();
        const user = await authApi.currentUser();
        if (!cancelled) await completeSignIn(user);
      } catch (error) {
        if (cancelled) return;
        if (error instanceof ApiError && error.status === 401) {
          navigate('/login', { replace: true });
          return;
        }
        if (!isTwoFactorPending(error)) setCheckError(error);
        setChecking(false);
      }
    }
    void check();
    return () => {
      cancelled = true;
    };
    // The callbacks are stable (data router navigate, memoised session actions) and what the
    // page knew when it opened does not change: runs once.
  }, [completeSignIn, navigate, knownPending]);

  return { checking, checkError };
}

export function TwoFactorForm() {
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const signOutAndLeave = useSignOutAndLeave();
  const { checking, checkError } = useTwoFactorSessionCheck();
  const [banner, setBanner] = useState<Banner | null>(null);
  const [resending, setResending] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const { control, handleSubmit, formState } = useForm<TwoFactorInput>({
    resolver: twoFactorResolver,
    defaultValues: { two_factor_code: '' },
  });

  const onSubmit = handleSubmit(async ({ two_factor_code }) => {
    setBanner(null);
    try {
      await authApi.verifyTwoFactor(two_factor_code);
      await completeSignIn(await authApi.currentUser());
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        navigate('/account/activate', { replace: true, state: { message: error.message } });
      } else if (error instanceof ApiError && error.status === 401) {
        navigate('/login', { replace: true });
      } else {
        setBanner({ severity: 'error', text: verifyFailureText(error) });
      }
    }
  });

  async function resend() {
    setBanner(null);
    setResending(true);
    try {
      const response = await authApi.resendTwoFactor();
      setBanner({ severity: 'success', text: response?.message || MSG.somethingWentWrong });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) navigate('/login', { replace: true });
      else setBanner({ severity: 'error', text: errorMessage(error) });
    } finally {
      setResending(false);
    }
  }

  async function logout() {
    setLeaving(true);
    await signOutAndLeave();
  }

  if (checking) return <FullPageSpinner label="Checking your session" />;

  const busy = formState.isSubmitting || resending || leaving;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      onInput={() => void preloadValidation()}
      aria-label="Two-factor verification"
    >
      <Stack spacing={2.5}>
        <ErrorBanner error={checkError} />
        {banner && (
          <Alert severity={banner.severity} role={banner.severity === 'error' ? 'alert' : 'status'}>
            {banner.text}
          </Alert>
        )}
        <Typography color="text.secondary">
          We sent a {TWO_FACTOR_CODE_LENGTH}-digit code to your email. Didn't get it? Click{' '}
          <Link
            component="button"
            type="button"
            onClick={() => void resend()}
            disabled={busy}
            sx={{ verticalAlign: 'baseline', fontSize: 'inherit' }}
          >
            here
          </Link>{' '}
          to resend.
        </Typography>
        <FormTextField
          control={control}
          name="two_factor_code"
          label="Two factor code"
          autoComplete="one-time-code"
          autoFocus
          required
          normalize={digitsOnly}
          slotProps={{
            input: {
              inputMode: 'numeric',
              pattern: '[0-9]*',
              maxLength: TWO_FACTOR_CODE_LENGTH,
              style: { letterSpacing: '0.4em', fontVariantNumeric: 'tabular-nums' },
            },
          }}
        />
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5}>
          <Button
            variant="outlined"
            fullWidth
            onClick={() => void logout()}
            disabled={busy && !leaving}
            loading={leaving}
          >
            Logout
          </Button>
          <Button
            type="submit"
            variant="contained"
            fullWidth
            loading={formState.isSubmitting}
            disabled={busy && !formState.isSubmitting}
          >
            Verify
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
