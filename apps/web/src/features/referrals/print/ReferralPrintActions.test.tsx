import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { fakeFetch, type FetchAnswer } from '../../../test';
import { FILE_FAILED, ReferralPrintActions } from './ReferralPrintActions';

// MUI components are slow to render on a loaded two-core test machine.
vi.setConfig({ testTimeout: 30_000 });

const UUID = '0b7c2f3e-9a1d-4c55-8e21-5f7a0c9d1e42';
// A string body: jsdom's Blob is not the one Node's Response reads.
const pdf = () =>
  new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } });

let downloads: { href: string; name: string }[];

beforeEach(() => {
  downloads = [];
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => 'blob:referral-file');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push({ href: this.getAttribute('href') ?? '', name: this.download });
  });
});

/** The hidden print frame the Print button adds. */
function printFrame(): HTMLIFrameElement {
  const frame = document.getElementById('referral-print-frame');
  expect(frame).toBeInstanceOf(HTMLIFrameElement);
  return frame as HTMLIFrameElement;
}

/** What the browser does once the frame's response arrives (jsdom loads no frames). */
function loadFrame(frame: HTMLIFrameElement, doc: Partial<Document> | null, print: () => void) {
  Object.defineProperty(frame, 'contentDocument', { value: doc });
  Object.defineProperty(frame, 'contentWindow', { value: { focus: vi.fn(), print } });
  fireEvent.load(frame);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.getElementById('referral-print-frame')?.remove();
});

describe('ReferralPrintActions', () => {
  it('downloads the PDF and the TIF from their URLs under short names', async () => {
    const calls = fakeFetch(() => pdf());
    render(<ReferralPrintActions referralUuid={UUID} />);

    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Download TIF' }));
    await waitFor(() => expect(downloads).toHaveLength(2));

    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `GET /api/referrals/${UUID}/print`,
      `GET /api/referrals/${UUID}/export.tif`,
    ]);
    expect(downloads).toEqual([
      { href: 'blob:referral-file', name: 'Referral_0b7c2f3e.pdf' },
      { href: 'blob:referral-file', name: 'Referral_0b7c2f3e.tif' },
    ]);
  });

  it('prints the PDF from its URL through a hidden frame', async () => {
    const calls = fakeFetch(() => pdf());
    render(<ReferralPrintActions referralUuid={UUID} />);
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));

    const frame = printFrame();
    expect(frame.getAttribute('src')).toBe(`/api/referrals/${UUID}/print`);
    const print = vi.fn();
    loadFrame(frame, { contentType: 'application/pdf', URL: frame.src }, print);
    await waitFor(() => expect(print).toHaveBeenCalledOnce());
    // The frame loads the file itself: nothing fetched, nothing saved.
    expect(calls).toEqual([]);
    expect(downloads).toEqual([]);
  });

  it("shows the server's refusal instead of printing it", async () => {
    render(<ReferralPrintActions referralUuid={UUID} />);
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    const frame = printFrame();
    const refusal = document.implementation.createHTMLDocument('');
    refusal.body.innerHTML = '<pre>{"message":"Referral not found."}</pre>';
    const print = vi.fn();
    loadFrame(
      frame,
      {
        contentType: 'application/json',
        URL: frame.src,
        querySelector: (s: string) => refusal.querySelector(s),
      },
      print,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Referral not found.');
    expect(print).not.toHaveBeenCalled();
  });

  it('opens the PDF in a new tab when the frame cannot show it', async () => {
    const tab = { opener: window } as unknown as Window;
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    render(<ReferralPrintActions referralUuid={UUID} />);
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    const print = vi.fn();
    loadFrame(printFrame(), null, print);
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(`/api/referrals/${UUID}/print`, '_blank'),
    );
    expect(tab.opener).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows a download's refusal, else a generic line, and nothing is saved", async () => {
    let answer: FetchAnswer = { status: 404, body: { message: 'Referral not found.' } };
    fakeFetch(() => answer);
    render(<ReferralPrintActions referralUuid={UUID} />);

    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Referral not found.');

    answer = new Response('upstream timeout', { status: 504 });
    fireEvent.click(screen.getByRole('button', { name: 'Download TIF' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(FILE_FAILED));
    expect(downloads).toEqual([]);
  });
});
