import { describe, expect, it } from 'vitest';
import {
  analyticsFilterReducer,
  initialAnalyticsFilter,
  rangeHeading,
  type AnalyticsFilterValue,
} from './useAnalyticsFilter';

// Sunday 22 Nov 2026, 10:00 in Chicago.
const NOW = new Date('2026-11-22T16:00:00Z');
const THIS_QUARTER = { start: '2026-10-01', end: '2026-12-31' };

describe('analytics filter', () => {
  it('starts on This Quarter, applied', () => {
    expect(initialAnalyticsFilter(NOW)).toEqual({
      preset: 'this_quarter',
      draft: THIS_QUARTER,
      applied: THIS_QUARTER,
      error: null,
    });
  });

  it('applies a preset at once', () => {
    const next = analyticsFilterReducer(initialAnalyticsFilter(NOW), {
      kind: 'preset',
      preset: 'last_month',
      now: NOW,
    });
    expect(next.applied).toEqual({ start: '2026-10-01', end: '2026-10-31' });
    expect(next.draft).toEqual(next.applied);
  });

  it('switches to Custom Range when a date is edited, and waits for Apply', () => {
    let state: AnalyticsFilterValue = initialAnalyticsFilter(NOW);
    state = analyticsFilterReducer(state, { kind: 'date', field: 'start', value: '2026-11-02' });
    expect(state.preset).toBe('custom');
    expect(state.applied).toEqual(THIS_QUARTER);
    state = analyticsFilterReducer(state, { kind: 'apply' });
    expect(state.applied).toEqual({ start: '2026-11-02', end: '2026-12-31' });
  });

  it('refuses an end before the start and keeps the applied range', () => {
    let state = initialAnalyticsFilter(NOW);
    state = analyticsFilterReducer(state, { kind: 'date', field: 'end', value: '2026-09-30' });
    state = analyticsFilterReducer(state, { kind: 'apply' });
    expect(state.error).toBe('End date must be after start date');
    expect(state.applied).toEqual(THIS_QUARTER);
    // Choosing Custom Range keeps the dates typed; a preset clears the message.
    state = analyticsFilterReducer(state, { kind: 'preset', preset: 'custom', now: NOW });
    expect(state.draft.end).toBe('2026-09-30');
    state = analyticsFilterReducer(state, { kind: 'preset', preset: 'this_week', now: NOW });
    expect(state).toMatchObject({
      error: null,
      applied: { start: '2026-11-22', end: '2026-11-28' },
    });
  });

  it('names the months of the range', () => {
    expect(rangeHeading(THIS_QUARTER)).toBe('Showing data from October 2026 - December 2026');
    expect(rangeHeading({ start: '2025-12-01', end: '2026-01-31' })).toBe(
      'Showing data from December 2025 - January 2026',
    );
  });
});
