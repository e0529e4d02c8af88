import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { LoginInput, LoginResponse } from '@app/shared';
import { ApiError } from '../../app/http';
import { ErrorBanner } from '../../ui/ErrorBanner';
import { OutlinedTextField } from '../../ui/OutlinedTextField';
import { PasswordInput } from '../../ui/PasswordInput';
import { authApi } from './authApi';
import { preloadValidation, validateLogin } from './lazyResolvers';
import { isTwoFactorPending, useSession } from './SessionProvider';
import { useCompleteSignIn } from './useAuthNavigation';

type FieldErrors = Partial<Record<'email' | 'password', string>>;

const firstErrors = (errors: Record<string, string[]> | undefined): FieldErrors => ({
  email: errors?.email?.[0],
  password: errors?.password?.[0],
});

/**
 * The login form. Plain React state rather than react-hook-form: this is the one form in the
 * first load, and every kilobyte there is paid by each visit to the product.
 */
export function LoginForm() {
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const { notice, setNotice, awaitSecondFactor } = useSession();
  const [values, setValues] = useState<Required<LoginInput>>({
    email: '',
    password: '',
    remember_me: false,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const change = (field: 'email' | 'password') => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    if (errors[field]) setErrors((x) => ({ ...x, [field]: undefined }));
  };

  /** Login succeeded without a second factor: fetch the user; one still pending goes to 2FA. */
  async function continueWithCurrentUser() {
    try {
      await completeSignIn(await authApi.currentUser());
    } catch (error) {
      if (isTwoFactorPending(error)) navigate('/auth/2fa/verify', { replace: true });
      else setFailure(error);
    }
  }

  async function submit(credentials: Required<LoginInput>) {
    let answer: LoginResponse;
    try {
      answer = await authApi.login(credentials);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        navigate(`/account/activate?email=${encodeURIComponent(credentials.email)}`, {
          state: { message: error.message },
        });
        return;
      }
      if (error instanceof ApiError && error.status === 422) {
        setErrors(firstErrors(error.body.errors));
      }
      setFailure(error);
      return;
    }
    // The answer says the session waits for its code: asking for the user now would only earn
    // the 403 of a pending session (a red line in the browser's console on every sign-in).
    if (answer.two_factor) {
      awaitSecondFactor();
      navigate('/auth/2fa/verify', { replace: true });
      return;
    }
    await continueWithCurrentUser();
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setFailure(null);
    setNotice(null);
    setBusy(true);
    try {
      const checked = await validateLogin(values);
      if (!checked.ok) {
        setErrors(firstErrors(checked.errors));
        return;
      }
      setErrors({});
      await submit(checked.data);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      onInput={() => void preloadValidation()}
      aria-label="Login"
    >
      <Stack spacing={2.5}>
        {notice && <Alert severity={notice.severity}>{notice.text}</Alert>}
        <ErrorBanner error={failure} />
        <OutlinedTextField
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          autoFocus
          required
          value={values.email}
          onChange={change('email')}
          error={!!errors.email}
          helperText={errors.email}
        />
        <PasswordInput
          name="password"
          label="Password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={change('password')}
          error={!!errors.password}
          helperText={errors.password}
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
                name="remember_me"
                checked={values.remember_me}
                onChange={(e) => setValues((v) => ({ ...v, remember_me: e.target.checked }))}
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
