import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApollo, renderRoutes, unexpected, USER, type GqlCall } from '../../test';
import { DEFAULT_PROVIDER_NAME } from '@app/shared';
import { EnrollWizard } from './EnrollWizard';

afterEach(cleanup);

const field = (label: RegExp) => screen.getByRole('textbox', { name: label });

function setup() {
  const saved: GqlCall[] = [];
  const { client } = fakeApollo((call) => {
    if (call.operationName === 'SaveNonAffiliatedClinic') {
      saved.push(call);
      return {
        data: { save_non_affiliated_clinic: { __typename: 'Clinic', id: '77', name: 'X' } },
      };
    }
    if (call.operationName === 'AddressSuggestions') return { data: { address_suggestions: [] } };
    return unexpected(call);
  });
  const router = renderRoutes(
    [
      { path: '/clinics/non-affiliate', element: <EnrollWizard nonAffiliate /> },
      { path: '/clinic/:id', element: <p>the clinic</p> },
    ],
    { client, path: '/clinics/non-affiliate', user: USER },
  );
  return { saved, router };
}

async function fillClinicAndGoToReview() {
  fireEvent.change(field(/Clinic Name/), { target: { value: 'Harbor Physical Therapy' } });
  fireEvent.change(screen.getByRole('combobox', { name: /Address Line 1/ }), {
    target: { value: '10 Harbor Way' },
  });
  fireEvent.change(field(/City/), { target: { value: 'Chicago' } });
  fireEvent.change(field(/State/), { target: { value: 'IL' } });
  fireEvent.change(field(/Zip/), { target: { value: '60601' } });
  const next = () => screen.getByRole('button', { name: 'Next' });
  await waitFor(() => expect((next() as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(next());
  await screen.findByTestId('default-provider');
  await waitFor(() => expect((next() as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(next());
  await screen.findByRole('button', { name: 'Submit' });
}

describe('Register Clinic (non-affiliate wizard)', () => {
  it(
    'saves the default provider as the review shows it and opens the registered clinic',
    { timeout: 60_000 },
    async () => {
      const { saved, router } = setup();
      await fillClinicAndGoToReview();
      // Nobody else receives: the default provider does, and the review says so.
      const review = screen.getByText(DEFAULT_PROVIDER_NAME).parentElement!;
      expect(within(review).getByText('Receives referrals')).toBeTruthy();
      expect(screen.getByText(/Referral Type: Referrals · Receives referrals/)).toBeTruthy();

      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      const clinic = saved[0]!.variables['clinic'] as { providers: Record<string, unknown>[] };
      expect(clinic.providers).toEqual([
        expect.objectContaining({
          firstname: DEFAULT_PROVIDER_NAME,
          is_default: true,
          can_receive: true,
        }),
      ]);
      // The registering manager lands on the clinic they registered.
      await waitFor(() => expect(router.state.location.pathname).toBe('/clinic/77'));
    },
  );
});
