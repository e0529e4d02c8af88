import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ORDER_MSG } from '@app/shared';
import { USER_PROVIDER, type UserProviderDto } from './graphql';
import {
  fakeCanvas,
  ORDERS,
  fakeProviderGraphql,
  providerFixture,
  renderPortal,
  renderPortalWith,
  variablesOf,
} from './providerTestKit';
import { NOT_A_PROVIDER } from './ProviderPortal';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

const autoApprove = () =>
  screen.getByRole<HTMLInputElement>('checkbox', { name: ORDER_MSG.autoApprove });

async function openDrawingDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Create Signature' }));
  return screen.findByRole('dialog', { name: ORDER_MSG.createSignatureTitle });
}

/** One stroke across the canvas with a pointer of the given kind. */
function drawStroke(canvas: HTMLElement, pointerType = 'pen') {
  fireEvent.pointerDown(canvas, { pointerId: 1, pointerType, button: 0, clientX: 10, clientY: 10 });
  fireEvent.pointerMove(canvas, { pointerId: 1, pointerType, clientX: 60, clientY: 40 });
  fireEvent.pointerUp(canvas, { pointerId: 1, pointerType });
}

describe('Signature Management', () => {
  it('without a signature: says so, and approval controls are disabled', async () => {
    renderPortal({ provider: providerFixture({ signature: null }) });
    expect(await screen.findByText(ORDER_MSG.noSignature)).toBeTruthy();
    expect(autoApprove().disabled).toBe(true);
    const approve = await screen.findByRole(
      'button',
      { name: 'Approve order for Ada Byron' },
      // The grid's code loads on demand.
      { timeout: 10_000 },
    );
    expect(approve).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Decline order for Ada Byron' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('shows the current signature image', async () => {
    renderPortal();
    const img = await screen.findByRole<HTMLImageElement>('img', { name: /Your signature/ });
    expect(img.getAttribute('src')).toBe('/api/provider-signatures/5');
    expect(screen.queryByText(ORDER_MSG.noSignature)).toBeNull();
  });

  it('reads the provider from the network even when one is cached', async () => {
    const gql = fakeProviderGraphql({ provider: providerFixture({ signature: null }) });
    gql.client.writeQuery({
      query: USER_PROVIDER,
      data: { user_provider: providerFixture() as UserProviderDto },
    });
    renderPortalWith(gql);
    expect(await screen.findByText(ORDER_MSG.noSignature)).toBeTruthy();
    expect(variablesOf(gql.calls, 'UserProvider')).toHaveLength(1);
  });

  it('an upload sends the file as a data URL with its file name, and then shows it', async () => {
    const gql = renderPortal({ provider: providerFixture({ signature: null }) });
    await screen.findByText(ORDER_MSG.noSignature);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toBe('image/*');
    const file = new File(['GIF89a'], 'my-signature.gif', { type: 'image/gif' });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() =>
      expect(variablesOf(gql.calls, 'SaveUserProviderSignature')).toEqual([
        { signature: `data:image/gif;base64,${btoa('GIF89a')}`, name: 'my-signature.gif' },
      ]),
    );
    const img = await screen.findByRole('img', { name: 'Your signature: my-signature.gif' });
    expect(img.getAttribute('src')).toBe('/api/provider-signatures/6');
    expect(autoApprove().disabled).toBe(false);
  });

  it('shows why an upload failed, and clears it on the next attempt', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let refuse = true;
    const gql = renderPortal({
      provider: providerFixture({ signature: null }),
      answer: (c) =>
        c.operationName === 'SaveUserProviderSignature' && refuse
          ? { errors: [{ message: ORDER_MSG.svgSignature }] }
          : undefined,
    });
    await screen.findByText(ORDER_MSG.noSignature);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, {
      target: { files: [new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' })] },
    });
    expect((await screen.findByRole('alert')).textContent).toContain(ORDER_MSG.svgSignature);
    expect(variablesOf(gql.calls, 'SaveUserProviderSignature')).toHaveLength(1);
    expect(screen.getByText(ORDER_MSG.noSignature)).toBeTruthy();
    refuse = false;
    fireEvent.change(input, { target: { files: [new File(['x'], 'b.png')] } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(variablesOf(gql.calls, 'SaveUserProviderSignature')).toHaveLength(2);
  });

  it('shows a failed save of a drawing in the dialog, which stays open', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeCanvas('data:image/png;base64,AAAA');
    renderPortal({
      answer: (c) =>
        c.operationName === 'SaveUserProviderSignature'
          ? { errors: [{ message: ORDER_MSG.invalidSignatureImage }] }
          : undefined,
    });
    const dialog = await openDrawingDialog();
    drawStroke(within(dialog).getByRole('img', { name: 'Signature drawing area' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      ORDER_MSG.invalidSignatureImage,
    );
  });
});

describe('Create Digital Signature', () => {
  it('Save does nothing while the canvas is empty, nor after Clear', async () => {
    fakeCanvas();
    const gql = renderPortal();
    const dialog = await openDrawingDialog();
    const canvas = within(dialog).getByRole('img', { name: 'Signature drawing area' });
    expect(canvas.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    drawStroke(canvas);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(variablesOf(gql.calls, 'SaveUserProviderSignature')).toEqual([]);
    expect(screen.getByRole('dialog', { name: ORDER_MSG.createSignatureTitle })).toBeTruthy();
  });

  it('saves a drawn signature as a PNG named Signature and closes', async () => {
    const ctx = fakeCanvas('data:image/png;base64,AAAA');
    const gql = renderPortal();
    const dialog = await openDrawingDialog();
    drawStroke(within(dialog).getByRole('img', { name: 'Signature drawing area' }), 'touch');
    expect(ctx.lineTo).toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(variablesOf(gql.calls, 'SaveUserProviderSignature')).toEqual([
        { signature: 'data:image/png;base64,AAAA', name: ORDER_MSG.defaultSignatureName },
      ]),
    );
    expect(HTMLCanvasElement.prototype.toDataURL).toHaveBeenCalledWith('image/png');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: ORDER_MSG.createSignatureTitle })).toBeNull(),
    );
  });

  it('Cancel closes without saving', async () => {
    fakeCanvas();
    const gql = renderPortal();
    const dialog = await openDrawingDialog();
    drawStroke(within(dialog).getByRole('img', { name: 'Signature drawing area' }), 'mouse');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(variablesOf(gql.calls, 'SaveUserProviderSignature')).toEqual([]);
  });
});

describe('automatic approval', () => {
  it('asks first when orders are pending, saying how many, and approves them on confirm', async () => {
    const gql = renderPortal();
    await screen.findByText(ORDER_MSG.signatureManagement);
    await waitFor(() => expect(autoApprove().disabled).toBe(false));
    fireEvent.click(autoApprove());
    const dialog = await screen.findByRole('dialog', { name: ORDER_MSG.autoApproveConfirmTitle });
    expect(within(dialog).getByText('2 pending orders will be approved.')).toBeTruthy();
    expect(variablesOf(gql.calls, 'UpdateAutoApproved')).toEqual([]);
    fireEvent.click(
      within(dialog).getByRole('button', { name: ORDER_MSG.autoApproveConfirmButton }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(autoApprove().disabled).toBe(false));
    expect(autoApprove().checked).toBe(true);
    expect(variablesOf(gql.calls, 'UpdateAutoApproved')).toEqual([{ auto_approved: true }]);
  });

  it('stays off when the confirmation is cancelled', async () => {
    const gql = renderPortal({ orders: [ORDERS[0]!] });
    await screen.findByText(ORDER_MSG.signatureManagement);
    await waitFor(() => expect(autoApprove().disabled).toBe(false));
    fireEvent.click(autoApprove());
    const dialog = await screen.findByRole('dialog', { name: ORDER_MSG.autoApproveConfirmTitle });
    expect(within(dialog).getByText('1 pending order will be approved.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(autoApprove().disabled).toBe(false));
    expect(autoApprove().checked).toBe(false);
    expect(variablesOf(gql.calls, 'UpdateAutoApproved')).toEqual([]);
  });

  it('applies at once and stays after the server agrees', async () => {
    const gql = renderPortal({ orders: [] });
    await screen.findByText(ORDER_MSG.signatureManagement);
    await waitFor(() => expect(autoApprove().disabled).toBe(false));
    fireEvent.click(autoApprove());
    expect(autoApprove().checked).toBe(true);
    await waitFor(() => expect(autoApprove().disabled).toBe(false));
    expect(autoApprove().checked).toBe(true);
    expect(variablesOf(gql.calls, 'UpdateAutoApproved')).toEqual([{ auto_approved: true }]);
  });

  it('reverts when the call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPortal({
      orders: [],
      answer: (c) =>
        c.operationName === 'UpdateAutoApproved'
          ? { errors: [{ message: ORDER_MSG.signatureRequired }] }
          : undefined,
    });
    await screen.findByText(ORDER_MSG.signatureManagement);
    await waitFor(() => expect(autoApprove().disabled).toBe(false));
    fireEvent.click(autoApprove());
    expect(autoApprove().checked).toBe(true);
    await waitFor(() => expect(autoApprove().checked).toBe(false));
    expect(autoApprove().disabled).toBe(false);
  });

  it('says when the account has no provider', async () => {
    renderPortal({ provider: null });
    expect(await screen.findByText(NOT_A_PROVIDER)).toBeTruthy();
  });
});
