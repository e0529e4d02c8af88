import { useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { errorMessage } from '../../app/http';
import { authApi } from '../auth/authApi';
import { emitSessionEvent } from '../auth/sessionEvents';
import { useCurrentUser, useSession } from '../auth/SessionProvider';
import { landingPath, signInRefusal } from '../auth/signInRules';
import { useSignOutAndLeave } from '../auth/useAuthNavigation';
import { SWITCH_CLINIC } from './graphql';

/**
 * Switches the current clinic: server switch, fresh user, then a full reload on the landing
 * page so nothing scoped to the previous clinic survives in memory.
 */
function useSwitchClinic() {
  const user = useCurrentUser();
  const { signIn } = useSession();
  const signOutAndLeave = useSignOutAndLeave();
  const { enqueueSnackbar } = useSnackbar();
  const [switchClinic] = useMutation(SWITCH_CLINIC);
  const [switching, setSwitching] = useState(false);

  async function switchTo(clinicId: string) {
    setSwitching(true);
    try {
      await switchClinic({ variables: { userUuid: user.uuid, clinicId } });
      emitSessionEvent('clinic-switched');
      const fresh = await authApi.currentUser();
      const refusal = signInRefusal(fresh);
      if (refusal) {
        await signOutAndLeave({ severity: 'error', text: refusal });
        return;
      }
      signIn(fresh);
      window.location.assign(landingPath(fresh));
      // The modal stays up until the page unloads.
    } catch (error) {
      setSwitching(false);
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  }

  return { switching, switchTo };
}

function ChangingClinicDialog({ open }: { open: boolean }) {
  return (
    <Dialog
      open={open}
      aria-labelledby="changing-clinic-title"
      aria-describedby="changing-clinic-text"
    >
      <DialogTitle id="changing-clinic-title">Changing Clinic</DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <CircularProgress size={24} aria-hidden />
          <Typography id="changing-clinic-text">Please wait.</Typography>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}

/** Shown only for users with clinics; a single clinic is shown but cannot be changed. */
export function ClinicSelector() {
  const user = useCurrentUser();
  const { switching, switchTo } = useSwitchClinic();
  const clinics = user.clinics;
  if (clinics.length === 0) return null;
  const current = user.clinic?.id ?? clinics[0]?.id ?? '';

  return (
    <>
      <TextField
        select
        size="small"
        label="Clinic"
        value={current}
        disabled={clinics.length <= 1 || switching}
        onChange={(e) => {
          if (e.target.value !== current) void switchTo(e.target.value);
        }}
        data-testid="clinic-selector"
        fullWidth={false}
        sx={{ width: { xs: 150, sm: 220, md: 280 } }}
        slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
      >
        {clinics.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      <ChangingClinicDialog open={switching} />
    </>
  );
}
