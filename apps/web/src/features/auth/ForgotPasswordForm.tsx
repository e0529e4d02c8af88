import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ForgotPasswordInput, forgotPasswordSchema } from '@app/shared';
import { ApiError } from '../../app/http';
import { MSG } from '@app/shared';
import { ErrorBanner } from '../../ui/ErrorBanner';
import { FormTextField } from '../../ui/FormTextField';
import { authApi } from './authApi';
import { AuthSuccess, BackToLogin } from './AuthSuccess';
import { applyServerFieldErrors } from './formErrors';
import { forgotPasswordResolver, preloadValidation } from './lazyResolvers';

type ForgotPasswordValues = z.output<typeof forgotPasswordSchema>;

export function ForgotPasswordForm() {
  const [failure, setFailure] = useState<unknown>(null);
  const [sent, setSent] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<
    ForgotPasswordInput,
    unknown,
    ForgotPasswordValues
  >({ resolver: forgotPasswordResolver, defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      const response = await authApi.forgotPassword(email);
      setSent(response?.message || MSG.somethingWentWrong);
    } catch (error) {
      if (error instanceof ApiError) applyServerFieldErrors(setError, error.body.errors, ['email']);
      setFailure(error);
    }
  });

  if (sent) return <AuthSuccess message={sent} />;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      onInput={() => void preloadValidation()}
      aria-label="Forgot password"
    >
      <Stack spacing={2.5}>
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
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={formState.isSubmitting}
        >
          Submit
        </Button>
        <BackToLogin />
      </Stack>
    </Box>
  );
}
