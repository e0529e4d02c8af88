import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { previousMonth } from '@app/shared';
import { PageHeader } from '../../ui/PageHeader';
import { currentMonth } from './months';
import { ReferralCountCard } from './ReferralCountCard';

export function DashboardPage() {
  const [thisMonth, lastMonth] = useMemo(() => {
    const now = currentMonth();
    return [now, previousMonth(now)] as const;
  }, []);

  return (
    <>
      <PageHeader title="Dashboard" />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <ReferralCountCard title="Total Referrals This Month" period={thisMonth} />
        <ReferralCountCard title="Total Referrals Last Month" period={lastMonth} />
      </Box>
    </>
  );
}
