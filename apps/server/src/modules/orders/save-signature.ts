import { ORDER_MSG, SIGNATURE_MAX_BYTES } from '@app/shared';
import type { ActionContext } from '../../action-context.js';
import { newStorageKey } from '../../adapters/storage/local-storage.js';
import { AppError } from '../../lib/app-error.js';
import type { ProviderRow } from './orders.repo.js';
import { storableSignature } from './signature-image.js';

/** The base64 budget of the largest image, so an oversized string is refused before decoding. */
const MAX_DATA_URL_CHARS = Math.ceil(SIGNATURE_MAX_BYTES / 3) * 4 + 100;

/**
 * Decodes `data:<type>;base64,...` into the bytes to store (storableSignature: PNG and JPEG as
 * they are, other raster images as PNG); refuses anything else.
 */
export async function parseSignatureDataUrl(
  dataUrl: string,
): Promise<{ bytes: Buffer; contentType: string }> {
  if (dataUrl.length > MAX_DATA_URL_CHARS) throw AppError.validation(ORDER_MSG.signatureTooLarge);
  const m = /^data:[\w.+-]+\/[\w.+-]+(?:;[\w.+-]+=[\w.+-]+)*;base64,([A-Za-z0-9+/]+={0,2})$/.exec(
    dataUrl.trim(),
  );
  const bytes = m ? Buffer.from(m[1]!, 'base64') : Buffer.alloc(0);
  if (bytes.length > SIGNATURE_MAX_BYTES) throw AppError.validation(ORDER_MSG.signatureTooLarge);
  if (bytes.length === 0) throw AppError.validation(ORDER_MSG.invalidSignatureImage);
  const stored = await storableSignature(bytes);
  if (stored.bytes.length > SIGNATURE_MAX_BYTES)
    throw AppError.validation(ORDER_MSG.signatureTooLarge);
  return stored;
}

/** A signature's display name: the given file name, trimmed and bounded, or 'Signature'. */
function signatureName(name: string | null | undefined): string {
  const n = (name ?? '').trim().slice(0, 255);
  return n || ORDER_MSG.defaultSignatureName;
}

/**
 * save_user_provider_signature: stores the image and makes it the provider's current signature.
 * The previous one is marked replaced, never deleted: past approvals keep showing it.
 */
export async function saveSignature(
  ctx: Pick<ActionContext, 'data' | 'deps' | 'now'>,
  provider: ProviderRow,
  input: { signature: string; name?: string | null },
) {
  const { bytes, contentType } = await parseSignatureDataUrl(input.signature);
  const key = newStorageKey(`signatures/${provider.uuid}`);
  const stored = await ctx.deps.storage.put(key, bytes, { maxBytes: SIGNATURE_MAX_BYTES });
  return ctx.data.orders.transaction((tx) =>
    tx.replaceSignature(
      {
        providerId: provider.id,
        name: signatureName(input.name),
        storageKey: key,
        contentType,
        size: stored.size,
        createdAt: ctx.now,
      },
      ctx.now,
    ),
  );
}
