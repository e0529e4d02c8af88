import { useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
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
 * page (or `destination`, an in-app path) so nothing scoped to the previous clinic survives in
 * memory.
 */
export function useSwitchClinic() {
  const user = useCurrentUser();
  const { signIn } = useSession();
  const signOutAndLeave = useSignOutAndLeave();
  const { enqueueSnackbar } = useSnackbar();
  const [switchClinic] = useMutation(SWITCH_CLINIC);
  const [switching, setSwitching] = useState(false);

  async function switchTo(clinicId: string, destination?: string) {
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
      window.location.assign(destination ?? landingPath(fresh));
      // The modal stays up until the page unloads.
    } catch (error) {
      setSwitching(false);
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  }

  return { switching, switchTo };
}

export function ChangingClinicDialog({ open }: { open: boolean }) {
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
