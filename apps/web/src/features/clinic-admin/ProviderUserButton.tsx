import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import type { ClinicUserInputDto } from './graphql';
import { ProviderUserDialog } from './ProviderUserDialog';

interface ProviderUserButtonProps {
  firstname: string;
  lastname: string;
  user: ClinicUserInputDto | null | undefined;
  onChange: (user: ClinicUserInputDto | null) => void;
}

/**
 * 'Create a User for this Provider', possible once first and last name are filled (spec 1
 * section 4); shows 'User Added' once a user is queued for the provider.
 */
export function ProviderUserButton({
  firstname,
  lastname,
  user,
  onChange,
}: ProviderUserButtonProps) {
  const [open, setOpen] = useState(false);
  const ready = firstname.trim() !== '' && lastname.trim() !== '';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      {user ? (
        <Chip
          color="success"
          icon={<CheckCircleOutlined />}
          label="User Added"
          onDelete={() => onChange(null)}
          title={user.email}
        />
      ) : (
        <Button
          variant="outlined"
          size="small"
          startIcon={<PersonAddOutlined />}
          disabled={!ready}
          onClick={() => setOpen(true)}
        >
          Create a User for this Provider
        </Button>
      )}
      <ProviderUserDialog
        open={open}
        firstname={firstname}
        lastname={lastname}
        onClose={() => setOpen(false)}
        onAdd={onChange}
      />
    </Box>
  );
}
