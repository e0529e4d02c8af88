import type { Agent } from './agent.js';
import { uploadBody } from './fixtures/multipart.js';
import { PERSONAS } from './personas.js';

/** Arrangements shared by the documents and print suites. */

/** Who the suites act as: the sender, a colleague, the receiver and an unrelated clinic. */
export const DOCUMENT_PERSONAS = {
  psr: PERSONAS.northsidePsr,
  nurse: PERSONAS.northsideNurse,
  lakePsr: PERSONAS.lakesidePsr,
  riverPsr: PERSONAS.riversidePsr,
} as const;

export type UploadedDoc = {
  uuid: string;
  name: string;
  referral_document_name: string;
  document_id: string | null;
  type: string;
  size: number;
  content_type: string;
  sha256: string;
  url: string;
  created_at: string;
};
export type UploadAnswer = {
  message: string;
  documents: UploadedDoc[];
  document_ids?: string[];
  errors?: unknown;
};
export type UploadFile = { filename: string; content: Buffer | AsyncIterable<Buffer> };

/** Uploads files to a referral as the wizard does (`route`: 'documents' or 'multiple_type/documents'). */
export function uploadFiles(
  agent: Agent,
  uuid: string,
  files: UploadFile[],
  fields: Record<string, string> = {},
  route = 'documents',
) {
  const { body, headers } = uploadBody(files, fields);
  return agent.request<UploadAnswer>('POST', `/api/referrals/${uuid}/${route}`, body, headers);
}
