import { useMutation } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { serverMessage } from '../../ui/pickers/serverErrors';
import { ReferralTypeSelect } from './ClinicFields';
import { clinicDtoToInput } from './clinicValues';
import { SAVE_CLINIC, type ClinicDto } from './graphql';
import { ProvidersCard } from './ProvidersCard';
import { UsersCard } from './UsersCard';
import { CLINIC_ADMIN_MSG } from '@app/shared';

interface ClinicConfigureProps {
  clinic: ClinicDto;
  isAdmin: boolean;
  canManage: boolean;
  onChanged: () => void;
}

/** The clinic detail screen: Referral Type (saved at once), Users card, Providers card. */
export function ClinicConfigure({ clinic, isAdmin, canManage, onChanged }: ClinicConfigureProps) {
  const { enqueueSnackbar } = useSnackbar();
  const [save, { loading }] = useMutation(SAVE_CLINIC);

  const changeType = async (isOrder: boolean) => {
    try {
      await save({
        variables: { clinic: { ...clinicDtoToInput(clinic, isAdmin), is_order: isOrder } },
      });
      enqueueSnackbar(CLINIC_ADMIN_MSG.updated, { variant: 'success' });
    } catch (e) {
      enqueueSnackbar(`Error Message: ${serverMessage(e)}`, { variant: 'error' });
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Card>
        <CardContent sx={{ maxWidth: 360 }}>
          <ReferralTypeSelect
            value={clinic.is_order}
            disabled={!canManage || loading}
            onChange={(v) => void changeType(v)}
          />
        </CardContent>
      </Card>
      <UsersCard
        clinicId={clinic.id}
        users={clinic.users}
        canManage={canManage}
        onChanged={onChanged}
      />
      <ProvidersCard
        clinicId={clinic.id}
        providers={clinic.providers}
        canManage={canManage}
        onChanged={onChanged}
      />
    </Box>
  );
}
