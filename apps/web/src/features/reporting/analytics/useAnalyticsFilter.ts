import { useReducer } from 'react';
import dayjs from 'dayjs';
import {
  DEFAULT_ANALYTICS_PRESET,
  computePresetRange,
  isOrderedRange,
  REPORT_MSG,
  type AnalyticsPreset,
  type ReportDateRange,
} from '@app/shared';

export interface AnalyticsFilterValue {
  preset: AnalyticsPreset;
  /** The dates in the fields. */
  draft: ReportDateRange;
  /** The range the charts show. */
  applied: ReportDateRange;
  error: string | null;
}

export type AnalyticsFilterAction =
  | { kind: 'preset'; preset: AnalyticsPreset; now: Date }
  | { kind: 'date'; field: keyof ReportDateRange; value: string }
  | { kind: 'apply' };

export function initialAnalyticsFilter(now: Date): AnalyticsFilterValue {
  const range = computePresetRange(DEFAULT_ANALYTICS_PRESET, now);
  return { preset: DEFAULT_ANALYTICS_PRESET, draft: range, applied: range, error: null };
}

/**
 * Spec 3 section 2.4: a preset other than 'Custom Range' fills the dates and applies them at
 * once; editing a date switches to 'Custom Range' and waits for Apply; Apply refuses an end
 * before the start.
 */
export function analyticsFilterReducer(
  state: AnalyticsFilterValue,
  action: AnalyticsFilterAction,
): AnalyticsFilterValue {
  switch (action.kind) {
    case 'preset': {
      if (action.preset === 'custom') return { ...state, preset: 'custom' };
      const range = computePresetRange(action.preset, action.now);
      return { preset: action.preset, draft: range, applied: range, error: null };
    }
    case 'date':
      return {
        ...state,
        preset: 'custom',
        draft: { ...state.draft, [action.field]: action.value },
        error: null,
      };
    case 'apply':
      return isOrderedRange(state.draft)
        ? { ...state, applied: state.draft, error: null }
        : { ...state, error: REPORT_MSG.endBeforeStart };
  }
}

export function useAnalyticsFilter(now: () => Date = () => new Date()) {
  return useReducer(analyticsFilterReducer, undefined, () => initialAnalyticsFilter(now()));
}

/** 'Showing data from October 2026 - December 2026'. */
export function rangeHeading({ start, end }: ReportDateRange): string {
  // dayjs reads a bare 'YYYY-MM-DD' as that calendar day, whatever the browser's zone.
  const month = (day: string) => dayjs(day).format('MMMM YYYY');
  return REPORT_MSG.rangeHeading(month(start), month(end));
}
