import type { PublicReviewCredentials } from '@app/shared';
import { ApiError, type ApiErrorBody } from '../../../app/http';
import { publicCsrfFetch } from '../publicClient';

/** The credentials every public call repeats (the review page keeps them in memory only). */
export interface ReviewAccess extends PublicReviewCredentials {
  referralUuid: string;
}

const documentsPath = (uuid: string) =>
  `/api/public/referrals/${encodeURIComponent(uuid)}/documents`;

async function failure(response: Response): Promise<ApiError> {
  let body: ApiErrorBody = {};
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      body = ((await response.json()) as ApiErrorBody | null) ?? {};
    } catch {
      // No readable body: the status alone.
    }
  }
  return new ApiError(response.status, body);
}

async function send(path: string, init: RequestInit, viaCsrf: boolean): Promise<Response> {
  let response: Response;
  try {
    response = await (viaCsrf ? publicCsrfFetch : fetch)(path, init);
  } catch {
    throw new ApiError(0, {});
  }
  if (!response.ok) throw await failure(response);
  return response;
}

export const publicReviewApi = {
  /**
   * One document as a blob. The credentials go in headers, never in the URL, so they stay out of
   * server logs and browser history; that is also why this is a fetch and not a plain link.
   */
  async download(access: ReviewAccess, documentUuid: string): Promise<Blob> {
    const path = `${documentsPath(access.referralUuid)}/${encodeURIComponent(documentUuid)}`;
    const response = await send(
      path,
      { headers: { 'X-Referral-Email': access.email, 'X-Access-Code': access.access_code } },
      false,
    );
    return response.blob();
  },

  /** Adds files to the referral as the submitter (type external; misc, no document section). */
  async upload(access: ReviewAccess, files: readonly File[]): Promise<void> {
    const form = new FormData();
    // Fields before files: a streaming parser checks the credentials before the bytes arrive.
    form.append('email', access.email);
    form.append('access_code', access.access_code);
    form.append('type', 'external');
    for (const file of files) form.append('files[]', file, file.name);
    await send(documentsPath(access.referralUuid), { method: 'POST', body: form }, true);
  },
};
