import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LocalHospitalOutlined from '@mui/icons-material/LocalHospitalOutlined';
import { INBOUND_FAX_MSG } from '@app/shared';
import { ClinicPicker, type ClinicOption } from '../../../ui/pickers';
import { useReceivingProviders } from '../create-referral/useReceivingProviders';
import type { InboundFaxDto } from './graphql';
import { RECEIVED_UI } from './messages';

interface ReferringClinicBarProps {
  fax: Pick<InboundFaxDto, 'detected_clinic' | 'clinic' | 'actions'>;
  value: ClinicOption | null;
  onChange: (clinic: ClinicOption | null) => void;
  /** The Receiving Provider chosen here (a provider id), '' for none. */
  provider: string;
  onProviderChange: (providerId: string) => void;
}

/**
 * What every Create Referral form of the fax starts with (spec 3 section 2.2): the referring clinic
 * intake matched on the letterhead or cover sheet ('AI Detected Clinic', 'USE THIS CLINIC') or any
 * other, shown once chosen as a chip with an edit icon to change it; and, beside it, the receiving
 * provider select when the fax's actions allow can_select_receiving_provider. Any user who sees
 * the fax chooses both: they are the referral's, not the fax's.
 */
export function ReferringClinicBar({
  fax,
  value,
  onChange,
  provider,
  onProviderChange,
}: ReferringClinicBarProps) {
  const [editing, setEditing] = useState(false);
  const { canSelect, providers } = useReceivingProviders(fax);
  const detected = fax.detected_clinic;
  const detectedOption = detected ? { id: String(detected.id), name: detected.name } : null;
  const inUse = detectedOption !== null && value?.id === detectedOption.id;
  const choose = (clinic: ClinicOption | null) => {
    onChange(clinic);
    if (clinic) setEditing(false);
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {detectedOption && (
        <Alert
          severity="info"
          icon={<AutoAwesomeOutlined />}
          action={
            <Button
              color="inherit"
              size="small"
              disabled={inUse}
              onClick={() => choose(detectedOption)}
            >
              {INBOUND_FAX_MSG.useThisClinic}
            </Button>
          }
        >
          <AlertTitle>{INBOUND_FAX_MSG.aiDetectedClinic}</AlertTitle>
          {detectedOption.name}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', sm: canSelect ? '1fr 1fr' : '1fr' },
        }}
      >
        {value && !editing ? (
          <Box component="section" aria-label={RECEIVED_UI.referringClinic}>
            <Typography variant="caption" color="text.secondary" component="p">
              {RECEIVED_UI.referringClinic}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <Chip
                icon={<LocalHospitalOutlined />}
                label={value.name}
                color="primary"
                variant="outlined"
              />
              <Tooltip title={RECEIVED_UI.changeReferringClinic}>
                <IconButton
                  aria-label={RECEIVED_UI.changeReferringClinic}
                  onClick={() => setEditing(true)}
                >
                  <EditOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
            </Box>
          </Box>
        ) : (
          <ClinicPicker
            label={RECEIVED_UI.referringClinic}
            side="referring"
            value={value}
            onChange={choose}
          />
        )}
        {canSelect && (
          <TextField
            select
            label={RECEIVED_UI.receivingProvider}
            value={provider}
            onChange={(e) => onProviderChange(e.target.value)}
          >
            {providers.map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.display_name}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Box>
    </Box>
  );
}
