import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import { INBOUND_FAX_MSG } from '@app/shared';
import { ClinicPicker, type ClinicOption } from '../../../ui/pickers';
import type { InboundFaxClinicDto } from './graphql';
import { RECEIVED_UI } from './messages';

interface ReferringClinicBarProps {
  detected: InboundFaxClinicDto | null;
  value: ClinicOption | null;
  onChange: (clinic: ClinicOption | null) => void;
}

/**
 * The referring clinic every Create Referral form starts with: the clinic intake matched on the
 * letterhead or cover sheet ('AI Detected Clinic', 'USE THIS CLINIC') or any other chosen here.
 */
export function ReferringClinicBar({ detected, value, onChange }: ReferringClinicBarProps) {
  const detectedOption = detected ? { id: String(detected.id), name: detected.name } : null;
  const inUse = detectedOption !== null && value?.id === detectedOption.id;
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
              onClick={() => onChange(detectedOption)}
            >
              {INBOUND_FAX_MSG.useThisClinic}
            </Button>
          }
        >
          <AlertTitle>{INBOUND_FAX_MSG.aiDetectedClinic}</AlertTitle>
          {detectedOption.name}
        </Alert>
      )}
      <ClinicPicker label={RECEIVED_UI.referringClinic} value={value} onChange={onChange} />
    </Box>
  );
}
