import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import { ErrorBanner } from '../../ui/ErrorBanner';
import { FullPageSpinner } from '../../ui/FullPageSpinner';
import { PageHeader } from '../../ui/PageHeader';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { useCurrentUser } from '../auth/SessionProvider';
import { useClinicAccess } from './access';
import { ClinicConfigure } from './ClinicConfigure';
import { ClinicDetailsView } from './ClinicDetailsView';
import { ClinicEditForm } from './ClinicEditForm';
import { FormSettings } from './FormSettings';
import { CLINIC, CLINIC_BY_USER_UUID, type ClinicDto } from './graphql';

/** A page title without breadcrumbs (the clinic page shows them to admins only). */
function PlainHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Box
      component="header"
      sx={{
        mb: 3,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        justifyContent: 'space-between',
        gap: 2,
      }}
    >
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
    </Box>
  );
}

function useClinic(id: string | undefined) {
  return useQuery(CLINIC, {
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: 'cache-and-network',
  });
}

const TABS = ['details', 'configure', 'forms'] as const;
type TabName = (typeof TABS)[number];

/** /manage/clinics/{id}: 'Edit Clinic' with the Details, Configure and Forms tabs. */
export function ManageClinicPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { isAdmin, canManage } = useClinicAccess();
  const { data, error, refetch } = useClinic(id);
  const tab: TabName = TABS.find((t) => t === params.get('tab')) ?? 'details';
  const clinic = data?.clinic;

  const header = isAdmin ? (
    <PageHeader
      title="Edit Clinic"
      subtitle={clinic?.name}
      crumbs={[{ label: 'Clinics', to: '/manage/clinics' }]}
    />
  ) : (
    <PlainHeader title="Edit Clinic" />
  );

  return (
    <>
      {header}
      {error && !clinic ? (
        <ErrorBanner error={error} />
      ) : !clinic ? (
        <FullPageSpinner />
      ) : (
        <>
          <Tabs
            value={tab}
            onChange={(_e, v: TabName) =>
              setParams(v === 'details' ? {} : { tab: v }, { replace: true })
            }
            variant="scrollable"
            allowScrollButtonsMobile
            sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
          >
            <Tab value="details" label="Details" />
            <Tab value="configure" label="Configure" />
            <Tab value="forms" label="Forms" />
          </Tabs>
          {tab === 'details' && (
            <ClinicEditForm
              key={clinic.id}
              clinic={clinic}
              isAdmin={isAdmin}
              onBack={() => void navigate(isAdmin ? '/manage/clinics' : `/clinic/${clinic.id}`)}
            />
          )}
          {tab === 'configure' && (
            <ClinicConfigure
              clinic={clinic}
              isAdmin={isAdmin}
              canManage={canManage}
              onChanged={() => void refetch()}
            />
          )}
          {tab === 'forms' && <FormSettings clinicId={clinic.id} />}
        </>
      )}
    </>
  );
}

/** The clinic's details with, for managers, the editable Users and Providers cards. */
function ClinicOverview({ clinic, onChanged }: { clinic: ClinicDto; onChanged: () => void }) {
  const { isAdmin, canManage } = useClinicAccess();
  return (
    <>
      <PageHeader
        title={clinic.name}
        crumbs={[{ label: 'Clinic' }]}
        actions={
          canManage && (
            <>
              <Button
                component={RouterLink}
                to={`/clinic/${clinic.id}/settings`}
                variant="outlined"
                startIcon={<TuneOutlined />}
              >
                Referral Form Settings
              </Button>
              <Button
                component={RouterLink}
                to={`/clinic/${clinic.id}?edit=1`}
                variant="contained"
                startIcon={<EditOutlined />}
              >
                Edit Clinic
              </Button>
            </>
          )
        }
      />
      <Box sx={{ display: 'grid', gap: 3 }}>
        <ClinicDetailsView clinic={clinic} isAdmin={isAdmin} clinicOnly={canManage} />
        {canManage && (
          <ClinicConfigure clinic={clinic} isAdmin={isAdmin} canManage onChanged={onChanged} />
        )}
      </Box>
    </>
  );
}

/** /clinic: the signed-in user's own clinic (clinic_by_user_uuid). */
export function MyClinicPage() {
  const user = useCurrentUser();
  const { data, error, refetch } = useQuery(CLINIC_BY_USER_UUID, {
    variables: { user_uuid: user.uuid },
    fetchPolicy: 'cache-and-network',
  });
  const clinic = data?.clinic_by_user_uuid;
  if (error && !clinic) return <ErrorBanner error={error} />;
  if (!clinic) return <FullPageSpinner />;
  return <ClinicOverview clinic={clinic} onChanged={() => void refetch()} />;
}

/** /clinic/{id}: the details, or the clinic form with ?edit=1 (saving returns to the details). */
export function ClinicPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { isAdmin, canManage } = useClinicAccess();
  const { data, error, refetch } = useClinic(id);
  const clinic = data?.clinic;
  if (error && !clinic) return <ErrorBanner error={error} />;
  if (!clinic) return <FullPageSpinner />;
  if (params.get('edit') === '1' && canManage) {
    return (
      <>
        <PageHeader
          title="Edit Clinic"
          subtitle={clinic.name}
          crumbs={[{ label: clinic.name, to: `/clinic/${clinic.id}` }]}
        />
        <ClinicEditForm
          key={clinic.id}
          clinic={clinic}
          isAdmin={isAdmin}
          onBack={() => void navigate(`/clinic/${clinic.id}`)}
          onSaved={() => void navigate(`/clinic/${clinic.id}`)}
        />
      </>
    );
  }
  return <ClinicOverview clinic={clinic} onChanged={() => void refetch()} />;
}

/** /clinic/{id}/settings: the clinic's referral form settings. */
export function ClinicSettingsPage() {
  const { id } = useParams();
  const { data } = useClinic(id);
  return (
    <>
      <PageHeader
        title="Referral Form Settings"
        subtitle={data?.clinic.name}
        crumbs={[{ label: data?.clinic.name ?? 'Clinic', to: `/clinic/${id ?? ''}` }]}
      />
      {id && <FormSettings clinicId={id} />}
    </>
  );
}
