import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import { ReferralNotes, type ReferralNotesProps } from './ReferralNotes';
import { NOTES_LABELS } from './tabs';

export type ReferralLogProps = ReferralNotesProps;

/** The detail view's 'Referral Log' card: External Messages, Internal Notes and System Log. */
export function ReferralLog(props: ReferralLogProps) {
  const titleId = `referral-log-${props.referralUuid}`;
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardHeader
        title={NOTES_LABELS.logTitle}
        slotProps={{ title: { id: titleId, component: 'h2', variant: 'h6' } }}
        sx={{ pb: 0 }}
      />
      <ReferralNotes {...props} />
    </Card>
  );
}
