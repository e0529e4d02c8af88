import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { Placeholder } from '../../ui/Placeholder';
import { errorMessage } from '../../app/http';
import { PageHeader } from '../../ui/PageHeader';
import { USER_PROVIDER } from './graphql';
import { PendingOrders } from './PendingOrders';
import { SignatureCard } from './SignatureCard';
import { PAGE_TITLES } from '@app/shared';

export const NOT_A_PROVIDER =
  'This account is not linked to a provider, so there are no orders for you to approve.';

/**
 * The provider portal (route /provider, spec 3 section 2.5): the signed-in provider's signature
 * and the orders waiting for their approval. The provider is always read from the server
 * (spec 3 section 7), so a signature saved on another device shows here.
 */
export function ProviderPortal() {
  const provider = useQuery(USER_PROVIDER, { fetchPolicy: 'network-only' });
  const current = provider.data?.user_provider;

  return (
    <>
      <PageHeader
        title={PAGE_TITLES.providerPortal}
        subtitle="Sign and approve the orders sent to you."
      />
      {provider.error && !provider.data ? (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => void provider.refetch().catch(() => undefined)}
            >
              Retry
            </Button>
          }
        >
          {errorMessage(provider.error)}
        </Alert>
      ) : current === undefined ? (
        <Card variant="outlined" role="status" aria-busy="true" aria-label="Loading your signature">
          <CardContent>
            <Placeholder width={200} height={32} />
            <Placeholder variant="rounded" height={120} sx={{ my: 2 }} />
            <Placeholder width={320} />
          </CardContent>
        </Card>
      ) : current === null ? (
        <Alert severity="info">{NOT_A_PROVIDER}</Alert>
      ) : (
        <>
          <SignatureCard provider={current} />
          <PendingOrders hasSignature={current.signature !== null} />
        </>
      )}
    </>
  );
}
