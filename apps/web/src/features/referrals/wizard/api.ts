import {
  MSG,
  type DraftChanges,
  type MultipleUploadAnswer,
  type NewDraftPayload,
  type ReferralSavedAnswer,
  type SendAnswer,
  type UploadType,
} from '@app/shared';
import {
  ApiError,
  CSRF_MISMATCH_STATUS,
  XSRF_COOKIE,
  XSRF_HEADER,
  fetchCsrfCookie,
  http,
  readCookie,
  type ApiErrorBody,
} from '../../../app/http';

const referralPath = (uuid: string) => `/api/referrals/${encodeURIComponent(uuid)}`;

export const draftApi = {
  /** The first save: creates the draft and answers its uuid. */
  create: (payload: NewDraftPayload) => http.post<ReferralSavedAnswer>('/api/referrals/', payload),
  /** Later saves: only the fields that changed since the last save. */
  update: (uuid: string, changes: DraftChanges) =>
    http.put<ReferralSavedAnswer>(referralPath(uuid), changes),
  send: (uuid: string) => http.post<SendAnswer>(`${referralPath(uuid)}/send`, {}),
};

export interface UploadRequest {
  referralUuid: string;
  files: readonly File[];
  /** The provider document the files belong to; absent for the misc section. */
  documentId?: string;
  /** Misc files only: the name the file is stored under. */
  useFilename?: string;
  /** 0 to 100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  /** Another upload endpoint (the public form's); the staff one by default. */
  url?: string;
  /** 'external' for public uploads; 'internal' by default. */
  type?: UploadType;
  /** Extra request headers (the public form's X-Upload-Token). */
  headers?: Readonly<Record<string, string>>;
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

function sendOnce(url: string, body: FormData, req: UploadRequest) {
  const { onProgress } = req;
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(req.headers ?? {}))
      xhr.setRequestHeader(name, value);
    const token = readCookie(XSRF_COOKIE);
    if (token) xhr.setRequestHeader(XSRF_HEADER, token);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => resolve({ status: xhr.status, body: parseJson(xhr.responseText) });
    xhr.onerror = () => reject(new ApiError(0, { message: MSG.somethingWentWrong }));
    xhr.onabort = () => reject(new ApiError(0, { message: MSG.somethingWentWrong }));
    xhr.send(body);
  });
}

/**
 * Uploads files to one document section with XMLHttpRequest, the only browser API that reports
 * upload progress. Same CSRF handling as app/http.ts: a fresh token before the call, once more on
 * a token mismatch.
 */
export async function uploadReferralFiles(req: UploadRequest): Promise<MultipleUploadAnswer> {
  const form = new FormData();
  // Fields before files: a streaming parser knows the section before the bytes arrive.
  if (req.documentId) form.append('document_id', req.documentId);
  form.append('type', req.type ?? 'internal');
  if (req.useFilename) form.append('use_filename', req.useFilename);
  for (const file of req.files) form.append('files[]', file, file.name);
  const url = req.url ?? `${referralPath(req.referralUuid)}/multiple_type/documents`;

  const attempt = async () => {
    await fetchCsrfCookie();
    return sendOnce(url, form, req);
  };
  let answer = await attempt();
  if (answer.status === CSRF_MISMATCH_STATUS) answer = await attempt();
  if (answer.status < 200 || answer.status >= 300) {
    const body = answer.body && typeof answer.body === 'object' ? answer.body : {};
    throw new ApiError(answer.status, body as ApiErrorBody);
  }
  return answer.body as MultipleUploadAnswer;
}
