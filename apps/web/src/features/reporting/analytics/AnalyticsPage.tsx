import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { REPORT_MSG } from '@app/shared';
import { PageHeader } from '../../../ui/PageHeader';
import { AnalyticsChart } from './AnalyticsChart';
import { AnalyticsFilter } from './AnalyticsFilter';
import { ANALYTICS_TABS } from './analyticsTabs';
import { useAnalyticsFilter } from './useAnalyticsFilter';

interface AnalyticsPageProps {
  /** The clock the presets read (tests pin it). */
  now?: () => Date;
}

/** 'Referral Analytics' (spec 3 section 2.4): the date filter over five chart tabs (?tab=). */
export function AnalyticsPage({ now }: AnalyticsPageProps) {
  const [filter, dispatch] = useAnalyticsFilter(now);
  const [params, setParams] = useSearchParams();
  const tab = ANALYTICS_TABS.find((t) => t.key === params.get('tab')) ?? ANALYTICS_TABS[0]!;

  return (
    <>
      <PageHeader title={REPORT_MSG.analyticsTitle} />
      <AnalyticsFilter value={filter} dispatch={dispatch} now={now} />
      <Card>
        <Tabs
          value={tab.key}
          onChange={(_, key: string) => setParams({ tab: key }, { replace: true })}
          aria-label={REPORT_MSG.analyticsTitle}
          variant="scrollable"
          sx={{
            borderBottom: 1,
            borderColor: 'divider',
            px: { xs: 0, sm: 1 },
            displayPrint: 'none',
          }}
        >
          {ANALYTICS_TABS.map((t) => (
            <Tab
              key={t.key}
              value={t.key}
              label={t.label}
              id={`analytics-tab-${t.key}`}
              aria-controls={`analytics-panel-${t.key}`}
            />
          ))}
        </Tabs>
        <Box
          role="tabpanel"
          id={`analytics-panel-${tab.key}`}
          aria-labelledby={`analytics-tab-${tab.key}`}
          sx={{ p: { xs: 1, sm: 2 } }}
        >
          <AnalyticsChart tab={tab} range={filter.applied} />
        </Box>
      </Card>
    </>
  );
}
