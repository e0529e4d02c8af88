import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useCurrentUser } from '../auth/SessionProvider';
import { ChangingClinicDialog, useSwitchClinic } from './useSwitchClinic';

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
