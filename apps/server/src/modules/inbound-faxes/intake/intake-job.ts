import type { DetectedReferral } from '@app/shared';
import type { AppDeps } from '../../../deps.js';
import { publishInboundFaxChanged } from '../inbound-events.js';
import {
  pickReferringClinic,
  referralClinic,
  referringClinicChoices,
  type ClinicChoice,
  type ReferringClinicMatch,
} from './match-clinic.js';
import { recognizeFax, type RecognizedFax } from './recognize-fax.js';
import { RenderError } from './render-pages.js';
import { summarizeError } from '../../../lib/error-summary.js';
import { TimeLimitError } from '../../../lib/time-limit.js';
import type { IntakeFax as Fax, IntakeRepo, RecognitionColumns } from './intake.repo.js';

/** What a fax shows when its PDF could not be read (no detail: it may be about the content). */
export const OCR_FAILED = 'Text recognition failed.';

export type IntakeDeps = Pick<AppDeps, 'storage' | 'ocr' | 'crypto' | 'events' | 'log' | 'clock'>;

/**
 * Intake of one received fax: new -> processing -> processed. Recognises the PDF, detects the
 * referrals and the referring clinic, and stores the results sealed (they hold PHI). A fax
 * reviewed in the meantime stays reviewed. A PDF that cannot be read ends processed with
 * OCR_FAILED and no detections; database errors throw, so the job is retried.
 */
export async function runIntake(
  deps: IntakeDeps,
  repo: IntakeRepo,
  faxId: number,
  job: { signal?: AbortSignal; finalAttempt?: boolean } = {},
): Promise<'processed' | 'failed' | 'skipped'> {
  // 'processing' too: a job that died mid-way (server restart) runs again.
  const fax = await repo.start(faxId, deps.clock.now());
  if (!fax) return 'skipped';
  await publish(deps, fax);

  let read: RecognizedFax;
  const started = Date.now();
  try {
    const pdf = await deps.storage.read(fax.storageKey);
    read = await recognizeFax(deps.ocr, new Uint8Array(pdf), {
      today: deps.clock.now().toISOString().slice(0, 10),
      signal: job.signal,
    });
  } catch (err) {
    // The error's class only: messages of PDF and OCR libraries are not checked for content.
    const reason = summarizeError(err);
    const retry = (job.signal?.aborted ?? false) || (isTransient(err) && !job.finalAttempt);
    deps.log.warn(
      { faxId, error: reason.name, reason, retry },
      'inbound fax text recognition failed',
    );
    // A page that hung (its worker was terminated) or a render thread stopped under it may read
    // on another try: the job fails and is retried with back-off; the fax stays 'processing'.
    if (retry) throw err;
    await finish(deps, repo, fax, {
      ocrData: null,
      detectedReferrals: null,
      detectedClinicId: null,
      error: OCR_FAILED,
    });
    return 'failed';
  }

  const { results, clinicMatch, referrals } = await recognitionResults(deps, repo, fax, read);
  await finish(deps, repo, fax, results);
  deps.log.info(
    {
      faxId,
      pages: read.ocr.pages.length,
      ocrPages: read.ocr.pages.filter((p) => p.method === 'ocr').length,
      referrals,
      clinicMatch,
      ms: Date.now() - started,
    },
    'inbound fax recognised',
  );
  return 'processed';
}

/**
 * What intake stores for a read fax: the referring clinic matched among the receiving inbox's
 * choices, and the text and detections sealed (they hold PHI). The demo seed stores the same for
 * its precomputed reads.
 */
export async function recognitionResults(
  deps: Pick<IntakeDeps, 'crypto'>,
  repo: IntakeRepo,
  fax: Pick<Fax, 'clinicId' | 'fromNumber'>,
  read: RecognizedFax,
): Promise<{ results: RecognitionColumns; clinicMatch: string | null; referrals: number }> {
  const choices = await referringClinicChoices(repo, fax.clinicId);
  const faxMatch = pickReferringClinic(choices, {
    fromNumber: fax.fromNumber,
    candidates: read.clinicCandidates,
    faxNumbers: read.faxNumbers,
    lines: read.lines,
  });
  const referrals = read.referrals.map((r) => withClinic(r, faxMatch, choices));
  return {
    results: {
      ocrData: deps.crypto.encrypt(JSON.stringify(read.ocr)),
      detectedReferrals: deps.crypto.encrypt(JSON.stringify(referrals)),
      detectedClinicId: faxMatch?.id ?? null,
      error: null,
    },
    clinicMatch: faxMatch?.by ?? null,
    referrals: referrals.length,
  };
}

/** The form's referring clinic (referralClinic) on the referral's suggestion. */
function withClinic(
  r: DetectedReferral,
  faxMatch: ReferringClinicMatch | null,
  choices: ClinicChoice[],
): DetectedReferral {
  const referring = referralClinic(r, faxMatch, choices);
  return {
    ...r,
    form_suggestion: {
      ...r.form_suggestion,
      referring_clinic: referring?.id ?? null,
      referring_clinic_name: referring?.name ?? null,
    },
  };
}

/** Failures of the machinery rather than of the PDF: worth another attempt. */
function isTransient(err: unknown): boolean {
  return (
    err instanceof TimeLimitError || (err instanceof RenderError && err.causeName === 'WorkerExit')
  );
}

async function finish(
  deps: IntakeDeps,
  repo: IntakeRepo,
  fax: Fax,
  results: RecognitionColumns,
): Promise<void> {
  const done = await repo.finish(fax.id, results, deps.clock.now());
  if (done) await publish(deps, done);
}

const publish = (deps: IntakeDeps, fax: Fax) =>
  publishInboundFaxChanged(deps.events, {
    uuid: fax.uuid,
    status: fax.status,
    clinicIds: [fax.clinicId],
  });
