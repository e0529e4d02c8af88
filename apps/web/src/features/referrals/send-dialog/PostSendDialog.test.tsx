import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { defaultSmsText, REFERRAL_MSG, type CurrentUser } from '@app/shared';
import {
  fakeApollo,
  fakeFetch,
  renderRoutes,
  unexpected,
  USER,
  type FetchAnswer,
} from '../../../test';
import { PostSendDialog } from './PostSendDialog';
import { SEND_SMS_LABEL } from './SmsForm';

// Dialogs with MUI transitions are slow to render on a loaded two-core test machine.
vi.setConfig({ testTimeout: 30_000 });

const UUID = '0b7c2f3e-9a1d-4c55-8e21-5f7a0c9d1e42';
const SMS_TEXT = defaultSmsText({
  sendingClinic: 'Northside Family Medicine',
  receivingClinic: 'Lakeside Cardiology',
  receiverOfficePhone: '312-555-0199',
});

/** The signed-in sender (USER holds SEND_REFERRAL). */
function renderDialog(patientPhone: string | null = '3125550100', user: CurrentUser = USER) {
  const onClose = vi.fn();
  const element = (
    <PostSendDialog
      open
      title={REFERRAL_MSG.sentTitle}
      referralUuid={UUID}
      smsText={SMS_TEXT}
      patientPhone={patientPhone}
      onClose={onClose}
    />
  );
  renderRoutes([{ path: '/', element }], {
    client: fakeApollo(unexpected).client,
    path: '/',
    user,
  });
  return { onClose };
}

const phoneField = () => screen.getByRole('textbox', { name: /^Phone/ }) as HTMLInputElement;
const messageField = () => screen.getByRole('textbox', { name: /^Message/ }) as HTMLInputElement;
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));
const smsCalls = (calls: { url: string }[]) => calls.filter((c) => c.url === '/api/sms/send');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PostSendDialog', () => {
  it('offers the SMS behind a switch, prefilled with the phone, the text read-only', () => {
    const { onClose } = renderDialog();
    expect(screen.getByRole('heading', { name: 'Referral Sent' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();

    fireEvent.click(screen.getByRole('switch', { name: SEND_SMS_LABEL }));
    expect(phoneField().value).toBe('312-555-0100');
    expect(messageField().value).toBe(
      'From Northside Family Medicine: This is confirmation that we sent your referral to ' +
        'Lakeside Cardiology. If you do not hear from them within 3 days, please call them at ' +
        '312-555-0199 to discuss scheduling your appointment.',
    );
    // The spec's template is the text (issue 18 item 11): nobody writes their own.
    expect(messageField().readOnly).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('offers no SMS to a user without Send Referral (issue 18 item 11)', () => {
    const scheduleOnly = {
      ...USER,
      referral_permissions: [{ key: 'SCHEDULE_REFERRAL', value: true }],
    } as unknown as CurrentUser;
    renderDialog('3125550100', scheduleOnly);
    expect(screen.getByRole('heading', { name: 'Referral Sent' })).toBeTruthy();
    expect(screen.queryByRole('switch', { name: SEND_SMS_LABEL })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Phone/ })).toBeNull();
  });

  it("shows the spec's validation messages and sends nothing while invalid", async () => {
    const calls = fakeFetch(() => ({ status: 200, body: { message: 'SMS Sent!' } }));
    renderDialog(null);
    fireEvent.click(screen.getByRole('switch', { name: SEND_SMS_LABEL }));
    send();
    expect(await screen.findByText('Phone number is required')).toBeTruthy();

    fireEvent.change(phoneField(), { target: { value: '312555' } });
    expect(phoneField().value).toBe('312-555');
    send();
    expect(await screen.findByText('Phone number must have 10 digits')).toBeTruthy();
    expect(smsCalls(calls)).toEqual([]);
  });

  it("sends the phone's digits only, no text, and shows the server's message", async () => {
    const calls = fakeFetch(() => ({
      status: 200,
      body: { message: 'Message queued for 312-555-0100' },
    }));
    renderDialog();
    fireEvent.click(screen.getByRole('switch', { name: SEND_SMS_LABEL }));
    send();
    expect(await screen.findByText('Message queued for 312-555-0100')).toBeTruthy();
    expect(smsCalls(calls)).toEqual([
      {
        url: '/api/sms/send',
        method: 'POST',
        body: { phone: '3125550100', referral_uuid: UUID, send_sms: true },
      },
    ]);
    // The same number is not texted twice by accident; another number allows another send.
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(phoneField(), { target: { value: '3125550177' } });
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(false);
  });

  it("keeps the phone after a failure and sends again on retry ('SMS Sent!' by default)", async () => {
    const answers: FetchAnswer[] = [
      { status: 502, body: { message: 'The SMS provider did not answer.' } },
      new Response('bad gateway', { status: 502 }),
      { status: 200, body: {} },
    ];
    const calls = fakeFetch(() => answers.shift() ?? { status: 500, body: {} });
    renderDialog();
    fireEvent.click(screen.getByRole('switch', { name: SEND_SMS_LABEL }));
    fireEvent.change(phoneField(), { target: { value: '3125550177' } });

    send();
    expect(await screen.findByText('The SMS provider did not answer.')).toBeTruthy();
    expect(phoneField().value).toBe('312-555-0177');

    send();
    expect(await screen.findByText(REFERRAL_MSG.smsFailed)).toBeTruthy();

    send();
    expect(await screen.findByText(REFERRAL_MSG.smsSent)).toBeTruthy();
    await waitFor(() => expect(smsCalls(calls)).toHaveLength(3));
    expect(smsCalls(calls).every((c) => JSON.stringify(c).includes('3125550177'))).toBe(true);
  });

  it('puts server field errors under the field', async () => {
    fakeFetch(() => ({
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: { phone: ['This number cannot get SMS'] },
      },
    }));
    renderDialog();
    fireEvent.click(screen.getByRole('switch', { name: SEND_SMS_LABEL }));
    send();
    expect(await screen.findByText('This number cannot get SMS')).toBeTruthy();
    expect(screen.getByText('The given data was invalid.')).toBeTruthy();
  });
});
