import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { REFERRAL_MSG } from '@app/shared';
import { renderWithApollo } from '../../../test';
import { FindProviderStep } from './FindProviderStep';
import { fakeGraphql, providerFixture, type GqlOptions } from './wizardTestKit';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderStep(opts: GqlOptions = {}) {
  const gql = fakeGraphql(opts);
  const onSelect = vi.fn();
  renderWithApollo(<FindProviderStep selected={null} onSelect={onSelect} />, gql.client);
  return { gql, onSelect };
}

describe('Find Provider step', () => {
  it('lists providers with their specialization, clinic and address; a row selects', async () => {
    const { onSelect } = renderStep();
    // The grid's code loads on demand.
    expect(await screen.findByText('Cardiology', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('1 Lake St, Chicago, IL 60601')).toBeTruthy();
    for (const header of ['Provider', 'Specialization', 'Clinic Name', 'Address'])
      expect(screen.getByText(header)).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Select Dr. Jane Doe'));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: '12' }));
  });

  it('searches providers by keyword on the server', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const { gql } = renderStep();
    const box = await screen.findByLabelText('Search providers');
    fireEvent.change(box, { target: { value: 'jane' } });
    await act(() => vi.advanceTimersByTimeAsync(400));
    await waitFor(() =>
      expect(
        gql.calls.some(
          (c) => c.operationName === 'WizardProviders' && c.variables['keyword'] === 'jane',
        ),
      ).toBe(true),
    );
  });

  it('shows Favorites and Most Recent, or their empty texts', async () => {
    const { onSelect } = renderStep();
    fireEvent.click(await screen.findByRole('button', { name: 'Dr. Jane Doe - Lakeside Clinic' }));
    expect(onSelect).toHaveBeenCalledOnce();
    expect(screen.getByText(REFERRAL_MSG.emptyRecent)).toBeTruthy();
    cleanup();
    renderStep({
      answer: (c) =>
        c.operationName === 'ProviderShortcuts'
          ? { data: { providers_favorite: [], providers_most_recent: [providerFixture()] } }
          : undefined,
    });
    expect(await screen.findByText(REFERRAL_MSG.emptyFavorites)).toBeTruthy();
  });

  it('toggles a favorite with the star', async () => {
    // The server's side: once removed, the lists say so too.
    let favorite = true;
    const { gql } = renderStep({
      answer: (c) => {
        if (c.operationName === 'SaveFavoriteProvider') {
          favorite = false;
          return { data: { save_favorite_provider: false } };
        }
        if (c.operationName === 'ProviderShortcuts' && !favorite) {
          const p = { ...providerFixture(), is_favorite: false };
          return { data: { providers_favorite: [], providers_most_recent: [p] } };
        }
        return undefined;
      },
    });
    fireEvent.click(
      await screen.findByLabelText('Remove Dr. Jane Doe from Favorites', {}, { timeout: 10_000 }),
    );
    await waitFor(() =>
      expect(gql.calls.find((c) => c.operationName === 'SaveFavoriteProvider')?.variables).toEqual({
        provider_id: '12',
        favorite: false,
      }),
    );
    expect(await screen.findByLabelText('Add Dr. Jane Doe to Favorites')).toBeTruthy();
  });

  it('shows the load failure banner', async () => {
    renderStep({
      answer: (c) =>
        c.operationName === 'ProviderShortcuts' ? { errors: [{ message: 'boom' }] } : undefined,
    });
    expect(await screen.findByText(REFERRAL_MSG.loadFailed)).toBeTruthy();
  });
});
