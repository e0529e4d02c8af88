import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { AppNotification } from './types';
import { snackbarVariant, useAnnounceNewNotifications } from './useAnnounceNewNotifications';

afterEach(cleanup);

function notification(
  uuid: string,
  title: string,
  patch: Partial<AppNotification> = {},
): AppNotification {
  return {
    id: uuid,
    uuid,
    data: JSON.stringify({ title, content: '', clinic_receiver_id: null }),
    severity: 'success',
    url: null,
    read_at: null,
    notified_at: '2025-01-01T00:00:00Z',
    type: 'test',
    level: 1,
    referral: null,
    ...patch,
  };
}

const READ = { read_at: '2025-01-01T00:00:00Z' };

function Announcer(props: { list: AppNotification[]; onOpen: (n: AppNotification) => void }) {
  useAnnounceNewNotifications(props.list, false, props.onOpen);
  return null;
}

function renderAnnouncer(list: AppNotification[], onOpen = vi.fn()) {
  const ui = (l: AppNotification[]) => (
    <SnackbarProvider>
      <Announcer list={l} onOpen={onOpen} />
    </SnackbarProvider>
  );
  const view = render(ui(list));
  return (next: AppNotification[]) => act(() => view.rerender(ui(next)));
}

describe('useAnnounceNewNotifications', () => {
  it('announces only unread notifications that arrive after the first list', async () => {
    const first = [notification('a', 'Already there')];
    const update = renderAnnouncer(first);
    expect(screen.queryByText('Already there')).toBeNull();

    update([notification('b', 'Referral received'), notification('c', 'Old news', READ), ...first]);

    expect(await screen.findByText('Referral received')).toBeTruthy();
    expect(screen.queryByText('Old news')).toBeNull();
    expect(screen.queryByText('Already there')).toBeNull();
  });

  it('names the patient of the referral and opens the notification from View', async () => {
    const onOpen = vi.fn();
    const update = renderAnnouncer([], onOpen);
    const accepted = (uuid: string, patient: string) =>
      notification(uuid, 'Referral Accepted', {
        url: `/referrals/${uuid}/review`,
        referral: { uuid, patient_name: patient, birthdate: '1980-05-01' },
      });
    // Two acceptances by the same clinic: the toasts tell them apart by the patient.
    update([accepted('r-1', 'Ada Byron'), accepted('r-2', 'Lise Meitner')]);

    expect(await screen.findByText('Referral Accepted: Ada Byron')).toBeTruthy();
    expect(screen.getByText('Referral Accepted: Lise Meitner')).toBeTruthy();
    const views = screen.getAllByRole('button', { name: 'View' });
    expect(views).toHaveLength(2);
    fireEvent.click(views[1]!);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onOpen.mock.calls[0]![0]).toMatchObject({ uuid: 'r-2' });
    // The close button is still there beside View.
    expect(screen.getAllByRole('button', { name: 'Dismiss' }).length).toBeGreaterThan(0);
  });

  it('offers no View for a notification that points nowhere', async () => {
    const update = renderAnnouncer([]);
    update([notification('n', 'Clinic directory updated')]);
    expect(await screen.findByText('Clinic directory updated')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'View' })).toBeNull();
  });

  it('maps severities to snackbar variants', () => {
    expect(snackbarVariant('warning')).toBe('warning');
    expect(snackbarVariant('Danger')).toBe('error');
    expect(snackbarVariant('something-else')).toBe('info');
  });
});
