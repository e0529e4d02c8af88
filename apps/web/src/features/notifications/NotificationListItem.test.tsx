import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NotificationListItem } from './NotificationListItem';
import type { AppNotification } from './types';

afterEach(cleanup);

const accepted: AppNotification = {
  id: '1',
  uuid: 'n-1',
  data: JSON.stringify({
    title: 'Referral Accepted',
    content: 'Lakeside Cardiology accepted your referral.',
    clinic_receiver_id: 10,
  }),
  severity: 'info',
  url: '/referrals/r-1/review',
  read_at: null,
  notified_at: new Date().toISOString(),
  type: 'referral_accepted',
  level: 1,
  referral: { uuid: 'r-1', patient_name: 'Ada Byron', birthdate: '1980-05-01' },
};

describe('NotificationListItem', () => {
  it('names the patient and birth date between the title and the text', () => {
    const onOpen = vi.fn();
    render(<NotificationListItem notification={accepted} onOpen={onOpen} />);
    const item = screen.getByRole('button', { name: 'Unread: Referral Accepted: Ada Byron' });
    expect(item.textContent).toBe(
      'Referral Acceptedjust now' +
        'Ada Byron · Date of Birth 01 May 1980' +
        'Lakeside Cardiology accepted your referral.',
    );
    fireEvent.click(item);
    expect(onOpen).toHaveBeenCalledWith(accepted);
  });

  it('names nobody when the reader may not see the referral, or it has none', () => {
    render(
      <NotificationListItem notification={{ ...accepted, referral: null }} onOpen={vi.fn()} />,
    );
    const item = screen.getByRole('button', { name: 'Unread: Referral Accepted' });
    expect(item.textContent).not.toContain('Date of Birth');
  });
});
