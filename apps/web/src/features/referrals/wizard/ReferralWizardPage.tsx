import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { REFERRAL_MSG_SERVER, hasPermission } from '@app/shared';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { useCurrentUser } from '../../auth/SessionProvider';
import { DraftLoader } from './DraftLoader';
import { ReferralWizard } from './ReferralWizard';

/**
 * /referrals/send and /referrals/{uuid}. The wizard that creates a draft moves the address to
 * /referrals/{uuid} and keeps going (same instance, nothing reloaded); opening /referrals/{uuid}
 * otherwise reloads the draft; opening /referrals/send again starts a new referral.
 */
export function ReferralWizardPage() {
  const { uuid } = useParams();
  const location = useLocation();
  const user = useCurrentUser();
  // The draft this page created, and the visit of /referrals/send that started it.
  const [own, setOwn] = useState<{ visit: string; uuid: string | null }>({
    visit: location.key,
    uuid: null,
  });
  if (uuid === undefined && own.visit !== location.key) {
    setOwn({ visit: location.key, uuid: null });
  }

  if (!user.clinic || !hasPermission(user.referral_permissions, 'SEND_REFERRAL')) {
    return (
      <>
        <PageHeader title="Send Referral" />
        <EmptyState text={REFERRAL_MSG_SERVER.cannotSend} />
      </>
    );
  }
  if (uuid !== undefined && uuid !== own.uuid) return <DraftLoader key={uuid} uuid={uuid} />;
  return (
    <ReferralWizard
      key={own.visit}
      onCreated={(created) => setOwn((o) => ({ ...o, uuid: created }))}
    />
  );
}
