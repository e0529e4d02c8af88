import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { routes } from '../../../app/router';
import { fakeApollo, renderRoutes, unexpected } from '../../../test';
import { REFERRAL_UUID } from './reviewTestKit';

vi.setConfig({ testTimeout: 30_000 });
// jsdom has no scrolling; the layout scrolls to the top on navigation.
window.scrollTo = vi.fn() as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('/public/:uuid/referral/review/:code', () => {
  it('opens without a session, on the sign-in card rather than the staff login', async () => {
    const router = renderRoutes(routes, {
      client: fakeApollo(unexpected).client,
      path: `/public/${REFERRAL_UUID}/referral/review/LAKESIDE`,
    });
    expect(await screen.findByRole('heading', { name: 'Review Your Referral' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View Referral' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(
      `/public/${REFERRAL_UUID}/referral/review/LAKESIDE`,
    );
  });
});
