import { useMutation, useQuery } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { Placeholder } from '../../ui/Placeholder';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ErrorBanner } from '../../ui/ErrorBanner';
import { serverMessage } from '../../ui/pickers/serverErrors';
import {
  SAVE_CLINIC_NOTIFICATION_SETTINGS,
  USER_CLINICS_NOTIFICATIONS,
  type ClinicNotificationSettingsDto,
} from './graphql';

/**
 * The signed-in user's notification settings in each of their clinics, as switches; a change is
 * saved at once (save_clinic_notification_settings).
 */
export function NotificationSettingsCard() {
  const { enqueueSnackbar } = useSnackbar();
  const { data, loading, error, refetch } = useQuery(USER_CLINICS_NOTIFICATIONS, {
    fetchPolicy: 'cache-and-network',
  });
  const [save, { loading: saving }] = useMutation(SAVE_CLINIC_NOTIFICATION_SETTINGS);
  const rows = data?.user_clinics_with_notification_settings ?? [];

  const toggle = async (row: ClinicNotificationSettingsDto, index: number, on: boolean) => {
    const notificationSettings = row.notifications.map((n, i) =>
      (i === index ? on : n.value) ? 1 : 0,
    );
    try {
      await save({ variables: { clinicId: row.clinic.id, notificationSettings } });
      await refetch();
      enqueueSnackbar(`Notification settings saved for ${row.clinic.name}`, { variant: 'success' });
    } catch (e) {
      enqueueSnackbar(serverMessage(e), { variant: 'error' });
    }
  };

  return (
    <Card
      component="section"
      aria-labelledby="notification-settings-title"
      sx={{ maxWidth: 880, mt: 3 }}
    >
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="notification-settings-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          Notification Settings
        </Typography>
        {error && <ErrorBanner error={error} />}
        {loading && !data && <Placeholder height={80} />}
        {rows.map((row) => (
          <Box
            key={row.clinic.id}
            component="fieldset"
            sx={{
              border: 0,
              p: 0,
              m: 0,
              py: 1.5,
              '& + &': { borderTop: 1, borderColor: 'divider' },
            }}
          >
            <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5, p: 0 }}>
              {row.clinic.name}
            </Typography>
            <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {row.notifications.map((n, i) => (
                <FormControlLabel
                  key={n.key}
                  label={n.label}
                  control={
                    <Switch
                      checked={n.value}
                      disabled={saving}
                      onChange={(e) => void toggle(row, i, e.target.checked)}
                    />
                  }
                />
              ))}
            </FormGroup>
          </Box>
        ))}
        {data && rows.length === 0 && (
          <Typography sx={{ color: 'text.secondary' }}>
            You are not a member of any clinic.
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
