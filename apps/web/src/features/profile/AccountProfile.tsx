import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import Verified from '@mui/icons-material/Verified';
import { isRole } from '@app/shared';
import { PageHeader } from '../../ui/PageHeader';
import { useCurrentUser } from '../auth/SessionProvider';
import { NotificationSettingsCard } from '../clinic-admin/NotificationSettingsCard';
import type { CurrentUser } from '../auth/types';

/** What an admin can do, in words (admins have no per-clinic permission settings). */
const ADMIN_PERMISSIONS = [
  'Manage clinics',
  'Manage users',
  'Manage referral groups',
  'Manage documents',
  'View statistics',
] as const;

export function capitalize(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

function permissionLabels(user: CurrentUser): string[] {
  if (isRole(user.role?.name, 'admin')) return [...ADMIN_PERMISSIONS];
  return user.permissions.filter((p) => p.value).map((p) => p.label);
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
        gap: { xs: 0.5, sm: 2 },
        py: 1.5,
      }}
    >
      <Typography component="dt" sx={{ color: 'text.secondary', fontWeight: 500 }}>
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, minWidth: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

export function AccountProfile() {
  const user = useCurrentUser();
  const firstname = capitalize(user.firstname);
  const lastname = capitalize(user.lastname);
  const permissions = permissionLabels(user);

  return (
    <>
      <PageHeader title="Account Profile" />
      <Card sx={{ maxWidth: 880 }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
            <Avatar sx={{ width: 56, height: 56, bgcolor: 'primary.main', fontSize: '1.25rem' }}>
              {`${firstname.charAt(0)}${lastname.charAt(0)}`}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h5" component="h2">{`${firstname} ${lastname}`}</Typography>
              {user.role && (
                <Typography sx={{ color: 'text.secondary' }}>{user.role.label}</Typography>
              )}
            </Box>
          </Box>
          <Divider />
          <Box component="dl" sx={{ m: 0 }}>
            <Field label="Email">
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography sx={{ wordBreak: 'break-all' }}>{user.email}</Typography>
                {user.activated_at && (
                  <Chip
                    icon={<Verified />}
                    label="Verified"
                    color="success"
                    size="small"
                    variant="outlined"
                  />
                )}
              </Box>
            </Field>
            <Field label="First name">
              <Typography>{firstname}</Typography>
            </Field>
            <Field label="Last name">
              <Typography>{lastname}</Typography>
            </Field>
            <Field label="Role">
              <Typography>{user.role?.label ?? '—'}</Typography>
            </Field>
            {user.clinic && (
              <Field label="Clinic">
                <Typography>{user.clinic.name}</Typography>
              </Field>
            )}
          </Box>
          <Divider sx={{ my: 1 }} />
          <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
            Permissions:
          </Typography>
          {permissions.length === 0 ? (
            <Typography sx={{ color: 'text.secondary', mt: 1 }}>No permissions granted.</Typography>
          ) : (
            <List dense aria-label="Permissions">
              {permissions.map((label) => (
                <ListItem key={label} disableGutters>
                  <ListItemIcon sx={{ minWidth: 32 }}>
                    <CheckCircleOutline fontSize="small" color="success" />
                  </ListItemIcon>
                  <ListItemText primary={label} />
                </ListItem>
              ))}
            </List>
          )}
        </CardContent>
      </Card>
      {/* Per-clinic notification settings; admins have none (spec 1 section 6). */}
      {!isRole(user.role?.name, 'admin') && <NotificationSettingsCard />}
    </>
  );
}
