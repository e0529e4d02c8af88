import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { DATETIME_DISPLAY_FORMAT } from '@app/shared';
import { Placeholder } from '../../../ui/Placeholder';
import { REFERRAL_NOTES, type ReferralNoteDto } from './graphql';
import { noteAuthor } from './noteAuthor';

export interface ReferralTimelineProps {
  referralUuid: string;
  /** 'Waiting on Lakeside Cardiology': whose move the referral waits for now. */
  waiting: string;
}

/**
 * The System Log as a vertical timeline, oldest first: who did what when (sent, opened, accepted,
 * scheduled, faxed, completed), with whose move it is now at its head (issue 20 item 3). It reads
 * the notes the Referral Log below loads and keeps live (the same cached query).
 */
export function ReferralTimeline({ referralUuid, waiting }: ReferralTimelineProps) {
  const { data, loading } = useQuery(REFERRAL_NOTES, {
    variables: { referral_uuid: referralUuid },
    fetchPolicy: 'cache-first',
  });
  const steps = (data?.referral_notes ?? []).filter((n) => n.group === 'system').reverse();
  const titleId = `referral-timeline-${referralUuid}`;
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardHeader
        title="Timeline"
        slotProps={{ title: { id: titleId, component: 'h2', variant: 'h6' } }}
        action={<Chip label={waiting} color="secondary" size="small" data-testid="waiting-on" />}
        sx={{ pb: 0, '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
      />
      <CardContent>
        {loading && !data ? (
          <Placeholder variant="rounded" height={96} />
        ) : steps.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Nothing has happened to this referral yet.
          </Typography>
        ) : (
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {steps.map((step, i) => (
              <TimelineStep key={step.uuid} step={step} last={i === steps.length - 1} />
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

function TimelineStep({ step, last }: { step: ReferralNoteDto; last: boolean }) {
  return (
    <Box component="li" sx={{ display: 'grid', gridTemplateColumns: '20px 1fr', columnGap: 1.5 }}>
      {/* The dot and the line down to the next step: drawing only, nothing to read. */}
      <Box aria-hidden sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
        <Box
          sx={{
            width: 12,
            height: 12,
            mt: 0.75,
            borderRadius: '50%',
            bgcolor: last ? 'primary.main' : 'grey.500',
          }}
        />
        {!last && <Box sx={{ flex: 1, width: 2, bgcolor: 'divider', my: 0.5 }} />}
      </Box>
      <Box sx={{ pb: last ? 0 : 2 }}>
        <Typography variant="body2" sx={{ fontWeight: last ? 600 : 400, whiteSpace: 'pre-wrap' }}>
          {step.note}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {noteAuthor(step)} ·{' '}
          <time dateTime={step.created_at}>
            {dayjs(step.created_at).format(DATETIME_DISPLAY_FORMAT)}
          </time>
        </Typography>
      </Box>
    </Box>
  );
}
