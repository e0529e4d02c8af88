import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LocalHospitalOutlined from '@mui/icons-material/LocalHospitalOutlined';
import { INBOUND_FAX_MSG } from '@app/shared';
import { AssignClinicForm } from './AssignClinicForm';
import type { InboundFaxDto } from './graphql';
import { RECEIVED_UI } from './messages';

/**
 * The fax's clinic: a chip with an edit icon, or the assign form, which opens by itself while the
 * fax has no clinic (spec 3 section 4).
 */
export function ClinicTab({ fax, onAssigned }: { fax: InboundFaxDto; onAssigned: () => void }) {
  const [editing, setEditing] = useState(false);
  const canAssign = fax.actions.can_assign;
  const formOpen = canAssign && (editing || fax.clinic === null);

  if (formOpen)
    return (
      <Box>
        <Typography variant="subtitle2" sx={{ mb: 1.5 }}>
          {RECEIVED_UI.assignTitle}
        </Typography>
        <AssignClinicForm
          faxId={fax.id}
          current={fax.clinic}
          onCancel={fax.clinic ? () => setEditing(false) : undefined}
          onSaved={() => {
            setEditing(false);
            onAssigned();
          }}
        />
      </Box>
    );

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Chip
        icon={<LocalHospitalOutlined />}
        label={fax.clinic?.name ?? INBOUND_FAX_MSG.unidentifiedClinic}
        color={fax.clinic ? 'primary' : 'warning'}
        variant="outlined"
      />
      {canAssign && (
        <Tooltip title={RECEIVED_UI.changeClinic}>
          <IconButton aria-label={RECEIVED_UI.changeClinic} onClick={() => setEditing(true)}>
            <EditOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}
