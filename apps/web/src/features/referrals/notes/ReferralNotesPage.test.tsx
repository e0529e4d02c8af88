import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderRoutes, USER } from '../../../test';
import ReferralNotesRoute from '../../../routes/ReferralNotesRoute';
import { fakeNotesGraphql, noteFixture, notesReferralFixture } from './notesTestKit';

vi.setConfig({ testTimeout: 30_000 });

beforeAll(() => import('./NotesGrid'));

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function renderNotesRoute(gql: ReturnType<typeof fakeNotesGraphql>) {
  return renderRoutes(
    [
      { path: '/referrals/:uuid/review', element: <h1>Review page</h1> },
      { path: '/referrals/:uuid/notes', element: <ReferralNotesRoute /> },
    ],
    { client: gql.client, path: '/referrals/r-7/notes', user: USER },
  );
}

describe('/referrals/:uuid/notes', () => {
  it('shows the patient, the Referral Log and a way back to the review', async () => {
    const gql = fakeNotesGraphql(
      [noteFixture('internal', 'Called the insurer')],
      notesReferralFixture({ is_fax: true, viewer: 'receiver' }),
    );
    const router = renderNotesRoute(gql);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Referral Notes: Ada Byron' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Referral Log' })).toBeTruthy();
    expect(await screen.findByText('Called the insurer')).toBeTruthy();
    // A received fax referral: no External Messages.
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Internal Notes',
      'System Log',
    ]);
    expect(gql.calls.find((c) => c.operationName === 'NotesReferral')?.variables).toEqual({
      uuid: 'r-7',
    });
    fireEvent.click(screen.getByRole('link', { name: 'Back to Referral' }));
    expect(await screen.findByRole('heading', { name: 'Review page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/referrals/r-7/review');
  });

  it('says so when the referral is not part of the user’s clinic', async () => {
    renderNotesRoute(fakeNotesGraphql([], null));
    expect(
      await screen.findByText(
        'This referral does not exist or is not shared with Northside Family Medicine.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/unable to load data at the moment/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Referral Log' })).toBeNull();
  });
});
