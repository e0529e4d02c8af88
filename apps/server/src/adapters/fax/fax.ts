/** Outbound fax provider (DESIGN section 1): local simulation, InterFAX REST, or a test fake. */
export type FaxStatus = 'queued' | 'sending' | 'success' | 'failure';

export interface FaxSendRequest {
  /** Number as the provider dials it: '001' + 10 digits. */
  to: string;
  pdf: Uint8Array;
  /** Pages of `pdf` (the caller composed it). */
  pages: number;
  /** Our fax uuid, for the provider's reference field. */
  reference: string;
}

/** What the provider reports about a fax (InterFAX outbound fax object fields). */
export interface FaxReport {
  providerFaxId: string;
  status: FaxStatus;
  pagesSent: number;
  pageCount: number;
  units: number | null;
  costPerUnit: number | null;
  submitTime: Date | null;
  completionTime: Date | null;
  attemptsMade: number;
  error: string | null;
}

export interface FaxAdapter {
  readonly kind: 'local' | 'interfax';
  send(req: FaxSendRequest): Promise<{ providerFaxId: string }>;
  status(providerFaxId: string): Promise<FaxReport>;
  /** Resend a fax the provider already holds (InterFAX: resend). */
  resend(providerFaxId: string): Promise<{ providerFaxId: string }>;
}
