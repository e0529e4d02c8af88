import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { REFERRAL_MSG } from '@app/shared';
import {
  ClinicsDirectoryPage,
  DIRECTORY_SEARCH_DEBOUNCE_MS,
  VIEW_FORM_LABEL,
} from './ClinicsDirectoryPage';
import { fakePublicGraphql, renderPublic } from './publicTestKit';

vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

const row = (code: string, name: string) => ({
  __typename: 'PublicClinic',
  id: code,
  code,
  name,
  full_address: `${name} address`,
});
const ALL = [row('LAKESIDE', 'Lakeside Clinic'), row('NORTH', 'Northside Clinic')];

function renderDirectory(
  answer = fakePublicGraphql((call) =>
    call.operationName === 'PublicClinics'
      ? {
          data: {
            public_clinics: call.variables['keyword']
              ? ALL.filter((c) =>
                  c.name.toLowerCase().includes(String(call.variables['keyword']).toLowerCase()),
                )
              : ALL,
          },
        }
      : undefined,
  ),
) {
  renderPublic(
    [
      { path: '/directory', element: <ClinicsDirectoryPage /> },
      { path: '/directory/:clinic_code', element: <h1>Form page</h1> },
    ],
    '/directory',
    answer,
  );
  return answer;
}

describe('Clinics Directory', () => {
  it('lists the public clinics with a link to each referral form', async () => {
    renderDirectory();
    expect(screen.getByRole('heading', { name: 'Clinics Directory' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Clinics Directory' });
    expect(within(table).getByText('Lakeside Clinic')).toBeTruthy();
    expect(within(table).getByText('Northside Clinic')).toBeTruthy();
    fireEvent.click(
      within(table).getByRole('link', { name: `${VIEW_FORM_LABEL}: Northside Clinic` }),
    );
    expect(await screen.findByRole('heading', { name: 'Form page' })).toBeTruthy();
  });

  it('searches by keyword once typing pauses, and says when nothing matches', async () => {
    const gql = renderDirectory();
    await screen.findByText('Northside Clinic');
    const search = screen.getByRole('searchbox', { name: 'Search clinics' });
    fireEvent.change(search, { target: { value: 'lake' } });
    fireEvent.change(search, { target: { value: 'lakes' } });
    await waitFor(() => expect(screen.queryByText('Northside Clinic')).toBeNull(), {
      timeout: DIRECTORY_SEARCH_DEBOUNCE_MS * 10,
    });
    expect(screen.getByText('Lakeside Clinic')).toBeTruthy();
    // Debounced: the intermediate keyword was never sent.
    const keywords = gql.calls
      .filter((c) => c.operationName === 'PublicClinics')
      .map((c) => c.variables['keyword']);
    expect(keywords).toEqual([null, 'lakes']);

    fireEvent.change(search, { target: { value: 'nowhere' } });
    expect(await screen.findByText('No clinics match "nowhere".')).toBeTruthy();
  });

  it('shows the load failure with a retry', async () => {
    renderDirectory(fakePublicGraphql(() => new Error('offline')));
    expect(await screen.findByText(REFERRAL_MSG.loadFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
