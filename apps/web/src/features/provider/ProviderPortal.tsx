import Card from '@mui/material/Card';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';

/** The provider's landing page; orders to approve arrive here in later work. */
export function ProviderPortal() {
  return (
    <>
      <PageHeader title="Provider Portal" />
      <Card>
        <EmptyState text="No pending orders." />
      </Card>
    </>
  );
}
