import type { ApolloClient } from '@apollo/client';
import type { UploadType } from '@app/shared';
import { uploadReferralFiles } from '../referrals/wizard/api';
import type { DocumentSection } from '../referrals/wizard/wizardLogic';
import { SAVE_PUBLIC_REFERRAL, SUBMIT_PUBLIC_REFERRAL } from './graphql';
import { publicQuery } from './publicClient';
import type { HeldFiles } from './publicFormLogic';

const UPLOAD_TOKEN_HEADER = 'X-Upload-Token';
const PUBLIC_UPLOAD_TYPE: UploadType = 'external';

export const publicDocumentsUrl = (uuid: string) =>
  `/api/public/referrals/${encodeURIComponent(uuid)}/documents`;

/** Which of the three calls failed: the form words the failure after it. */
export class PublicSubmitError extends Error {
  constructor(
    readonly stage: 'save' | 'documents' | 'submit',
    override readonly cause: unknown,
  ) {
    super(stage);
    this.name = 'PublicSubmitError';
  }
}

export interface PublicSubmitRequest {
  client: ApolloClient;
  variables: { referral: string; patient: string };
  sections: readonly DocumentSection[];
  held: HeldFiles;
  /** 0-100 per section key while its files go up. */
  onProgress: (sectionKey: string, percent: number) => void;
}

/** One upload per section; misc files one by one, each under the name typed for it. */
function uploadsOf(sections: readonly DocumentSection[], held: HeldFiles) {
  return sections.flatMap((section) => {
    const files = held[section.key] ?? [];
    if (files.length === 0) return [];
    if (section.misc)
      return files.map((f) => ({ section, files: [f.file], useFilename: f.useFilename }));
    return [{ section, files: files.map((f) => f.file), useFilename: undefined }];
  });
}

/**
 * The public submit: save_public_referral (a draft nobody sees yet) -> each section's files with
 * the upload token -> submit_public_referral. Answers the server's success message.
 */
export async function submitPublicReferral(req: PublicSubmitRequest): Promise<string> {
  let draft: { uuid: string; upload_token: string };
  try {
    draft = (await publicQuery(SAVE_PUBLIC_REFERRAL, req.variables, req.client))
      .save_public_referral;
  } catch (error) {
    throw new PublicSubmitError('save', error);
  }
  try {
    // One after another: the progress bar follows one section at a time.
    for (const upload of uploadsOf(req.sections, req.held)) {
      await uploadReferralFiles({
        referralUuid: draft.uuid,
        url: publicDocumentsUrl(draft.uuid),
        type: PUBLIC_UPLOAD_TYPE,
        headers: { [UPLOAD_TOKEN_HEADER]: draft.upload_token },
        files: upload.files,
        documentId: upload.section.documentId,
        useFilename: upload.useFilename,
        onProgress: (percent) => req.onProgress(upload.section.key, percent),
      });
      req.onProgress(upload.section.key, 100);
    }
  } catch (error) {
    throw new PublicSubmitError('documents', error);
  }
  try {
    const answer = await publicQuery(
      SUBMIT_PUBLIC_REFERRAL,
      { uuid: draft.uuid, upload_token: draft.upload_token },
      req.client,
    );
    return answer.submit_public_referral;
  } catch (error) {
    throw new PublicSubmitError('submit', error);
  }
}
