import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { AppNotification } from './types';
import { snackbarVariant, useAnnounceNewNotifications } from './useAnnounceNewNotifications';

afterEach(cleanup);

function notification(uuid: string, title: string, read = false): AppNotification {
  return {
    id: uuid,
    uuid,
    data: JSON.stringify({ title, content: '', clinic_receiver_id: null }),
    severity: 'success',
    url: null,
    read_at: read ? '2025-01-01T00:00:00Z' : null,
    notified_at: '2025-01-01T00:00:00Z',
    type: 'test',
    level: 1,
  };
}

function Announcer({ list }: { list: AppNotification[] }) {
  useAnnounceNewNotifications(list, false);
  return null;
}

function renderAnnouncer(list: AppNotification[]) {
  const ui = (l: AppNotification[]) => (
    <SnackbarProvider>
      <Announcer list={l} />
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

    update([notification('b', 'Referral received'), notification('c', 'Old news', true), ...first]);

    expect(await screen.findByText('Referral received')).toBeTruthy();
    expect(screen.queryByText('Old news')).toBeNull();
    expect(screen.queryByText('Already there')).toBeNull();
  });

  it('maps severities to snackbar variants', () => {
    expect(snackbarVariant('warning')).toBe('warning');
    expect(snackbarVariant('Danger')).toBe('error');
    expect(snackbarVariant('something-else')).toBe('info');
  });
});
