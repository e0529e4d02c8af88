import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { sortDefaultFirst } from '@app/shared';
import { referralTypeLabel } from './ClinicFields';
import { formatClinicAddress } from './clinicValues';
import type { ClinicDto } from './graphql';
import { ProvidersTable } from './ProvidersCard';
import { isProviderUser } from './UsersCard';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
        {children || '—'}
      </Box>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ py: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const grid = {
  display: 'grid',
  gap: 2,
  m: 0,
  gridTemplateColumns: {
    xs: '1fr',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
  },
} as const;

interface ClinicDetailsViewProps {
  clinic: ClinicDto;
  isAdmin: boolean;
  /** Leaves out the provider and user sections (shown as editable cards instead). */
  clinicOnly?: boolean;
}

/** The read-only clinic: Clinic details, Provider Details, User details. */
export function ClinicDetailsView({ clinic, isAdmin, clinicOnly }: ClinicDetailsViewProps) {
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '& > section:first-of-type': { pt: 0 } }}>
        <Section title="Clinic details">
          <Box component="dl" sx={grid}>
            <Item label="Clinic Name">{clinic.name}</Item>
            {isAdmin && <Item label="Clinic Code">{clinic.code}</Item>}
            {/* Managers change the Referral Type with the selector beside these details. */}
            {!clinicOnly && <Item label="Referral Type">{referralTypeLabel(clinic.is_order)}</Item>}
            <Item label="Office Phone">{clinic.office_phone}</Item>
            <Item label="Fax">{clinic.fax}</Item>
            <Item label="Address">{clinic.full_address || formatClinicAddress(clinic)}</Item>
            {isAdmin && <Item label="Referral Group">{clinic.referral_network?.name}</Item>}
            {isAdmin && <Item label="Organization">{clinic.organization?.name}</Item>}
            <Item label="Tags">
              {clinic.tags.length > 0 && (
                <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                  {clinic.tags.map((t) => (
                    <Chip key={t.id} size="small" label={t.tag.toLowerCase()} />
                  ))}
                </Box>
              )}
            </Item>
          </Box>
        </Section>
        {!clinicOnly && (
          <>
            <Divider />
            <Section title="Provider Details">
              {clinic.providers.length === 0 ? (
                <Typography sx={{ color: 'text.secondary' }}>No providers.</Typography>
              ) : (
                <ProvidersTable providers={sortDefaultFirst(clinic.providers)} />
              )}
            </Section>
            <Divider />
            <Section title="User details">
              {clinic.users.length === 0 ? (
                <Typography sx={{ color: 'text.secondary' }}>No users.</Typography>
              ) : (
                <Box sx={{ display: 'grid', gap: 1 }}>
                  {clinic.users.map((u) => (
                    <Box key={u.id} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                      <Typography sx={{ fontWeight: 600 }}>{u.full_name}</Typography>
                      <Typography sx={{ color: 'text.secondary', wordBreak: 'break-all' }}>
                        {u.email}
                      </Typography>
                      <Chip
                        size="small"
                        variant="outlined"
                        label={isProviderUser(u) ? 'Provider' : u.role.label}
                      />
                    </Box>
                  ))}
                </Box>
              )}
            </Section>
          </>
        )}
      </CardContent>
    </Card>
  );
}
