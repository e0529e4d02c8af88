import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { REFERRAL_MSG, REFERRAL_MSG_SERVER } from '@app/shared';
import { fakeFetch, renderWithApollo } from '../../../test';
import { DocumentsStep, UPLOAD_ALERT_MS } from './DocumentsStep';
import type { ProviderDocumentDto, ReferralDocumentDto } from './graphql';
import type { Answer } from './wizardLogic';
import { IMAGING_DOC, LAB_DOC, fakeGraphql, uploadedFixture } from './wizardTestKit';

vi.setConfig({ testTimeout: 30_000 });

/** Stands in for XMLHttpRequest: records each request and answers when the test says so. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: {
    onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: FormData | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  progress(percent: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: percent, total: 100 });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  fakeFetch(() => new Response(null, { status: 204 }));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Harness({ initial, onAnswer }: { initial: ReferralDocumentDto[]; onAnswer: () => void }) {
  const [documents, setDocuments] = useState(initial);
  const [answers, setAnswers] = useState<Record<string, Answer>>({});
  return (
    <DocumentsStep
      referralUuid="r-7"
      providerDocuments={[LAB_DOC, IMAGING_DOC] as ProviderDocumentDto[]}
      sameOrganization={false}
      documents={documents}
      onDocumentsChange={(update) => setDocuments(update)}
      answers={answers}
      onAnswer={(section, answer) => {
        setAnswers((a) => ({ ...a, [section.name]: answer }));
        onAnswer();
      }}
    />
  );
}

function renderStep(initial: ReferralDocumentDto[] = [], gql = fakeGraphql()) {
  const onAnswer = vi.fn();
  renderWithApollo(<Harness initial={initial} onAnswer={onAnswer} />, gql.client);
  return { onAnswer, gql };
}

const choose = (section: string, files: File[]) =>
  fireEvent.change(screen.getByTestId(`file-input-${section}`), { target: { files } });
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const LAB_TITLE = 'LAB RESULTS - Required *';

describe('Referral Documents step', () => {
  it('uploads to a section with progress, then lists the file and confirms for 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    renderStep();
    choose(LAB_TITLE, [pdf('labs.pdf')]);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/referrals/r-7/multiple_type/documents');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers['X-XSRF-TOKEN']).toBe('t0k3n');
    expect((xhr.body?.getAll('files[]')[0] as File).name).toBe('labs.pdf');
    expect(xhr.body?.get('document_id')).toBe('5');
    expect(xhr.body?.get('type')).toBe('internal');
    expect(xhr.body?.has('use_filename')).toBe(false);

    act(() => xhr.progress(40));
    expect(screen.getByText('Uploading… 40%')).toBeTruthy();
    act(() =>
      xhr.respond(200, {
        message: REFERRAL_MSG.uploadOk,
        document_ids: ['d-1'],
        documents: [uploadedFixture()],
      }),
    );
    expect(await screen.findByText(REFERRAL_MSG.uploadOk)).toBeTruthy();
    const list = screen.getByRole('table');
    expect(within(list).getByText('labs.pdf')).toBeTruthy();
    expect(within(list).getByText('Lab results')).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'Download labs.pdf' }).getAttribute('href')).toBe(
      '/api/referrals/r-7/documents/d-1',
    );

    await act(() => vi.advanceTimersByTimeAsync(UPLOAD_ALERT_MS + 50));
    await waitFor(() => expect(screen.queryByText(REFERRAL_MSG.uploadOk)).toBeNull());
  });

  it('opens the chooser with Enter or Space and takes dropped files', async () => {
    renderStep();
    const zone = screen.getByRole('button', { name: `Upload files to ${LAB_TITLE}` });
    const click = vi.spyOn(screen.getByTestId(`file-input-${LAB_TITLE}`), 'click');
    fireEvent.keyDown(zone, { key: 'Enter' });
    fireEvent.keyDown(zone, { key: ' ' });
    expect(click).toHaveBeenCalledTimes(2);
    fireEvent.drop(zone, { dataTransfer: { files: [pdf('dropped.pdf')] } });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect((FakeXhr.sent[0]!.body?.get('files[]') as File).name).toBe('dropped.pdf');
  });

  it("shows 'Failed to upload files' with the server's reason", async () => {
    renderStep();
    choose(LAB_TITLE, [pdf('labs.pdf')]);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() => FakeXhr.sent[0]!.respond(422, { message: REFERRAL_MSG_SERVER.wrongType }));
    expect(await screen.findByText(REFERRAL_MSG.uploadFailed)).toBeTruthy();
    expect(screen.getByText(REFERRAL_MSG_SERVER.wrongType)).toBeTruthy();
  });

  it('refuses more than 10 files or a wrong type before sending anything', async () => {
    renderStep();
    choose(
      LAB_TITLE,
      Array.from({ length: 11 }, (_, i) => pdf(`${String(i)}.pdf`)),
    );
    expect(screen.getByText(REFERRAL_MSG_SERVER.tooManyFiles)).toBeTruthy();
    choose(LAB_TITLE, [new File(['x'], 'notes.docx')]);
    expect(screen.getByText(/notes\.docx/)).toBeTruthy();
    await act(async () => {});
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("names misc files in 'Rename File' (required, extension re-appended)", async () => {
    renderStep();
    fireEvent.click(screen.getByText('Misc - Optional'));
    expect(screen.getByText(/Use this section to upload documents/)).toBeTruthy();
    choose('Misc - Optional', [pdf('scan 01.pdf')]);
    const dialog = await screen.findByRole('dialog', { name: REFERRAL_MSG.renameFile });
    const name = within(dialog).getByLabelText<HTMLInputElement>(/^Filename/);
    expect(name.value).toBe('scan 01');
    fireEvent.change(name, { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(REFERRAL_MSG.filenameRequired)).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(0);

    fireEvent.change(name, { target: { value: 'Referral letter' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const body = FakeXhr.sent[0]!.body!;
    expect(body.get('use_filename')).toBe('Referral letter.pdf');
    expect(body.has('document_id')).toBe(false);
  });

  it('keeps the Yes/No answer of an optional document’s question', () => {
    const { onAnswer } = renderStep();
    fireEvent.click(screen.getByText('IMAGING - Optional'));
    const group = screen.getByRole('radiogroup', { name: 'Does the patient have recent imaging?' });
    fireEvent.click(within(group).getByLabelText('Yes'));
    expect(onAnswer).toHaveBeenCalledOnce();
    expect((within(group).getByLabelText('Yes') as HTMLInputElement).checked).toBe(true);
  });

  it("deletes an uploaded file after 'Are you sure?'", async () => {
    const gql = fakeGraphql({
      answer: (call) =>
        call.operationName === 'DeleteReferralDocument'
          ? { data: { delete_referral_document: true } }
          : undefined,
    });
    renderStep([uploadedFixture() as ReferralDocumentDto], gql);
    fireEvent.click(screen.getByRole('button', { name: 'Delete labs.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: REFERRAL_MSG.areYouSure });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
    expect(gql.calls.find((c) => c.operationName === 'DeleteReferralDocument')?.variables).toEqual({
      referral_uuid: 'r-7',
      referral_document_uuid: 'd-1',
    });
  });
});
