import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACTION_HINTS, REFERRAL_LIFECYCLE_MSG, REFERRAL_MSG } from '@app/shared';
import { fakeFetch, USER, userWith } from '../../../test';
import {
  fakeReviewGraphql,
  lifecycleCalls,
  refused,
  renderReview,
  reviewFixture,
} from './reviewTestKit';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const ACCEPTER = userWith({ can_accept: true, can_schedule: true });
const actionNames = () =>
  within(screen.getByRole('group', { name: 'Referral actions' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('referral review: details and buttons', () => {
  it('shows the referral and the receiver buttons for under_review with accept rights', async () => {
    fakeFetch(() => ({ status: 500 }));
    renderReview(fakeReviewGraphql(reviewFixture()), ACCEPTER);
    expect(await screen.findByTestId('referral-status')).toHaveProperty(
      'textContent',
      'Under Review',
    );
    expect(actionNames()).toEqual(['Accept', 'Decline']);
    // In the summary, and as whose move it is (the receiver's, under review).
    expect(screen.getAllByText(/Lakeside Clinic/).length).toBe(2);
    expect(screen.getByTestId('waiting-on').textContent).toBe('Waiting on Lakeside Clinic');
    expect(screen.getByText('Dr. Jane Doe')).toBeTruthy();
    expect(screen.getByText('Routine')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'labs.pdf' }).getAttribute('href')).toBe(
      '/api/referrals/r-7/documents/d-1',
    );
    expect(screen.queryByText('Acme')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show More' }));
    expect(screen.getByText('Acme')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show Less' })).toBeTruthy();
  });

  it('shows the referrer only its own buttons and never opens the referral', async () => {
    fakeFetch(() => ({ status: 500 }));
    const gql = fakeReviewGraphql(
      reviewFixture({ status: 'sent', status_label: 'Sent', viewer: 'referrer' }),
    );
    renderReview(gql, userWith({ can_accept: true, can_schedule: true, can_endorse: true }));
    await screen.findByTestId('referral-status');
    expect(actionNames()).toEqual(['Add Appointment', 'Upload Documents', 'Complete']);
    expect(gql.calls.map((c) => c.operationName)).not.toContain('OpenReferral');
  });

  it('opens a sent referral once for its receiver and shows the new status', async () => {
    fakeFetch(() => ({ status: 500 }));
    const gql = fakeReviewGraphql(reviewFixture({ status: 'sent', status_label: 'Sent' }), {
      opened: reviewFixture(),
    });
    renderReview(gql, ACCEPTER);
    await waitFor(() =>
      expect(screen.getByTestId('referral-status').textContent).toBe('Under Review'),
    );
    const opens = gql.calls.filter((c) => c.operationName === 'OpenReferral');
    expect(opens).toEqual([{ operationName: 'OpenReferral', variables: { uuid: 'r-7' } }]);
  });

  it('shows the appointment date, or the decline reason and no appointment buttons', async () => {
    fakeFetch(() => ({ status: 500 }));
    const accepted = { status: 'accepted', status_label: 'Accepted' };
    renderReview(
      fakeReviewGraphql(
        reviewFixture({ ...accepted, appointment_date: '2026-12-01T15:30:00.000Z' }),
      ),
      ACCEPTER,
    );
    expect(await screen.findByText(/Appointment Date: 01 Dec 2026 - \d\d:30:00/)).toBeTruthy();
    expect(actionNames()).toContain('Add Appointment');
    cleanup();
    renderReview(
      fakeReviewGraphql(reviewFixture({ ...accepted, decline_reason: 'No room' })),
      ACCEPTER,
    );
    expect(await screen.findByText('Decline Reason: No room')).toBeTruthy();
    expect(actionNames()).not.toContain('Add Appointment');
  });

  it('says a referral outside the clinic does not exist or is not shared with it', async () => {
    fakeFetch(() => ({ status: 500 }));
    renderReview(fakeReviewGraphql(null));
    expect(
      await screen.findByText(
        `This referral does not exist or is not shared with ${USER.clinic?.name ?? ''}.`,
      ),
    ).toBeTruthy();
    // Not the system's fault: no system-failure text.
    expect(screen.queryByText(REFERRAL_MSG.loadFailed, { exact: false })).toBeNull();
  });
});

describe('referral review: actions', () => {
  it('accepts, shows the message and the referral from the answer, without reading it again', async () => {
    fakeFetch(() => ({ status: 500 }));
    const gql = fakeReviewGraphql(reviewFixture(), {
      lifecycle: () => ({
        message: REFERRAL_LIFECYCLE_MSG.accepted,
        changes: { status: 'accepted', status_label: 'Accepted' },
      }),
    });
    renderReview(gql, ACCEPTER);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(REFERRAL_LIFECYCLE_MSG.accepted)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('referral-status')).toHaveProperty('textContent', 'Accepted'),
    );
    expect(lifecycleCalls(gql)).toEqual([
      {
        operation: 'PromoteReferral',
        variables: { uuid: 'r-7', status: 'accepted', completion: null },
      },
    ]);
    expect(gql.calls.filter((c) => c.operationName === 'ReviewReferral')).toHaveLength(1);
  });

  it('shows a refused promotion with the server reason', async () => {
    fakeFetch(() => ({ status: 500 }));
    const gql = fakeReviewGraphql(reviewFixture(), {
      lifecycle: () => refused('Cannot promote referral', { status: ['Too late.'] }),
    });
    renderReview(gql, ACCEPTER);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(REFERRAL_LIFECYCLE_MSG.cannotPromote)).toBeTruthy();
    expect(screen.getByText('Too late.')).toBeTruthy();
    // A refusal may mean someone else changed it: the page reads the referral again.
    await waitFor(() =>
      expect(gql.calls.filter((c) => c.operationName === 'ReviewReferral')).toHaveLength(2),
    );
  });

  it('declines only with a reason, then goes to the active list', async () => {
    fakeFetch(() => ({ status: 500 }));
    const gql = fakeReviewGraphql(reviewFixture(), {
      lifecycle: () => ({ message: REFERRAL_LIFECYCLE_MSG.declined }),
    });
    const router = renderReview(gql, ACCEPTER);
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline Referral' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toHaveProperty('disabled', true);
    const reason = within(dialog).getByLabelText(/Reason/);
    fireEvent.change(reason, { target: { value: '   ' } });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(reason, { target: { value: 'Out of network' } });
    expect(confirm).toHaveProperty('disabled', false);
    fireEvent.click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe('/referrals/active'));
    expect(lifecycleCalls(gql)).toEqual([
      { operation: 'DeclineReferral', variables: { uuid: 'r-7', reason: 'Out of network' } },
    ]);
    expect(await screen.findByText(REFERRAL_LIFECYCLE_MSG.declined)).toBeTruthy();
  });

  it('reports a failed decline with the message and the reload hint', async () => {
    fakeFetch(() => ({ status: 500 }));
    const gql = fakeReviewGraphql(reviewFixture(), {
      lifecycle: () => refused('Not allowed here.'),
    });
    renderReview(gql, ACCEPTER);
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline Referral' });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'No' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(REFERRAL_LIFECYCLE_MSG.failedDecline)).toBeTruthy();
    expect(screen.getByText('Not allowed here.')).toBeTruthy();
    expect(screen.getByText(REFERRAL_LIFECYCLE_MSG.reloadReferral)).toBeTruthy();
  });

  it('sets an appointment on a 15-minute step, 9:00 by default, with seconds zero', async () => {
    fakeFetch(() => ({ status: 500 }));
    const gql = fakeReviewGraphql(reviewFixture({ status: 'accepted', status_label: 'Accepted' }), {
      lifecycle: () => ({ message: REFERRAL_LIFECYCLE_MSG.appointmentSet }),
    });
    renderReview(gql, ACCEPTER);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Appointment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Referral Appointment' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toHaveProperty('disabled', true);
    const date = within(dialog).getByLabelText(/Appointment Date/);
    fireEvent.blur(date);
    expect(within(dialog).getByText(REFERRAL_LIFECYCLE_MSG.appointmentRequired)).toBeTruthy();
    const time = within(dialog).getByLabelText<HTMLSelectElement>(/Appointment Time/);
    expect(time.value).toBe('09:00');
    const minutes = new Set([...time.options].map((o) => o.value.slice(3)));
    expect([...minutes]).toEqual(['00', '15', '30', '45']);
    fireEvent.change(date, { target: { value: '2026-12-01' } });
    fireEvent.change(time, { target: { value: '14:45' } });
    expect(confirm).toHaveProperty('disabled', false);
    fireEvent.click(confirm);
    expect(await screen.findByText(REFERRAL_LIFECYCLE_MSG.appointmentSet)).toBeTruthy();
    expect(lifecycleCalls(gql)).toEqual([
      {
        operation: 'SetReferralAppointment',
        variables: { uuid: 'r-7', appointment_date: '2026-12-01 14:45:00', is_reschedule: false },
      },
    ]);
  });

  it('endorses a referral for the receiver without accept rights', async () => {
    fakeFetch(() => ({ status: 500 }));
    const endorser = userWith({ can_schedule: true, can_endorse: true });
    const gql = fakeReviewGraphql(reviewFixture(), {
      answer: (call) =>
        call.operationName === 'EndorseReferral'
          ? { data: { endorse_referral: REFERRAL_LIFECYCLE_MSG.endorsed } }
          : undefined,
    });
    renderReview(gql, endorser);
    await screen.findByTestId('referral-status');
    expect(actionNames()).toEqual(['Endorse']);
    // What endorsing does, in one line, on hover.
    fireEvent.mouseOver(screen.getByRole('button', { name: 'Endorse' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe(ACTION_HINTS.endorse);
    fireEvent.click(screen.getByRole('button', { name: 'Endorse' }));
    expect(await screen.findByText(REFERRAL_LIFECYCLE_MSG.endorsed)).toBeTruthy();
    expect(gql.calls).toContainEqual({
      operationName: 'EndorseReferral',
      variables: { referral_uuid: 'r-7' },
    });
  });

  it('shows an endorse failure as an error message', async () => {
    fakeFetch(() => ({ status: 500 }));
    const gql = fakeReviewGraphql(reviewFixture(), {
      answer: (call) =>
        call.operationName === 'EndorseReferral'
          ? { errors: [{ message: 'Already endorsed.' }] }
          : undefined,
    });
    renderReview(gql, userWith({ can_endorse: true }));
    fireEvent.click(await screen.findByRole('button', { name: 'Endorse' }));
    expect(await screen.findByText('Error Message: Already endorsed.')).toBeTruthy();
  });

  it('reschedules a scheduled referral', async () => {
    fakeFetch(() => ({ status: 500 }));
    const gql = fakeReviewGraphql(
      reviewFixture({ status: 'scheduled', status_label: 'Scheduled' }),
      {
        lifecycle: () => ({ message: REFERRAL_LIFECYCLE_MSG.appointmentSet }),
      },
    );
    renderReview(gql, ACCEPTER);
    fireEvent.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule Referral Appointment' });
    fireEvent.change(within(dialog).getByLabelText(/Appointment Date/), {
      target: { value: '2026-12-02' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(lifecycleCalls(gql)).toEqual([
        {
          operation: 'SetReferralAppointment',
          variables: { uuid: 'r-7', appointment_date: '2026-12-02 09:00:00', is_reschedule: true },
        },
      ]),
    );
  });
});
