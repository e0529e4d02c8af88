import { describe, expect, it } from 'vitest';
import { formatAppointmentDateTime, formatCalendarDate } from '../dates.js';
import {
  EXPORT_CELL_TEXT,
  EXPORT_COLUMNS,
  exportCellTexts,
  type ExportRowValues,
} from './export.js';

const row = (patch: Partial<ExportRowValues> = {}): ExportRowValues => ({
  id: 1042,
  status_label: 'Scheduled',
  patient_name: 'Ada Byron',
  mrn: 'MRN-7',
  birthdate: '1980-05-01',
  diagnosis: 'I10 Hypertension',
  sent_at: '2026-11-02T14:05:09.000Z',
  sent_by: 'Pat Sender',
  receiver: { name: 'Valley Orthopedics' },
  provider: { display_name: 'Dr. Hannah Brooks' },
  appointment_maintained: 'yes',
  appointment_or_reason: '2027-01-04T09:00:00.000Z',
  ...patch,
});

describe('the export cells (grid and file alike)', () => {
  it('writes each column in EXPORT_COLUMNS order, dates as the spec displays them', () => {
    expect(exportCellTexts(row())).toEqual([
      '1042',
      'Scheduled',
      'Ada Byron',
      'MRN-7',
      '01 May 1980',
      'I10 Hypertension',
      // 14:05:09 UTC is 08:05:09 in Chicago (CST) on 2 Nov 2026.
      '02 Nov 2026 - 08:05:09',
      'Pat Sender',
      'Valley Orthopedics',
      'Dr. Hannah Brooks',
      'Yes',
      // The clinic's wall clock, kept as UTC: never shifted.
      '04 Jan 2027 - 09:00:00',
    ]);
    expect(Object.keys(EXPORT_CELL_TEXT)).toEqual(EXPORT_COLUMNS.map((c) => c.key));
  });

  it('reads sent times in US/Central whatever the season (CDT in summer)', () => {
    expect(EXPORT_CELL_TEXT.sent_at(row({ sent_at: '2026-07-01T04:59:00Z' }))).toBe(
      '30 Jun 2026 - 23:59:00',
    );
  });

  it('writes empty cells for what is missing, a decline reason as written, labels for maintained', () => {
    const empty = row({
      mrn: null,
      birthdate: null,
      diagnosis: null,
      sent_at: null,
      sent_by: null,
      receiver: null,
      provider: null,
      appointment_maintained: null,
      appointment_or_reason: null,
    });
    expect(exportCellTexts(empty)).toEqual([
      '1042',
      'Scheduled',
      'Ada Byron',
      ...Array<string>(9).fill(''),
    ]);
    expect(
      EXPORT_CELL_TEXT.appointment_or_reason(row({ appointment_or_reason: 'Out of network' })),
    ).toBe('Out of network');
    expect(
      EXPORT_CELL_TEXT.appointment_maintained(row({ appointment_maintained: 'not_applicable' })),
    ).toBe('N/A');
    expect(EXPORT_CELL_TEXT.appointment_maintained(row({ appointment_maintained: 'No' }))).toBe(
      'No',
    );
  });

  it('formats calendar dates and appointments without a time zone shift', () => {
    expect(formatCalendarDate('2020-01-02')).toBe('02 Jan 2020');
    expect(formatCalendarDate('not a date')).toBe('');
    expect(formatAppointmentDateTime('2020-12-06T05:30:00Z')).toBe('06 Dec 2020 - 05:30:00');
    expect(formatAppointmentDateTime('nonsense')).toBe('');
  });
});
