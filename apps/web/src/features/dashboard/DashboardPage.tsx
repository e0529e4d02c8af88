import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import { previousMonth } from '@app/shared';
import { PageHeader } from '../../ui/PageHeader';
import { ClinicTotalsPanel } from './ClinicTotalsPanel';
import { DashboardCharts } from './DashboardCharts';
import { currentMonth } from './months';
import { ReferralCountCard } from './ReferralCountCard';

interface DashboardPageProps {
  /** The clock the months read (tests pin it). */
  now?: () => Date;
}

/** The admin dashboard (spec 3 section 2.6): two month cards, the clinic totals, four charts. */
export function DashboardPage({ now = () => new Date() }: DashboardPageProps) {
  // Read once: the page keeps its months until it is opened again.
  const [thisMonth] = useState(() => currentMonth(now()));
  const lastMonth = useMemo(() => previousMonth(thisMonth), [thisMonth]);

  return (
    <>
      <PageHeader title="Dashboard" />
      <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 } }}>
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
        <ClinicTotalsPanel initial={thisMonth} />
        <DashboardCharts />
      </Box>
    </>
  );
}
