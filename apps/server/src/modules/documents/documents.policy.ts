import { isPublicUploadStatus, UPLOAD_AFTER_SEND_STATUSES, type ReferralStatus } from '@app/shared';
import { AppError } from '../../lib/app-error.js';
import { hours, minutes } from '../../lib/clock.js';
import type { Limit } from '../../lib/rate-limit.js';
import type { ReferralRow } from '../referrals/referral-access.js';

/** Not worded by the spec (docs/referrals-api.md). */
export const DOCUMENTS_MSG = {
  locked: 'Documents of this referral can no longer be changed.',
  notFound: 'Document not found.',
  unknownDocument: 'This document is not one the provider asks for.',
  unreadableZip: 'The zip file could not be read.',
  noFiles: 'Please choose at least one file to upload.',
} as const;

/** A fax referral's documents may be added to after sending: 'Upload New Documents to Fax'. */
const FAX_UPLOAD_STATUSES: readonly ReferralStatus[] = ['sent_fax', 'faxed_successfully'];

/**
 * Whether the referrer may add or remove documents now: while a draft, and after sending in the
 * statuses where the spec shows 'Upload Documents' (spec 2 button rules).
 */
export function documentsChangeable(r: Pick<ReferralRow, 'status' | 'isFax'>): boolean {
  return (
    r.status === 'draft' ||
    UPLOAD_AFTER_SEND_STATUSES.includes(r.status) ||
    (r.isFax && FAX_UPLOAD_STATUSES.includes(r.status))
  );
}

/** The referrer's uploads and deletions refused once the documents are locked (409). */
export function assertDocumentsChangeable(r: Pick<ReferralRow, 'status' | 'isFax'>): void {
  if (!documentsChangeable(r)) throw new AppError('CONFLICT', DOCUMENTS_MSG.locked);
}

/** The public referrer uploads to a sent referral in the statuses of spec 2 section 4 (409). */
export function assertPublicUploadOpen(r: Pick<ReferralRow, 'status'>): void {
  if (!isPublicUploadStatus(r.status)) throw new AppError('CONFLICT', DOCUMENTS_MSG.locked);
}

/**
 * Budgets per user on the costly document calls: an upload stores up to 10 files of 50 MB (and
 * unpacks zips), a print or TIF export renders every page of every document. A front desk
 * uploads and prints a handful per referral.
 */
export const DOCUMENT_LIMITS = {
  upload: { name: 'documents:upload:user', max: 120, windowMs: hours(1) },
  render: { name: 'documents:render:user', max: 60, windowMs: minutes(10) },
} as const satisfies Record<string, Limit>;
