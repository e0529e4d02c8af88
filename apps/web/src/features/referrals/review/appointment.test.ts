import { describe, expect, it } from 'vitest';
import { REFERRAL_LIFECYCLE_MSG } from '@app/shared';
import {
  APPOINTMENT_TIMES,
  DEFAULT_APPOINTMENT_TIME,
  appointmentError,
  appointmentParts,
  appointmentValue,
} from './appointment';

describe('appointment picker values', () => {
  it('offers 96 times on 15-minute steps, 9:00 by default', () => {
    expect(APPOINTMENT_TIMES).toHaveLength(96);
    expect(APPOINTMENT_TIMES[0]).toBe('00:00');
    expect(APPOINTMENT_TIMES.at(-1)).toBe('23:45');
    expect(DEFAULT_APPOINTMENT_TIME).toBe('09:00');
  });

  it('builds the server format and words what cannot be sent', () => {
    expect(appointmentValue('2026-12-01', '09:00')).toBe('2026-12-01 09:00:00');
    expect(appointmentError(appointmentValue('', '09:00'))).toBe(
      REFERRAL_LIFECYCLE_MSG.appointmentRequired,
    );
    expect(appointmentError('2026-02-30 09:00:00')).toBe(REFERRAL_LIFECYCLE_MSG.appointmentInvalid);
    expect(appointmentError('2026-12-01 09:10:00')).toBe(REFERRAL_LIFECYCLE_MSG.appointmentInvalid);
    expect(appointmentError('2026-12-01 09:15:00')).toBeNull();
  });
});

describe('appointment picker from a stored appointment', () => {
  it('reads the wall-clock date and time, keeping 9:00 for none or an off-step time', () => {
    expect(appointmentParts('2026-12-01T14:45:00.000Z')).toEqual({
      date: '2026-12-01',
      time: '14:45',
    });
    expect(appointmentParts('2026-12-01T14:50:00.000Z')).toEqual({
      date: '2026-12-01',
      time: '09:00',
    });
    expect(appointmentParts(null)).toEqual({ date: '', time: '09:00' });
  });
});
