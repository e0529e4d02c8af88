import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GROUP_DOCUMENT_MSG } from '@app/shared';
import { fakeApollo, renderRoutes, unexpected } from '../../../test';
import { ReferralGroupCreatePage } from './ReferralGroupCreatePage';

afterEach(cleanup);

describe('Create Referral Group', () => {
  it("shows the server's refusal of a taken name in the banner and under the field", async () => {
    const taken = GROUP_DOCUMENT_MSG.groupNameTaken;
    const { client, calls } = fakeApollo((call) =>
      call.operationName === 'SaveReferralGroup'
        ? {
            errors: [
              {
                message: taken,
                extensions: { code: 'VALIDATION', validation: { name: [taken] } },
              },
            ],
          }
        : unexpected(call),
    );
    renderRoutes(
      [{ path: '/manage/referral-networks/enroll', element: <ReferralGroupCreatePage /> }],
      {
        client,
        path: '/manage/referral-networks/enroll',
      },
    );
    const name = screen.getByRole('textbox', { name: /Group Name/ });
    fireEvent.change(name, { target: { value: 'metro referral network' } });
    const create = screen.getByRole('button', { name: 'Create' });
    await waitFor(() => expect((create as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(create);

    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText('Cannot create referral group')).toBeTruthy();
    expect(within(banner).getByText(taken)).toBeTruthy();
    // The same words under the field it is about.
    await waitFor(() => expect(name.getAttribute('aria-describedby')).toBeTruthy());
    const helper = document.getElementById(name.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(helper?.textContent).toBe(taken);
    expect(calls.filter((c) => c.operationName === 'SaveReferralGroup')).toHaveLength(1);
  });
});
