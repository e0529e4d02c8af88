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

/** Uploads one PDF to a referral under `name` (the misc section); answers its download URL. */
export async function uploadPdf(
  agent: Agent,
  uuid: string,
  pdf: Buffer,
  name: string,
): Promise<string> {
  const up = await uploadFiles(
    agent,
    uuid,
    [{ filename: `${name}.pdf`, content: pdf }],
    { use_filename: name },
    'multiple_type/documents',
  );
  if (up.status !== 200) throw new Error(`upload refused: ${up.status} ${JSON.stringify(up.body)}`);
  return up.body.documents[0]!.url;
}
