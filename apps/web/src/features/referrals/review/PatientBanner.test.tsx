import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { fakeFetch } from '../../../test';
import { noteFixture } from '../notes/notesTestKit';
import { PatientBanner } from './PatientBanner';
import type { ReviewReferralDto } from './graphql';
import { fakeReviewGraphql, renderReview, reviewFixture } from './reviewTestKit';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const banner = () => within(screen.getByRole('region', { name: 'Patient' }));

describe('the patient banner', () => {
  it('names the patient with birth date and age, MRN, phone and status', () => {
    const referral = reviewFixture() as unknown as ReviewReferralDto;
    render(<PatientBanner referral={referral} today={new Date(2026, 10, 29)} />);
    expect(banner().getByText('Ada Byron')).toBeTruthy();
    expect(banner().getByText('01/02/1990 (age 36)')).toBeTruthy();
    expect(banner().getByText('A-1')).toBeTruthy();
    expect(banner().getByText('312-555-0100')).toBeTruthy();
    expect(banner().getByTestId('banner-status').textContent).toBe('Under Review');
  });

  it('leaves out what the referral does not hold', () => {
    const referral = reviewFixture({ mrn: null, patient: null }) as unknown as ReviewReferralDto;
    render(<PatientBanner referral={referral} />);
    expect(banner().getByText('No patient on file')).toBeTruthy();
    expect(banner().queryByText('MRN')).toBeNull();
    expect(banner().queryByText('Birthdate')).toBeNull();
  });
});

describe('the referral timeline', () => {
  it('lists the system log oldest first with who did it, and whose move it is', async () => {
    fakeFetch(() => ({ status: 500 }));
    const at = (h: number) => `2026-11-20T${String(h).padStart(2, '0')}:00:00.000Z`;
    const notes = [
      noteFixture('system', 'Referral accepted.', {
        created_at: at(12),
        user: { __typename: 'ReferralNoteUser', firstname: 'Rita', lastname: 'Receiver' },
        clinic: { __typename: 'ReferralNoteClinic', id: '20', name: 'Lakeside Clinic' },
      }),
      noteFixture('internal', 'Call the patient.'),
      noteFixture('system', 'Referral sent.', { created_at: at(9) }),
    ];
    const gql = fakeReviewGraphql(reviewFixture({ status: 'accepted', status_label: 'Accepted' }), {
      answer: (call) =>
        call.operationName === 'ReferralNotes' ? { data: { referral_notes: notes } } : undefined,
    });
    renderReview(gql);
    const timeline = within(await screen.findByRole('region', { name: 'Timeline' }));
    const steps = await timeline.findAllByRole('listitem');
    expect(steps.map((s) => s.querySelector('p')?.textContent)).toEqual([
      'Referral sent.',
      'Referral accepted.',
    ]);
    expect(steps[1]!.textContent).toContain('Rita Receiver (Lakeside Clinic)');
    expect(steps[0]!.textContent).toContain('System');
    expect(timeline.getByTestId('waiting-on').textContent).toBe('Waiting on Lakeside Clinic');
  });
});
