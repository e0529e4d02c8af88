import { useQuery } from '@apollo/client/react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { Placeholder } from '../../ui/Placeholder';
import Typography from '@mui/material/Typography';
import type { MonthYear } from '@app/shared';
import { ErrorBanner } from '../../ui/ErrorBanner';
import { ADMIN_REFERRAL_COUNTS } from './graphql';
import { monthLabel } from './months';

interface ReferralCountCardProps {
  title: string;
  period: MonthYear;
}

/** One month's referral total, large, with the month it counts. */
export function ReferralCountCard({ title, period }: ReferralCountCardProps) {
  const { data, loading, error } = useQuery(ADMIN_REFERRAL_COUNTS, {
    variables: period,
    fetchPolicy: 'cache-and-network',
  });
  const total = (data?.admin_referral_counts ?? []).reduce((sum, c) => sum + c.count, 0);
  const headingId = `count-${period.year}-${period.month}`;

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: 3 }}>
        <Typography
          id={headingId}
          variant="subtitle1"
          component="h2"
          sx={{ color: 'text.secondary', fontWeight: 600 }}
        >
          {title}
        </Typography>
        {error ? (
          <ErrorBanner error={error} sx={{ mt: 2 }} />
        ) : (
          <Typography
            variant="h2"
            component="p"
            sx={{
              mt: 1,
              fontSize: { xs: '2.5rem', sm: '3rem' },
              fontWeight: 700,
              color: 'primary.dark',
            }}
          >
            {loading && !data ? <Placeholder width={80} /> : total.toLocaleString('en-US')}
          </Typography>
        )}
        <Typography sx={{ color: 'text.secondary' }}>{monthLabel(period)}</Typography>
      </CardContent>
    </Card>
  );
}
