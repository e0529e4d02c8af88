import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { fieldErrors, publicReviewLoginSchema, type PublicReviewLoginInput } from '@app/shared';
import { ErrorBanner } from '../../../ui/ErrorBanner';
import { OutlinedTextField } from '../../../ui/OutlinedTextField';
import { serverMessage } from '../../../ui/pickers/serverErrors';
import type { ReviewAccess } from './api';
import { credentialVars } from './credentials';
import { VERIFY_ACCESS_CODE, type PublicReferralViewDto } from './graphql';

type Field = keyof PublicReviewLoginInput;
type FieldErrors = Partial<Record<Field, string>>;

/** Room for a code typed with dashes or spaces ('ABCD-EFGH-JKMN' is 14 characters). */
const CODE_INPUT_MAX = 20;

export const SIGN_IN_HINT =
  'For your privacy, your e-mail and access code are kept only while this page is open: reloading or closing the page asks for them again.';

export interface ReviewSignInProps {
  referralUuid: string;
  onVerified: (access: ReviewAccess, view: PublicReferralViewDto) => void;
}

/**
 * The review page's sign-in: the e-mail the referral was submitted with and the access code from
 * the e-mail. Checked here with the shared schema, then by verify_referral_access_code; a refusal
 * shows the server's message (spec 2 section 8) and keeps what was typed.
 */
export function ReviewSignIn({ referralUuid, onVerified }: ReviewSignInProps) {
  const [values, setValues] = useState<PublicReviewLoginInput>({ email: '', access_code: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [verify, { loading }] = useMutation(VERIFY_ACCESS_CODE);

  const change = (field: Field) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    if (errors[field]) setErrors((x) => ({ ...x, [field]: undefined }));
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (loading) return;
    setFailure(null);
    const checked = publicReviewLoginSchema.safeParse(values);
    if (!checked.success) {
      const found = fieldErrors(checked.error);
      setErrors({ email: found.email?.[0], access_code: found.access_code?.[0] });
      return;
    }
    setErrors({});
    const access = { referralUuid, ...checked.data };
    try {
      const { data } = await verify({ variables: credentialVars(access) });
      if (data) onVerified(access, data.verify_referral_access_code);
    } catch (error) {
      setFailure(serverMessage(error));
    }
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-label="Sign in to review your referral"
    >
      <Stack spacing={2.5}>
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
        <OutlinedTextField
          name="access_code"
          label="Access Code"
          autoComplete="off"
          required
          placeholder="XXXX-XXXX-XXXX"
          value={values.access_code}
          onChange={change('access_code')}
          error={!!errors.access_code}
          helperText={errors.access_code ?? 'From your e-mail; dashes are optional.'}
          inputProps={{
            maxLength: CODE_INPUT_MAX,
            autoCapitalize: 'characters',
            spellCheck: false,
            style: { textTransform: 'uppercase', letterSpacing: '0.08em' },
          }}
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={loading}>
          View Referral
        </Button>
        <Alert severity="info" variant="outlined">
          {SIGN_IN_HINT}
        </Alert>
      </Stack>
    </Box>
  );
}
