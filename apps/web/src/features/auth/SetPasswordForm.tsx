import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ResetPasswordInput } from '@app/shared';
import { ApiError } from '../../app/http';
import { MSG } from '@app/shared';
import { ErrorBanner } from '../../ui/ErrorBanner';
import { FormTextField } from '../../ui/FormTextField';
import { PasswordField } from '../../ui/PasswordField';
import type { MessageResponse } from '@app/shared';
import { AuthSuccess, BackToLogin } from './AuthSuccess';
import { applyServerFieldErrors } from './formErrors';
import { preloadValidation } from './lazyResolvers';

/** Reset and activation share one shape: token + email from the link, a new password twice. */
export type SetPasswordInput = ResetPasswordInput;
export type SetPasswordValues = SetPasswordInput;

const FIELDS = ['email', 'password', 'password_confirmation'] as const;

interface SetPasswordFormProps {
  /** Reset or activation validation: same fields, different wording. */
  resolver: Resolver<SetPasswordInput, unknown, SetPasswordValues>;
  token: string;
  email: string;
  formLabel: string;
  passwordLabel: string;
  confirmLabel: string;
  submitLabel: string;
  send: (values: SetPasswordValues) => Promise<MessageResponse | undefined>;
  successFooter?: string;
}

export function SetPasswordForm(props: SetPasswordFormProps) {
  const { resolver, token, email, send } = props;
  const [failure, setFailure] = useState<unknown>(null);
  const [done, setDone] = useState<string | null>(null);
  // The e-mail comes from the link; only when the link lacks it does the user type it.
  const emailFromLink = email !== '';
  const { control, handleSubmit, setError, formState } = useForm<
    SetPasswordInput,
    unknown,
    SetPasswordValues
  >({
    resolver,
    defaultValues: { token, email, password: '', password_confirmation: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const response = await send(values);
      setDone(response?.message || MSG.somethingWentWrong);
    } catch (error) {
      if (error instanceof ApiError) applyServerFieldErrors(setError, error.body.errors, FIELDS);
      setFailure(error);
    }
  });

  if (done) return <AuthSuccess message={done} footer={props.successFooter} />;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      onInput={() => void preloadValidation()}
      aria-label={props.formLabel}
    >
      <Stack spacing={2.5}>
        <ErrorBanner error={failure} />
        <FormTextField
          control={control}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          autoFocus={!emailFromLink}
          readOnly={emailFromLink}
        />
        <PasswordField
          control={control}
          name="password"
          label={props.passwordLabel}
          autoComplete="new-password"
          required
          autoFocus={emailFromLink}
        />
        <PasswordField
          control={control}
          name="password_confirmation"
          label={props.confirmLabel}
          autoComplete="new-password"
          required
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={formState.isSubmitting}
        >
          {props.submitLabel}
        </Button>
        <BackToLogin />
      </Stack>
    </Box>
  );
}
