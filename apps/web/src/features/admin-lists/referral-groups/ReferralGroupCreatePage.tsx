import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from '@apollo/client/react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useSnackbar } from 'notistack';
import { PageHeader } from '../../../ui/PageHeader';
import { ErrorBanner } from '../../../ui/ErrorBanner';
import { NameForm } from '../common/NameForm';
import { referralGroupResolver } from '../common/resolvers';
import { serverMessage } from '../common/errors';
import { SAVE_REFERRAL_GROUP } from './graphql';
import { GROUP_CRUMBS, groupPaths } from './paths';

/** /manage/referral-networks/enroll: create a referral group. */
export function ReferralGroupCreatePage() {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [failure, setFailure] = useState<unknown>(null);
  const [save] = useMutation(SAVE_REFERRAL_GROUP, { refetchQueries: ['AdminReferralGroupList'] });

  return (
    <>
      <PageHeader title="Create Referral Group" crumbs={GROUP_CRUMBS} />
      <Card sx={{ maxWidth: 640 }}>
        <CardContent sx={{ p: 3 }}>
          <ErrorBanner
            error={failure == null ? null : serverMessage(failure)}
            title="Cannot create referral group"
            sx={{ mb: 2.5 }}
          />
          <NameForm
            resolver={referralGroupResolver}
            label="Group Name"
            formLabel="Create referral group"
            submitLabel="Create"
            autoFocus
            serverError={failure}
            onCancel={() => void navigate(groupPaths.list)}
            onSubmit={async ({ name }) => {
              setFailure(null);
              try {
                await save({ variables: { name } });
              } catch (error) {
                setFailure(error);
                return;
              }
              enqueueSnackbar('Successfully created a referral group', { variant: 'success' });
              await navigate(groupPaths.list);
            }}
          />
        </CardContent>
      </Card>
    </>
  );
}
