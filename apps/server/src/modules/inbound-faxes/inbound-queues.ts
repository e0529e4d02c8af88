/** Job queues of received faxes (issue 8); names only, so ingest and intake do not import each other. */

/** Payload { faxId: number }: render, clean up, recognise and detect referrals of one fax. */
export const INBOUND_FAX_INTAKE_QUEUE = 'fax.inbound-intake';

export interface InboundFaxIntakeJob {
  faxId: number;
}

declare module '../../jobs/queue.js' {
  interface JobPayloads {
    [INBOUND_FAX_INTAKE_QUEUE]: InboundFaxIntakeJob;
  }
}

/**
 * The job lane intake runs in (its JobKind's lane): recognition takes seconds a page, so it
 * runs beside the mail and fax jobs, never in front of them. Tests drain it explicitly.
 */
export const OCR_LANE = 'ocr';
